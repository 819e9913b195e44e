#!/usr/bin/env bash
# Builds scroll-inspect and its benchmark in release mode and runs the benchmark; docs/performance.md
# explains the figures.
#
# Usage: Benchmarks/run.sh [--quick] [--binary] [--repeat K]
#   --quick    small sizes (a sanity run of a few seconds)
#   --binary   also write the generated fixtures to a temporary directory and time the real
#              binary on each with /usr/bin/time (wall time, peak RSS), and time libyaml on the
#              same files: its raw event parser in C (Benchmarks/libyaml-events.c, when libyaml's
#              headers are installed) and python3's PyYAML with the C loader (when installed)
#   --repeat K runs of each measurement (default: 5, or 3 with --quick)
# Every swift command uses the scratch path .build next to Package.swift (override with
# SCRATCH=/path).
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=${SCRATCH:-$PWD/.build}

quick=() binary=false repeat=""
while [ $# -gt 0 ]; do
    case $1 in
        --quick) quick=(--quick) ;;
        --binary) binary=true ;;
        --repeat) repeat=$2; shift ;;
        *) echo "usage: Benchmarks/run.sh [--quick] [--binary] [--repeat K]" >&2; exit 64 ;;
    esac
    shift
done
[ -n "$repeat" ] || { [ ${#quick[@]} -gt 0 ] && repeat=3 || repeat=5; }

echo "== machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(uname -sr)"
echo "== load before: $(uptime | sed 's/.*load average/load average/')"
swift build -c release --scratch-path "$scratch" --product scroll-inspect >/dev/null
swift build -c release --scratch-path "$scratch" --product scroll-inspect-bench >/dev/null
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)

"$bin/scroll-inspect-bench" "${quick[@]}" --repeat "$repeat"
echo "== load after: $(uptime | sed 's/.*load average/load average/')"

$binary || exit 0

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin/scroll-inspect-bench" "${quick[@]}" --write-fixtures "$dir" >/dev/null

echo
echo "== the real binary: scroll-inspect FILE --format json > /dev/null, best and median of $repeat"
printf '  %-22s %10s %12s %12s %14s\n' file MB "best s" "median s" "peak RSS MB"
for file in "$dir"/*.yaml; do
    times=() rss=0
    for _ in $(seq "$repeat"); do
        /usr/bin/time -f '%e %M' -o "$dir/time" "$bin/scroll-inspect" "$file" --format json >/dev/null 2>"$dir/err" || true
        read -r elapsed kb < <(tail -1 "$dir/time")  # after "Command exited with non-zero status N"
        times+=("$elapsed")
        [ "$kb" -gt "$rss" ] && rss=$kb
    done
    sorted=$(printf '%s\n' "${times[@]}" | sort -n)
    best=$(echo "$sorted" | head -1)
    median=$(echo "$sorted" | sed -n "$(( (repeat + 1) / 2 ))p")
    size=$(stat -c %s "$file")
    printf '  %-22s %10.2f %12s %12s %14.1f' "$(basename "$file")" "$(echo "$size / 1000000" | bc -l)" "$best" "$median" "$(echo "$rss / 1024" | bc -l)"
    if [ -s "$dir/err" ]; then printf '   (%s)' "$(head -c 90 "$dir/err" | head -1)"; fi
    echo
done
screens=$(ls "$dir"/screens-*.yaml)
echo "  /usr/bin/time -v scroll-inspect $(basename "$screens") --format json:"
/usr/bin/time -v "$bin/scroll-inspect" "$screens" --format json 2>&1 >/dev/null \
    | grep -E 'Elapsed|Maximum resident|Minor' | sed 's/^/   /'

if [ -f /usr/include/yaml.h ] && cc -O2 Benchmarks/libyaml-events.c -lyaml -o "$dir/libyaml-events" 2>/dev/null; then
    echo
    echo "== libyaml baseline in C (raw event parser, no tree), best of $repeat"
    for file in "$dir"/screens-*.yaml "$dir"/wide-*.yaml; do
        printf '  %-22s %s\n' "$(basename "$file")" "$("$dir/libyaml-events" "$file" "$repeat")"
    done
fi

if python3 -c 'import yaml; yaml.CLoader' 2>/dev/null; then
    echo
    echo "== libyaml baseline (PyYAML $(python3 -c 'import yaml; print(yaml.__version__)') C loader, python-wrapped), best of $repeat"
    python3 - "$repeat" "$dir"/screens-*.yaml "$dir"/wide-*.yaml <<'PYTHON'
import sys, time, yaml
repeat = int(sys.argv[1])
for path in sys.argv[2:]:
    data = open(path, 'rb').read()
    megabytes = len(data) / 1e6
    def best(run):
        times = []
        for _ in range(repeat):
            start = time.perf_counter()
            run()
            times.append(time.perf_counter() - start)
        return min(times)
    events = best(lambda: sum(1 for _ in yaml.parse(data, Loader=yaml.CLoader)))
    load = best(lambda: list(yaml.load_all(data, Loader=yaml.CLoader)))
    name = path.rsplit('/', 1)[-1]
    print(f"  {name:22} {megabytes:6.2f} MB   events (yaml.parse) {megabytes / events:6.1f} MB/s ({events:.3f} s)"
          f"   load_all (CLoader) {megabytes / load:5.2f} MB/s ({load:.3f} s)")
PYTHON
fi
