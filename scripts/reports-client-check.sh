#!/usr/bin/env bash
# The ScrollInsetsReports product as a client package uses it (docs/reports.md): builds and runs
# docs/examples/ReportsClient, which depends on this package by path and builds a scene in code,
# then checks what it wrote against what `scroll-inspect` prints for the same scene written as a
# fixture (feed.yaml below: the table of the client's main.swift, with its contentInset.top 64):
#
#   1. the client writes its six files (scene.svg, scene.html, scene.json, scene.txt,
#      findings.txt, findings.sarif), none empty;
#   2. scene.txt is byte for byte `scroll-inspect feed.yaml` (the text report);
#   3. each line of findings.txt is the line `scroll-inspect check feed.yaml --explain` prints,
#      without the line and column a fixture has and a scene built in code does not;
#   4. scene.json and findings.sarif are JSON; the SARIF log has one result per finding.
#
# The client's build lives in .build-reports-client/ (ignored by git), reused between runs so
# that a second run builds only what changed. Needs the tool built (`swift build`), or
# SCROLL_INSPECT naming a scroll-inspect binary.
# Exit status: 0 all passed, 1 a check failed.
# Usage: scripts/reports-client-check.sh [--clean]
set -euo pipefail
cd "$(dirname "$0")/.."
work="$PWD/.build-reports-client"
if [[ ${1:-} == --clean ]]; then rm -rf "$work"; fi
scratch="$work/scratch"
out="$work/out"
start=$(date +%s)
fail() { echo "reports-client-check: FAIL: $*" | tail -n 40 >&2; exit 1; }
tool=${SCROLL_INSPECT:-$(swift build --show-bin-path)/scroll-inspect}
[[ -x $tool ]] || fail "$tool not found; run swift build first"

rm -rf "$out"
mkdir -p "$out"
echo "reports-client-check: 1. swift run --package-path docs/examples/ReportsClient ReportsClient"
log=$(swift run --package-path docs/examples/ReportsClient --scratch-path "$scratch" ReportsClient "$out" 2>&1) \
    || fail "the client failed: $log"
for name in scene.svg scene.html scene.json scene.txt findings.txt findings.sarif; do
    [[ -s $out/$name ]] || fail "the client did not write $name: $log"
done

cat > "$out/feed.yaml" <<'YAML'
# The scene docs/examples/ReportsClient builds in code.
device: iPhone 8
orientation: portrait
root:
  navigationController:
    name: nav
    viewControllers:
      - viewController:
          name: feed
          view:
            tableView:
              name: table
              contentInset: [64, 0, 0, 0]
              sections:
                - rows: 12
YAML

echo "reports-client-check: 2. scene.txt is the text report of scroll-inspect"
(cd "$out" && "$tool" feed.yaml > tool-scene.txt) || fail "scroll-inspect feed.yaml failed"
cmp -s "$out/scene.txt" "$out/tool-scene.txt" \
    || fail "the client's text report differs from the tool's: $(diff "$out/tool-scene.txt" "$out/scene.txt")"

echo "reports-client-check: 3. findings.txt is check's text form"
(cd "$out" && "$tool" check feed.yaml --explain > tool-findings.txt) || true
grep -q '^feed.yaml: warning: \[double-inset\]' "$out/findings.txt" || fail "no double-inset finding in: $(cat "$out/findings.txt")"
sed -E 's/^feed\.yaml:[0-9]+:[0-9]+: /feed.yaml: /' "$out/tool-findings.txt" > "$out/tool-findings-unplaced.txt"
cmp -s "$out/findings.txt" "$out/tool-findings-unplaced.txt" \
    || fail "the client's findings differ from check's: $(diff "$out/tool-findings-unplaced.txt" "$out/findings.txt")"

echo "reports-client-check: 4. scene.json and findings.sarif are JSON"
python3 - "$out" <<'PYTHON' || fail "JSON check failed"
import json, sys
out = sys.argv[1]
scenes = json.load(open(f"{out}/scene.json"))["scenes"]
assert len(scenes) == 1, f"{len(scenes)} scenes in scene.json"
results = json.load(open(f"{out}/findings.sarif"))["runs"][0]["results"]
findings = [line for line in open(f"{out}/findings.txt") if line.startswith("feed.yaml: ")]
assert len(results) == len(findings), f"{len(results)} SARIF results, {len(findings)} findings"
PYTHON

echo "reports-client-check: passed in $(( $(date +%s) - start )) s"
