#!/usr/bin/env bash
# Builds the DocC documentation of the ScrollInsets library (Sources/ScrollInsets/ScrollInsets.docc:
# the landing page, the articles, the tutorial, every public symbol) without the swift-docc
# plugin, which would be a package dependency: the module is built with `swift build`, its symbol
# graph extracted by the toolchain's `swift-symbolgraph-extract`, and the toolchain's
# `docc convert` turns catalog and graph into a documentation archive. Every DocC warning (an
# unresolved ``symbol`` or <doc:link>, a tutorial's missing file) fails the run.
#
# Usage: scripts/build-docs.sh [OUTPUT]    (default OUTPUT: .build/documentation/ScrollInsets.doccarchive,
#                                           git-ignored with the rest of .build/)
# Exit status: 0 the archive was built without a warning, 1 otherwise.
# Needs: swift, swift-symbolgraph-extract and docc beside it (the Swift toolchain), python3.
set -euo pipefail
cd "$(dirname "$0")/.."

output=${1:-.build/documentation/ScrollInsets.doccarchive}
swift_bin=$(dirname "$(command -v swift)")
extract=$swift_bin/swift-symbolgraph-extract
docc=${DOCC:-$swift_bin/docc}
for tool in "$extract" "$docc"; do
    if [ ! -x "$tool" ]; then
        echo "build-docs: $tool not found; it ships with the Swift toolchain" >&2
        exit 1
    fi
done

# The module, with the flags of `swift build --build-tests`, so CI reuses that build.
swift build --target ScrollInsets
modules="$(swift build --show-bin-path)/Modules"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

graphs=.build/symbol-graphs/ScrollInsets
rm -rf "$graphs"
mkdir -p "$graphs"
# Public symbols only (what a user of the library sees); `YAMLSubset`'s re-exported types have
# their own module and are named in code voice, not linked.
"$extract" -module-name ScrollInsets -target "$triple" -I "$modules" \
    -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"

rm -rf "$output"
mkdir -p "$(dirname "$output")"
"$docc" convert Sources/ScrollInsets/ScrollInsets.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name ScrollInsets \
    --fallback-bundle-identifier org.scrollinsets.ScrollInsets \
    --warnings-as-errors \
    --output-path "$output"
echo "build-docs: $output"
