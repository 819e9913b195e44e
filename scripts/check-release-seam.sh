#!/usr/bin/env bash
# The release seam (docs/architecture.md, "The release seam"): only Sources/ScrollInsets/Releases/
# and the device catalog (Sources/ScrollInsets/Devices/) may ask which release they are on.
# Everything else reads the rule variants the release selects (`release.variants.…`,
# `layout.variants.…`) or the named releases and checks those folders declare
# (`UIKitRelease.lastClassicBars`, `release.isIOS10CompatibilityMode`, `device.accepts(release)`).
#
# Reported, in Sources/**/*.swift outside those two folders, comments left out:
# - `.major` (a release's major version read to decide something);
# - an ordering comparison with a release: `release < …`, `… >= .iOS11`, `… > UIKitRelease(26)`;
# - an equality test against a literal release: `release == .iOS10`, `… != UIKitRelease(27)`.
# Not reported: `release == nil` and `a.release == b.release` (matching two values, no rule).
#
# Usage: scripts/check-release-seam.sh [--root DIR]   check the repository (default: this one)
#        scripts/check-release-seam.sh --self-test     plant each kind of comparison in a scratch
#                                                      copy and check that each is reported
# Output: one `path:line: text` per comparison, then a count.
# Exit status: 0 none, 1 some, 2 usage error or a failed self-test. Needs: grep, sed.
set -euo pipefail
cd "$(dirname "$0")/.."

check() {
    local root=$1
    local pattern='\.major\b|[Rr]elease[A-Za-z]* *(<|>|<=|>=) *[.A-Za-z0-9(]|(<|>|<=|>=) *(\.iOS[0-9]|UIKitRelease\()|(==|!=) *(\.iOS[0-9]+\b|UIKitRelease\()|(\.iOS[0-9]+|UIKitRelease\([^)]*\)) *(<|>|<=|>=|==|!=)'
    local found
    found=$(cd "$root" && find Sources -name '*.swift' -not -path 'Sources/ScrollInsets/Releases/*' \
                -not -path 'Sources/ScrollInsets/Devices/*' -print0 | sort -z \
            | xargs -0 grep -nE "$pattern" /dev/null \
            | grep -vE '^[^:]+:[0-9]+: *//' || true)
    if [[ -n "$found" ]]; then
        printf '%s\n' "$found"
        echo "check-release-seam: $(printf '%s\n' "$found" | wc -l) release comparisons outside Releases/ and Devices/; ask the rule variants instead" >&2
        return 1
    fi
    echo "check-release-seam: no release comparisons outside Releases/ and Devices/"
}

case "${1:-}" in
--self-test)
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    mkdir -p "$scratch/Sources/ScrollInsets/Audit" "$scratch/Sources/ScrollInsets/Releases"
    # Allowed: inside the seam, in a comment, nil tests and matching two releases.
    printf 'let a = release.major >= 26\n' >"$scratch/Sources/ScrollInsets/Releases/Seam.swift"
    printf '// release.major >= 26 in a comment\nif release == nil {}\nlet same = a.release == b.release\n' \
        >"$scratch/Sources/ScrollInsets/Audit/Allowed.swift"
    check "$scratch" >/dev/null || { echo "check-release-seam: self-test: a clean tree was reported" >&2; exit 2; }
    planted=('if release.major >= 26 {}' 'guard layout.release >= .iOS11 else {}' 'let old = release < UIKitRelease(26)'
             'if screen.release == .iOS10 {}' 'let new = UIKitRelease(27) <= release')
    for line in "${planted[@]}"; do
        printf '%s\n' "$line" >"$scratch/Sources/ScrollInsets/Audit/Planted.swift"
        if check "$scratch" >/dev/null 2>&1; then
            echo "check-release-seam: self-test: '$line' was not reported" >&2
            exit 2
        fi
    done
    echo "check-release-seam: self-test passed (${#planted[@]} planted comparisons reported, a clean tree passes)"
    ;;
--root) check "${2:?--root needs a directory}" || exit 1 ;;
"") check . || exit 1 ;;
*) echo "usage: scripts/check-release-seam.sh [--root DIR | --self-test]" >&2; exit 2 ;;
esac
