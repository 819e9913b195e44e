#!/usr/bin/env bash
# Pixel goldens of `scroll-inspect inspect` (docs/inspector.md, "Pixel goldens"): headless
# Chromium screenshots of a fixed set of pages — several files under a long path, an iPad, a
# keyboard chat, a sheet, the iPhone Duo's fold, a split view (iPadOS 26's floating sidebar) and
# the grid of one screen on every device — at 1400x1000 and 800x700, each compared with its golden
# in Tests/ScrollInspectCoreTests/Inspector/Reference/ within a tolerance (scripts/png_compare.py).
#
# Deterministic: the pages are the model's output (no time, no random), the long-path files are
# copied to one fixed absolute path, and Chromium is pinned to what changes pixels from one
# machine to another: --font-render-hinting=none (no hinting, so glyphs do not snap to the
# machine's pixel grid), --disable-lcd-text (greyscale anti-aliasing), --force-device-scale-factor=1
# and --force-color-profile=srgb. The page asks for DejaVu Sans first (fonts-dejavu-core, which
# Debian's chromium installs), so every machine draws the same glyphs.
#
# Usage: scripts/inspector-pixels.sh                      (after `swift build`)
#   SCROLLINSETS_RECORD=1 scripts/inspector-pixels.sh     rewrite the goldens, then fail
#   SCROLL_INSPECT=path/to/scroll-inspect                 the binary (default: swift build's)
#   INSPECTOR_PIXELS_MAX_DIFF=0.001   fraction of pixels allowed to differ (default 0.0005)
#   INSPECTOR_PIXELS_THRESHOLD=48     channel difference that counts (default 48 of 255)
# Artefacts: .build-inspector/pixels/ (pages, screenshots, diff images), kept for CI.
# Exit status: 0 all match, 1 a mismatch (or a recording), 2 missing tools or files.
set -euo pipefail
cd "$(dirname "$0")/.."

name=inspector-pixels
# shellcheck source=scripts/inspector-browser.sh
source scripts/inspector-browser.sh
reference=Tests/ScrollInspectCoreTests/Inspector/Reference
out=.build-inspector/pixels
rm -rf "$out"
mkdir -p "$out"
# A Chromium that hangs is stopped after 120 s, and the run stops with timeout's status (124).
chrome=(timeout 120 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --disable-dev-shm-usage
        --run-all-compositor-stages-before-draw --virtual-time-budget=5000 --font-render-hinting=none
        --disable-lcd-text --force-device-scale-factor=1 --force-color-profile=srgb)

# The long-path files at one fixed absolute path, so the header (which names them) is the same
# on every machine.
long=/tmp/scroll-inspect-pixels/a-project-folder/with-screens-kept-under/a-rather-long/path
mkdir -p "$long"
for name in tab-navigation-table-iphone17pro-ios27 collection-headers-and-scrolling compositional-app-store \
    list-settings-inset-grouped; do
    cp "Fixtures/$name.yaml" "$long/$name.yaml"
done

# name|hash the page is opened at|arguments of inspect
pages=(
    "long-paths||$long/tab-navigation-table-iphone17pro-ios27.yaml $long/collection-headers-and-scrolling.yaml $long/compositional-app-store.yaml $long/list-settings-inset-grouped.yaml"
    "ipad||Fixtures/ipad-pro-split.yaml"
    "keyboard-chat||Fixtures/keyboard-chat-input-bar.yaml"
    "sheet||Fixtures/page-sheet-table-detents.yaml"
    "duo||Fixtures/duo-inner-tabs-fold.yaml"
    "split|#scene=2|Fixtures/ipad-settings-split.yaml"
    "grid||Fixtures/feed-under-navigation-bar.yaml --device all --ios 18,26"
)
status=0
count=0
for line in "${pages[@]}"; do
    IFS='|' read -r name hash arguments <<<"$line"
    read -r -a files <<<"$arguments"
    page="$out/$name.html"
    "$bin" inspect "${files[@]}" -o "$page" 2>/dev/null ||
        { echo "inspector-pixels: inspect failed on ${files[*]}" >&2; exit 1; }
    for size in 1400,1000 800,700; do
        shot="$name-${size/,/x}.png"
        "${chrome[@]}" --window-size="$size" --screenshot="$out/$shot" "file://$PWD/$page$hash" >/dev/null 2>&1
        count=$((count + 1))
        if [[ "${SCROLLINSETS_RECORD:-}" == "1" ]]; then
            mkdir -p "$reference"
            cp "$out/$shot" "$reference/$shot"
            echo "inspector-pixels: recorded $reference/$shot"
            continue
        fi
        if [[ ! -f "$reference/$shot" ]]; then
            echo "inspector-pixels: no golden $reference/$shot; record with SCROLLINSETS_RECORD=1" >&2
            status=1
            continue
        fi
        python3 scripts/png_compare.py "$reference/$shot" "$out/$shot" --diff "$out/${shot%.png}-diff.png" \
            --threshold "${INSPECTOR_PIXELS_THRESHOLD:-48}" --max-diff "${INSPECTOR_PIXELS_MAX_DIFF:-0.0005}" ||
            status=1
    done
done
if [[ "${SCROLLINSETS_RECORD:-}" == "1" ]]; then
    echo "inspector-pixels: recorded $count goldens; run again without SCROLLINSETS_RECORD=1 and commit the PNGs"
    exit 1
fi
# The comparison can fail: the split page on iPadOS 18 (tiled columns, scene 0) against the golden
# of iPadOS 26's floating sidebar (scene 2) must differ.
"${chrome[@]}" --window-size=800,700 --screenshot="$out/self-test.png" "file://$PWD/$out/split.html#scene=0" \
    >/dev/null 2>&1
if python3 scripts/png_compare.py "$reference/split-800x700.png" "$out/self-test.png" >/dev/null; then
    echo "inspector-pixels: self-test: another scene matched the split golden; the check cannot fail" >&2
    status=1
else
    echo "inspector-pixels: self-test: another scene differs from the split golden, as it must"
fi
if [[ $status -ne 0 ]]; then
    echo "inspector-pixels: FAILED; screenshots and diff images are in $out" >&2
else
    echo "inspector-pixels: $count screenshots match their goldens"
fi
exit $status
