/// The inspector page's panel: what a selection shows — a view's tables (a row per edge with the
/// number and the terms that make it, each reason once, assumptions marked), its breadcrumb, and
/// the numbers of a bar, the keyboard, a reserved region, a split view's column or a keyboard layout
/// guide as the report gives them.
///
/// It defines `select(key)`, `describe(key)` and their helpers in the page script's scope, after
/// the main part (``InspectorScript``), whose state (`data`, `selected`, `el`, `shapes`) it reads.
package enum InspectorPanelScript {
    /// The script's source, run inside the page script's function after the main part's.
    package static let source = #"""
          const fmt = (n) => (n === null || n === undefined ? "—" : String(n));
          const EDGES = ["top", "left", "bottom", "right"];
          // A reason, marked when the report's term is an assumption (its "kind").
          function reasonNode(text, assumed) {
            const span = el("span", { class: assumed ? "why assumed" : "why" });
            if (assumed) span.append(el("span", { class: "assumption", title: "an assumption: no source states it" }, "assumption: "));
            span.append(text);
            return span;
          }
          // A sentence the report gives as a string, with the kinds of its clauses (its "…Kinds"
          // member): marked when one is an assumption; its words are shown as written.
          function sentenceNode(text, kinds) {
            const list = Array.isArray(kinds) ? kinds : [kinds];
            return reasonNode(text, list.includes("assumption"));
          }
          // One table per value: a row per edge (or component) with the number and the terms that make it.
          function table(caption, key, values, derivation, reasons, reasonKinds) {
            const t = el("table", { class: "numbers", "data-key": key });
            const printed = new Set();
            t.appendChild(el("caption", {}, caption));
            for (const part of Object.keys(values)) {
              const tr = el("tr");
              tr.appendChild(el("th", {}, part));
              tr.appendChild(el("td", { class: "value", "data-key": key + "." + part }, fmt(values[part])));
              const why = el("td");
              const terms = derivation && derivation[part];
              // Each reason once: one a row already holds (inside a term's reason) is left out,
              // and one an earlier row of the table printed is referred to.
              const lines = [];
              if (terms && terms.length) {
                // The sum names the terms that add points; a 0-pt assumption adds none and is said below.
                const adding = terms.filter((x) => !(x.kind === "assumption" && x.amount === 0));
                const summed = adding.length ? adding : terms;
                why.appendChild(el("span", { class: "why" }, "= " + summed.map((x) => x.source + " " + fmt(x.amount)).join(" + ")));
                for (const x of terms) lines.push({ text: x.source + ": " + x.reason, isAssumption: x.kind === "assumption" });
              }
              if (reasons && reasons[part] && !lines.some((l) => l.text.includes(reasons[part]))) {
                lines.push({ text: reasons[part], isAssumption: !!reasonKinds && reasonKinds[part] === "assumption" });
              }
              for (const line of lines) {
                if (why.childNodes.length) why.appendChild(el("br"));
                if (printed.has(line.text)) why.appendChild(el("span", { class: "why" }, "(the reason above)"));
                else { printed.add(line.text); why.appendChild(reasonNode(line.text, line.isAssumption)); }
              }
              tr.appendChild(why);
              t.appendChild(tr);
            }
            return t;
          }
          // The report's entry a selection key names, or null.
          function describe(key) {
            const k = parseKey(key);
            if (!k) return null;
            if (k.type === "view") return data.views.find((x) => x.path === k.path) || null;
            if (k.type === "keyboard") return data.keyboard || null;
            if (k.type === "region") return (data.reservedRegions || [])[k.index] || null;
            if (k.type === "column") {
              const c = data.controllers.find((x) => x.path === k.path);
              const column = c && (c.columns || []).find((x) => x.column === k.column);
              return column ? { controller: c, column } : null;
            }
            if (k.type === "guide") {
              const shape = shapes(key)[0];
              return shape ? { shape, view: data.views.find((x) => x.path === k.path) || null } : null;
            }
            const c = data.controllers.find((x) => x.path === k.path);
            const bar = c && c.bars.find((b) => b.kind === k.kind);
            return bar ? { controller: c, bar } : null;
          }
          function select(key) {
            const found = describe(key);
            selected = found ? key : null;
            stage.querySelectorAll(".selected").forEach((e) => e.classList.remove("selected"));
            $("views").querySelectorAll("button").forEach((b) => b.setAttribute("aria-selected", String(b.getAttribute("data-path") === selected)));
            const box = $("selection");
            const k = parseKey(selected);
            const noun = { region: "reserved region", column: "split column", guide: "keyboard layout guide" };
            box.replaceChildren(el("h2", {}, "Selected " + (k ? noun[k.type] || k.type : "view")));
            if (!found) {
              box.appendChild(el("p", {}, "Click a view, bar, keyboard, reserved region, split column or keyboard guide, or pick one below (Tab, arrow keys, Enter)."));
              writeHash();
              return;
            }
            shapes(selected).forEach((e) => e.classList.add("selected"));
            if (k.type !== "view") { describeOther(box, k, found); writeHash(); return; }
            const path = selected, v = found;
            // The ancestors as a breadcrumb: each prefix of the path that names a view.
            const crumbs = el("nav", { id: "breadcrumb", "aria-label": "ancestors" });
            const parts = v.path.split("/");
            parts.forEach((_, i) => {
              const p = parts.slice(0, i + 1).join("/");
              const known = data.views.some((x) => x.path === p);
              if (i > 0) crumbs.append(" / ");
              if (known && p !== path) { const b = el("button", {}, parts[i]); b.addEventListener("click", () => select(p)); crumbs.append(b); }
              else crumbs.append(el(p === path ? "strong" : "span", {}, parts[i]));
            });
            box.appendChild(crumbs);
            box.appendChild(el("p", { id: "selected-path" }, (v.name || parts[parts.length - 1]) + " · " + v.kind + " · " + v.path));
            const ex = v.explain || {};
            box.appendChild(table("frame (in its superview)", "frame", v.frame));
            box.appendChild(table("frame in the window", "frameInWindow", v.frameInWindow));
            box.appendChild(table("safeAreaInsets", "safeAreaInsets", v.safeAreaInsets, ex.safeAreaInsets));
            box.appendChild(table("layoutMargins", "layoutMargins", v.layoutMargins, ex.layoutMargins));
            if (v.scroll) {
              const s = v.scroll;
              box.appendChild(el("p", {}, "contentInsetAdjustmentBehavior: " + s.behavior));
              box.appendChild(table("adjustedContentInset", "adjustedContentInset", s.adjustedContentInset, ex.adjustedContentInset, ex.adjustment, ex.adjustmentKinds));
              box.appendChild(table("contentInset", "contentInset", s.contentInset));
              box.appendChild(table("contentOffset", "contentOffset", s.contentOffset));
              box.appendChild(table("verticalScrollIndicatorInsets", "verticalScrollIndicatorInsets", s.indicatorInsets.vertical, null, ex.indicatorInsets, ex.indicatorInsetsKinds));
              box.appendChild(table("horizontalScrollIndicatorInsets", "horizontalScrollIndicatorInsets", s.indicatorInsets.horizontal));
            }
            for (const group of ["table", "list"]) {
              if (!ex[group]) continue;
              const ul = el("ul", { class: "why" });
              for (const k in ex[group]) {
                if (k.endsWith("Kinds")) continue;
                const value = ex[group][k], kinds = ex[group][k + "Kinds"] || [];
                const lines = Array.isArray(value) ? value.map((line, i) => [line, kinds[i]]) : [[value, kinds]];
                for (const [line, kind] of lines) { const li = el("li"); li.append(k + ": ", sentenceNode(line, kind)); ul.appendChild(li); }
              }
              box.append(el("h2", {}, group === "table" ? "table rules" : "list rules"), ul);
            }
            writeHash();
          }

          // A bar, the keyboard, a reserved region, a column or a guide: its numbers as the report gives them.
          function describeOther(box, k, found) {
            const rows = (caption, key, values) => box.appendChild(table(caption, key, values));
            const reasons = (title, lines, kinds) => {
              if (!lines || !lines.length) return;
              const ul = el("ul", { class: "why" });
              lines.forEach((line, i) => { const li = el("li"); li.append(sentenceNode(line, (kinds || [])[i])); ul.appendChild(li); });
              box.append(el("h2", {}, title), ul);
            };
            if (k.type === "column") { describeColumn(box, found, rows, reasons); return; }
            if (k.type === "guide") { describeGuide(box, found, rows); return; }
            if (k.type === "bar") {
              const c = found.controller, b = found.bar;
              box.appendChild(el("p", { id: "selected-path" }, b.kind + " of " + (c.name || c.path) + " · " + c.kind + " · " + c.path));
              rows("frame in the window", "barFrame", b.frame);
              box.appendChild(el("p", {}, "height " + fmt(b.frame.height) + " pt, from y " + fmt(b.frame.y) + " to " + fmt(b.frame.y + b.frame.height)));
              rows("the controller's safeAreaInsets", "controllerSafeAreaInsets", c.safeAreaInsets);
              rows("the controller's view frame", "controllerViewFrame", c.viewFrame);
            } else if (k.type === "keyboard") {
              box.appendChild(el("p", { id: "selected-path" }, "keyboard" + (found.mode ? " · " + found.mode : "")));
              rows("frame in the window", "keyboardFrame", found.frame);
              const ul = el("ul", { class: "why" });
              (found.explain || []).forEach((line, i) => { const li = el("li"); li.append(sentenceNode(line, (found.explainKinds || [])[i])); ul.appendChild(li); });
              box.appendChild(ul);
            } else {
              box.appendChild(el("p", { id: "selected-path" }, found.kind + " reserved region · " + (found.active ? "active" : "inactive") + " · reservedRegions[" + k.index + "]"));
              rows("frame in the window", "regionFrame", found.frame);
              rows("margins", "regionMargins", found.margins);
              if (found.reason) box.appendChild(el("p", {}, sentenceNode(found.reason, found.reasonKinds || [])));
            }
          }
          // A split view's column: its frame, its state, the split's columns and why (`--explain`).
          function describeColumn(box, found, rows, reasons) {
            const c = found.controller, col = found.column;
            box.appendChild(el("p", { id: "selected-path" }, col.column + " column of " + (c.name || c.path) + " · " + c.kind + " · " + c.path));
            rows("frame in the window", "columnFrame", col.frame);
            const over = shapes(selected).some((e) => e.classList.contains("over"));
            box.appendChild(el("p", { id: "column-state" }, "visible " + col.visible + " · collapsed " + c.collapsed + " · displayMode " + fmt(c.displayMode) +
              (over ? " · over the content: another column's view reaches under it" : "")));
            const ul = el("ul");
            for (const other of c.columns) ul.appendChild(el("li", {}, other.column + ": " + rect(other.frame) + (other.visible ? "" : " (hidden: where it shows when revealed)")));
            box.append(el("h2", {}, "the split's columns"), ul);
            reasons("why", c.explainSplit, c.explainSplitKinds);
          }
          // The keyboard layout guide the pinned views follow: its top line, the views pinned to it.
          function describeGuide(box, found, rows) {
            const s = found.shape, top = Number(s.getAttribute("data-top"));
            const x = Number(s.getAttribute("x")), width = Number(s.getAttribute("width"));
            box.appendChild(el("p", { id: "selected-path" }, "keyboardLayoutGuide of " + s.getAttribute("data-view")));
            rows("its top line in the window", "guideLineFrame", { x, y: top, width, height: 0 });
            if (found.view && found.view.keyboardLayoutGuide) rows("layoutFrame (in the view)", "guideLayoutFrame", found.view.keyboardLayoutGuide);
            box.appendChild(el("p", { class: "why" }, data.keyboard
              ? "the docked keyboard's top: the keyboard's frame starts at y " + fmt(data.keyboard.frame.y) + " (Apple, UIKeyboardLayoutGuide)"
              : "no keyboard: at rest on the view's safe-area bottom (Apple, followsUndockedKeyboard: \"the guide's topAnchor matches the bottomAnchor of safeAreaLayoutGuide\")"));
            const ul = el("ul");
            for (const path of JSON.parse(s.getAttribute("data-pinned") || "[]")) {
              const v = data.views.find((x) => x.path === path);
              const b = el("button", {}, path);
              b.addEventListener("click", () => select(path));
              const li = el("li"); li.append(b, v ? " frame in the window " + rect(v.frameInWindow) : ""); ul.appendChild(li);
            }
            box.append(el("h2", {}, "pinned to it"), ul);
          }

        """#
}
