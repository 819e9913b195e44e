#!/usr/bin/env bash
# Fuzzes the fixture parser, the whole pipeline or the Interface Builder importer with libFuzzer
# for a bounded time.
#
# Builds SourceDiagnostics, YAMLSubset, XMLSubset, ScrollInsets, ScrollInsetsFormats, ScrollInsetsReports and
# ScrollInspectCore with SwiftPM under
# -sanitize=fuzzer,address (optimized, assertions kept), links Fuzz/<Target>Fuzzer.swift against
# their objects with swiftc, seeds a corpus with every fixture (Fixtures/**/*.yaml) and the kept
# regression inputs, and runs libFuzzer with the format's dictionary (Fuzz/fixture.dict). The `ib`
# target reads XML and captures (a recursiveDescription): it is seeded with the Interface Builder
# documents and the captures (.txt) under Fixtures/ and uses Fuzz/interface-builder.dict.
# docs/fuzzing.md has the figures of past runs.
#
# Usage: scripts/fuzz.sh parser|pipeline|ib SECONDS [LIBFUZZER-OPTION...]
#   FUZZ_CORPUS=DIR   keep the corpus in DIR (default: a new temporary directory, removed after)
#   FUZZ_JOBS=N       run N fuzzing processes in parallel (-fork=N); default 1
# Crashes, leaks, timeouts and out-of-memory inputs are written to .build-fuzz/artifacts/<target>/.
# Exit status: 0 no failure found in the time, 1 a failure (the input is in the artifacts), 2 usage.
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    parser) source=Fuzz/ParserFuzzer.swift ;;
    pipeline) source=Fuzz/PipelineFuzzer.swift ;;
    ib) source=Fuzz/InterfaceBuilderFuzzer.swift ;;
    *) echo "usage: scripts/fuzz.sh parser|pipeline|ib SECONDS [LIBFUZZER-OPTION...]" >&2; exit 2 ;;
esac
target=$1
seconds=${2:-}
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
    echo "usage: scripts/fuzz.sh parser|pipeline|ib SECONDS [LIBFUZZER-OPTION...]" >&2
    exit 2
fi
shift 2

scratch=$PWD/.build-fuzz
flags=(-sanitize=fuzzer,address -assert-config Debug)
swift build --scratch-path "$scratch" --target ScrollInspectCore -c release \
    $(printf -- '-Xswiftc %s ' "${flags[@]}") >&2
release=$scratch/release
binary=$scratch/$target-fuzzer
# A reused scratch path keeps the objects of a source file that moved to another target or was
# removed; linked, they would name symbols that no longer exist. Only current sources' objects.
for module in SourceDiagnostics YAMLSubset XMLSubset ScrollInsets ScrollInsetsFormats ScrollInsetsReports ScrollInspectCore; do
    for object in "$release/$module.build"/*.swift.o; do
        [[ -e $object ]] || continue
        name=$(basename "$object" .o)
        if [[ -z $(find "Sources/$module" -name "$name" -print -quit) ]]; then rm -f "$object"; fi
    done
done
# The fuzzer joins the package it drives, so that it may call `package` declarations
# (ScrollInspectCore declares nothing public): SwiftPM names the package by its identity, the
# checkout folder's name, which the build description records.
package_name=$(grep -o '"-package-name","[^"]*"' "$scratch/release.yaml" | head -1 | cut -d'"' -f4)
if [[ -z "$package_name" ]]; then echo "fuzz: no -package-name in $scratch/release.yaml" >&2; exit 2; fi
swiftc -O "${flags[@]}" -parse-as-library -module-name "${target^}Fuzzer" -package-name "$package_name" \
    -I "$release/Modules" \
    "$source" "$release"/SourceDiagnostics.build/*.o "$release"/YAMLSubset.build/*.o "$release"/XMLSubset.build/*.o "$release"/ScrollInsets.build/*.o \
    "$release"/ScrollInsetsFormats.build/*.o "$release"/ScrollInsetsReports.build/*.o \
    "$release"/ScrollInspectCore.build/*.o -lm -o "$binary"

seeds=$(mktemp -d)
corpus=${FUZZ_CORPUS:-}
temporary=
if [[ -z "$corpus" ]]; then corpus=$(mktemp -d); temporary=$corpus; fi
trap 'rm -rf "$seeds" $temporary' EXIT
mkdir -p "$corpus"
dictionary=Fuzz/fixture.dict
if [[ "$target" == ib ]]; then
    dictionary=Fuzz/interface-builder.dict
    find Fixtures -name '*.storyboard' -o -name '*.xib' -o -name '*.txt' | while read -r file; do
        cp "$file" "$seeds/${file//\//_}"
    done
else
    find Fixtures -name '*.yaml' | while read -r file; do cp "$file" "$seeds/${file//\//_}"; done
fi
artifacts=$scratch/artifacts/$target
mkdir -p "$artifacts"

# Swift's backtracer and ASan both want the crash signals; ASan reports, the backtracer stays off.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
# The key tables' one-time global initializers are not leaks (Fuzz/lsan-suppressions.txt says why).
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Fuzz/lsan-suppressions.txt:print_suppressions=1}
jobs=${FUZZ_JOBS:-1}
fork=()
if [[ "$jobs" -gt 1 ]]; then fork=(-fork="$jobs"); fi
"$binary" "$corpus" "$seeds" -dict="$dictionary" -max_total_time="$seconds" -timeout=10 \
    -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "${fork[@]}" "$@"
