#!/usr/bin/env bash
# Measures how often each audit rule is right on real Interface Builder documents: runs
# `TOOL check --format json` over every .storyboard and .xib under DIR, matches each finding to the
# hand-made labels in docs/audit-precision/labels.tsv by (document, line, column, rule, edge), and
# prints per rule: fired / true / false / unclear / unlabelled / precision (true ÷ (true + false)),
# then the error-severity findings (fired / false), then every unlabelled finding with its message
# so that it can be labelled, then the keys of the findings labelled true and false, to compare
# two runs (docs/audit-precision/README.md).
#
# Usage: scripts/audit-precision.sh [DIR] [TOOL] [--device all]
#   DIR   the documents (default: ../shared/ib-corpus, the team's corpus beside the clone)
#   TOOL  the scroll-inspect binary (default: .build/debug/scroll-inspect, built if missing)
#   --device all  check every device (`check --device all`) instead of each document's own
#        scripts/audit-precision.sh --self-test   check the matching on a made-up TSV and JSON
# A finding's key: the document's file name, its line and column, the rule, and its edge, the
# first of top|bottom|left|right in the message outside quoted view paths (else `-`). Findings
# with the same key (several scenes or devices) count once.
# Exit status: 0 when measured (it measures, it does not judge), 2 usage, 1 self-test failure.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
labels=$root/docs/audit-precision/labels.tsv

# measure JSON_DIR LABELS: the tables, from JSON_DIR/DOCUMENT.json (one `check` output per document).
measure() {
    python3 - "$@" <<'PY'
import collections, json, os, re, sys
json_dir, labels_path = sys.argv[1], sys.argv[2]

def edge(message):
    # View paths are quoted and may hold a quote of their own ('File's Owner/view[0]').
    bare = re.sub(r"(?:^|(?<=[\s(]))'.*?'(?=[\s:;,)]|$)", "", message)
    found = re.search(r"\b(top|bottom|left|right)\b", bare)
    return found.group(1) if found else "-"

labels = {}
with open(labels_path, encoding="utf-8") as f:
    next(f)  # the header
    for line in f:
        document, row, column, rule, side, verdict = line.rstrip("\n").split("\t")[:6]
        labels[(document, row, column, rule, side)] = verdict

fired = {}  # key -> (severity, message); an error anywhere makes the key an error
for name in sorted(os.listdir(json_dir)):
    with open(os.path.join(json_dir, name), encoding="utf-8") as f:
        scenes = json.load(f)["scenes"]
    for scene in scenes:
        for finding in scene["findings"]:
            key = (name[: -len(".json")], str(finding.get("line") or "-"), str(finding.get("column") or "-"),
                   finding["rule"], edge(finding["message"]))
            if key not in fired or finding["severity"] == "error":
                fired[key] = (finding["severity"], finding["message"])

columns = ("fired", "true", "false", "unclear", "unlabelled")
counts = collections.defaultdict(collections.Counter)
for key in fired:
    verdict = labels.get(key, "unlabelled")
    for rule in (key[3], "all"):
        counts[rule]["fired"] += 1
        counts[rule][verdict] += 1
print(f"{'rule':<40}" + "".join(f"{c:>11}" for c in columns) + f"{'precision':>11}")
for rule in sorted(r for r in counts if r != "all") + ["all"]:
    c = counts[rule]
    judged = c["true"] + c["false"]
    precision = f"{c['true'] / judged:.2f}" if judged else "-"
    print(f"{rule:<40}" + "".join(f"{c[k]:>11}" for k in columns) + f"{precision:>11}")
errors = [key for key, (severity, _) in fired.items() if severity == "error"]
false_errors = sum(labels.get(key) == "false" for key in errors)
print(f"errors: {len(errors)} fired, {false_errors} false")
unlabelled = sorted((k for k in fired if k not in labels), key=lambda k: (k[0], k[3], k[1].zfill(9), k[2].zfill(9), k[4]))
print(f"unlabelled findings: {len(unlabelled)}")
for key in unlabelled:
    print("  " + "\t".join(key) + "\t" + fired[key][1])
# The keys that fire labelled true and false, to compare two runs (no true finding lost).
order = lambda k: (k[0], k[3], k[1].zfill(9), k[2].zfill(9), k[4])
for verdict in ("true", "false"):
    keys = sorted((k for k in fired if labels.get(k) == verdict), key=order)
    print(f"{verdict} findings: {len(keys)}")
    for key in keys:
        print("  " + "\t".join(key))
PY
}

self_test() {
    local scratch expected actual
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' RETURN
    mkdir "$scratch/json"
    printf 'document\tline\tcolumn\trule\tedge\tverdict\treason\n%s\n%s\n%s\n%s\n' \
        $'A.storyboard\t10\t5\tpinned-to-superview-edge\ttop\ttrue\tmade up' \
        $'A.storyboard\t10\t5\tpinned-to-superview-edge\tbottom\tfalse\tmade up' \
        $'B.xib\t7\t3\tcontrol-in-unsafe-area\tright\tfalse\tmade up' \
        $'B.xib\t9\t3\tcontrol-in-unsafe-area\tright\ttrue\tnever fired' >"$scratch/labels.tsv"
    # The top finding twice (two devices), the bottom one once, and an edge after a quoted path
    # that names another edge; a finding whose column matches no label stays unlabelled; a key
    # that is an error on one device stays an error.
    cat >"$scratch/json/A.storyboard.json" <<'JSON'
{"scenes": [
 {"findings": [{"rule": "pinned-to-superview-edge", "severity": "warning", "line": 10, "column": 5,
   "message": "'top bar/view' is pinned to the top edge of 'root', not its safe area"}]},
 {"findings": [{"rule": "pinned-to-superview-edge", "severity": "warning", "line": 10, "column": 5,
   "message": "'top bar/view' is pinned to the top edge of 'root', not its safe area"},
  {"rule": "pinned-to-superview-edge", "severity": "warning", "line": 10, "column": 5,
   "message": "'top bar/view' is pinned to the bottom edge of 'root', not its safe area"},
  {"rule": "frame-not-resolved", "severity": "note", "line": 12, "column": 9,
   "message": "the frame of 'root/left' is its stored frame scaled from the canvas"}]}]}
JSON
    cat >"$scratch/json/B.xib.json" <<'JSON'
{"scenes": [{"findings": [
  {"rule": "control-in-unsafe-area", "severity": "error", "line": 7, "column": 3,
   "message": "interactive view 'File's Owner/view[0]/left' lies 6 pt inside the right unsafe area (inset 84) of the window"},
  {"rule": "control-in-unsafe-area", "severity": "error", "line": 7, "column": 4,
   "message": "interactive view 'File's Owner/view[0]/b' lies 6 pt inside the bottom unsafe area (inset 34) of the window"}]},
 {"findings": [{"rule": "control-in-unsafe-area", "severity": "warning", "line": 7, "column": 3,
   "message": "interactive view 'File's Owner/view[0]/left' lies 6 pt inside the right unsafe area (inset 84) of the window"}]}]}
JSON
    expected=$(cat <<'EXPECTED'
rule                                          fired       true      false    unclear unlabelled  precision
control-in-unsafe-area                            2          0          1          0          1       0.00
frame-not-resolved                                1          0          0          0          1          -
pinned-to-superview-edge                          2          1          1          0          0       0.50
all                                               5          1          2          0          2       0.33
errors: 2 fired, 1 false
unlabelled findings: 2
  A.storyboard	12	9	frame-not-resolved	-	the frame of 'root/left' is its stored frame scaled from the canvas
  B.xib	7	4	control-in-unsafe-area	bottom	interactive view 'File's Owner/view[0]/b' lies 6 pt inside the bottom unsafe area (inset 34) of the window
true findings: 1
  A.storyboard	10	5	pinned-to-superview-edge	top
false findings: 2
  A.storyboard	10	5	pinned-to-superview-edge	bottom
  B.xib	7	3	control-in-unsafe-area	right
EXPECTED
)
    actual=$(measure "$scratch/json" "$scratch/labels.tsv")
    if [[ "$actual" != "$expected" ]]; then
        echo "audit-precision self-test FAILED: expected" >&2
        echo "$expected" >&2
        echo "got" >&2
        echo "$actual" >&2
        return 1
    fi
    echo "audit-precision self-test passed"
}

if [[ "${1:-}" == "--self-test" ]]; then
    self_test
    exit
fi
device=()
positional=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --device) [[ $# -ge 2 ]] || { echo "usage: scripts/audit-precision.sh [DIR] [TOOL] [--device all]" >&2; exit 2; }
                  device=(--device "$2"); shift 2 ;;
        *) positional+=("$1"); shift ;;
    esac
done
directory=${positional[0]:-$root/../shared/ib-corpus}
tool=${positional[1]:-}
if [[ ! -d "$directory" || ${#positional[@]} -gt 2 ]]; then
    echo "usage: scripts/audit-precision.sh [DIR] [TOOL] [--device all]" >&2
    exit 2
fi
if [[ -z "$tool" ]]; then
    tool=$root/.build/debug/scroll-inspect
    [[ -x "$tool" ]] || (cd "$root" && swift build --product scroll-inspect >&2) || exit 2
fi
[[ -x "$tool" ]] || { echo "audit-precision: '$tool' is not an executable" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir "$scratch/json"
# The app's Info.plist settings beside a document, as the app has them (docs/audit-precision/
# info-plists.tsv, each with its source): the document is checked from a folder of its own with
# an Info.plist that says them, as `check` finds one beside a document in the app's repository.
declare -A plists=()
while IFS=$'\t' read -r document hidden vcBased _; do
    [[ "$document" == document ]] && continue
    plists[$document]="$hidden $vcBased"
done <"$root/docs/audit-precision/info-plists.tsv"
# The app's device family, from its Xcode project (docs/audit-precision/projects.tsv, each with its
# source): a project.pbxproj saying it is written beside the copy.
declare -A families=()
while IFS=$'\t' read -r document family _; do
    [[ "$document" == document ]] && continue
    families[$document]=$family
done <"$root/docs/audit-precision/projects.tsv"
while IFS= read -r -d '' file; do
    name=$(basename "$file")
    if [[ -n "${families[$name]:-}" ]]; then
        mkdir -p "$scratch/app/$name/App.xcodeproj"
        cp "$file" "$scratch/app/$name/$name"
        printf '\t\t\t\tTARGETED_DEVICE_FAMILY = %s;\n' "${families[$name]}" >"$scratch/app/$name/App.xcodeproj/project.pbxproj"
    fi
    if [[ -n "${plists[$name]:-}" ]]; then
        read -r hidden vcBased <<<"${plists[$name]}"
        mkdir -p "$scratch/app/$name"
        cp "$file" "$scratch/app/$name/$name"
        printf '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n\t<key>UIStatusBarHidden</key>\n\t<%s/>\n\t<key>UIViewControllerBasedStatusBarAppearance</key>\n\t<%s/>\n</dict>\n</plist>\n' \
            "$hidden" "$vcBased" >"$scratch/app/$name/Info.plist"
    fi
    [[ -f "$scratch/app/$name/$name" ]] && file=$scratch/app/$name/$name
    "$tool" check --format json "${device[@]}" "$file" >"$scratch/json/$(basename "$file").json" 2>"$scratch/stderr"
    status=$?
    if [[ $status -gt 1 ]]; then
        echo "$(basename "$file"): check exited $status, not measured: $(head -n 1 "$scratch/stderr")"
        rm "$scratch/json/$(basename "$file").json"
    fi
done < <(find "$directory" -type f \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z)
measure "$scratch/json" "$labels"
