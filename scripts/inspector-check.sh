#!/usr/bin/env bash
# Browser check of `scroll-inspect inspect` (docs/inspector.md): writes inspector pages for a
# portrait, a landscape, an iPad and a keyboard scene, opens each in headless Chromium
# (Debian's `chromium`, installed here when missing), keeps a screenshot of each, clicks a view
# (`#click=PATH` dispatches a real click on the view's outline), reads the panel's numbers
# back from the DOM and compares them with `scroll-inspect FILE --format json --explain`, and the
# reasons the panel marks as assumptions with the terms whose `kind` is "assumption".
# Then the layout check: pages of several long-path files, an iPad, a keyboard chat, a sheet,
# the iPhone Duo's fold, a split view, a search bar and a chat pinned to the keyboard layout guide, each opened at 800x700 with scripts/inspector_layout_check.js appended to
# a copy; for every scene the screen must fit the stage, no label overlap another or leave the
# window, every label be drawn at 10-14 px, and nothing scroll or clip; on the first scene the
# layer boxes, the selection of bars, keyboards, regions, split columns and keyboard guides, and the search must work, and the
# layers survive a reload. Then the grid: `inspect feed-under-navigation-bar.yaml --device all
# --ios 18,26` must open on a grid of every screen, scaled alike, with as many screens listed as
# not drawn as the command's notes skip, each cell opening its screen (its lines are printed).
#
# Usage: scripts/inspector-check.sh        (after `swift build`)
#   SCROLL_INSPECT=path/to/scroll-inspect  the binary (default: swift build's)
# Artefacts: .build-inspector/ (pages, screenshots, dumped DOMs), kept for CI.
# Exit status: 0 all match, 1 a mismatch, 2 missing tools or files.
set -euo pipefail
cd "$(dirname "$0")/.."

name=inspector-check
# shellcheck source=scripts/inspector-browser.sh
source scripts/inspector-browser.sh
out=.build-inspector
mkdir -p "$out"
# A Chromium that hangs (seen once under a load average of 10) is stopped after 120 s, and the check
# stops with timeout's status (124) instead of waiting.
chrome=(timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run
        --disable-dev-shm-usage --run-all-compositor-stages-before-draw --virtual-time-budget=3000)

# name, fixture, view to click, window size
cases=(
    "portrait Fixtures/tab-and-navigation-iphone-x.yaml auto 1400,1000"
    "landscape Fixtures/table-always-landscape.yaml auto 1400,900"
    "ipad Fixtures/ipad-pro-split.yaml auto 1400,1000"
    "keyboard Fixtures/keyboard-sign-in-form.yaml auto 1400,1000"
)
status=0
for line in "${cases[@]}"; do
    read -r name fixture view size <<<"$line"
    page="$out/$name.html"
    "$bin" inspect "$fixture" -o "$page" 2>/dev/null || { echo "inspector-check: inspect failed on $fixture" >&2; exit 1; }
    "$bin" "$fixture" --format json --explain >"$out/$name.json"
    if [[ "$view" == auto ]]; then
        # The first scroll view, else the last view: the panel then shows every kind of number.
        view=$(python3 -c 'import json,sys; v=json.load(open(sys.argv[1]))["scenes"][0]["views"]; s=[x for x in v if x["scroll"]]; print((s or v[-1:])[0]["path"])' "$out/$name.json")
    fi
    encoded=$(python3 -c 'import sys,urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$view")
    url="file://$PWD/$page#scene=0&click=$encoded"
    "${chrome[@]}" --window-size="$size" --screenshot="$out/$name.png" "$url" >/dev/null 2>&1
    "${chrome[@]}" --dump-dom "$url" 2>/dev/null >"$out/$name.dom.html"
    python3 scripts/inspector_compare.py "$out/$name.dom.html" "$out/$name.json" "$view" --label "$name" || status=1
done
# The layout check at 800x700 (scripts/inspector_layout_check.js, appended to a copy of each page).
long_paths="$PWD/Fixtures/tab-navigation-table-iphone17pro-ios27.yaml $PWD/Fixtures/collection-headers-and-scrolling.yaml"
long_paths+=" $PWD/Fixtures/compositional-app-store.yaml $PWD/Fixtures/list-settings-inset-grouped.yaml"
# name|arguments of inspect (the grid's: a scene on every device that runs iOS 18 or 26)
layout_cases=(
    "long-paths|$long_paths"
    "ipad|Fixtures/ipad-pro-split.yaml"
    "keyboard-chat|Fixtures/keyboard-chat-input-bar.yaml"
    "sheet|Fixtures/page-sheet-table-detents.yaml"
    "duo|Fixtures/duo-inner-tabs-fold.yaml"
    "split|Fixtures/ipad-settings-split.yaml"
    "search|Fixtures/searchable-list-large-title.yaml"
    "keyboard-guide|Fixtures/chat-keyboard-guide.yaml"
    "pair|Fixtures/tab-navigation-table-iphone16-ios26.yaml --ios 18 --ios 26"
    "grid|Fixtures/feed-under-navigation-bar.yaml --device all --ios 18,26"
)
for line in "${layout_cases[@]}"; do
    name=${line%%|*}
    read -r -a files <<<"${line#*|}"
    page="$out/layout-$name.html"
    "$bin" inspect "${files[@]}" -o "$page" 2>"$out/layout-$name.notes" ||
        { echo "inspector-check: inspect failed on ${files[*]}" >&2; exit 1; }
    config=""
    if [[ "$name" == grid ]]; then
        # The screens the command's notes skip: the devices that do not run a release, and the
        # screens without sourced figures; the grid must list as many. Only its first scene and
        # the one a cell opens are checked in full.
        left=$(python3 -c '
import re, sys
notes = open(sys.argv[1], encoding="utf-8").read()
count = sum(int(n) for n in re.findall(r"skipped (\d+) devices? that (?:do|does) not run", notes))
count += sum(len(m.split(", ")) for m in re.findall(r"skipped (.*) \(no sourced figures\)", notes))
print(count)' "$out/layout-$name.notes")
        config="{grid: {notDrawn: $left}, scenes: [0]}"
    fi
    python3 - "$page" "$out/layout-$name.check.html" scripts/inspector_layout_check.js "$config" <<'PY'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
# The 3D view's and the tree's checks register themselves before the layout check runs them.
script = open("scripts/inspector_tree_check.js", encoding="utf-8").read() + open(sys.argv[3], encoding="utf-8").read()
config = "<script>window.INSPECTOR_CHECK = " + sys.argv[4] + ";</script>\n" if sys.argv[4] else ""
at = page.rindex("</body>")
open(sys.argv[2], "w", encoding="utf-8").write(page[:at] + config + "<script>\n" + script + "</script>\n" + page[at:])
PY
    "${chrome[@]/--virtual-time-budget=3000/--virtual-time-budget=40000}" --window-size=800,700 \
        --screenshot="$out/layout-$name-800.png" "file://$PWD/$page" >/dev/null 2>&1
    "${chrome[@]/--virtual-time-budget=3000/--virtual-time-budget=40000}" --window-size=800,700 --dump-dom \
        "file://$PWD/$out/layout-$name.check.html" 2>/dev/null >"$out/layout-$name.dom.html"
    result=$(python3 -c '
import html, re, sys
m = re.search(r"<pre id=\"layout-check\">(.*?)</pre>", open(sys.argv[1], encoding="utf-8").read(), re.S)
print(html.unescape(m.group(1)) if m else "RESULT fail: the check wrote nothing")' "$out/layout-$name.dom.html")
    sed "s/^/inspector-check: layout $name: /" <<<"$result"
    grep -q "^RESULT pass" <<<"$result" || status=1
done
# The comparison can fail: the portrait page's panel read against the landscape report must differ.
if python3 scripts/inspector_compare.py "$out/portrait.dom.html" "$out/landscape.json" "$(python3 -c 'import json,sys; print([v for v in json.load(open(sys.argv[1]))["scenes"][0]["views"] if v["scroll"]][0]["path"])' "$out/landscape.json")" --label self-test 2>/dev/null; then
    echo "inspector-check: self-test: a panel compared with another scene's report passed; the check cannot fail" >&2
    status=1
else
    echo "inspector-check: self-test: a panel compared with another scene's report fails, as it must"
fi
# The marks can fail too: the iPad panel (assumption terms in its window's insets on iPadOS 26) read
# against its own report with every kind turned to "reason" must differ.
ipad_view=$(python3 -c 'import json,sys; print([v for v in json.load(open(sys.argv[1]))["scenes"][0]["views"] if v["scroll"]][0]["path"])' "$out/ipad.json")
sed 's/"kind": "assumption"/"kind": "reason"/g' "$out/ipad.json" >"$out/ipad-no-kinds.json"
if python3 scripts/inspector_compare.py "$out/ipad.dom.html" "$out/ipad-no-kinds.json" "$ipad_view" --label self-test 2>/dev/null; then
    echo "inspector-check: self-test: the iPad panel's assumption marks match a report without them; the check cannot fail" >&2
    status=1
else
    echo "inspector-check: self-test: the iPad panel's assumption marks differ from a report without them, as they must"
fi
# And the marks on sentences: the portrait panel (a table rule that is an assumption, by its
# "…Kinds" member) read against its report with every kind of a sentence turned to "reason" must differ.
portrait_view=$(python3 -c 'import json,sys; print([v for v in json.load(open(sys.argv[1]))["scenes"][0]["views"] if v["scroll"]][0]["path"])' "$out/portrait.json")
python3 -c '
import json, sys
report = json.load(open(sys.argv[1]))
def plain(o):
    if isinstance(o, dict):
        return {k: (json.loads(json.dumps(v).replace("\"assumption\"", "\"reason\"")) if k.endswith("Kinds") else plain(v)) for k, v in o.items()}
    return [plain(x) for x in o] if isinstance(o, list) else o
json.dump(plain(report), open(sys.argv[2], "w"))' "$out/portrait.json" "$out/portrait-no-sentence-kinds.json"
if python3 scripts/inspector_compare.py "$out/portrait.dom.html" "$out/portrait-no-sentence-kinds.json" "$portrait_view" --label self-test 2>/dev/null; then
    echo "inspector-check: self-test: the portrait panel's marks on sentences match a report without them; the check cannot fail" >&2
    status=1
else
    echo "inspector-check: self-test: the portrait panel's marks on sentences differ from a report without them, as they must"
fi
echo "inspector-check: screenshots and pages in $out/"
exit $status
