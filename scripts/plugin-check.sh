#!/usr/bin/env bash
# The SwiftPM plugins, used as a client package uses them (docs/plugins.md): writes a small
# package that depends on this one by path, with a target whose fixture has a double-inset
# finding and which applies the build-tool plugin, then
#
#   1. `swift package plugin --list` lists the verbs scroll-inspect and scroll-inspect-write;
#   2. `swift package scroll-inspect check FIXTURE` (the command plugin) prints the finding, exit 0;
#   3. `swift package scroll-inspect render …` is refused without write permission (exit non-zero);
#   4. `swift build` runs the build-tool plugin, which prints the finding as
#      `/…/feed.yaml:11:13: warning: [double-inset] …`, and the build succeeds;
#   5. a configuration that makes the finding an error fails `swift build` with the error line.
#
# The package and its build live in .build-plugin-check/ (ignored by git), reused between runs
# so that a second run builds only what changed: 72 seconds from scratch on the 2-core machine
# (up to about 2 minutes while other builds share it), 16 seconds after. Exit status: 0 all passed, 1 a check failed.
# Usage: scripts/plugin-check.sh [--clean]
set -euo pipefail
cd "$(dirname "$0")/.."
repository=$(pwd)
work="$repository/.build-plugin-check"
if [[ ${1:-} == --clean ]]; then rm -rf "$work"; fi
package="$work/package"
scratch="$work/scratch"
start=$(date +%s)
fail() { echo "plugin-check: FAIL: $*" | tail -n 40 >&2; exit 1; }

rm -rf "$package"
mkdir -p "$package/Sources/Screens"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "PluginCheck",
    dependencies: [.package(name: "ScrollInsets", path: "$repository")],
    targets: [
        .target(name: "Screens", plugins: [.plugin(name: "ScrollInspectBuildTool", package: "ScrollInsets")]),
    ]
)
SWIFT
echo 'public let screenCount = 1' > "$package/Sources/Screens/Screens.swift"
# iPhone 8 under a navigation bar, contentInset.top 64 repeating the safe area: double-inset at 11:13;
# the opt-in content-offset-not-zero enabled by a comment, so the scene also has a note (which
# the build-tool plugin's xcode format must not print).
cat > "$package/Sources/Screens/feed.yaml" <<'YAML'
# A fixture of the app's feed screen, checked on every build.
device: iPhone 8
orientation: portrait
root:
  navigationController:
    name: nav
    viewControllers:
      - viewController:
          name: feed
          view:
            tableView:
              name: table
              contentInset: [64, 0, 0, 0]
              sections:
                - rows: 20
# scroll-inspect: enable content-offset-not-zero
YAML
spm=(--package-path "$package" --scratch-path "$scratch")

echo "plugin-check: 1. swift package plugin --list"
list=$(swift package "${spm[@]}" plugin --list 2>&1) || fail "plugin --list: $list"
grep -q "‘scroll-inspect’" <<<"$list" || fail "no scroll-inspect verb in: $list"
grep -q "‘scroll-inspect-write’" <<<"$list" || fail "no scroll-inspect-write verb in: $list"

echo "plugin-check: 2. swift package scroll-inspect check Sources/Screens/feed.yaml"
out=$(swift package "${spm[@]}" scroll-inspect check Sources/Screens/feed.yaml 2>&1) || fail "the command plugin failed: $out"
expected="Sources/Screens/feed.yaml:11:13: warning: [double-inset] 'nav/feed/table' has contentInset.top 64"
grep -qF "$expected" <<<"$out" || fail "the command plugin did not print '$expected…' in: $out"
grep -qF "0 errors, 1 warning, 1 note" <<<"$out" || fail "no summary in: $out"

echo "plugin-check: 3. swift package scroll-inspect render (refused: it writes)"
if out=$(swift package "${spm[@]}" scroll-inspect render Sources/Screens/feed.yaml -o feed.svg 2>&1 </dev/null); then
    fail "render ran under the read-only verb: $out"
fi
grep -qF "'render' writes files; run 'swift package scroll-inspect-write" <<<"$out" || fail "no pointer to scroll-inspect-write in: $out"
[[ ! -e $package/feed.svg ]] || fail "feed.svg was written"

echo "plugin-check: 4. swift build (the build-tool plugin)"
rm -rf "$scratch"/*/debug/PluginCheck_Screens.resources   # a reused scratch path's, if any
out=$(swift build "${spm[@]}" 2>&1) || fail "swift build failed: $out"
expected="$package/Sources/Screens/feed.yaml:11:13: warning: [double-inset] 'nav/feed/table' has contentInset.top 64"
grep -qF "$expected" <<<"$out" || fail "swift build did not show '$expected…' in: $out"
if grep -qF "note: [content-offset-not-zero]" <<<"$out"; then fail "the xcode format printed a note: $out"; fi
# The commands' outputs are Swift comments compiled into the target, never resources.
if compgen -G "$scratch/*/debug/PluginCheck_Screens.resources" >/dev/null; then fail "the plugin's outputs became resources of the target"; fi

echo "plugin-check: 5. swift build with an error finding fails"
cat > "$package/.scroll-inspect.yml" <<'YAML'
rules:
  severity: {double-inset: error}
YAML
echo "# edited: the command runs again" >> "$package/Sources/Screens/feed.yaml"
if out=$(swift build "${spm[@]}" 2>&1); then fail "swift build passed with an error finding: $out"; fi
grep -qF "$package/Sources/Screens/feed.yaml:11:13: error: [double-inset]" <<<"$out" || fail "no error line in: $out"
rm "$package/.scroll-inspect.yml"

echo "plugin-check: passed in $(( $(date +%s) - start )) s"
