#!/usr/bin/env bash
# Data races are the compiler's to rule out (docs/ci.md, "Where CI's time goes"): the package is
# built in the Swift 6 language mode (swift-tools-version 6.0), whose complete concurrency
# checking refuses, at compile time, shared mutable state reached from more than one thread. The
# checking has escapes, and threads made outside Swift's concurrency model are not seen by it;
# this script lists every such place in Sources/ and fails on one that is not in the list below
# with its reason. While it passes, CI does not run the test suite under ThreadSanitizer (a whole
# instrumented build, about 8 of CI's minutes on 2 cores); a new escape fails here and says to
# run `swift test --sanitize=thread` (docs/fuzzing.md) and to list it.
#
# Reported, in Sources/**/*.swift, comments left out: `nonisolated(unsafe)`, `@unchecked Sendable`,
# `@preconcurrency`, `pthread_create`, `Thread(`, `Thread.detachNewThread`, `DispatchQueue`,
# `OperationQueue`, `Task {`, `Task.detached`, `TaskGroup`, `async let`.
#
# Usage: scripts/check-race-escapes.sh [--root DIR]   check the repository (default: this one)
#        scripts/check-race-escapes.sh --self-test     plant each escape in a scratch copy and
#                                                      check that each is reported
# Exit status: 0 none outside the list, 1 some, 2 usage error or a failed self-test.
set -euo pipefail
cd "$(dirname "$0")/.."

# The escapes there are, each `path:pattern` with its reason.
allowed=(
    # The tool's run is on one thread with a large stack; the main thread creates it and only
    # joins it (a happens-before edge), touching nothing while it runs.
    'Sources/scroll-inspect/_Storage/LargeStackThread.swift:pthread_create'
    # The signal handler's table and previous action, written before the handler is installed
    # and read only by it (async-signal-safe code cannot take a lock).
    'Sources/scroll-inspect/_Storage/ShortenedFileGuard.swift:nonisolated(unsafe)'
    # The scene run's second stage (lay out and write a batch) on a second thread: the closures
    # share only the batches, handed through a mutex and a condition (one waiting at most); the
    # run's state and the sink are touched by the second stage alone until the join. Checked
    # with `swift test --sanitize=thread --filter "BatchPipeline|OneLayoutPerScreen|SceneStreaming|
    # OutputSafety|HeldOutput"` (20 tests, no report) and a ThreadSanitizer build of the tool on
    # 70 benchmark screens (`--format json` and `check`: no report), November 2026.
    'Sources/ScrollInspectCore/_Storage/BatchPipeline.swift:pthread_create'
    # A file's bytes mapped read-only: never written after the mapping is made.
    'Sources/ScrollInspectCore/_Storage/SourceBytes.swift:@unchecked Sendable'
)

check() {
    local root=$1
    local pattern='nonisolated\(unsafe\)|@unchecked +Sendable|@preconcurrency|pthread_create|\bThread\(|Thread\.detachNewThread|DispatchQueue|OperationQueue|\bTask *\{|Task\.detached|TaskGroup|async +let\b'
    local found unexpected=""
    found=$(cd "$root" && find Sources -name '*.swift' -print0 | sort -z \
            | xargs -0 grep -nE "$pattern" /dev/null | grep -vE '^[^:]+:[0-9]+: *//' || true)
    local count=0
    while IFS= read -r hit; do
        [[ -z $hit ]] && continue
        local path=${hit%%:*} line=${hit#*:} match
        line=${line#*:}
        while IFS= read -r match; do
            count=$((count + 1))
            local ok=0
            for entry in "${allowed[@]}"; do
                [[ "$path:$match" == "$entry" ]] && ok=1
            done
            [[ $ok == 1 ]] || unexpected+="$hit"$'\n'
        done < <(grep -oE "$pattern" <<<"$line")
    done <<<"$found"
    if [[ -n $unexpected ]]; then
        printf '%s' "$unexpected"
        echo "check-race-escapes: $(printf '%s' "$unexpected" | wc -l) escape(s) from Swift 6's race checking not listed in scripts/check-race-escapes.sh; run swift test --sanitize=thread (docs/fuzzing.md), then list each with its reason" >&2
        return 1
    fi
    echo "check-race-escapes: every escape from Swift 6's race checking is listed with its reason ($count in Sources/)"
}

case "${1:-}" in
--self-test)
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    mkdir -p "$scratch/Sources/ScrollInsets/Audit" "$scratch/Sources/scroll-inspect/_Storage"
    printf 'let t = pthread_create(&thread, nil, body, nil)\n' \
        >"$scratch/Sources/scroll-inspect/_Storage/LargeStackThread.swift"
    printf '// Task { } and DispatchQueue in a comment\nlet name = "a task"\n' \
        >"$scratch/Sources/ScrollInsets/Audit/Allowed.swift"
    check "$scratch" >/dev/null || { echo "check-race-escapes: self-test: a clean tree was reported" >&2; exit 2; }
    planted=('nonisolated(unsafe) static var cache = [Int]()' 'final class Box: @unchecked Sendable {}'
             'Task { await work() }' 'DispatchQueue.global().async {}' 'async let a = f()'
             'let t = Thread(block: {})' 'await withTaskGroup(of: Int.self) { _ in }' '@preconcurrency import Foundation')
    for line in "${planted[@]}"; do
        printf '%s\n' "$line" >"$scratch/Sources/ScrollInsets/Audit/Planted.swift"
        if check "$scratch" >/dev/null 2>&1; then
            echo "check-race-escapes: self-test: '$line' was not reported" >&2
            exit 2
        fi
    done
    rm "$scratch/Sources/ScrollInsets/Audit/Planted.swift"
    # A listed escape in another file is still reported.
    printf 'let t = pthread_create(&thread, nil, body, nil)\n' >"$scratch/Sources/ScrollInsets/Audit/Other.swift"
    if check "$scratch" >/dev/null 2>&1; then
        echo "check-race-escapes: self-test: a listed escape in an unlisted file was not reported" >&2
        exit 2
    fi
    echo "check-race-escapes: self-test passed (${#planted[@]} planted escapes and a listed one elsewhere reported, a clean tree passes)"
    ;;
--root) check "${2:?--root needs a directory}" || exit 1 ;;
"") check . || exit 1 ;;
*)
    echo "usage: scripts/check-race-escapes.sh [--root DIR | --self-test]" >&2
    exit 2
    ;;
esac
