#!/usr/bin/env bash
# The counts docs/architecture.md prints ("Counts"), generated so that they cannot drift: per target
# under Sources/, its Swift files, their lines and its unsafe uses outside its fenced folder
# (scripts/check-unsafe-fence.sh --count); then, over the model, the `String` reason fields of
# public types and the hand-written explanation writers of the reports.
#
# - A `String` reason field: a stored `public var`/`let` in Sources/ScrollInsets of type `String`,
#   `String?`, `[String]` or `[K: String]` whose name ends in `reason(s)` or `note(s)`, or which
#   belongs to a type whose name does (`TableLayoutReasons.separators`); a computed one, `{ … }`, is
#   not a field: it derives its text from a typed term.
# - A hand-written explanation writer: a file of the text or JSON report (Sources/ScrollInsetsReports/
#   Text/, JSON/) that reads a value's `.reason`, `.reasons` or `.notes` itself, beside the shared
#   path that prints every `WhyKey` (`ExplainLines.swift`, `JSONReport+Explanation.swift`, and the
#   notation of a term, `TextFormatting.swift`).
#
# Usage: scripts/architecture-counts.sh            print the block (Markdown) the doc holds
#        scripts/architecture-counts.sh --check    exit 1 if docs/architecture.md's block differs
#        scripts/architecture-counts.sh --write    rewrite the block in docs/architecture.md (after a
#                                                  change that moves a count, or a merge)
# Exit status: 0 printed, equal or written, 1 different, 2 usage error. Needs: find, grep, awk, wc,
# diff, sed (and python3 for --write).
set -euo pipefail
cd "$(dirname "$0")/.."

code() {  # the lines of the files given, comments left out (a `//` to the end of a line)
    sed -E 's#//.*$##' "$@"
}

counts() {
    local unsafe
    unsafe=$(scripts/check-unsafe-fence.sh --count)
    echo '| target | Swift files | lines | unsafe uses outside its fenced folder |'
    echo '|---|---|---|---|'
    local files=0 lines=0 uses=0 targets=0
    for directory in Sources/*/; do
        local target file_count line_count use_count
        target=$(basename "$directory")
        file_count=$(find "$directory" -name '*.swift' | wc -l)
        line_count=$(find "$directory" -name '*.swift' -print0 | xargs -0 cat | wc -l)
        use_count=$(printf '%s\n' "$unsafe" | sed -n "s/^$target //p")
        echo "| \`$target\` | $file_count | $line_count | $use_count |"
        files=$((files + file_count)) lines=$((lines + line_count)) uses=$((uses + use_count))
        targets=$((targets + 1))
    done
    echo "| all $targets targets | $files | $lines | $uses |"
    echo
    local fields writers
    fields=$(find Sources/ScrollInsets -name '*.swift' -print0 | sort -z | xargs -0 awk '
        FNR == 1 { type = "" }
        { line = $0; sub(/\/\/.*$/, "", line) }
        match(line, /(struct|enum|class) [A-Za-z]+/) { type = substr(line, RSTART, RLENGTH); sub(/^[a-z]+ /, "", type) }
        line ~ /^[ \t]*public (var|let) [A-Za-z]+: (String\??|\[String\]|\[[A-Za-z]+: String\])[ \t]*(=.*)?$/ {
            name = line; sub(/^[ \t]*public (var|let) /, "", name); sub(/:.*/, "", name)
            if (name ~ /([Rr]eason|[Nn]ote)s?$/ || type ~ /(Reason|Note)s?$/) count++
        }
        END { print count + 0 }')
    writers=$(find Sources/ScrollInsetsReports/Text Sources/ScrollInsetsReports/JSON -name '*.swift' \
        -not -name ExplainLines.swift -not -name 'JSONReport+Explanation.swift' -not -name TextFormatting.swift \
        -print0 | sort -z \
        | while IFS= read -r -d '' file; do
              if code "$file" | grep -qE '\.(reason|reasons|notes)\b'; then echo "$file"; fi
          done | wc -l)
    echo "\`String\` reason fields in the model's public types: $fields; hand-written explanation writers: $writers."
}

case "${1:-}" in
"") counts ;;
--check)
    expected=$(counts)
    actual=$(sed -n '/^<!-- architecture-counts: begin -->$/,/^<!-- architecture-counts: end -->$/p' docs/architecture.md \
        | sed '1d;$d')
    if [[ "$expected" != "$actual" ]]; then
        echo "architecture-counts: docs/architecture.md's counts differ from scripts/architecture-counts.sh;" \
            "paste its output between the architecture-counts markers:" >&2
        diff <(printf '%s\n' "$actual") <(printf '%s\n' "$expected") >&2 || true
        exit 1
    fi
    echo "architecture-counts: docs/architecture.md's counts are the script's"
    ;;
--write)
    block=$(counts)
    python3 - "$block" <<'PYTHON'
import sys
path = "docs/architecture.md"
text = open(path, encoding="utf-8").read()
begin, end = "<!-- architecture-counts: begin -->\n", "\n<!-- architecture-counts: end -->"
start, stop = text.index(begin) + len(begin), text.index(end)
open(path, "w", encoding="utf-8").write(text[:start] + sys.argv[1] + text[stop:])
PYTHON
    echo "architecture-counts: docs/architecture.md rewritten"
    ;;
*) echo "usage: scripts/architecture-counts.sh [--check | --write]" >&2; exit 2 ;;
esac
