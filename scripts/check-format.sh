#!/usr/bin/env bash
# The house style, checked (docs/tooling.md, "Formatting"): the Swift sources are as swift-format
# (the toolchain's `swift format`, configured by .swift-format) leaves them, and no line is longer
# than 120 columns outside a multi-line string literal (those hold verbatim documents — storyboard
# XML, fixtures, expected reports — whose lines are data).
#   scripts/check-format.sh              check the repository's Swift files
#   scripts/check-format.sh --self-test  show that the check fails on a planted long line and on
#                                        planted unformatted code
# To reformat: swift format format --in-place --parallel FILE... (the Swift files above, not the
# golden Tests/ScrollInspectCoreTests/CLIGolden/devices.swift, which is expected output).
set -euo pipefail
cd "$(dirname "$0")/.."
limit=120
paths=(Sources Tests Package.swift Plugins Benchmarks Fuzz docs/examples)

# Lines over the limit outside multi-line string literals, as FILE:LINE: text.
long_lines() {
    python3 - "$limit" "$@" <<'PY'
import sys
limit = int(sys.argv[1])
for path in sys.argv[2:]:
    inside = False
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            quotes = line.count('"""')
            if not inside and quotes == 0 and len(line) > limit:
                print(f"{path}:{number}: {len(line)} columns")
            if quotes % 2 == 1:
                inside = not inside
PY
}

check() {  # check DIR: 0 when formatted and short, 1 otherwise
    local dir=$1 status=0
    local files
    files=$(cd "$dir" && find "${paths[@]}" -name '*.swift' -type f -not -path '*/CLIGolden/*' 2>/dev/null | sort)
    local lint
    lint=$(cd "$dir" && swift format lint --strict --configuration .swift-format --parallel $files 2>&1) || true
    if [[ -n "$lint" ]]; then
        echo "$lint" | sed 's/^/  /'
        echo "check-format: swift-format would change the files above" >&2
        status=1
    fi
    local long
    long=$(cd "$dir" && long_lines $files)
    if [[ -n "$long" ]]; then
        echo "$long" | sed 's/^/  /'
        echo "check-format: $(echo "$long" | wc -l) lines over $limit columns (outside multi-line string literals)" >&2
        status=1
    fi
    return $status
}

if [[ "${1:-}" == "--self-test" ]]; then
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    mkdir -p "$scratch/Sources"
    cp .swift-format "$scratch/"
    printf 'let ok = 1\n' > "$scratch/Sources/Ok.swift"
    check "$scratch" >/dev/null 2>&1 || { echo "check-format self-test: a formatted file failed" >&2; exit 1; }
    printf 'let ok = 1\nlet long = "%s"\n' "$(printf 'x%.0s' $(seq 1 130))" > "$scratch/Sources/Ok.swift"
    if check "$scratch" >/dev/null 2>&1; then echo "check-format self-test: a 140-column line passed" >&2; exit 1; fi
    printf 'let s = """\n    %s\n    """\n' "$(printf 'x%.0s' $(seq 1 130))" > "$scratch/Sources/Ok.swift"
    check "$scratch" >/dev/null 2>&1 || { echo "check-format self-test: a long line inside a multi-line literal failed" >&2; exit 1; }
    printf 'let  a  =  1\n' > "$scratch/Sources/Ok.swift"
    if check "$scratch" >/dev/null 2>&1; then echo "check-format self-test: unformatted code passed" >&2; exit 1; fi
    echo "check-format self-test: a long line and unformatted code fail; formatted code and long literal lines pass"
    exit 0
fi
if check .; then
    echo "check-format: every Swift file formatted, no line over $limit columns outside multi-line literals"
else
    echo "check-format: run 'swift format format --in-place' on the files above and shorten the long lines" >&2
    exit 1
fi
