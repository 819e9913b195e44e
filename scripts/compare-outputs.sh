#!/usr/bin/env bash
# Compares two scroll-inspect binaries: every fixture in Fixtures/ (and any extra files given)
# under every command and format that prints (the inspector's page included), the Interface Builder
# documents in Fixtures/ through `import`, the report and `check`, the commands that read no file
# (`rules`, `devices` in each format, `schema`), and `verify` over Tests/Recordings, checking
# standard output, standard error and the exit code byte for byte.
# Used to show that a speed change or a refactoring changes no output.
#
#   scripts/compare-outputs.sh OLD_BINARY NEW_BINARY [EXTRA_FILE...]
#
# Build the old binary from an earlier commit, e.g.
#   git worktree add /tmp/old COMMIT && (cd /tmp/old && swift build -c release --product scroll-inspect)
set -u
if [ $# -lt 2 ]; then echo "usage: $0 OLD_BINARY NEW_BINARY [EXTRA_FILE...]" >&2; exit 64; fi
old=$1 new=$2; shift 2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
runs=0 differences=0
compare() {
    "$old" "$@" >"$work/o1" 2>"$work/e1"; local r1=$?
    "$new" "$@" >"$work/o2" 2>"$work/e2"; local r2=$?
    runs=$((runs + 1))
    if [ "$r1" != "$r2" ] || ! cmp -s "$work/o1" "$work/o2" || ! cmp -s "$work/e1" "$work/e2"; then
        differences=$((differences + 1)); echo "differs: scroll-inspect $* (exit $r1 / $r2)"
    fi
}
for file in $(find Fixtures -name '*.yaml' | sort) "$@"; do
    compare "$file" --format json --explain
    compare "$file" --explain
    compare "$file" --device all --orientation all --format json
    compare check "$file" --format json --explain
    compare check "$file" --format sarif
    compare diff "$file" --format json
    compare lifecycle "$file" --format json
    compare render "$file" -o - --guides all
    compare "$file" --device all --orientation all --ios all --explain
    compare inspect "$file" -o -
done
# Interface Builder documents: the import, the report through the importer, and the stored-frame comparison.
for file in $(find Fixtures \( -name '*.storyboard' -o -name '*.xib' \) | sort); do
    compare import "$file" -o -
    compare import "$file" -o - --compare-stored-frames
    compare "$file" --format json --explain
    compare check "$file" --format json --explain
done
# The commands that read no fixture: the rules, the catalog in every format (the Swift source is
# generated) and on one earlier release, the schema.
compare rules
for format in text json swift; do compare devices --format "$format"; done
compare devices --ios 16
compare schema --format json
if [ -d Tests/Recordings ]; then
    compare verify Tests/Recordings
    compare verify Tests/Recordings --format json
fi
echo "$runs runs, $differences differing"
[ "$differences" -eq 0 ]
