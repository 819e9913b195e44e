#!/usr/bin/env bash
# The check step of action.yml: runs the scroll-inspect built by the step before on the inputs,
# which the action passes as environment variables (so this script also runs outside GitHub):
#
#   SCROLL_INSPECT_PATHS      fixture files or bash globs ('**' allowed), space- or line-separated;
#                             empty: the 'included' list of .scroll-inspect.yml
#   SCROLL_INSPECT_FORMAT     check --format (default github)
#   SCROLL_INSPECT_BASELINE   check --baseline FILE (empty: none, or the configuration's)
#   SCROLL_INSPECT_CONFIG     check --config FILE (empty: look for .scroll-inspect.yml)
#   SCROLL_INSPECT_OUTPUT     check -o FILE (empty: standard output)
#   SCROLL_INSPECT_ACTION_REPOSITORY, SCROLL_INSPECT_ACTION_REF, SCROLL_INSPECT_SERVER_URL
#                             the action's repository, ref and server: SARIF's helpUri then points
#                             at docs/audits.md there ($SCROLL_INSPECT_AUDITS_URL, docs/tooling.md)
#   SCROLL_INSPECT_BUILD      the build configuration to run (default release, as the action builds)
#   SCROLL_INSPECT            the binary to run instead (the tests name the one they built)
#   GITHUB_ACTION_PATH        the package (default: this repository)
#
# Exit status: check's (0 clean, 1 an error-severity finding, 64 usage, 65 invalid fixture, …);
# 2 when a glob matches no file.
set -euo pipefail
package=${GITHUB_ACTION_PATH:-$(cd "$(dirname "$0")/.." && pwd)}
bin=${SCROLL_INSPECT:-$(swift build -c "${SCROLL_INSPECT_BUILD:-release}" --package-path "$package" --show-bin-path)/scroll-inspect}
if [[ ! -x $bin ]]; then
    echo "action-check: $bin not found; build it first: swift build -c ${SCROLL_INSPECT_BUILD:-release} --package-path $package" >&2
    exit 2
fi
arguments=(check --format "${SCROLL_INSPECT_FORMAT:-github}")
[[ -n ${SCROLL_INSPECT_BASELINE:-} ]] && arguments+=(--baseline "$SCROLL_INSPECT_BASELINE")
[[ -n ${SCROLL_INSPECT_CONFIG:-} ]] && arguments+=(--config "$SCROLL_INSPECT_CONFIG")
[[ -n ${SCROLL_INSPECT_OUTPUT:-} ]] && arguments+=(--output "$SCROLL_INSPECT_OUTPUT")
# Split on spaces and new lines without expanding, then expand each word as a glob.
set -f
patterns=(${SCROLL_INSPECT_PATHS:-})
set +f
shopt -s globstar nullglob
for pattern in "${patterns[@]}"; do
    # shellcheck disable=SC2206
    matches=($pattern)
    if [[ ${#matches[@]} -eq 0 ]]; then
        echo "action-check: '$pattern' matches no file" >&2
        exit 2
    fi
    arguments+=("${matches[@]}")
done
if [[ -n ${SCROLL_INSPECT_ACTION_REPOSITORY:-} && -n ${SCROLL_INSPECT_ACTION_REF:-} ]]; then
    export SCROLL_INSPECT_AUDITS_URL="${SCROLL_INSPECT_SERVER_URL:-https://github.com}/$SCROLL_INSPECT_ACTION_REPOSITORY/blob/$SCROLL_INSPECT_ACTION_REF/docs/audits.md"
fi
exec "$bin" "${arguments[@]}"
