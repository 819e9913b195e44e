#!/usr/bin/env bash
# Loads the completion scripts scroll-inspect generates into real shells and asks each for
# completions (the bash script is also tested by `swift test`: CompletionScriptTests):
#   bash  `source <(scroll-inspect --generate-completion-script bash); complete -p scroll-inspect`,
#         then `check --format <TAB>`;
#   zsh   the script as `_scroll-inspect` in $fpath, registered by compinit, then
#         `check --format <TAB>` in an interactive zsh driven through zsh/zpty;
#   fish  `complete -C 'scroll-inspect check --format '`.
# zsh and fish are installed from Debian's packages when missing (as .ci/run does for rsvg-convert).
#
# Usage: scripts/check-completions.sh [BINARY]    (default: the debug build, built if needed)
# Exit status: 0 every shell completes as expected, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=${1:-}
if [ -z "$binary" ]; then
    swift build --product scroll-inspect >/dev/null
    binary="$(swift build --show-bin-path)/scroll-inspect"
fi
if ! command -v zsh >/dev/null 2>&1 || ! command -v fish >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zsh fish >/dev/null
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
formats="checkstyle codeclimate github json junit sarif text xcode"
failed=0
expect() { # NAME EXPECTED ACTUAL
    if [ "$2" = "$3" ]; then
        echo "check-completions: $1: ok"
    else
        echo "check-completions: $1: expected '$2', got '$3'" >&2
        failed=1
    fi
}

"$binary" --generate-completion-script bash > "$scratch/scroll-inspect.bash"
expect "bash loads" "complete -o filenames -F _scroll_inspect scroll-inspect" \
    "$(bash --norc -c "source <('$binary' --generate-completion-script bash); complete -p scroll-inspect")"
expect "bash completes check --format" "$formats" "$(bash --norc -c "source '$scratch/scroll-inspect.bash'
    COMP_WORDS=(scroll-inspect check --format ''); COMP_CWORD=3; _scroll_inspect; printf '%s\n' \"\${COMPREPLY[@]}\"" | sort | xargs)"

mkdir "$scratch/zsh"
"$binary" --generate-completion-script zsh > "$scratch/zsh/_scroll-inspect"
expect "zsh registers" "_scroll-inspect" "$(zsh -fc "fpath=('$scratch/zsh' \$fpath); autoload -Uz compinit; compinit -u -d '$scratch/zcompdump'; print -r -- \$_comps[scroll-inspect]")"
cat > "$scratch/complete.zsh" <<ZSH
zmodload zsh/zpty
zpty shell zsh -f -i
zpty -w shell "PS1='> '; fpath=('$scratch/zsh' \\\$fpath); autoload -Uz compinit; compinit -u -d '$scratch/zcompdump'; zstyle ':completion:*' list-prompt ''"
zpty -w -n shell \$'scroll-inspect check --format \\t'
sleep 2
output=""
while zpty -r -t shell line; do output+="\$line"; done
zpty -d shell
print -r -- "\$output"
ZSH
zsh_listing=$(timeout 30 zsh -f "$scratch/complete.zsh" | tr -d '\r' | sed 's/\x1b\[[0-9;?]*[a-zA-Z]//g' | tr -s ' \n' '\n\n' | grep -xE "$(echo "$formats" | tr ' ' '|')" | sort -u | xargs)
expect "zsh completes check --format" "$formats" "$zsh_listing"

"$binary" --generate-completion-script fish > "$scratch/scroll-inspect.fish"
expect "fish completes check --format" "$formats" \
    "$(fish --no-config -c "source '$scratch/scroll-inspect.fish'; complete -C'scroll-inspect check --format '" | cut -f1 | sort | xargs)"

exit $failed
