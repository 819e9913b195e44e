/// The inspector page's script: hand-written, no framework, run once when the page has been
/// parsed. It reads the scene index, fills the switcher, and draws a scene only when it is
/// shown (its SVG and JSON report sit unparsed in `<script>` elements until then).
///
/// The URL's hash says what is shown, so a page can be opened on a scene and a view:
/// `page.html#scene=3&select=nav/feed/table` (paths URI-encoded); `finding=N` also selects the
/// scene's N-th finding (from 0); `click=PATH` clicks the view's outline as a person would;
/// `grid` opens the grid of screens (where a scene is on several, the page opens on it);
/// `layers=…` names the layers shown, `theme=light|dark` the appearance (else the system's),
/// `find=TEXT` searches the views and selects the first found. A bar is selected as `bar:PATH:KIND` (its
/// controller's path and its kind), the keyboard as `keyboard:`, a reserved region as `region:N`, a split
/// view's column as `column:PATH:COLUMN` (the split's path), the keyboard layout guide a pin follows as
/// `guide:PATH` (its view's). When the
/// first scene is drawn the body gets `data-ready="1"` and `data-load-ms` (milliseconds since
/// navigation started).
package enum InspectorScript {
    /// The script's source: one function run once, holding the stage (``InspectorStageScript``)
    /// and the rest.
    package static let source =
        #"""
        "use strict";
        (function () {
          const $ = (id) => document.getElementById(id);
          const SVGNS = "http://www.w3.org/2000/svg";

        """# + InspectorStageScript.source + "\n" + InspectorLabelScript.source + "\n" + InspectorLayers.script + "\n"
        + InspectorTheme.script + "\n"
        + main + "\n" + InspectorExplodedScript.source + "\n" + InspectorPanelScript.source + "\n" + searchAndHash
        + "\n" + InspectorPairScript.source + "\n" + InspectorGridScript.source + "\n"
        + start

    /// Everything but the stage, the labels, the layers, the panel and the grid: the switcher,
    /// the lists, hovering and clicking.
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

          // What a selection key names: a view's path, `bar:PATH:KIND`, `keyboard:`, `region:N`,
          // `column:PATH:COLUMN`, `guide:PATH`.
          function parseKey(key) {
            if (key === null || key === undefined) return null;
            if (key.startsWith("bar:")) { const at = key.lastIndexOf(":"); return { type: "bar", path: key.slice(4, at), kind: key.slice(at + 1) }; }
            if (key.startsWith("column:")) { const at = key.lastIndexOf(":"); return { type: "column", path: key.slice(7, at), column: key.slice(at + 1) }; }
            if (key.startsWith("guide:")) return { type: "guide", path: key.slice(6) };
            if (key === "keyboard:") return { type: "keyboard" };
            if (key.startsWith("region:")) return { type: "region", index: Number(key.slice(7)) };
            return { type: "view", path: key };
          }
          function keyOf(shape) {
            const path = shape.getAttribute("data-path");
            if (shape.classList.contains("bar")) return "bar:" + path + ":" + shape.getAttribute("data-kind");
            if (shape.classList.contains("keyboard")) return "keyboard:";
            if (shape.classList.contains("split-column")) return "column:" + shape.getAttribute("data-controller") + ":" + shape.getAttribute("data-column");
            if (shape.classList.contains("keyboard-guide")) return "guide:" + shape.getAttribute("data-view");
            const region = /^reservedRegions\[(\d+)\]$/.exec(path || "");
            if (region) return "region:" + region[1];
            return data.views.some((v) => v.path === path) ? path : null;
          }
          function shapes(key) {
            const k = parseKey(key);
            if (!k) return [];
            const all = [...$("stage").querySelectorAll("[data-path]")].filter((e) => e.tagName !== "text");
            if (k.type === "view") return all.filter((e) => e.getAttribute("data-path") === k.path);
            return all.filter((e) => keyOf(e) === key);
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
            select(keep && describe(keep) ? keep : null);
            Exploded.redraw();
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
            // The split's columns and the keyboard layout guides pins follow, selectable from the list too.
            for (const shape of $("stage").querySelectorAll(".split-column, .keyboard-guide")) {
              const key = keyOf(shape);
              const text = shape.classList.contains("split-column")
                ? shape.getAttribute("data-column") + " column (" + shape.getAttribute("data-controller") + ")"
                : "keyboardLayoutGuide (" + shape.getAttribute("data-view") + ")";
              const b = el("button", { "data-path": key, role: "option", "aria-selected": "false" }, text);
              b.addEventListener("click", () => select(key));
              b.addEventListener("mouseenter", () => hover(shape.getAttribute("data-path"), true));
              b.addEventListener("mouseleave", () => hover(shape.getAttribute("data-path"), false));
              const li = el("li", { class: "other" }); li.appendChild(b); root.appendChild(li);
            }
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
            // The smallest selectable shape under the pointer (a view, a bar, the keyboard, a reserved
            // region, a split column, a keyboard layout guide), the topmost of equal ones; a click
            // dispatched by a script selects its target.
            const selectable = (t) => t && t.matches && t.matches(".view, .bar, .keyboard, .reserved-region, .window-controls, .split-column, .keyboard-guide") &&
              stage.contains(t) && getComputedStyle(t).display !== "none" && keyOf(t) !== null;
            let best = null, area = Infinity;
            const under = e.isTrusted ? document.elementsFromPoint(e.clientX, e.clientY) : [e.target.closest("[data-path]")];
            for (const t of under) {
              if (!selectable(t)) continue;
              const r = t.getBoundingClientRect(), a = r.width * r.height;
              if (a < area) { best = t; area = a; }
            }
            if (best) select(keyOf(best));
          });
          // The tree from the keyboard: down and up walk the views in order, left goes to the
          // superview (the nearest ancestor path that is a view), right to the first subview.
          stage.addEventListener("keydown", (e) => {
            if (!["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight"].includes(e.key) || data.views.length === 0) return;
            e.preventDefault();
            const at = data.views.findIndex((v) => v.path === selected);
            let next = at;
            if (e.key === "ArrowDown") next = Math.min(at + 1, data.views.length - 1);
            else if (e.key === "ArrowUp") next = Math.max(at - 1, 0);
            else if (at < 0) next = 0;
            else if (e.key === "ArrowRight") next = data.views.findIndex((v) => v.path.startsWith(selected + "/"));
            else {
              const parts = selected.split("/");
              for (next = -1; parts.length > 1 && next < 0;) { parts.pop(); next = data.views.findIndex((v) => v.path === parts.join("/")); }
            }
            if (next >= 0) select(data.views[next].path);
          });

        """#

    /// Search (views whose name, class or path holds the text), then the hash written back.
    private static let searchAndHash = #"""
          // Search: views whose name, class (kind) or path holds the text; Enter selects the first.
          function find(text) {
            const q = text.trim().toLowerCase();
            const results = $("find-results");
            if (!q) { results.replaceChildren(); return []; }
            const hits = data.views.filter((v) => [v.name || "", v.kind, v.path].some((s) => s.toLowerCase().includes(q)));
            const list = el("ul");
            for (const v of hits.slice(0, 20)) {
              const b = el("button", { type: "button", "data-path": v.path }, (v.name || v.path.split("/").pop()) + " (" + v.kind + ") · " + v.path);
              b.addEventListener("click", () => select(v.path));
              const li = el("li"); li.appendChild(b); list.appendChild(li);
            }
            results.replaceChildren(hits.length ? el("p", { class: "why" }, hits.length + " view" + (hits.length === 1 ? "" : "s") + (hits.length > 20 ? " (the first 20)" : "")) : el("p", { class: "why" }, "no view matches"), list);
            return hits;
          }
          $("find").addEventListener("input", () => { const hits = find($("find").value); if (hits.length === 1) select(hits[0].path); });
          $("find").addEventListener("keydown", (e) => {
            if (e.key !== "Enter") return;
            const hits = find($("find").value);
            if (hits.length) select(hits[0].path);
          });
          document.addEventListener("keydown", (e) => {
            const t = e.target;
            if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
            if (e.key === "/" && !Grid.isShown()) { e.preventDefault(); $("find").focus(); }
            else if ((e.key === "g" || e.key === "G") && Grid.available) { e.preventDefault(); $("show-grid").click(); }
            else if (e.key === "t" || e.key === "T") { e.preventDefault(); Theme.step(); }
          });

          function writeHash() {
            const hash = (Grid.isShown() ? "#grid" : "#scene=" + current + (selected ? "&select=" + encodeURIComponent(selected) : "")) + hashExtras();
            if (location.hash !== hash) history.replaceState(null, "", hash);
          }
          // What every hash carries: the layers and the theme, when not the page's first choice.
          function hashExtras() { return Layers.hashPart() + Theme.hashPart(); }
          Layers.onChange(() => { Labels.refresh(); writeHash(); });
          Theme.onChange(() => { Grid.refresh(); writeHash(); });
        """#

    /// The hash and the start: read the hash (the grid or a scene), again at every change.
    private static let start = #"""
          function readHash() {
            const params = new URLSearchParams(location.hash.slice(1));
            Layers.read(params);
            Theme.read(params);
            const n = Math.min(Math.max(parseInt(params.get("scene") || "0", 10) || 0, 0), index.length - 1);
            if (params.has("grid") || (!params.has("scene") && Grid.available)) {
              if (current < 0) show(n, null);
              Grid.show();
              writeHash();
              return;
            }
            Grid.hide();
            show(n, params.get("select"));
            if (params.has("finding")) chooseFinding(parseInt(params.get("finding"), 10));
            if (params.has("find")) {
              // The search box as a person fills it and presses Enter.
              $("find").value = params.get("find");
              const hits = find($("find").value);
              if (hits.length) select(hits[0].path);
            }
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
