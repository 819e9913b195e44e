#!/usr/bin/env bash
# Builds the DocC documentation of the three library products without the swift-docc plugin, which
# would be a package dependency: ScrollInsets (Sources/ScrollInsets/ScrollInsets.docc: the landing
# page, the articles, the tutorial, every public symbol), ScrollInsetsFormats
# (Sources/ScrollInsetsFormats/ScrollInsetsFormats.docc: the landing page, every public symbol) and
# ScrollInsetsReports (Sources/ScrollInsetsReports/ScrollInsetsReports.docc: the landing page with
# a client's code, every public symbol). Each module is built with `swift build`, its symbol graph extracted by the
# toolchain's `swift-symbolgraph-extract`, and the toolchain's `docc convert` turns catalog and
# graph into a documentation archive. Every DocC warning (an unresolved ``symbol`` or <doc:link>,
# a tutorial's missing file) fails the run.
#
# Usage: scripts/build-docs.sh [OUTPUT]    (default OUTPUT: .build/documentation/ScrollInsets.doccarchive,
#                                           git-ignored with the rest of .build/; the formats' and
#                                           the reports' archives are written beside it,
#                                           ScrollInsetsFormats.doccarchive, ScrollInsetsReports.doccarchive)
# Exit status: 0 the three archives were built without a warning, 1 otherwise.
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

# The modules, with the flags of `swift build --build-tests`, so CI reuses that build.
swift build --target ScrollInsetsReports
modules="$(swift build --show-bin-path)/Modules"
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')

# document MODULE ARCHIVE: the module's public symbols (what a client sees) and its catalog.
# Re-exported and imported modules' types (SourceDiagnostics' in ScrollInsets, ScrollInsets' in the
# formats and the reports) have their own modules and are named in code voice, not linked.
document() {
    local module=$1 archive=$2
    local graphs=.build/symbol-graphs/$module
    rm -rf "$graphs"
    mkdir -p "$graphs"
    "$extract" -module-name "$module" -target "$triple" -I "$modules" \
        -minimum-access-level public -skip-synthesized-members -output-dir "$graphs"
    rm -rf "$archive"
    mkdir -p "$(dirname "$archive")"
    "$docc" convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.scrollinsets.$module" \
        --warnings-as-errors \
        --output-path "$archive"
    echo "build-docs: $archive"
}
document ScrollInsets "$output"
document ScrollInsetsFormats "$(dirname "$output")/ScrollInsetsFormats.doccarchive"
document ScrollInsetsReports "$(dirname "$output")/ScrollInsetsReports.doccarchive"
