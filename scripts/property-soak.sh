#!/usr/bin/env bash
# Runs the property tests under other seeds than the fixed default (docs/property-testing.md).
#
# Usage: scripts/property-soak.sh N [--runs R]             N seeds, derived from 1…N
#        scripts/property-soak.sh --seed SEED [--runs R]   one seed (decimal or 0x-hexadecimal)
#        scripts/property-soak.sh --commit [REV] [--runs R] the seed derived from a commit
#                                                          (default HEAD); what .ci/run does
#        scripts/property-soak.sh --list                   the property suites, one a line
#
# The property suites are every @Suite under Tests/ (the harness's own target aside) whose file
# calls `forAll(` or `expectForAll(`, found afresh on each run, so a new property is soaked without
# editing this script. Seed i of N is the first 16 hexadecimal digits of the SHA-256 of
# "scrollinsets-soak-i"; a commit's seed is the first 16 hexadecimal digits of its object
# name. So a rerun of the same N or the same commit checks the same inputs.
#
# Output: a `property-soak: seed 0x… (…)` line before each run; for a failing seed the
# harness's report (its `replay:` line reruns the one property) and a line to rerun every
# property suite under that seed; at the end one summary line with seeds × runs.
# Exit status: 0 every seed passed, 1 a seed failed, 2 usage error.
# Needs: swift, git (for --commit), sha256sum.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
    echo "usage: scripts/property-soak.sh N | --seed SEED | --commit [REV] | --list  [--runs R]" >&2
    exit 2
}

suites() {
    grep -rlE '(expectForAll|forAll)\(' Tests --include='*.swift' | grep -v '^Tests/PropertyTesting/' | sort |
        xargs sed -n 's/^@Suite[^{]* struct \([A-Za-z0-9_]*\).*/\1/p' | sort -u
}

seeds=()
runs=""
list=false
[ $# -ge 1 ] || usage
while [ $# -gt 0 ]; do
    case "$1" in
        --list) list=true; shift ;;
        --runs)
            [ $# -ge 2 ] || usage
            runs="$2"; shift 2 ;;
        --seed)
            [ $# -ge 2 ] || usage
            seeds+=("$2|given"); shift 2 ;;
        --commit)
            rev=HEAD
            if [ $# -ge 2 ] && [ "${2#-}" = "$2" ]; then rev="$2"; shift; fi
            shift
            if ! sha=$(git rev-parse --verify --quiet "$rev^{commit}"); then
                echo "property-soak: '$rev' is not a commit of this repository" >&2
                exit 2
            fi
            seeds+=("0x${sha:0:16}|from commit ${sha:0:12}") ;;
        *)
            if ! [[ "$1" =~ ^[1-9][0-9]*$ ]]; then
                echo "property-soak: invalid N '$1'; expected a whole number of at least 1" >&2
                usage
            fi
            for i in $(seq 1 "$1"); do
                hash=$(printf 'scrollinsets-soak-%d' "$i" | sha256sum)
                seeds+=("0x${hash:0:16}|soak seed $i of $1")
            done
            shift ;;
    esac
done
if [ -n "$runs" ] && ! [[ "$runs" =~ ^[1-9][0-9]*$ ]]; then
    echo "property-soak: invalid --runs '$runs'; expected a whole number of at least 1" >&2
    exit 2
fi

names=$(suites)
if [ -z "$names" ]; then
    echo "property-soak: no property suite found under Tests/" >&2
    exit 1
fi
if $list; then
    echo "$names"
    exit 0
fi
[ ${#seeds[@]} -ge 1 ] || usage
filter="\.($(echo "$names" | paste -sd '|' -))/"
runs_note=${runs:-1000 (the default)}

failed=()
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --build-tests >"$log" 2>&1; then
    cat "$log" >&2
    echo "property-soak: the build failed" >&2
    exit 1
fi
for entry in "${seeds[@]}"; do
    seed=${entry%%|*}
    echo "property-soak: seed $seed (${entry#*|}), $runs_note runs per property"
    if SCROLLINSETS_SEED="$seed" SCROLLINSETS_PROPERTY_RUNS="$runs" \
        swift test --skip-build --filter "$filter" >"$log" 2>&1; then
        sed -n 's/.*\(Test run with .*\)/  \1/p' "$log" | tail -n 1
    else
        failed+=("$seed")
        # The failures and their reports; the harness's own tests print known issues indented
        # further, which are not failures.
        grep -E '^(✘ .*recorded an issue|  (original|shrunk|replay|this run): )' "$log" || tail -n 40 "$log"
        echo "property-soak: seed $seed failed; every property suite again under it:"
        echo "  SCROLLINSETS_SEED=$seed${runs:+ SCROLLINSETS_PROPERTY_RUNS=$runs} swift test --filter '$filter'"
    fi
done
seed_word=seeds
[ ${#seeds[@]} -ne 1 ] || seed_word=seed
echo "property-soak: ${#seeds[@]} $seed_word × $runs_note runs per property, $(echo "$names" | wc -l) suites: ${#failed[@]} failed${failed[*]:+ (${failed[*]})}"
[ ${#failed[@]} -eq 0 ]
