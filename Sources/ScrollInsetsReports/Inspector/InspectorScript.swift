/// The inspector page's script: hand-written, no framework, run once when the page has been
/// parsed. It reads the scene index, fills the switcher, and draws a scene only when it is
/// shown (its SVG and JSON report sit unparsed in `<script>` elements until then).
///
/// The URL's hash says what is shown, so a page can be opened on a scene and a view:
/// `page.html#scene=3&select=nav/feed/table` (paths URI-encoded); `finding=N` also selects the
/// scene's N-th finding (from 0); `click=PATH` clicks the view's outline as a person would. When the first scene is
/// drawn the body gets
/// `data-ready="1"` and `data-load-ms` (milliseconds since navigation started).
package enum InspectorScript {
    /// The script's source: one function run once, holding the stage (``InspectorStageScript``)
    /// and the rest.
    package static let source =
        #"""
        "use strict";
        (function () {
          const $ = (id) => document.getElementById(id);
          const SVGNS = "http://www.w3.org/2000/svg";

        """# + InspectorStageScript.source + "\n" + InspectorLabelScript.source + "\n" + main

    /// Everything but the stage: the switcher, the panel, selection, the hash.
    private static let main = #"""
          const index = JSON.parse($("scene-index").textContent).scenes;
          const cache = new Map();
          let current = -1, data = null, selected = null, finding = -1;

          function sceneData(n) {
            if (!cache.has(n)) cache.set(n, JSON.parse($("data-" + n).textContent));
            return cache.get(n);
          }
          function el(tag, attrs, text) {
            const e = document.createElement(tag);
            for (const k in attrs || {}) e.setAttribute(k, attrs[k]);
            if (text !== undefined) e.textContent = text;
            return e;
          }
          function unique(values) { return [...new Set(values)]; }
          function fill(select, values, chosen) {
            select.replaceChildren(...values.map((v) => { const o = el("option", { value: v }, v); o.selected = v === chosen; return o; }));
          }

          // The switcher: the scene (file#index), then the device, orientation and release it was put on.
          function fillSwitcher() {
            const s = index[current];
            fill($("pick-scene"), unique(index.map((e) => e.title)), s.title);
            const same = index.filter((e) => e.title === s.title);
            fill($("pick-device"), unique(same.map((e) => e.device)), s.device);
            const onDevice = same.filter((e) => e.device === s.device);
            fill($("pick-orientation"), unique(onDevice.map((e) => e.orientation)), s.orientation);
            fill($("pick-release"), unique(onDevice.filter((e) => e.orientation === s.orientation).map((e) => e.ios)), s.ios);
            $("scene-count").textContent = "scene " + (current + 1) + " of " + index.length;
            $("diff-toggle").hidden = s.pair === null;
          }
          function pick() {
            const want = { title: $("pick-scene").value, device: $("pick-device").value,
                           orientation: $("pick-orientation").value, ios: $("pick-release").value };
            const keys = ["title", "device", "orientation", "ios"];
            for (let n = keys.length; n > 0; n--) {
              const found = index.findIndex((e) => keys.slice(0, n).every((k) => e[k] === want[k]));
              if (found >= 0) { show(found, selected); return; }
            }
          }
          for (const id of ["pick-scene", "pick-device", "pick-orientation", "pick-release"]) $(id).addEventListener("change", pick);
          $("show-diff").addEventListener("change", () => drawDiff());

          function shapes(path) {
            return [...$("stage").querySelectorAll("[data-path]")].filter((e) => e.getAttribute("data-path") === path && e.tagName !== "text");
          }
          function show(n, keep) {
            current = n;
            data = sceneData(n);
            const svgText = $("svg-" + n).textContent.replace(/<\\\//g, "</");
            $("stage").innerHTML = svgText;
            Stage.attach($("stage").querySelector("svg"));
            Labels.attach($("stage").querySelector("svg"));
            fillSwitcher();
            listViews();
            listFindings();
            finding = -1;
            drawDiff();
            const path = keep && data.views.some((v) => v.path === keep) ? keep : null;
            select(path);
          }

          function listViews() {
            const root = el("ul");
            data.views.forEach((v, i) => {
              const depth = v.path.split("/").length - 1;
              const b = el("button", { "data-path": v.path, role: "option", "aria-selected": "false", id: "view-item-" + i },
                           (v.name || v.path.split("/").pop()) + " (" + v.kind + ")");
              b.style.marginLeft = depth * 10 + "px";
              b.addEventListener("click", () => select(v.path));
              b.addEventListener("mouseenter", () => hover(v.path, true));
              b.addEventListener("mouseleave", () => hover(v.path, false));
              const li = el("li"); li.appendChild(b); root.appendChild(li);
            });
            $("views").replaceChildren(root);
          }
          function listFindings() {
            if (data.findings.length === 0) { $("findings").replaceChildren(el("p", {}, "none")); return; }
            const list = el("ol");
            data.findings.forEach((f, i) => {
              const b = el("button", { "aria-pressed": "false", "data-finding": String(i) });
              b.append(el("span", { class: "severity-" + f.severity }, f.severity), " ", el("code", {}, f.rule), " ",
                       el("code", {}, f.path), el("br"), el("span", { class: "why" }, f.message));
              for (const line of f.explanation || []) b.append(el("br"), reasonNode(line));
              b.addEventListener("click", () => chooseFinding(i));
              const li = el("li"); li.appendChild(b); list.appendChild(li);
            });
            $("findings").replaceChildren(list);
          }
          function chooseFinding(i) {
            finding = finding === i ? -1 : i;
            $("stage").querySelectorAll(".finding-on").forEach((e) => e.classList.remove("finding-on"));
            $("findings").querySelectorAll("button").forEach((b) => b.setAttribute("aria-pressed", String(Number(b.dataset.finding) === finding)));
            if (finding < 0) return;
            const f = data.findings[finding];
            $("stage").querySelectorAll(".highlight").forEach((e) => { if (e.getAttribute("data-path") === f.path) e.classList.add("finding-on"); });
            shapes(f.path).forEach((e) => e.classList.add("finding-on"));
            if (data.views.some((v) => v.path === f.path)) select(f.path);
          }

          function hover(path, on) { shapes(path).forEach((e) => e.classList.toggle("hovered", on)); }
          const stage = $("stage");
          stage.addEventListener("mouseover", (e) => { const t = e.target.closest("[data-path]"); if (t) hover(t.getAttribute("data-path"), true); });
          stage.addEventListener("mouseout", (e) => { const t = e.target.closest("[data-path]"); if (t) hover(t.getAttribute("data-path"), false); });
          stage.addEventListener("click", (e) => {
            // The innermost view under the pointer: the last view shape in drawing order that contains it.
            const t = e.target.closest("[data-path]");
            if (t && data.views.some((v) => v.path === t.getAttribute("data-path"))) select(t.getAttribute("data-path"));
          });
          stage.addEventListener("keydown", (e) => {
            if (e.key !== "ArrowDown" && e.key !== "ArrowUp") return;
            e.preventDefault();
            const at = data.views.findIndex((v) => v.path === selected);
            const next = e.key === "ArrowDown" ? Math.min(at + 1, data.views.length - 1) : Math.max(at - 1, 0);
            select(data.views[next].path);
          });

          const fmt = (n) => (n === null || n === undefined ? "—" : String(n));
          const EDGES = ["top", "left", "bottom", "right"];
          function isAssumption(reason) { return /assum|approximat|estimat|not published/i.test(reason || ""); }
          function reasonNode(text) {
            const span = el("span", { class: "why" });
            if (isAssumption(text)) span.append(el("span", { class: "assumption", title: "an assumption, not a documented figure" }, "assumption: "));
            span.append(text);
            return span;
          }
          // One table per value: a row per edge (or component) with the number and the terms that make it.
          function table(caption, key, values, derivation, reasons) {
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
                why.appendChild(el("span", { class: "why" }, "= " + terms.map((x) => x.source + " " + fmt(x.amount)).join(" + ")));
                for (const x of terms) lines.push(x.source + ": " + x.reason);
              }
              if (reasons && reasons[part] && !lines.some((l) => l.includes(reasons[part]))) lines.push(reasons[part]);
              for (const line of lines) {
                if (why.childNodes.length) why.appendChild(el("br"));
                if (printed.has(line)) why.appendChild(el("span", { class: "why" }, "(the reason above)"));
                else { printed.add(line); why.appendChild(reasonNode(line)); }
              }
              tr.appendChild(why);
              t.appendChild(tr);
            }
            return t;
          }
          function select(path) {
            selected = path;
            stage.querySelectorAll(".selected").forEach((e) => e.classList.remove("selected"));
            $("views").querySelectorAll("button").forEach((b) => b.setAttribute("aria-selected", String(b.getAttribute("data-path") === path)));
            const box = $("selection");
            box.replaceChildren(el("h2", {}, "Selected view"));
            const v = data.views.find((x) => x.path === path);
            if (!v) {
              box.appendChild(el("p", {}, "Click a view, or pick one below (Tab, arrow keys, Enter)."));
              writeHash();
              return;
            }
            shapes(path).forEach((e) => e.classList.add("selected"));
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
              box.appendChild(table("adjustedContentInset", "adjustedContentInset", s.adjustedContentInset, ex.adjustedContentInset, ex.adjustment));
              box.appendChild(table("contentInset", "contentInset", s.contentInset));
              box.appendChild(table("contentOffset", "contentOffset", s.contentOffset));
              box.appendChild(table("verticalScrollIndicatorInsets", "verticalScrollIndicatorInsets", s.indicatorInsets.vertical, null, ex.indicatorInsets));
              box.appendChild(table("horizontalScrollIndicatorInsets", "horizontalScrollIndicatorInsets", s.indicatorInsets.horizontal));
            }
            for (const group of ["table", "list"]) {
              if (!ex[group]) continue;
              const ul = el("ul", { class: "why" });
              for (const k in ex[group]) {
                const value = ex[group][k];
                for (const line of Array.isArray(value) ? value : [value]) { const li = el("li"); li.append(k + ": ", reasonNode(line)); ul.appendChild(li); }
              }
              box.append(el("h2", {}, group === "table" ? "table rules" : "list rules"), ul);
            }
            writeHash();
          }

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
          }
          const rect = (r) => r ? r.x + "," + r.y + "," + r.width + "," + r.height : "—";
          const insets = (i) => i ? EDGES.map((e) => i[e]).join(",") : "—";

          function writeHash() {
            const hash = "#scene=" + current + (selected ? "&select=" + encodeURIComponent(selected) : "");
            if (location.hash !== hash) history.replaceState(null, "", hash);
          }
          function readHash() {
            const params = new URLSearchParams(location.hash.slice(1));
            const n = Math.min(Math.max(parseInt(params.get("scene") || "0", 10) || 0, 0), index.length - 1);
            show(n, params.get("select"));
            if (params.has("finding")) chooseFinding(parseInt(params.get("finding"), 10));
            if (params.has("click")) {
              // A real click on the view's outline, through the stage's own handler.
              const target = shapes(params.get("click")).find((e) => e.classList.contains("view"));
              if (target) target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
            }
          }
          window.addEventListener("hashchange", readHash);
          if (index.length === 0) { stage.textContent = "no scenes"; } else { readHash(); }
          document.body.setAttribute("data-load-ms", String(Math.round(performance.now())));
          document.body.setAttribute("data-ready", "1");
        })();
        """#
}
