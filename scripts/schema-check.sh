#!/usr/bin/env bash
# Every fixture against the editor schema, with a real JSON Schema validator (docs/tooling.md):
#
# - each fixture in Fixtures/ (but Fixtures/invalid/) starts with the yaml-language-server modeline
#   naming docs/fixture.schema.json by its path relative to the fixture, and every one of its
#   documents, converted to JSON as an editor reads it (`scroll-inspect fixture-json`), is valid
#   against docs/fixture.schema.json (draft 2020-12);
# - each file in Fixtures/invalid/ gets the verdict listed below: `schema` (the schema rejects a
#   document, as an editor would flag it), `subset` (the YAML subset rejects the file before any
#   schema: anchors, duplicate keys, …; an editor's YAML parser accepts it) or `semantic` (valid
#   against the schema; only scroll-inspect's own checks reject it). A new invalid fixture needs
#   its verdict here.
#
# Needs: python3 with jsonschema (.ci/run installs the pinned version into .build-venv; PYTHON
# names the interpreter), and a built scroll-inspect (`swift build`; SCROLL_INSPECT names another).
# Usage: scripts/schema-check.sh       Exit status: 0 all as expected, 1 not, 2 missing tools.
set -euo pipefail
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
tool=${SCROLL_INSPECT:-$(swift build --show-bin-path)/scroll-inspect}
if [[ ! -x $tool ]]; then
    echo "schema-check: $tool not found; run swift build first" >&2
    exit 2
fi
if ! "$python" -c "import jsonschema" 2>/dev/null; then
    echo "schema-check: $python has no jsonschema; run: python3 -m venv .build-venv && .build-venv/bin/pip install jsonschema==4.26.0, then PYTHON=.build-venv/bin/python $0" >&2
    exit 2
fi
exec "$python" - "$tool" <<'PYTHON'
import glob, json, os, subprocess, sys
from importlib.metadata import version
import jsonschema

VERDICTS = {
    # orientation 'landscape' is not in the enum, rows 2.5 is not an integer (the schema cannot
    # see that device and window exclude each other, or the frame's negative width)
    "Fixtures/invalid/device-and-values.yaml": "schema",
    # 'addtionalSafeAreaInsets': additionalProperties is false
    "Fixtures/invalid/misspelled-key.yaml": "schema",
    # a duplicate key, an anchor and an alias: outside the subset, fine for a YAML 1.2 parser
    "Fixtures/invalid/yaml-features.yaml": "subset",
    # a popover, detents before iOS 15, a keyboard height nobody published: every value is of its
    # key's type, and only the model refuses to lay them out
    "Fixtures/invalid/presentation-not-modelled.yaml": "semantic",
    # a misspelt modalPresentationStyle and detent: not among the schema's values (the schema cannot
    # see a selected detent missing from the detents, or a table view controller's view kind)
    "Fixtures/invalid/presentation-values.yaml": "schema",
    # preferredVerticalBarBehavior 'disabled' on the iPhone Duo: a value of the key's type, refused only
    # by the model (no source gives the Duo's insets with horizontal bars)
    "Fixtures/invalid/vertical-bars-disabled.yaml": "semantic",
    # a pin to keyboardLayoutGuide on iOS 14 and largeTitleDisplayMode 'inline' on iOS 16: values of their keys'
    # types, refused only by the model (the guide is iOS 15's, inline iOS 17's)
    "Fixtures/invalid/keyboard-guide-and-inline-before-their-release.yaml": "semantic",
}

tool = sys.argv[1]
schema = json.load(open("docs/fixture.schema.json", encoding="utf-8"))
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
problems = []
valid = 0
verdicts = {}
for path in sorted(glob.glob("Fixtures/**/*.yaml", recursive=True)):
    first = open(path, encoding="utf-8").readline().rstrip("\n")
    expected_modeline = "# yaml-language-server: $schema=" + os.path.relpath("docs/fixture.schema.json", os.path.dirname(path))
    if first != expected_modeline:
        problems.append(f"{path}:1: expected the modeline '{expected_modeline}', found '{first}'")
    run = subprocess.run([tool, "fixture-json", path], capture_output=True, text=True)
    if run.returncode not in (0, 65):
        problems.append(f"{path}: fixture-json exited {run.returncode}: {run.stderr.strip()}")
        continue
    errors = []
    if run.returncode == 0:
        for index, document in enumerate(json.loads(run.stdout)):
            for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
                where = "/".join(str(part) for part in error.absolute_path) or "(the scene)"
                errors.append(f"{path} #{index}: {where}: {error.message}")
    if path.startswith("Fixtures/invalid/"):
        verdict = "subset" if run.returncode == 65 else "schema" if errors else "semantic"
        verdicts[path] = verdict
        if path not in VERDICTS:
            problems.append(f"{path}: no verdict listed in scripts/schema-check.sh (it is '{verdict}')")
        elif VERDICTS[path] != verdict:
            problems.append(f"{path}: expected verdict '{VERDICTS[path]}', found '{verdict}'" + "".join("\n  " + e for e in errors))
    elif run.returncode == 65:
        problems.append(f"{path}: the YAML subset rejects it:\n{run.stderr}")
    elif errors:
        problems.extend(errors)
    else:
        valid += 1
for path in sorted(set(VERDICTS) - set(verdicts)):
    problems.append(f"{path}: listed in VERDICTS but not found")
for problem in problems:
    print(problem)
print(f"schema-check: jsonschema {version('jsonschema')}, draft 2020-12: {valid} fixtures valid; "
      + ", ".join(f"{os.path.basename(p)} {v}" for p, v in sorted(verdicts.items()))
      + f"; {len(problems)} problem{'s' if len(problems) != 1 else ''}")
sys.exit(1 if problems else 0)
PYTHON
