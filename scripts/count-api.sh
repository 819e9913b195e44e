#!/usr/bin/env bash
# Counts each target's declarations by access, as docs/architecture.md ("What a client sees")
# gives them: lines that declare something `public` or `open`, and lines that declare something
# `package` (attributes such as `@inlinable` before the keyword allowed), in Sources/<target>/**/*.swift;
# `extension` and `import` lines are not counted (an extension declares nothing itself), nor are
# lines inside multi-line string literals (the Swift source `devices --format swift` writes says
# `public` 21 times without declaring anything here).
#
# Usage: scripts/count-api.sh [TARGET...]   (default: every folder of Sources/)
# Output: one line per target: `TARGET public N package M`.
set -euo pipefail
cd "$(dirname "$0")/.."
attributes='^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*'
code() {  # code DIR: the lines of DIR's Swift files outside multi-line string literals
    find "$1" -name '*.swift' -print0 | sort -z | xargs -0 awk '
        FNR == 1 { inside = 0 }
        { quotes = gsub(/"""/, "&"); if (!inside) print; if (quotes % 2 == 1) inside = !inside }'
}
count() {  # count KEYWORDS DIR: declaration lines with one of the keywords
    code "$2" | { grep -E "$attributes($1)\b" || true; } \
        | { grep -vE "$attributes($1)\s+(extension|import)\b" || true; } | wc -l
}
targets=("$@")
[ ${#targets[@]} -gt 0 ] || for dir in Sources/*/; do targets+=("$(basename "$dir")"); done
for target in "${targets[@]}"; do
    [ -d "Sources/$target" ] || { echo "count-api: no Sources/$target" >&2; exit 2; }
    echo "$target public $(count 'public|open' "Sources/$target") package $(count package "Sources/$target")"
done
