#!/usr/bin/env bash
# Runs the Interface Builder importer over every .storyboard and .xib under DIR and prints, per
# file, its scenes, its scroll views and how each one's frame was found (root view / pins /
# solved / stored frame / autoresizing), its findings and its time; then a summary: files,
# scenes, scroll views, the share of each method, the total time (docs/storyboards.md).
#
# Usage: scripts/ib-corpus.sh DIR [TOOL]
#   TOOL  the scroll-inspect binary (default: .build/debug/scroll-inspect, built if missing)
#   IB_CORPUS_TIMEOUT=SECONDS  per command (default 60)
# Each document is imported (`scroll-inspect import`, whose fixture is checked in turn) and
# checked (`scroll-inspect check`).
# Exit status: 0 when every document was read; 1 when a command crashed, timed out or exited
# with an error on a document Xcode can open (a refused pre-Xcode 5 archive or non-iOS document,
# or a xib with no scene, which `import` refuses to write, is reported, not a failure); 2 usage.
set -uo pipefail
cd "$(dirname "$0")/.."
directory=${1:-}
if [[ -z "$directory" || ! -d "$directory" ]]; then
    echo "usage: scripts/ib-corpus.sh DIR [TOOL]" >&2
    exit 2
fi
tool=${2:-.build/debug/scroll-inspect}
if [[ ! -x "$tool" ]]; then swift build --product scroll-inspect >&2 || exit 1; fi
limit=${IB_CORPUS_TIMEOUT:-60}
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

files=0 scenes=0 documentScenes=0 scrollViews=0 findings=0 failures=0 refused=0
declare -A methods=()
start=$(date +%s.%N)
while IFS= read -r -d '' file; do
    files=$((files + 1))
    fileStart=$(date +%s.%N)
    timeout "$limit" "$tool" import "$file" >"$scratch/fixture.yaml" 2>"$scratch/import"
    importStatus=$?
    # The fixture the import wrote must decode and lay out like the document.
    if [[ $importStatus -eq 0 ]] && grep -q '^format:' "$scratch/fixture.yaml"; then
        timeout "$limit" "$tool" check "$scratch/fixture.yaml" >/dev/null 2>>"$scratch/import"
        [[ $? -gt 1 ]] && importStatus=65
    fi
    timeout "$limit" "$tool" check "$file" >"$scratch/check" 2>"$scratch/check-err"
    checkStatus=$?
    seconds=$(echo "$(date +%s.%N) - $fileStart" | bc)
    name=${file#"$directory"/}
    if grep -q -e "pre-Xcode 5 archive" -e "only iOS (CocoaTouch) documents are read" -e "the document has no scene to lay out" "$scratch/import"; then
        refused=$((refused + 1))
        printf '%s: refused: %s\n' "$name" "$(grep -m1 ': error: ' "$scratch/import" | sed 's/.*: error: //')"
        continue
    fi
    if [[ $importStatus -ne 0 || $checkStatus -gt 1 ]]; then
        failures=$((failures + 1))
        why="exit $importStatus/$checkStatus"
        [[ $importStatus -eq 124 || $checkStatus -eq 124 ]] && why="timeout after ${limit}s"
        [[ $importStatus -ge 128 || $checkStatus -ge 128 ]] && why="crash (exit $importStatus/$checkStatus)"
        printf '%s: FAILED: %s\n' "$name" "$why"
        sed 's/^/    /' "$scratch/import" "$scratch/check-err" | head -n 10
        continue
    fi
    # The import's last line: "FILE: S scenes (D in the document), N scroll views (a root view, …), F document findings".
    summary=$(tail -n 1 "$scratch/import")
    s=$(sed -n 's/.*: \([0-9][0-9]*\) scenes (\([0-9][0-9]*\) in the document), \([0-9][0-9]*\) scroll views.*/\1 \2 \3/p' <<<"$summary")
    read -r fileScenes fileDocumentScenes fileScrollViews <<<"${s:-0 0 0}"
    scenes=$((scenes + fileScenes)); documentScenes=$((documentScenes + fileDocumentScenes))
    scrollViews=$((scrollViews + fileScrollViews))
    fileMethods=$(sed -n 's/.* scroll views (\(.*\)), [0-9]* document findings/\1/p' <<<"$summary")
    IFS=',' read -ra parts <<<"$fileMethods"
    for part in "${parts[@]}"; do
        part=${part# }
        [[ -z "$part" ]] && continue
        count=${part%% *}; method=${part#* }
        methods[$method]=$(( ${methods[$method]:-0} + count ))
    done
    fileFindings=$(tail -n 1 "$scratch/check" | sed -n 's/\([0-9]*\) errors\{0,1\}, \([0-9]*\) warnings\{0,1\}, \([0-9]*\) notes\{0,1\}.*/\1 \2 \3/p')
    read -r e w n <<<"${fileFindings:-0 0 0}"
    findings=$((findings + e + w + n))
    printf '%s: %s scenes (%s in the document), %s scroll views%s; findings %s errors, %s warnings, %s notes; %.2f s\n' \
        "$name" "$fileScenes" "$fileDocumentScenes" "$fileScrollViews" "${fileMethods:+ ($fileMethods)}" "$e" "$w" "$n" "$seconds"
    # Each scroll view: where it is and how its frame was found.
    grep -E '^.*:[0-9]+:[0-9]+: (scrollView|tableView|collectionView) in ' "$scratch/import" | sed "s|^$directory/||; s/^/    /"
done < <(find "$directory" -type f \( -name '*.storyboard' -o -name '*.xib' \) -print0 | sort -z)
total=$(echo "$(date +%s.%N) - $start" | bc)

echo
echo "files: $files ($refused refused, $failures failed); scenes: $scenes imported ($documentScenes in the documents); scroll views: $scrollViews; findings: $findings"
for method in "root view" pins solved "stored frame" autoresizing; do
    count=${methods[$method]:-0}
    if [[ $scrollViews -gt 0 ]]; then
        printf '  %-13s %4d  %5.1f %%\n' "$method" "$count" "$(echo "100 * $count / $scrollViews" | bc -l)"
    fi
done
printf 'time: %.1f s\n' "$total"
[[ $failures -eq 0 ]]
