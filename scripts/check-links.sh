#!/usr/bin/env bash
# Link check: every relative link and every cited repository path in docs/, README.md and
# Sources/ must exist in the repository itself, so that the docs work from a fresh clone.
#
# Checked:
# - Markdown links and images `[text](target)` in README.md and docs/**/*.md (outside code
#   fences): the target file, relative to the page, and its `#anchor` when the target (or the
#   page itself) is Markdown, by GitHub's heading slugs. Links with a scheme (https:, mailto:)
#   are not followed.
# - Cited paths, relative to the repository root: `docs/…` and `scripts/…` anywhere in those
#   files and in Sources/**/*.swift, `Fixtures/…` in Markdown outside code blocks (elsewhere a
#   fixture path is sample output, such as `Fixtures/feed.yaml:4:3: error: …`); a `*` matches
#   as in the shell. `shared/…` (the team's folder beside the clone) is never in the repository,
#   so citing it is always reported. In docs/, also bare page names such as `safe-area.md`, relative to docs/.
# - Nothing may point outside the repository: a link that climbs above the root (`../shared/…`)
#   or an absolute path of a machine (`/work/…`, `/home/…`, `/Users/…`) is reported even where
#   the file happens to exist.
#
# Usage: scripts/check-links.sh [--root DIR]    check the repository (default: this one)
#        scripts/check-links.sh --self-test      plant broken links in a scratch copy and check
#                                                that each is reported, and that a clean tree passes
# Output: one `path:line: message` per problem, then a count.
# Exit status: 0 nothing broken, 1 something is, 2 usage error (or the self-test failed).
# Needs: python3 (standard library only).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v python3 >/dev/null 2>&1; then
    echo "check-links: python3 not found" >&2
    exit 2
fi

exec python3 - "$@" <<'PYTHON'
import glob
import os
import re
import shutil
import sys
import tempfile

LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
CITED = re.compile(r"(?<![\w./-])((?:docs|Fixtures|scripts|shared)/[\w.@/*-]*[\w/*])")
BARE_PAGE = re.compile(r"(?<![\w./-])([a-z0-9][a-z0-9-]*\.md)(?:#([\w-]+))?(?![\w/-])")
MACHINE = re.compile(r"(?<![\w.])(/(?:work|home|Users|tmp)/[\w./-]+)")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
FENCE = re.compile(r"^\s*(```|~~~)")


def slug(heading):
    """GitHub's anchor for a heading: lowercase, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*\*|__", "", heading.strip().lower())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        found, counts, fenced = set(), {}, False
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if FENCE.match(line):
                    fenced = not fenced
                    continue
                match = None if fenced else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
                if match:
                    base = slug(match.group(1))
                    n = counts.get(base, 0)
                    counts[base] = n + 1
                    found.add(base if n == 0 else f"{base}-{n}")
        cache[path] = found
    return cache[path]


def files(root):
    readme = os.path.join(root, "README.md")
    if os.path.isfile(readme):
        yield readme
    for top, suffix in (("docs", ".md"), ("Sources", ".swift")):
        for directory, subdirs, names in os.walk(os.path.join(root, top)):
            subdirs.sort()
            for name in sorted(names):
                if name.endswith(suffix):
                    yield os.path.join(directory, name)


def inside(root, path):
    real_root = os.path.realpath(root)
    real = os.path.realpath(path)
    return real == real_root or real.startswith(real_root + os.sep)


def check(root):
    problems = []
    for path in files(root):
        rel = os.path.relpath(path, root)
        is_markdown = path.endswith(".md")
        in_docs = rel.startswith("docs" + os.sep)
        fenced = False
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().split("\n")
        for number, line in enumerate(lines, 1):
            def report(message):
                problems.append(f"{rel}:{number}: {message}")

            for match in MACHINE.finditer(line):
                report(f"absolute path '{match.group(1)}' of a machine; cite a file in the repository")
            if is_markdown and FENCE.match(line):
                fenced = not fenced
                continue
            links = []
            if is_markdown and not fenced:
                for match in LINK.finditer(line):
                    target = match.group(1)
                    links.append(target)
                    if SCHEME.match(target):
                        continue
                    file_part, _, anchor = target.partition("#")
                    resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part)) if file_part else path
                    if not inside(root, resolved):
                        report(f"link '{target}' points outside the repository")
                    elif not os.path.exists(resolved):
                        report(f"broken link '{target}': no such file")
                    elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                        report(f"broken link '{target}': no heading '#{anchor}' in {os.path.relpath(resolved, root)}")
            for match in CITED.finditer(line):
                cited = match.group(1).rstrip("/.")
                if any(cited in link for link in links):
                    continue
                # Fixture paths in Swift comments and in Markdown code blocks are sample
                # output ("Fixtures/feed.yaml:4:3: error: …"), not citations.
                if cited.startswith("Fixtures/") and (fenced or not is_markdown):
                    continue
                if not glob.glob(os.path.join(glob.escape(root), cited)):
                    report(f"cited path '{cited}' does not exist")
            if in_docs:
                for match in BARE_PAGE.finditer(line):
                    page, anchor = match.group(1), match.group(2)
                    start = match.start(1)
                    if line[max(0, start - 1):start] in ("(", "/") or any(page in link for link in links):
                        continue
                    target = os.path.join(root, "docs", page)
                    if not os.path.exists(target):
                        report(f"cited page '{page}' does not exist in docs/")
                    elif anchor and anchor not in anchors(target):
                        report(f"cited page '{page}#{anchor}': no such heading")
            if ".." in line:
                for match in re.finditer(r"(?<![\w.])((?:\.\./)+[\w./-]+)", line):
                    relative = match.group(1).rstrip(".")
                    if relative in links:
                        continue
                    candidate = os.path.normpath(os.path.join(os.path.dirname(path), relative))
                    if not inside(root, candidate):
                        report(f"path '{relative}' points outside the repository")
                    elif not os.path.exists(candidate):
                        report(f"cited path '{relative}' does not exist")
    return problems


def self_test():
    """Plants one broken link of each kind in a scratch tree; each must be reported, exactly."""
    scratch = tempfile.mkdtemp(prefix="check-links-")
    try:
        def write(rel, text):
            full = os.path.join(scratch, rel)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as handle:
                handle.write(text)

        write("README.md", "See [the rules](docs/rules.md#the-rule) and `docs/rules.md`.\n")
        write("docs/rules.md", "# Rules\n\n## The rule\n\nSee sources.md and [a fixture](../Fixtures/a.yaml).\n")
        write("docs/sources.md", "# Sources\n\n```\n[not a link](nowhere.md)\n```\n")
        write("Fixtures/a.yaml", "root: {}\n")
        write("Sources/Lib/Rule.swift", "/// The rule (docs/rules.md).\nstruct Rule {}\n")
        clean = check(scratch)
        if clean:
            print("check-links: self-test: a clean tree reported problems:", *clean, sep="\n  ", file=sys.stderr)
            return False

        write("README.md", "See [the rules](docs/rule.md#the-rule), `docs/rules.md` and `Fixtures/b.yaml`.\n")
        write("docs/rules.md", "# Rules\n\n## The rule\n\nSee source.md and [a fixture](../Fixtures/b.yaml), "
                               "[sources](sources.md#nothing), [shared](../../shared/x.md), ../../shared/y.md, ../shared/z.md.\n")
        write("Sources/Lib/Rule.swift", "/// The rule (docs/rules.md, /work/shared/spec/x.md).\n"
                                        "/// Its data: Fixtures/missing.yaml (sample output); its page: docs/rule.md.\n"
                                        "let source = \"shared/reference/rules.md, Screens\"\n"
                                        "struct Rule {}\n")
        expected = [
            "README.md:1: broken link 'docs/rule.md#the-rule': no such file",
            "docs/rules.md:5: broken link '../Fixtures/b.yaml': no such file",
            "docs/rules.md:5: broken link 'sources.md#nothing': no heading '#nothing' in docs/sources.md",
            "docs/rules.md:5: link '../../shared/x.md' points outside the repository",
            "docs/rules.md:5: cited page 'source.md' does not exist in docs/",
            "README.md:1: cited path 'Fixtures/b.yaml' does not exist",
            "docs/rules.md:5: path '../../shared/y.md' points outside the repository",
            "docs/rules.md:5: cited path '../shared/z.md' does not exist",
            "Sources/Lib/Rule.swift:1: absolute path '/work/shared/spec/x.md' of a machine; cite a file in the repository",
            "Sources/Lib/Rule.swift:2: cited path 'docs/rule.md' does not exist",
            "Sources/Lib/Rule.swift:3: cited path 'shared/reference/rules.md' does not exist",
        ]
        planted = check(scratch)
        if sorted(planted) != sorted(expected):
            print("check-links: self-test: the planted links were not reported as expected", file=sys.stderr)
            print("  expected:", *expected, sep="\n    ", file=sys.stderr)
            print("  reported:", *planted, sep="\n    ", file=sys.stderr)
            return False
        print(f"check-links: self-test passed: a clean tree passes, {len(expected)} planted broken links are reported")
        return True
    finally:
        shutil.rmtree(scratch)


args = sys.argv[1:]
root = "."
if args == ["--self-test"]:
    sys.exit(0 if self_test() else 2)
if len(args) == 2 and args[0] == "--root":
    root = args[1]
elif args:
    print(f"check-links: unknown arguments '{' '.join(args)}'; expected [--root DIR] or --self-test", file=sys.stderr)
    sys.exit(2)
problems = check(root)
for problem in problems:
    print(problem)
print(f"check-links: {len(problems)} broken link{'s' if len(problems) != 1 else ''} or path{'s' if len(problems) != 1 else ''}")
sys.exit(1 if problems else 0)
PYTHON
