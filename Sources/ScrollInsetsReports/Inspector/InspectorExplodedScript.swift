/// The inspector page's exploded view: the hierarchy as layers in CSS 3D, as Reveal and Lookin
/// show it. Each layer is a copy of the drawing that keeps only the shapes of one depth of the
/// hierarchy (the window's own shapes — screen, unsafe areas, keyboard, regions — at the bottom,
/// then each view, bar or column by the number of parts in its path), stacked `GAP` CSS pixels
/// apart; labels are left out. A drag rotates the stack, `r` (or the toolbar's *Reset*) turns it
/// back, `e` (or *3D*) goes back to the flat drawing. A click still selects what is under the
/// pointer, on any layer. No library: a `perspective` and `transform-style: preserve-3d`.
///
/// It defines `Exploded` in the page script's scope: `Exploded.toggle()`, `Exploded.reset()`,
/// `Exploded.isOn()`, and `Exploded.redraw()` when a scene is drawn.
package enum InspectorExplodedScript {
    /// The exploded view's style: the stack over the stage, the flat drawing hidden (but still
    /// painting the patterns and clips the copies refer to).
    static let style = """
        #exploded { position: absolute; inset: 0; perspective: 1800px; overflow: hidden; cursor: grab }
        #exploded[hidden] { display: none }
        #exploded .stack { position: absolute; left: 50%; top: 50%; transform-style: preserve-3d }
        #exploded .layer { position: absolute; left: 0; top: 0; transform-style: preserve-3d }
        #exploded .layer svg { position: static !important; width: auto !important; height: auto !important;
          overflow: visible; outline: 1px solid var(--rule) }
        #stage.exploded > svg { visibility: hidden }
        """

    /// The script's source, run inside the page script's function after the main part's.
    package static let source = #"""
          const Exploded = (function () {
            const GAP = 36, START = { x: 52, z: -28 };
            let on = false, angle = { ...START }, moved = false, from = null;
            const host = $("stage");
            const view = el("div", { id: "exploded", hidden: "" });
            const stack = el("div", { class: "stack" });
            view.appendChild(stack);
            // Depth of a shape: the window's own (no path of a view or controller) 0, else its path's parts.
            function depthOf(path, known) {
              if (!path) return 0;
              const base = path.replace(/(\.keyboardLayoutGuide|\.columns@.*)$/, "");
              return known.has(base) ? base.split("/").length : 0;
            }
            function apply() {
              stack.style.transform = "rotateX(" + angle.x + "deg) rotateZ(" + angle.z + "deg)";
              document.body.setAttribute("data-exploded", on ? angle.x + "," + angle.z : "");
              $("explode").setAttribute("aria-pressed", String(on));
            }
            function redraw() {
              stack.replaceChildren();
              if (!on) return;
              const svg = host.querySelector(":scope > svg");
              if (!svg) return;
              const known = new Set(data.views.map((v) => v.path).concat(data.controllers.map((c) => c.path)));
              if (view.parentNode !== host) host.appendChild(view);
              const box = Stage.box(), vb = [box.x, box.y, box.w, box.h].join(" ");
              const bw = box.w, bh = box.h;
              const scale = 0.62 * Math.min(host.clientWidth / bw, host.clientHeight / bh);
              const depths = [...new Set([...svg.querySelectorAll("[data-path]")].filter((e) => e.tagName !== "text")
                .map((e) => depthOf(e.getAttribute("data-path"), known)))].sort((a, b) => a - b);
              depths.forEach((depth, level) => {
                const copy = svg.cloneNode(true);
                copy.querySelectorAll("text").forEach((t) => t.remove());
                copy.querySelectorAll("[data-path]").forEach((e) => { if (depthOf(e.getAttribute("data-path"), known) !== depth) e.remove(); });
                // Its own clips: the flat drawing's are hidden with it, and a hidden clip shows nothing.
                copy.querySelectorAll("clipPath[id]").forEach((c) => {
                  const old = "url(#" + c.id + ")";
                  c.id += "-layer-" + level;
                  copy.querySelectorAll("[clip-path='" + old + "']").forEach((e) => e.setAttribute("clip-path", "url(#" + c.id + ")"));
                });
                copy.setAttribute("viewBox", vb);
                copy.setAttribute("width", String(bw * scale));
                copy.setAttribute("height", String(bh * scale));
                copy.removeAttribute("style");
                const layer = el("div", { class: "layer", "data-depth": String(depth) });
                layer.style.transform = "translate(" + (-bw * scale / 2) + "px, " + (-bh * scale / 2) + "px) translateZ(" + level * GAP + "px)";
                layer.appendChild(copy);
                stack.appendChild(layer);
              });
              apply();
            }
            function toggle() {
              on = !on;
              view.hidden = !on;
              host.classList.toggle("exploded", on);
              redraw();
              apply();
            }
            function reset() { angle = { ...START }; apply(); }
            // A drag rotates (and is not a click); the stage's own pan and zoom stay on the flat drawing.
            view.addEventListener("pointerdown", (e) => { from = { x: e.clientX, y: e.clientY }; moved = false; e.stopPropagation(); });
            view.addEventListener("pointermove", (e) => {
              if (!from) return;
              e.stopPropagation();
              const dx = e.clientX - from.x, dy = e.clientY - from.y;
              if (!moved && Math.hypot(dx, dy) < 4) return;
              if (!moved) { moved = true; if (e.pointerId !== undefined && view.setPointerCapture) try { view.setPointerCapture(e.pointerId); } catch (_) {} }
              angle = { x: Math.min(Math.max(angle.x - dy * 0.4, 0), 85), z: angle.z + dx * 0.4 };
              from = { x: e.clientX, y: e.clientY };
              apply();
            });
            const up = (e) => { from = null; e.stopPropagation(); };
            view.addEventListener("pointerup", up);
            view.addEventListener("pointercancel", up);
            view.addEventListener("wheel", (e) => e.stopPropagation());
            view.addEventListener("click", (e) => { if (moved) { e.stopPropagation(); moved = false; } });
            $("explode").addEventListener("click", toggle);
            $("explode-reset").addEventListener("click", reset);
            document.addEventListener("keydown", (e) => {
              const t = e.target;
              if (e.ctrlKey || e.metaKey || e.altKey || (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA"))) return;
              if (e.key === "e" || e.key === "E") { e.preventDefault(); toggle(); }
              else if ((e.key === "r" || e.key === "R") && on) { e.preventDefault(); reset(); }
            });
            return { toggle, reset, redraw, isOn: () => on };
          })();
        """#
}
