#!/usr/bin/env bash
# Visual check of `scroll-inspect render`: rasterizes the golden SVGs that
# `swift test --filter RenderGoldenTests` keeps current with rsvg-convert, and compares each
# PNG with its reference in Tests/ScrollInspectCoreTests/Render/Reference/ within a tolerance
# (scripts/png_compare.py, standard-library Python 3).
#
# Needs: rsvg-convert (Debian/Ubuntu: apt-get install -y librsvg2-bin), python3, and the
# DejaVu fonts the SVGs ask for first (fonts-dejavu-core).
#
# Usage: scripts/visual-check.sh
#   SCROLLINSETS_RECORD=1 scripts/visual-check.sh   rewrite the reference PNGs and
#                                                   docs/images/render-example.png, then fail
#   VISUAL_CHECK_MAX_DIFF=0.01      fraction of pixels allowed to differ (default 0.0002)
#   VISUAL_CHECK_THRESHOLD=64       channel difference that counts (default 48 of 255)
# Exit status: 0 all match, 1 a mismatch (or a recording), 2 missing tools or files.
set -euo pipefail
cd "$(dirname "$0")/.."

golden=Tests/ScrollInspectCoreTests/Render/Golden
reference=Tests/ScrollInspectCoreTests/Render/Reference
docs_image=docs/images/render-example.png
docs_source=iphone-x-portrait-navigation-table

for tool in rsvg-convert python3; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "visual-check: $tool not found (rsvg-convert: apt-get install -y librsvg2-bin)" >&2
        exit 2
    fi
done

shopt -s nullglob
svgs=("$golden"/*.svg)
if [ ${#svgs[@]} -eq 0 ]; then
    echo "visual-check: no golden SVGs in $golden; run SCROLLINSETS_RECORD=1 swift test --filter RenderGoldenTests" >&2
    exit 2
fi

out=$(mktemp -d "${TMPDIR:-/tmp}/visual-check.XXXXXX")
status=0
for svg in "${svgs[@]}"; do
    name=$(basename "$svg" .svg)
    rsvg-convert --format png --output "$out/$name.png" "$svg"
    if [ "${SCROLLINSETS_RECORD:-}" = "1" ]; then
        mkdir -p "$reference"
        cp "$out/$name.png" "$reference/$name.png"
        echo "visual-check: recorded $reference/$name.png"
        continue
    fi
    if [ ! -f "$reference/$name.png" ]; then
        echo "visual-check: no reference $reference/$name.png; record with SCROLLINSETS_RECORD=1" >&2
        status=1
        continue
    fi
    python3 scripts/png_compare.py "$reference/$name.png" "$out/$name.png" --diff "$out/$name-diff.png" \
        --threshold "${VISUAL_CHECK_THRESHOLD:-48}" --max-diff "${VISUAL_CHECK_MAX_DIFF:-0.0002}" || status=1
done

if [ "${SCROLLINSETS_RECORD:-}" = "1" ]; then
    mkdir -p "$(dirname "$docs_image")"
    cp "$out/$docs_source.png" "$docs_image"
    echo "visual-check: recorded $docs_image; run again without SCROLLINSETS_RECORD=1 and commit the PNGs"
    exit 1
fi
if [ $status -ne 0 ]; then
    echo "visual-check: FAILED; rendered PNGs and diff images are in $out" >&2
else
    echo "visual-check: ${#svgs[@]} pictures match their references"
    rm -rf "$out"
fi
exit $status
