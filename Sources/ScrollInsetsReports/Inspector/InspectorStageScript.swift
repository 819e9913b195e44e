/// The inspector page's stage: the drawing scaled to the room the header and the panel leave,
/// zoomed and panned by changing the SVG's `viewBox` (so every shape keeps the model's
/// coordinates). By default the whole drawing fits the stage (and keeps fitting when the window
/// or the header's height changes); the wheel or a pinch zooms about the pointer, a drag (one
/// pointer) pans, `+`/`-` zoom about the middle, `0` fits again, `1` shows one point per CSS
/// pixel. The toolbar's buttons do the same.
///
/// It defines `Stage` (in the page script's scope): `Stage.attach(svg)` when a scene is drawn,
/// `Stage.onChange(f)` to hear of every new scale, `Stage.scale()` (CSS pixels per point),
/// `Stage.box()` (the drawing's own `viewBox`, before zoom and pan).
package enum InspectorStageScript {
    /// The script's source, run inside the page script's function.
    package static let source = #"""
          const Stage = (function () {
            const host = $("stage");
            let svg = null, box = null, mode = "fit", scale = 1, cx = 0, cy = 0;
            const listeners = [];
            const MIN = 0.05, MAX = 16;
            function room() { return { w: Math.max(host.clientWidth, 1), h: Math.max(host.clientHeight, 1) }; }
            function fitScale() { const r = room(); return Math.min(r.w / box.w, r.h / box.h); }
            function apply() {
              if (!svg) return;
              const r = room();
              if (mode === "fit") { scale = fitScale(); cx = box.x + box.w / 2; cy = box.y + box.h / 2; }
              else if (mode === "points") { scale = 1; }
              const w = r.w / scale, h = r.h / scale;
              svg.setAttribute("viewBox", [cx - w / 2, cy - h / 2, w, h].map((n) => Math.round(n * 100) / 100).join(" "));
              document.body.setAttribute("data-zoom", String(Math.round(scale * 1000) / 1000));
              document.body.setAttribute("data-zoom-mode", mode);
              $("zoom-level").textContent = Math.round(scale * 100) + " %" + (mode === "fit" ? " (fit)" : mode === "points" ? " (1 pt = 1 px)" : "");
              $("zoom-points").setAttribute("aria-pressed", String(mode === "points"));
              $("zoom-fit").setAttribute("aria-pressed", String(mode === "fit"));
              for (const f of listeners) f(scale);
            }
            // Zooms by `factor` keeping the drawing's point under (px, py) (stage pixels) in place.
            function zoomAt(factor, px, py) {
              if (!svg) return;
              const r = room();
              const next = Math.min(Math.max(scale * factor, MIN), MAX);
              const ux = cx + (px - r.w / 2) / scale, uy = cy + (py - r.h / 2) / scale;
              cx = ux - (px - r.w / 2) / next; cy = uy - (py - r.h / 2) / next;
              scale = next; mode = "free";
              apply();
            }
            function zoomBy(factor) { const r = room(); zoomAt(factor, r.w / 2, r.h / 2); }
            function panBy(dx, dy) { if (!svg) return; cx -= dx / scale; cy -= dy / scale; mode = "free"; apply(); }
            function fit() { mode = "fit"; apply(); }
            function points() {
              if (mode === "points") { fit(); return; }
              mode = "points"; cx = box.x + box.w / 2; cy = box.y + box.h / 2; apply();
            }
            function attach(element) {
              svg = element;
              const v = svg.viewBox.baseVal;
              box = { x: v.x, y: v.y, w: v.width || 1, h: v.height || 1 };
              svg.removeAttribute("width"); svg.removeAttribute("height");
              svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
              if (mode === "free") mode = "fit";
              apply();
            }
            new ResizeObserver(() => apply()).observe(host);
            host.addEventListener("wheel", (e) => {
              if (!svg) return;
              e.preventDefault();
              const r = host.getBoundingClientRect();
              // A pinch on a trackpad arrives as a wheel event with ctrlKey; both zoom.
              const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? r.height : 1;
              zoomAt(Math.exp(-e.deltaY * unit * (e.ctrlKey ? 0.01 : 0.0015)), e.clientX - r.left, e.clientY - r.top);
            }, { passive: false });
            // Pointers: one drags the drawing (after 4 px, so a click still selects), two pinch.
            const pointers = new Map();
            let dragged = false, pinch = 0;
            host.addEventListener("pointerdown", (e) => {
              pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, sx: e.clientX, sy: e.clientY });
              if (pointers.size === 1) dragged = false;
              if (pointers.size === 2) { const [a, b] = [...pointers.values()]; pinch = Math.hypot(a.x - b.x, a.y - b.y); }
            });
            host.addEventListener("pointermove", (e) => {
              const p = pointers.get(e.pointerId);
              if (!p) return;
              const x = e.clientX, y = e.clientY;
              if (pointers.size === 1) {
                if (!dragged && Math.hypot(x - p.sx, y - p.sy) < 4) return;
                if (!dragged) { dragged = true; host.setPointerCapture(e.pointerId); }
                panBy(x - p.x, y - p.y);
              } else if (pointers.size === 2) {
                p.x = x; p.y = y;
                const [a, b] = [...pointers.values()];
                const d = Math.hypot(a.x - b.x, a.y - b.y);
                const r = host.getBoundingClientRect();
                if (pinch > 0) zoomAt(d / pinch, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
                pinch = d; dragged = true;
              }
              p.x = x; p.y = y;
            });
            const up = (e) => { pointers.delete(e.pointerId); pinch = 0; };
            host.addEventListener("pointerup", up);
            host.addEventListener("pointercancel", up);
            // A drag is not a click: the click that ends it does not select.
            host.addEventListener("click", (e) => { if (dragged) { e.stopImmediatePropagation(); dragged = false; } }, true);
            function key(e) {
              if (e.ctrlKey || e.metaKey || e.altKey) return false;
              if (e.key === "+" || e.key === "=") zoomBy(1.25);
              else if (e.key === "-" || e.key === "_") zoomBy(0.8);
              else if (e.key === "0") fit();
              else if (e.key === "1") points();
              else return false;
              return true;
            }
            document.addEventListener("keydown", (e) => {
              const t = e.target;
              if (t && (t.tagName === "INPUT" || t.tagName === "SELECT" || t.tagName === "TEXTAREA")) return;
              if (key(e)) e.preventDefault();
            });
            $("zoom-in").addEventListener("click", () => zoomBy(1.25));
            $("zoom-out").addEventListener("click", () => zoomBy(0.8));
            $("zoom-fit").addEventListener("click", fit);
            $("zoom-points").addEventListener("click", points);
            return { attach, fit, points, zoomBy, panBy, scale: () => scale, box: () => box, onChange: (f) => listeners.push(f) };
          })();
        """#
}
