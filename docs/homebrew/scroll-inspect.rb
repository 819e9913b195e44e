# Homebrew formula for scroll-inspect, built from source with the Swift toolchain (docs/install.md).
# Put it in a tap (a repository named homebrew-<name> with this file under Formula/), replace the
# repository URL with the one ScrollInsets is published at, and run:
#   brew install <tap-owner>/<name>/scroll-inspect --HEAD
# For a tagged release, add `url` (the tag's source archive) and its `sha256`.
class ScrollInspect < Formula
  desc "UIKit's safe-area and content-inset rules, computed and explained"
  homepage "https://github.com/OWNER/ScrollInsets"
  head "https://github.com/OWNER/ScrollInsets.git", branch: "main"

  depends_on xcode: ["16.0", :build]

  uses_from_macos "swift"

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "scroll-inspect"
    bin.install ".build/release/scroll-inspect"
    # Runs `scroll-inspect --generate-completion-script bash` (and zsh, fish).
    generate_completions_from_executable(bin/"scroll-inspect", "--generate-completion-script")
    man1.mkpath
    (man1/"scroll-inspect.1").write Utils.safe_popen_read(bin/"scroll-inspect", "--generate-manpage")
  end

  test do
    assert_match "scroll-inspect #{version}", shell_output("#{bin}/scroll-inspect --version") if build.stable?
    assert_match "iPhone X", shell_output("#{bin}/scroll-inspect devices")
  end
end
