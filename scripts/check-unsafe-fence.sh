#!/usr/bin/env bash
# The unsafe fence (docs/architecture.md, "Speed machinery, fenced"): in every target under
# Sources/, pointers and the other unsafe parts of the standard library live only in that target's
# fenced folder, named below with the reason it needs them; a target with no line here has no such
# folder, and every file of a target not yet listed (a new one) is checked:
# - ScrollInsets/Hierarchy/_Storage: the scene's table and the pass that builds it, which reads each
#   subview list through a buffer pointer for the length of its loop. The walk (Hierarchy/Resolver/),
#   rule files, the node types, results and the audit read plain values;
# - YAMLSubset/_Storage: the parser's input read in place (`ParserInput`), its value stack and the
#   cache of texts made from the input;
# - ScrollInsetsReports/JSON/_Storage: the JSON report's output buffer (`JSONOutput`), appended to
#   millions of times a report, lent to an `OutputSink` as a span;
# - ScrollInspectCore/_Storage: a fixture's bytes as a run holds them, a mapped file's read in place
#   (`SourceBytes`, `MappedFile`), the run's second thread and its hand-off (`BatchPipeline`);
# - scroll-inspect/_Storage: the tool's system calls (read, write, mmap, the directory walk, the
#   signal handler of a shortened file, the thread with a large stack).
# The formats (Sources/ScrollInsetsFormats: the fixture decoder and encoder, the Interface Builder
# importer, recordings), SourceDiagnostics and XMLSubset have none: a `_Storage/` folder of theirs is
# checked like any other.
#
# Reported, in Sources/**/*.swift outside those folders, comments left out:
# - `.pointee`; `UnsafePointer`, `UnsafeMutableRawBufferPointer` and the other `Unsafe…Pointer`s;
# - `withUnsafe…` (`withUnsafeBufferPointer`, `withUnsafeMutableBytes`, …);
# - `unsafeBitCast`, `unsafeDowncast`, `unsafeAddress`, `unsafeUninitializedCapacity`, `Unmanaged`;
# - `@unchecked Sendable`, `nonisolated(unsafe)` and the `unsafe` expression marker (`unsafe x`).
# Not reported: "unsafe" as a word of UIKit's vocabulary (`controlInUnsafeArea`, "the unsafe area")
# and in string literals.
#
# Usage: scripts/check-unsafe-fence.sh [--root DIR]   check the repository (default: this one)
#        scripts/check-unsafe-fence.sh --self-test     plant each kind in a scratch copy, and one use
#                                                      in every target of this repository, and check
#                                                      that each is reported
#        scripts/check-unsafe-fence.sh --count         per target: the unsafe uses outside its
#                                                      fenced folder (0 when the check passes)
# Output: one `path:line: text` per use, then a count.
# Exit status: 0 none, 1 some, 2 usage error or a failed self-test. Needs: find, grep, sed.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each target's fenced folder, relative to Sources/.
fences=(ScrollInsets/Hierarchy/_Storage YAMLSubset/_Storage ScrollInsetsReports/JSON/_Storage
        ScrollInspectCore/_Storage scroll-inspect/_Storage)
pattern='\.pointee\b|\bUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\bwithUnsafe[A-Za-z]*|\bunsafe(BitCast|Downcast|Address|MutableAddress|UninitializedCapacity)\b|\bUnmanaged\b|@unchecked\b|\(unsafe\)|(^|[=(,{:] *|return +|try +)unsafe +[A-Za-z_.(&]'

# uses ROOT [TARGET]: every unsafe use outside the fences, in one target's folder or in all.
uses() {
    local root=$1 where=Sources
    [[ -n "${2:-}" ]] && where=Sources/$2
    local excluded=()
    for fence in "${fences[@]}"; do excluded+=(-not -path "Sources/$fence/*"); done
    # Comments and string literals are blanked before matching (a `"…"` on one line; the
    # multi-line literals hold no code).
    (cd "$root" && [[ -d "$where" ]] && find "$where" -name '*.swift' "${excluded[@]}" -print0 | sort -z \
        | xargs -0 grep -nE "$pattern" /dev/null \
        | while IFS= read -r hit; do
              code=${hit#*:*:}
              stripped=$(printf '%s\n' "$code" | sed -E 's#"([^"\\]|\\.)*"#""#g; s#//.*$##')
              if printf '%s\n' "$stripped" | grep -qE "$pattern"; then printf '%s\n' "$hit"; fi
          done) || true
}

check() {
    local found
    found=$(uses "$1")
    if [[ -n "$found" ]]; then
        printf '%s\n' "$found"
        echo "check-unsafe-fence: $(printf '%s\n' "$found" | wc -l) unsafe uses outside the fenced folders; read plain values there instead" >&2
        return 1
    fi
    echo "check-unsafe-fence: no unsafe code in Sources/ outside the fenced folders (${fences[*]})"
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
    rm "$scratch/Sources/ScrollInsetsFormats/Fixture/_Storage/Planted.swift"
    # Every target of this repository: a use at its top is reported, one in its fence is not.
    targets=0
    for directory in Sources/*/; do
        target=$(basename "$directory")
        mkdir -p "$scratch/Sources/$target"
        printf 'let b = bytes.withUnsafeBufferPointer { $0.count }\n' >"$scratch/Sources/$target/Planted.swift"
        if check "$scratch" >/dev/null 2>&1; then
            echo "check-unsafe-fence: self-test: an unsafe use in Sources/$target was not reported" >&2
            exit 2
        fi
        rm "$scratch/Sources/$target/Planted.swift"
        targets=$((targets + 1))
    done
    for fence in "${fences[@]}"; do
        [[ -d "Sources/$fence" ]] || { echo "check-unsafe-fence: self-test: no folder Sources/$fence" >&2; exit 2; }
        mkdir -p "$scratch/Sources/$fence"
        printf 'let b = bytes.withUnsafeBufferPointer { $0.count }\n' >"$scratch/Sources/$fence/Fenced.swift"
    done
    check "$scratch" >/dev/null || { echo "check-unsafe-fence: self-test: a use inside a fence was reported" >&2; exit 2; }
    echo "check-unsafe-fence: self-test passed ($((${#planted[@]} + 2)) planted kinds and places reported," \
        "one use in each of the $targets targets reported, one in each of the ${#fences[@]} fences and a clean tree pass)"
    ;;
--count)
    for directory in Sources/*/; do
        target=$(basename "$directory")
        printf '%s %s\n' "$target" "$(uses . "$target" | grep -c . || true)"
    done
    ;;
--root) check "${2:?--root needs a directory}" || exit 1 ;;
"") check . || exit 1 ;;
*) echo "usage: scripts/check-unsafe-fence.sh [--root DIR | --self-test | --count]" >&2; exit 2 ;;
esac
