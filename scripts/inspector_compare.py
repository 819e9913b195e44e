#!/usr/bin/env python3
"""Compares the numbers an inspector page's panel shows (read from a DOM Chromium dumped after
a view was clicked) with the same view in `scroll-inspect FILE --format json --explain`, and the
reasons it marks as assumptions with the terms whose `kind` is "assumption" (each line once per
table, as the panel prints it). Standard library only. Exit status 0 when every number and mark
matches, 1 otherwise."""
import argparse
import html.parser
import json
import sys


class Panel(html.parser.HTMLParser):
    """Collects `td.value[data-key]` cells under `#selection`, its assumption marks
    (`span.assumption`) and the body's attributes."""

    def __init__(self):
        super().__init__()
        self.values, self.body, self.key, self.in_selection, self.depth = {}, {}, None, False, 0
        self.marks = 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "body":
            self.body = a
        if a.get("id") == "selection":
            self.in_selection = True
        if self.in_selection and tag == "td" and "value" in (a.get("class") or "").split():
            self.key = a.get("data-key")
            self.values[self.key] = ""
        if self.in_selection and tag == "span" and "assumption" in (a.get("class") or "").split():
            self.marks += 1

    def handle_endtag(self, tag):
        if tag == "td":
            self.key = None
        if tag == "section":
            self.in_selection = False

    def handle_data(self, data):
        if self.key:
            self.values[self.key] += data


def expected(view):
    """The numbers the panel must show for `view` of JSON report 1, by data-key."""
    numbers = {}
    def add(prefix, obj):
        for k, v in obj.items():
            numbers[f"{prefix}.{k}"] = v
    add("frame", view["frame"])
    add("frameInWindow", view["frameInWindow"])
    add("safeAreaInsets", view["safeAreaInsets"])
    add("layoutMargins", view["layoutMargins"])
    scroll = view.get("scroll")
    if scroll:
        add("adjustedContentInset", scroll["adjustedContentInset"])
        add("contentInset", scroll["contentInset"])
        add("contentOffset", scroll["contentOffset"])
        add("verticalScrollIndicatorInsets", scroll["indicatorInsets"]["vertical"])
        add("horizontalScrollIndicatorInsets", scroll["indicatorInsets"]["horizontal"])
    return numbers


def expected_marks(view):
    """How many assumption marks the panel must show for `view`, as its script prints them: per
    table, the distinct lines (`source: reason`) of the derivation's terms whose kind is
    "assumption", and an edge's sentence (`adjustment`, `indicatorInsets`) that is no term's and whose
    kind in `…Kinds` is "assumption"; then each sentence of the `table` and `list` rules with an
    assumption among its kinds."""
    explain = view.get("explain") or {}
    tables = [("safeAreaInsets", None), ("layoutMargins", None)]
    if view.get("scroll"):
        tables += [("adjustedContentInset", "adjustment"), (None, "indicatorInsets")]
    count = 0
    for key, sentences in tables:
        derivation = explain.get(key) or {} if key else {}
        reasons = explain.get(sentences) or {} if sentences else {}
        kinds = explain.get(sentences + "Kinds") or {} if sentences else {}
        printed = set()
        for part in ["top", "left", "bottom", "right"]:
            lines = [(t["source"] + ": " + t["reason"], t.get("kind") == "assumption")
                     for t in derivation.get(part) or []]
            reason = reasons.get(part)
            if reason and not any(reason in text for text, _ in lines):
                lines.append((reason, kinds.get(part) == "assumption"))
            for text, assumed in lines:
                if text not in printed:
                    printed.add(text)
                    count += assumed
    for group in ["table", "list"]:
        rules = explain.get(group) or {}
        for name, value in rules.items():
            if name.endswith("Kinds"):
                continue
            kinds = rules.get(name + "Kinds") or []
            if isinstance(value, list):
                count += sum(1 for i in range(len(value)) if i < len(kinds) and kinds[i] == "assumption")
            else:
                count += "assumption" in kinds
    return count


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dom")
    parser.add_argument("report")
    parser.add_argument("path")
    parser.add_argument("--label", default="")
    args = parser.parse_args()
    panel = Panel()
    panel.feed(open(args.dom, encoding="utf-8").read())
    report = json.load(open(args.report, encoding="utf-8"))
    views = [v for v in report["scenes"][0]["views"] if v["path"] == args.path]
    if not views:
        print(f"inspector-check: {args.label}: no view '{args.path}' in the JSON report", file=sys.stderr)
        return 1
    want = expected(views[0])
    problems = []
    for key, value in want.items():
        shown = panel.values.get(key)
        if shown is None:
            problems.append(f"{key}: not shown (expected {value})")
        elif float(shown) != float(value):
            problems.append(f"{key}: shown {shown}, JSON {value}")
    marks = expected_marks(views[0])
    if panel.marks != marks:
        problems.append(f"assumption marks: shown {panel.marks}, JSON {marks} terms and sentences of kind 'assumption'")
    if panel.body.get("data-ready") != "1":
        problems.append("the page's script did not finish (no data-ready on body)")
    if problems:
        print(f"inspector-check: {args.label}: {args.path}: {len(problems)} mismatch(es)", file=sys.stderr)
        for p in problems:
            print("  " + p, file=sys.stderr)
        return 1
    print(f"inspector-check: {args.label}: clicked '{args.path}', {len(want)} numbers and {marks} assumption marks "
          "match the JSON report "
          f"(page script ready in {panel.body.get('data-load-ms')} ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
