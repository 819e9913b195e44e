/// The inspector page's labels: drawn at one on-screen size (11 CSS pixels) whatever the zoom,
/// and placed again at every zoom so that none overlaps another, covers a finding's badge, sits
/// on a sheet over its view, or leaves the visible part of the screen. Each label is tried where
/// `render` put it, then a line lower, a line higher, … (eight lines each way), slid sideways to
/// stay inside; one that fits nowhere is hidden, and the toolbar counts the hidden ones (zoom in
/// to see them; the panel lists every label in full). A label whose anchor is out of sight
/// (zoomed or panned away, more than two lines beyond the visible screen) is not drawn. A label
/// longer than 36 characters shows its head on the drawing (`top 32 …` of `top 32: the landscape
/// top inset; …`) and its whole text on hover and in the panel.
///
/// It defines `Labels` (in the page script's scope): `Labels.attach(svg)` when a scene is drawn,
/// `Labels.refresh()` when a layer is turned on or off (a label of a hidden layer is skipped);
/// it re-places the labels whenever the stage's scale changes.
package enum InspectorLabelScript {
    /// The script's source, run inside the page script's function after the stage's.
    package static let source = #"""
          const Labels = (function () {
            const FONT = 11, HALO = 3, LONGEST = 36;
            const OFFSETS = [0]; for (let k = 1; k <= 8; k++) OFFSETS.push(k, -k);
            let svg = null, items = [], badges = [];
            function shorten(text) {
              if (text.length <= LONGEST) return text;
              const cut = text.indexOf(": ");
              const head = cut > 0 ? text.slice(0, cut) : text;
              return head.length <= LONGEST ? head + " …" : head.slice(0, LONGEST - 1) + "…";
            }
            function attach(element) {
              svg = element;
              items = [...svg.querySelectorAll("text")].filter((t) => !t.classList.contains("badge-text")).map((t) => {
                const full = t.textContent, short = shorten(full);
                if (short !== full) {
                  t.textContent = short;
                  const title = document.createElementNS(SVGNS, "title"); title.textContent = full; t.appendChild(title);
                }
                t.setAttribute("data-full", full);
                return { t, full, x: Number(t.getAttribute("x")), y: Number(t.getAttribute("y")),
                         anchor: t.getAttribute("text-anchor") || "start", vertical: t.hasAttribute("transform"),
                         dimmed: t.classList.contains("dimmed") };
              });
              badges = [...svg.querySelectorAll("circle.badge")].map((c) => ({
                c, cx: Number(c.getAttribute("cx")), cy: Number(c.getAttribute("cy")),
                text: svg.querySelector("#" + CSS.escape(c.id.replace(/badge-(\d+)$/, "badge-text-$1"))) }));
              listLabels();
              place(Stage.scale());
            }
            // Every label in full, in the panel: what is hidden or shortened on the drawing is read here.
            function listLabels() {
              const list = el("ul", { class: "why", id: "label-list" });
              for (const it of items) {
                const li = el("li", { "data-path": it.t.getAttribute("data-path") || "" }, it.full);
                list.appendChild(li);
              }
              $("labels").replaceChildren(list);
            }
            const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0 &&
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0;
            const within = (a, c) => a.left >= c.left && a.right <= c.right && a.top >= c.top && a.bottom <= c.bottom;
            function place(scale) {
              if (!svg || !svg.isConnected) return;
              svg.style.fontSize = FONT / scale + "px";
              svg.style.setProperty("--halo", HALO / scale + "px");
              const screen = svg.querySelector("rect.screen"), host = $("stage");
              if (!screen) return;
              const s = screen.getBoundingClientRect(), h = host.getBoundingClientRect();
              const canvas = { left: Math.max(s.left, h.left) + 1, top: Math.max(s.top, h.top) + 1,
                               right: Math.min(s.right, h.right) - 1, bottom: Math.min(s.bottom, h.bottom) - 1 };
              const covers = [...svg.querySelectorAll(".sheet-background")].map((e) => e.getBoundingClientRect());
              const taken = [];
              for (const b of badges) {
                b.c.setAttribute("r", String(9 / scale));
                if (b.text) b.text.setAttribute("y", String(b.cy + 4 / scale));
                taken.push(b.c.getBoundingClientRect());
              }
              let hidden = 0;
              for (const it of items) {
                it.t.removeAttribute("display");
                it.t.setAttribute("x", String(it.x)); it.t.setAttribute("y", String(it.y));
                if (it.vertical) it.t.setAttribute("transform", "rotate(-90 " + it.x + " " + it.y + ")");
                // A label whose layer is turned off (the panel's Layers) is neither placed nor counted.
                if (getComputedStyle(it.t).display === "none") continue;
                const m = it.t.parentNode.getScreenCTM();
                const p = new DOMPoint(it.x, it.y).matrixTransform(m);
                const w = it.t.getComputedTextLength() * scale;
                // A label whose view is out of sight (zoomed or panned away) is not drawn, nor counted.
                const slack = 2 * (FONT + 3);
                const from = it.vertical ? p.x : p.x - w * (it.anchor === "middle" ? 0.5 : it.anchor === "end" ? 1 : 0);
                const span = it.vertical ? [p.y - w / 2, p.y + w / 2] : [p.y, p.y];
                if (from + (it.vertical ? 0 : w) < canvas.left - slack || from > canvas.right + slack ||
                    span[1] < canvas.top - slack || span[0] > canvas.bottom + slack) {
                  it.t.setAttribute("display", "none");
                  continue;
                }
                let at = null;
                for (const k of OFFSETS) {
                  let box, dx = 0;
                  if (it.vertical) {
                    box = { left: p.x - FONT, right: p.x + 3, top: p.y + k * (FONT + 3) - w / 2, bottom: p.y + k * (FONT + 3) + w / 2 };
                  } else {
                    const left = p.x - w * (it.anchor === "middle" ? 0.5 : it.anchor === "end" ? 1 : 0);
                    box = { left, right: left + w, top: p.y + k * (FONT + 3) - FONT, bottom: p.y + k * (FONT + 3) + 3 };
                    dx = box.left < canvas.left ? canvas.left - box.left : Math.min(0, canvas.right - box.right);
                    box.left += dx; box.right += dx;
                  }
                  if (within(box, canvas) && !taken.some((r) => meet(r, box)) && !(it.dimmed && covers.some((r) => meet(r, box)))) {
                    taken.push(box); at = { x: p.x + dx, y: p.y + k * (FONT + 3) }; break;
                  }
                }
                if (!at) { it.t.setAttribute("display", "none"); hidden++; continue; }
                const q = new DOMPoint(at.x, at.y).matrixTransform(m.inverse());
                const x = Math.round(q.x * 100) / 100, y = Math.round(q.y * 100) / 100;
                it.t.setAttribute("x", String(x)); it.t.setAttribute("y", String(y));
                if (it.vertical) it.t.setAttribute("transform", "rotate(-90 " + x + " " + y + ")");
              }
              $("labels-hidden").textContent = hidden ? hidden + " label" + (hidden === 1 ? "" : "s") + " hidden (zoom in; all in the panel)" : "";
              document.body.setAttribute("data-labels-hidden", String(hidden));
            }
            Stage.onChange(place);
            return { attach, refresh: () => place(Stage.scale()) };
          })();
        """#
}
