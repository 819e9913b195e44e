/// The inspector page's two releases (`inspect FILE --ios A --ios B`): the other release's frames
/// drawn, dashed, over the shown one where they differ; every view whose frame, `safeAreaInsets`
/// or `adjustedContentInset` moved, listed; and before and after — both screens side by side in the
/// panel at one scale, the earlier release first, the views whose frame or insets differ outlined
/// on each, a click opening the other (docs/inspector.md).
///
/// It defines `drawDiff()`, `drawPair(s)`, `rect(r)` and `insets(i)` in the page script's scope,
/// after the main part (``InspectorScript``), whose state (`index`, `current`, `data`, `stage`,
/// `el`, `sceneData`, `show`) it reads, and uses `Grid.picture` for the small drawings.
package enum InspectorPairScript {
    /// The script's source, run inside the page script's function.
    package static let source = #"""
          // Two releases: the other release's frames drawn where they differ, and listed.
          function drawDiff() {
            const s = index[current];
            stage.querySelectorAll(".moved, .moved-label").forEach((e) => e.remove());
            $("diff").replaceChildren();
            if (s.pair === null) return;
            const other = sceneData(s.pair);
            const group = stage.querySelector("svg > g[id$='-scene']") || stage.querySelector("svg");
            const list = el("ul", { id: "moved-list" });
            const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
            for (const v of data.views) {
              const w = other.views.find((x) => x.path === v.path);
              if (!w) continue;
              const changes = [];
              if (!same(v.frameInWindow, w.frameInWindow)) changes.push("frame " + rect(v.frameInWindow) + " → " + rect(w.frameInWindow));
              if (!same(v.safeAreaInsets, w.safeAreaInsets)) changes.push("safeAreaInsets " + insets(v.safeAreaInsets) + " → " + insets(w.safeAreaInsets));
              if (v.scroll && w.scroll && !same(v.scroll.adjustedContentInset, w.scroll.adjustedContentInset))
                changes.push("adjustedContentInset " + insets(v.scroll.adjustedContentInset) + " → " + insets(w.scroll.adjustedContentInset));
              if (changes.length === 0) continue;
              list.appendChild(el("li", { "data-path": v.path }, v.path + ": " + changes.join("; ")));
              if ($("show-diff").checked && !same(v.frameInWindow, w.frameInWindow)) {
                const r = document.createElementNS(SVGNS, "rect");
                const f = w.frameInWindow;
                for (const [k, val] of [["x", f.x], ["y", f.y], ["width", f.width], ["height", f.height]]) r.setAttribute(k, val);
                r.setAttribute("class", "moved");
                group.appendChild(r);
              }
            }
            $("diff").append(el("h2", {}, "What moved on iOS " + index[s.pair].ios + " (dashed: its frames)"),
                             list.childNodes.length ? list : el("p", {}, "nothing: the same frames and insets"));
            drawPair(s);
          }
          // Before and after: both releases' screens side by side at one scale (the wider pair fits the
          // panel), the views whose frame or insets differ outlined in dashed purple on each; a click
          // opens that screen.
          function drawPair(s) {
            const [a, b] = [current, s.pair].sort((x, y) => Number(index[x].ios) - Number(index[y].ios));
            const boxes = [a, b].map((n) => Grid.viewBox(n));
            const room = Math.max(120, ($("diff").clientWidth || 300) - 24);
            const scale = Math.min(room / (boxes[0].w + boxes[1].w), 360 / Math.max(boxes[0].h, boxes[1].h));
            const moved = (n, m) => sceneData(n).views.filter((v) => {
              const w = sceneData(m).views.find((x) => x.path === v.path);
              return w && JSON.stringify(v.frameInWindow) !== JSON.stringify(w.frameInWindow);
            });
            const figure = el("div", { id: "pair", class: "pair" });
            [a, b].forEach((n, i) => {
              const m = i === 0 ? b : a;
              const marks = [...new Set(Grid.differing(n, m).concat(moved(n, m)))];
              const cell = el("button", { type: "button", class: "pair-cell", "data-scene": String(n), "data-marks": String(marks.length),
                                          title: "open this screen" });
              const img = el("img", { alt: index[n].device + ", iOS " + index[n].ios, "data-points": boxes[i].w + "x" + boxes[i].h });
              img.width = Math.round(boxes[i].w * scale); img.height = Math.round(boxes[i].h * scale);
              img.src = Grid.picture(n, marks, scale);
              cell.append(img, el("span", {}, (i === 0 ? "before: iOS " : "after: iOS ") + index[n].ios + (n === current ? " (shown)" : "")),
                          el("span", { class: marks.length ? "differs" : "" }, marks.length + (marks.length === 1 ? " view differs" : " views differ")));
              cell.addEventListener("click", () => { if (n !== current) show(n, selected); });
              figure.appendChild(cell);
            });
            $("diff").append(el("h2", {}, "Before and after, at one scale"), figure);
          }
          const rect = (r) => r ? r.x + "," + r.y + "," + r.width + "," + r.height : "—";
          const insets = (i) => i ? EDGES.map((e) => i[e]).join(",") : "—";

        """#
}
