// The inspector's exploded (3D) view and keyboard navigation of the tree, checked in the browser.
// scripts/inspector-check.sh appends this script to a copy of a page before
// scripts/inspector_layout_check.js, which runs the checks it registers on the first scene checked
// (window.INSPECTOR_EXTRA_CHECKS, each [name, async function (scene) -> lines]).
// - exploded: `e` shows the stack of layers, one per depth of the hierarchy, each higher than the
//   one before; every view drawn flat is on the layer of its path's depth, and only there; a drag
//   rotates the stack, `r` turns it back, `e` shows the flat drawing again.
// - tree: on the drawing, right selects a view's first subview, left its superview, down and up
//   the next and the previous view.
// - pair: on a page of two releases, both screens side by side at one scale, marked and labelled.
"use strict";
(function () {
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const press = (key, target) => (target || document).dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  const flat = () => document.querySelector("#stage > svg");
  const said = () => { const p = document.getElementById("selected-path"); return p ? p.textContent : ""; };

  async function checkExploded(n) {
    if (!document.getElementById("explode")) return ["no 3D view (#explode)"];
    const problems = [];
    press("e"); await wait(60);
    const view = document.getElementById("exploded");
    if (!view || view.hidden || getComputedStyle(view).display === "none") return ["e did not show the exploded view"];
    if (getComputedStyle(flat()).visibility !== "hidden") problems.push("the flat drawing still shows under the layers");
    const layers = [...view.querySelectorAll(".layer")];
    const z = (l) => { const m = /translateZ\(([-\d.]+)px\)/.exec(l.style.transform); return m ? Number(m[1]) : NaN; };
    if (layers.length < 2) problems.push("only " + layers.length + " layers");
    for (let i = 1; i < layers.length; i++)
      if (!(z(layers[i]) > z(layers[i - 1])) || !(Number(layers[i].dataset.depth) > Number(layers[i - 1].dataset.depth)))
        problems.push("layer " + i + " (depth " + layers[i].dataset.depth + ") is not above the one before");
    const data = JSON.parse(document.getElementById("data-" + n).textContent);
    let placed = 0;
    for (const v of data.views) {
      const selector = ".view[data-path='" + CSS.escape(v.path) + "']";
      if (!flat().querySelector(selector)) continue;
      const on = layers.filter((l) => l.querySelector(selector)).map((l) => l.dataset.depth);
      if (on.join() !== String(v.path.split("/").length)) problems.push(v.path + " is on the layers of depth " + (on.join(",") || "none"));
      else placed++;
    }
    const start = document.body.getAttribute("data-exploded");
    const r = view.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const pointer = (type, dx) => view.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x + dx, clientY: y, pointerId: 7 }));
    pointer("pointerdown", 0); pointer("pointermove", 40); pointer("pointermove", 120); pointer("pointerup", 120);
    await wait(30);
    const turned = document.body.getAttribute("data-exploded");
    if (turned === start) problems.push("a drag did not rotate the layers (" + start + ")");
    press("r"); await wait(30);
    if (document.body.getAttribute("data-exploded") !== start) problems.push("r did not turn the layers back: " + document.body.getAttribute("data-exploded") + ", not " + start);
    press("e"); await wait(60);
    if (!view.hidden || getComputedStyle(flat()).visibility === "hidden") problems.push("e did not bring the flat drawing back");
    return problems.length ? problems : ["ok (" + layers.length + " layers, " + placed + " views each on its depth's; rotated " + start + " -> " + turned + ", reset)"];
  }

  async function checkTree(n) {
    const data = JSON.parse(document.getElementById("data-" + n).textContent);
    const parent = data.views.find((v) => data.views.some((w) => w.path.startsWith(v.path + "/")));
    if (!parent) return ["ok (no view has a subview)"];
    const child = data.views.find((w) => w.path.startsWith(parent.path + "/"));
    const stage = document.getElementById("stage");
    const problems = [];
    location.hash = "#scene=" + n + "&select=" + encodeURIComponent(parent.path);
    await wait(150);
    press("ArrowRight", stage); await wait(20);
    if (!said().endsWith(" · " + child.path)) problems.push("right from " + parent.path + " selected " + JSON.stringify(said()) + ", not " + child.path);
    press("ArrowLeft", stage); await wait(20);
    if (!said().endsWith(" · " + parent.path)) problems.push("left from " + child.path + " selected " + JSON.stringify(said()) + ", not " + parent.path);
    const at = data.views.indexOf(parent);
    press("ArrowDown", stage); await wait(20);
    const next = data.views[Math.min(at + 1, data.views.length - 1)];
    if (!said().endsWith(" · " + next.path)) problems.push("down from " + parent.path + " selected " + JSON.stringify(said()) + ", not " + next.path);
    press("ArrowUp", stage); await wait(20);
    if (!said().endsWith(" · " + parent.path)) problems.push("up selected " + JSON.stringify(said()) + ", not " + parent.path);
    return problems.length ? problems : ["ok (" + parent.path + ": right, left, down, up)"];
  }

  // Two releases (inspect FILE --ios A --ios B): the panel shows both screens side by side, the
  // earlier release first, at one scale, each labelled with its release, the views that differ
  // marked on both when any moved; a click on the other opens it.
  async function checkPair(n) {
    const index = JSON.parse(document.getElementById("scene-index").textContent).scenes;
    if (index[n].pair === null) return ["ok (one release: no pair)"];
    const cells = [...document.querySelectorAll("#pair .pair-cell")];
    if (cells.length !== 2) return [cells.length + " screens side by side, not 2"];
    const problems = [];
    for (let k = 0; k < 50 && cells.some((c) => !c.querySelector("img").complete); k++) await wait(50);
    const scenes = cells.map((c) => Number(c.getAttribute("data-scene")));
    if (scenes.slice().sort().join() !== [n, index[n].pair].sort().join()) problems.push("the pair shows scenes " + scenes.join(", "));
    if (!(Number(index[scenes[0]].ios) < Number(index[scenes[1]].ios))) problems.push("the earlier release is not first");
    const scale = cells.map((c) => { const img = c.querySelector("img"), [w] = img.getAttribute("data-points").split("x").map(Number); return img.getBoundingClientRect().width / w; });
    if (Math.abs(scale[0] - scale[1]) * 400 > 1) problems.push("two scales: " + scale.map((x) => x.toFixed(3)).join(" and ") + " px per pt");
    cells.forEach((c, i) => {
      if (!c.textContent.includes("iOS " + index[scenes[i]].ios)) problems.push("screen " + i + " not labelled iOS " + index[scenes[i]].ios);
      if (c.querySelector("img").naturalWidth === 0) problems.push("screen " + i + ": no picture");
    });
    const listed = document.querySelectorAll("#moved-list li").length;
    const marks = cells.map((c) => Number(c.getAttribute("data-marks")));
    if ((listed > 0) !== (marks[0] > 0 && marks[1] > 0)) problems.push(listed + " views listed as moved, " + marks.join(" and ") + " marked");
    const other = cells.find((c) => Number(c.getAttribute("data-scene")) !== n);
    other.click(); await wait(100);
    if (document.getElementById("pick-release").value !== index[index[n].pair].ios) problems.push("a click on the other screen did not open it");
    return problems.length ? problems : ["ok (iOS " + scenes.map((k) => index[k].ios).join(" and iOS ") + " at " + scale[0].toFixed(3) + " px per pt, " + marks.join(" and ") + " views marked)"];
  }

  window.INSPECTOR_EXTRA_CHECKS = [["exploded", checkExploded], ["tree", checkTree], ["pair", checkPair]];
})();
