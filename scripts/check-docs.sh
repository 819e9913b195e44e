#!/usr/bin/env bash
# Doc coverage: lists every `public` (or `open`) declaration under Sources/ that has no `///`
# doc comment right above it. Attribute lines (`@inlinable`, `@available(...)`) and blank lines
# between the comment and the declaration are skipped; a `//` comment or any other line is not
# a doc comment. Extensions are not checked (a doc comment on an extension is not shown).
#
# With --cases, also lists the cases of public enums that have no `///` of their own, as notes
# that do not change the exit status (a case whose meaning is obvious may share its enum's doc).
#
# Usage: scripts/check-docs.sh [--cases] [DIR...]     (default DIR: Sources)
# Output: one `path:line: undocumented public declaration: TEXT` per finding, then a count.
# Exit status: 0 every public declaration is documented, 1 something is missing, 2 usage error.
# Needs: python3 (standard library only).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v python3 >/dev/null 2>&1; then
    echo "check-docs: python3 not found" >&2
    exit 2
fi

exec python3 - "$@" <<'PYTHON'
import os
import re
import sys

args = sys.argv[1:]
show_cases = False
roots = []
for arg in args:
    if arg == "--cases":
        show_cases = True
    elif arg.startswith("-"):
        print(f"check-docs: unknown option '{arg}'; expected --cases", file=sys.stderr)
        sys.exit(2)
    else:
        roots.append(arg)
roots = roots or ["Sources"]

ATTRIBUTE = re.compile(r"^@[\w.]+(\(.*\))?$")
DECLARATION = re.compile(
    r"^(?:@[\w.]+(?:\([^)]*\))?\s+)*"          # attributes on the same line
    r"(?P<modifiers>(?:[\w]+(?:\([\w]+\))?\s+)*?)"  # modifiers: public, static, private(set), ...
    r"(?P<keyword>func|var|let|init\??|init!|subscript|struct|enum|class|protocol|extension|"
    r"typealias|case|actor|associatedtype|macro|operator|precedencegroup)\b")
ACCESS = {"public", "open"}


def code_only(line, state):
    """The line without string literals and `//` comments; `state` carries open multi-line
    strings and block comments from line to line."""
    out = []
    i = 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        if state["multiline"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multiline"] = False
            i = end + 3
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        if line.startswith('"""', i):
            state["multiline"] = True
            i += 3
            continue
        if line[i] == '"':
            i += 1
            depth = 0  # interpolation depth: a quote inside \( ... ) does not end the string
            while i < len(line):
                if line[i] == "\\" and i + 1 < len(line) and line[i + 1] == "(":
                    depth += 1
                    i += 2
                    continue
                if line[i] == "\\":
                    i += 2
                    continue
                if depth and line[i] == ")":
                    depth -= 1
                elif not depth and line[i] == '"':
                    break
                i += 1
            i += 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def has_doc(lines, index):
    """Whether a `///` comment stands above `lines[index]`, past attributes and blank lines."""
    j = index - 1
    while j >= 0:
        text = lines[j].strip()
        if text == "" or ATTRIBUTE.match(text):
            j -= 1
            continue
        if text.startswith("///"):
            return True
        if text.endswith("*/"):  # a `/** ... */` block counts too
            while j >= 0 and "/*" not in lines[j]:
                j -= 1
            return j >= 0 and "/**" in lines[j]
        return False
    return False


missing = []
cases = []
files = []
for root in roots:
    for directory, _, names in os.walk(root):
        files += [os.path.join(directory, name) for name in names if name.endswith(".swift")]

for path in sorted(files):
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    state = {"block": False, "multiline": False}
    depth = 0
    scopes = []  # (depth inside the braces, is a public enum)
    pending_enum = None
    for index, line in enumerate(lines):
        starts_in_code = not state["block"] and not state["multiline"]
        code = code_only(line, state)
        stripped = code.strip()
        match = DECLARATION.match(stripped) if starts_in_code and stripped else None
        if match:
            modifiers = set(re.sub(r"\(\w+\)", "", match.group("modifiers")).split())
            keyword = match.group("keyword")
            inside_public_enum = bool(scopes) and scopes[-1][1] and scopes[-1][0] == depth
            if keyword == "case" and inside_public_enum and not has_doc(lines, index):
                cases.append(f"{path}:{index + 1}: case without its own doc: {stripped}")
            elif modifiers & ACCESS and keyword != "extension" and not has_doc(lines, index):
                missing.append(f"{path}:{index + 1}: undocumented public declaration: {stripped}")
            if keyword == "enum":
                pending_enum = bool(modifiers & ACCESS)
        for character in code:
            if character == "{":
                depth += 1
                scopes.append((depth, bool(pending_enum)))
                pending_enum = None
            elif character == "}":
                depth -= 1
                if scopes:
                    scopes.pop()

for line in missing:
    print(line)
if show_cases:
    for line in cases:
        print("note: " + line)
print(f"{len(missing)} undocumented public declaration{'' if len(missing) == 1 else 's'}"
      + (f"; {len(cases)} public enum case{'' if len(cases) == 1 else 's'} without a doc of its own" if show_cases else ""))
sys.exit(1 if missing else 0)
PYTHON
