# Sourced by the inspector's browser checks (scripts/inspector-check.sh, scripts/inspector-pixels.sh):
# installs Debian's `chromium` when it is missing and sets `bin` to the scroll-inspect binary
# (SCROLL_INSPECT, else swift build's); exits 2 when there is none. Needs `name` (the check's,
# for its messages) set before.
if ! command -v chromium >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
bin=${SCROLL_INSPECT:-$(swift build --show-bin-path)/scroll-inspect}
if [[ ! -x "$bin" ]]; then
    echo "$name: no $bin; run swift build first" >&2
    exit 2
fi
