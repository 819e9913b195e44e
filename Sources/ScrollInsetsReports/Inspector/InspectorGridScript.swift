/// The inspector page's grid: every screen a scene was put on (`--device all --ios 18,26`), as
/// small drawings side by side, one group per scene, each labelled with its device, release and
/// orientation, its findings, and how many views' insets differ from the group's first screen
/// (those views outlined, dashed purple, 3 px wide). Every drawing is scaled alike — one scale for the
/// page, from the largest drawing — so sizes compare at a glance. A click (or Enter) opens that
/// screen in the inspector. The screens the run left out (a device that does not run the
/// release, no sourced figures) are listed below, not drawn.
///
/// Each small drawing is an `<img>` of the scene's own SVG with the page's style sheet and fill
/// patterns put inside it (a `data:` address made in the page: no network), labels and guides
/// left out. More than 150 screens are drawn as they scroll into view.
///
/// It defines `Grid` (in the page script's scope): `Grid.available` (whether a scene is on
/// several screens, or a screen was left out), `Grid.show()`, `Grid.hide()`, `Grid.refresh()`
/// (draws the small drawings again, in the theme now shown).
package enum InspectorGridScript {
    /// The script's source, run inside the page script's function after `index`, `sceneData`
    /// and `el` are defined.
    package static let source = #"""
          const Grid = (function () {
            const host = $("grid");
            const notDrawn = JSON.parse($("not-drawn").textContent);
            const groups = new Map();
            index.forEach((e, n) => { if (!groups.has(e.title)) groups.set(e.title, []); groups.get(e.title).push(n); });
            const available = [...groups.values()].some((g) => g.length > 1) || notDrawn.length > 0;
            const LONGEST = 240, EAGER = 150;
            let built = false;
            function viewBox(n) {
              const m = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec($("svg-" + n).textContent.slice(0, 400));
              return m ? { w: Number(m[3]), h: Number(m[4]) } : { w: 1, h: 1 };
            }
            // The views of screen `n` whose safeAreaInsets, layoutMargins or adjustedContentInset
            // differ from the same view's on screen `first`.
            function differing(n, first) {
              if (n === first) return [];
              const a = sceneData(n), b = sceneData(first);
              const same = (x, y) => JSON.stringify(x) === JSON.stringify(y);
              return a.views.filter((v) => {
                const w = b.views.find((x) => x.path === v.path);
                if (!w) return false;
                return !same(v.safeAreaInsets, w.safeAreaInsets) || !same(v.layoutMargins, w.layoutMargins) ||
                  !same(v.scroll && v.scroll.adjustedContentInset, w.scroll && w.scroll.adjustedContentInset);
              });
            }
            function picture(n, marks, scale) {
              const text = $("svg-" + n).textContent.replace(/<\\\//g, "</");
              const doc = new DOMParser().parseFromString(text, "image/svg+xml");
              const svg = doc.documentElement;
              const style = doc.createElementNS(SVGNS, "style");
              style.textContent = $("page-style").textContent +
                "\n#s-render text, #s-render .guide-safe-area, #s-render .guide-margins { display: none }" +
                "\n#s-render .grid-differs { fill: none; stroke: #CC79A7; stroke-width: " + 3 / scale + "; stroke-dasharray: " +
                6 / scale + " " + 3 / scale + " }";
              svg.insertBefore(doc.importNode($("drawing-patterns").querySelector("defs"), true), svg.firstChild);
              svg.insertBefore(style, svg.firstChild);
              svg.setAttribute("data-theme", Theme.effective());
              const scene = svg.querySelector("g[id$='-scene']") || svg;
              for (const v of marks) {
                const r = doc.createElementNS(SVGNS, "rect"), f = v.frameInWindow;
                for (const [k, val] of [["x", f.x], ["y", f.y], ["width", f.width], ["height", f.height]]) r.setAttribute(k, val);
                r.setAttribute("class", "grid-differs");
                scene.appendChild(r);
              }
              return "data:image/svg+xml;charset=utf-8," + encodeURIComponent(new XMLSerializer().serializeToString(svg));
            }
            function build() {
              built = true;
              const all = [...groups.values()].flat();
              const largest = Math.max(1, ...all.map((n) => { const b = viewBox(n); return Math.max(b.w, b.h); }));
              const scale = LONGEST / largest;
              const lazy = all.length > EAGER;
              const pending = new Map();
              const observer = lazy ? new IntersectionObserver((entries) => {
                for (const e of entries) if (e.isIntersecting && pending.has(e.target)) {
                  e.target.src = pending.get(e.target)(); pending.delete(e.target); observer.unobserve(e.target);
                }
              }, { root: host, rootMargin: "200px" }) : null;
              host.replaceChildren(el("p", { id: "grid-summary" },
                all.length + " screen" + (all.length === 1 ? "" : "s") + " of " + groups.size + " scene" +
                (groups.size === 1 ? "" : "s") + ", scaled alike (1 pt = " + (Math.round(scale * 1000) / 1000) +
                " px); dashed purple: a view whose insets differ from the first screen's. Click a screen to inspect it."));
              for (const [title, members] of groups) {
                const cells = el("div", { class: "grid-cells", role: "list" });
                for (const n of members) {
                  const e = index[n], b = viewBox(n), marks = differing(n, members[0]);
                  const cell = el("button", { type: "button", class: "grid-cell", role: "listitem", "data-scene": String(n),
                    "data-differs": String(marks.length) });
                  const img = el("img", { alt: e.device + ", iOS " + e.ios + ", " + e.orientation,
                    width: String(Math.round(b.w * scale)), height: String(Math.round(b.h * scale)), "data-scale": String(scale),
                    "data-points": b.w + "x" + b.h });
                  const make = () => picture(n, marks, scale);
                  if (lazy) { pending.set(img, make); observer.observe(img); } else img.src = make();
                  cell.append(img, el("strong", {}, e.device), el("span", {}, "iOS " + e.ios + " · " + e.orientation),
                    el("span", { class: e.findings ? "severity-warning" : "" }, e.findings ? e.findings + " finding" + (e.findings === 1 ? "" : "s") : "no findings"),
                    el("span", { class: marks.length ? "differs" : "" }, n === members[0] ? "the first screen" :
                      marks.length ? marks.length + (marks.length === 1 ? " view differs" : " views differ") : "same insets"));
                  cell.addEventListener("click", () => { location.hash = "#scene=" + n + hashExtras(); });
                  cells.appendChild(cell);
                }
                host.append(el("h2", {}, title + " (" + members.length + ")"), cells);
              }
              if (notDrawn.length) {
                const list = el("ul", { id: "grid-not-drawn" });
                for (const line of notDrawn) list.appendChild(el("li", {}, line));
                host.append(el("h2", {}, "Not drawn (" + notDrawn.length + ")"), list);
              }
            }
            function show() {
              host.hidden = false;
              if (!built) build();
              host.hidden = false;
              document.body.classList.add("grid-view");
              document.body.setAttribute("data-view", "grid");
              $("show-grid").setAttribute("aria-pressed", "true");
            }
            function hide() {
              host.hidden = true;
              document.body.classList.remove("grid-view");
              document.body.setAttribute("data-view", "scene");
              $("show-grid").setAttribute("aria-pressed", "false");
            }
            $("show-grid").hidden = !available;
            $("show-grid").addEventListener("click", () => {
              location.hash = (host.hidden ? "#grid" : "#scene=" + Math.max(current, 0)) + hashExtras();
            });
            // The small drawings in the theme now shown.
            function refresh() { if (built) { built = false; if (!host.hidden) build(); } }
            return { available, show, hide, refresh, picture, differing, viewBox, isShown: () => !host.hidden };
          })();
        """#
}
