#!/usr/bin/env bash
# Lays out every .storyboard and .xib under DIR on its canvas device and on the release of the
# Xcode that saved it (`scroll-inspect import --compare-stored-frames`), and compares each view
# placed by pins, the solve or autoresizing with the frame Xcode stored (within 0.5 pt). Prints
# per document and in total 'N agree, M disagree', views and scroll views apart, then the
# disagreements by cause. Documents saved by Xcode 26, and 4.7-inch canvases saved by Xcode 11
# or 12, are totalled apart: their canvases differ from the devices (docs/storyboards.md).
#
# Usage: scripts/ib-xcode-agreement.sh DIR [TOOL]
#   TOOL  the scroll-inspect binary (default: .build/debug/scroll-inspect, built if missing)
# Exit status: 0 when every document was compared or refused as unreadable; 1 when the tool
# crashed or failed on one; 2 usage.
set -uo pipefail
cd "$(dirname "$0")/.."
directory=${1:-}
if [[ -z "$directory" || ! -d "$directory" ]]; then
    echo "usage: scripts/ib-xcode-agreement.sh DIR [TOOL]" >&2
    exit 2
fi
tool=${2:-.build/debug/scroll-inspect}
if [[ ! -x "$tool" ]]; then swift build --product scroll-inspect >&2 || exit 1; fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0
: >"$scratch/all"
while IFS= read -r -d '' file; do
    timeout 60 "$tool" import "$file" --compare-stored-frames >"$scratch/one" 2>"$scratch/err"
    status=$?
    if grep -q -e "pre-Xcode 5 archive" -e "only iOS (CocoaTouch) documents are read" "$scratch/err"; then
        printf '%s: refused: %s\n' "${file#"$directory"/}" "$(grep -m1 ': error: ' "$scratch/err" | sed 's/.*: error: //')"
        continue
    fi
    if [[ $status -ne 0 ]]; then
        failures=$((failures + 1))
        printf '%s: FAILED (exit %s)\n' "${file#"$directory"/}" "$status"
        sed 's/^/    /' "$scratch/err" | head -n 5
        continue
    fi
    sed "s|^$directory/||" "$scratch/one" | tee -a "$scratch/all"
done < <(find "$directory" -type f \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z)

echo
# Totals per group from the summary lines; causes from the disagreement lines, each tagged with
# its document's group. An 'other' cause is named by the components that differ.
awk '
    / agree, [0-9]+ disagree; scroll views / {
        group = $NF
        va[group] += $2; vd[group] += $4; sa[group] += $8; sd[group] += $10
        groups[group] = 1
        next
    }
    /: stored \(/ {
        cause = $0
        sub(/.*laid out \([^)]*\): /, "", cause)
        if (cause !~ /^other /) sub(/ \(.*$/, "", cause)
        causes[group " | " cause] += 1
    }
    END {
        for (g in groups) {
            printf "total %s: views %d agree, %d disagree (%.1f %%); scroll views %d agree, %d disagree (%.1f %%)\n", \
                g, va[g], vd[g], (va[g] + vd[g]) ? 100 * va[g] / (va[g] + vd[g]) : 0, \
                sa[g], sd[g], (sa[g] + sd[g]) ? 100 * sa[g] / (sa[g] + sd[g]) : 0
        }
        print "disagreements by cause (group | cause: count):"
        for (c in causes) printf "  %s: %d\n", c, causes[c]
    }' "$scratch/all" | sort -t: -k1,1 | awk '/^total/ || /^disagreements/ {print; next} {print}' > "$scratch/summary"
grep '^total' "$scratch/summary"
grep '^disagreements' "$scratch/summary"
grep '^  ' "$scratch/summary" | sort -t: -k2 -nr
[[ $failures -eq 0 ]]
