#!/usr/bin/env bash
# The speed machinery's fence (docs/architecture.md, "Speed machinery, fenced"): in the model
# library (Sources/ScrollInsets/), only Hierarchy/_Storage/ (the scene's table and the pass that
# builds it, the flat records) may use pointers and the other unsafe parts of the standard library.
# The walk (Hierarchy/Resolver/), rule files, the node types, results and the audit read plain
# values (the walk reads the table by index; it was fenced in too until the nodes became plain); so do the formats over the model (Sources/ScrollInsetsFormats/: the fixture decoder and
# encoder, the Interface Builder importer, recordings), which have no fenced folder at all.
#
# Reported, in Sources/ScrollInsets/**/*.swift outside that folder and in
# Sources/ScrollInsetsFormats/**/*.swift, comments left out:
# - `.pointee`; `UnsafePointer`, `UnsafeMutableRawBufferPointer` and the other `Unsafe…Pointer`s;
# - `withUnsafe…` (`withUnsafeBufferPointer`, `withUnsafeMutableBytes`, …);
# - `unsafeBitCast`, `unsafeDowncast`, `unsafeAddress`, `unsafeUninitializedCapacity`, `Unmanaged`;
# - `@unchecked Sendable`, `nonisolated(unsafe)` and the `unsafe` expression marker (`unsafe x`).
# Not reported: "unsafe" as a word of UIKit's vocabulary (`controlInUnsafeArea`, "the unsafe area")
# and in string literals.
# The other targets (the YAML parser, the JSON writer, the CLI's output) read and write bytes
# through buffer pointers on purpose; their files are outside this check.
#
# Usage: scripts/check-unsafe-fence.sh [--root DIR]   check the repository (default: this one)
#        scripts/check-unsafe-fence.sh --self-test     plant each kind in a scratch copy and check
#                                                      that each is reported
# Output: one `path:line: text` per use, then a count.
# Exit status: 0 none, 1 some, 2 usage error or a failed self-test. Needs: find, grep, sed.
set -euo pipefail
cd "$(dirname "$0")/.."

check() {
    local root=$1
    local pattern='\.pointee\b|\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\bwithUnsafe[A-Za-z]*|\bunsafe(BitCast|Downcast|Address|MutableAddress|UninitializedCapacity)\b|\bUnmanaged\b|@unchecked\b|\(unsafe\)|(^|[=(,{:] *|return +|try +)unsafe +[A-Za-z_.(&]'
    local found
    # Comments and string literals are blanked before matching (a `"…"` on one line; the
    # multi-line literals of the model hold no code).
    found=$(cd "$root" && find Sources/ScrollInsets Sources/ScrollInsetsFormats -name '*.swift' -not -path '*/Hierarchy/_Storage/*' \
                -print0 | sort -z \
            | xargs -0 grep -nE "$pattern" /dev/null \
            | while IFS= read -r hit; do
                  code=${hit#*:*:}
                  stripped=$(printf '%s\n' "$code" | sed -E 's#"([^"\\]|\\.)*"#""#g; s#//.*$##')
                  if printf '%s\n' "$stripped" | grep -qE "$pattern"; then printf '%s\n' "$hit"; fi
              done || true)
    if [[ -n "$found" ]]; then
        printf '%s\n' "$found"
        echo "check-unsafe-fence: $(printf '%s\n' "$found" | wc -l) unsafe uses outside Hierarchy/_Storage/; read plain values there instead" >&2
        return 1
    fi
    echo "check-unsafe-fence: no unsafe code in Sources/ScrollInsets outside Hierarchy/_Storage/," \
        "none in Sources/ScrollInsetsFormats"
}

case "${1:-}" in
--self-test)
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    mkdir -p "$scratch/Sources/ScrollInsets/Audit" "$scratch/Sources/ScrollInsets/Hierarchy/_Storage" \
             "$scratch/Sources/ScrollInsets/Hierarchy/Resolver" "$scratch/Sources/ScrollInsetsFormats/Fixture"
    # Allowed: inside the fence, in a comment, in a string, and UIKit's "unsafe area".
    printf 'let name = box.fields.pointee.name\n' >"$scratch/Sources/ScrollInsets/Hierarchy/_Storage/Fenced.swift"
    printf '%s\n' '// fields.pointee.name in a comment' 'let message = "the unsafe area; withUnsafeBytes"' \
        'case controlInUnsafeArea' 'let unsafe = insets.top' 'struct ControlInUnsafeAreaRule {}' \
        >"$scratch/Sources/ScrollInsets/Audit/Allowed.swift"
    check "$scratch" >/dev/null || { echo "check-unsafe-fence: self-test: a clean tree was reported" >&2; exit 2; }
    planted=('let name = view.fields.pointee.name' 'let p: UnsafeMutablePointer<Int>? = nil'
             'bytes.withUnsafeBufferPointer { _ in }' 'let b = unsafeBitCast(a, to: Int.self)'
             'let r = Unmanaged.passUnretained(box)' 'struct S: @unchecked Sendable {}'
             'nonisolated(unsafe) static var cache = 0' 'let x = unsafe pointer.load(as: Int.self)'
             'let view = unsafeDowncast(object, to: View.self)')
    for line in "${planted[@]}"; do
        printf '%s\n' "$line" >"$scratch/Sources/ScrollInsets/Audit/Planted.swift"
        if check "$scratch" >/dev/null 2>&1; then
            echo "check-unsafe-fence: self-test: '$line' was not reported" >&2
            exit 2
        fi
    done
    rm "$scratch/Sources/ScrollInsets/Audit/Planted.swift"
    # The walk is outside the fence now: a pointer in Hierarchy/Resolver/ is reported.
    printf 'let kind = fields.pointee.kind\n' >"$scratch/Sources/ScrollInsets/Hierarchy/Resolver/Walk.swift"
    if check "$scratch" >/dev/null 2>&1; then
        echo "check-unsafe-fence: self-test: an unsafe use in Hierarchy/Resolver/ was not reported" >&2
        exit 2
    fi
    rm "$scratch/Sources/ScrollInsets/Hierarchy/Resolver/Walk.swift"
    # The formats have no fence: a _Storage/ folder of theirs is checked like any other.
    mkdir -p "$scratch/Sources/ScrollInsetsFormats/Fixture/_Storage"
    printf 'let b = bytes.withUnsafeBufferPointer { $0.count }\n' \
        >"$scratch/Sources/ScrollInsetsFormats/Fixture/_Storage/Planted.swift"
    if check "$scratch" >/dev/null 2>&1; then
        echo "check-unsafe-fence: self-test: an unsafe use in Sources/ScrollInsetsFormats was not reported" >&2
        exit 2
    fi
    echo "check-unsafe-fence: self-test passed ($((${#planted[@]} + 2)) planted uses reported, a clean tree passes)"
    ;;
--root) check "${2:?--root needs a directory}" || exit 1 ;;
"") check . || exit 1 ;;
*) echo "usage: scripts/check-unsafe-fence.sh [--root DIR | --self-test]" >&2; exit 2 ;;
esac
