// The inspector page's layout, checked in the browser (scripts/inspector-check.sh appends this
// script to a copy of an inspector page and dumps the DOM with headless Chromium). For every
// scene of the page, once it is drawn: the screen outline lies inside the stage and the window;
// no two labels on the drawing overlap; every label lies inside the stage and the window; every
// label is drawn between 10 and 14 CSS pixels (its font size times the drawing's scale); the
// page scrolls neither way and the panel does not scroll sideways (nothing clipped); then, zoomed
// in three steps with the + key, the labels again (size, overlaps, inside the stage). It only
// reads the DOM, so it runs on any version of the page. The result goes into a pre element
// whose id is layout-check: one line per scene, "ok" or the failures, then "RESULT pass|fail".
"use strict";
(function () {
  const TOLERANCE = 0.5;  // px: boxes that share an edge do not overlap
  const out = [];
  const visible = (e) => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    for (let n = e; n && n.nodeType === 1; n = n.parentNode) {
      const s = getComputedStyle(n);
      if (s.display === "none" || s.visibility === "hidden" || Number(s.opacity) === 0) return false;
    }
    return true;
  };
  const fmt = (r) => [r.left, r.top, r.width, r.height].map((n) => Math.round(n)).join(",");
  const inside = (r, box) => r.left >= box.left - TOLERANCE && r.top >= box.top - TOLERANCE &&
    r.right <= box.right + TOLERANCE && r.bottom <= box.bottom + TOLERANCE;
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;

  function checkScene(n, zoomed) {
    const problems = [];
    const win = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };
    const stage = document.getElementById("stage");
    const svg = stage && stage.querySelector("svg");
    if (!svg) return ["no drawing on the stage"];
    const stageBox = stage.getBoundingClientRect();
    const screen = svg.querySelector("[id$='-screen'].screen, rect.screen");
    if (!screen) problems.push("no screen outline");
    else if (!zoomed) {
      const r = screen.getBoundingClientRect();
      if (!inside(r, stageBox)) problems.push("screen " + fmt(r) + " leaves the stage " + fmt(stageBox));
      if (!inside(r, win)) problems.push("screen " + fmt(r) + " leaves the window " + win.right + "x" + win.bottom);
    }
    const labels = [...svg.querySelectorAll("text")].filter((t) => !t.classList.contains("badge-text") && visible(t));
    const boxes = labels.map((t) => ({ t, r: t.getBoundingClientRect() }));
    for (const { t, r } of boxes) {
      const name = JSON.stringify(t.textContent.slice(0, 40));
      if (!inside(r, stageBox) || !inside(r, win)) problems.push("label " + name + " " + fmt(r) + " leaves the stage or window");
      const ctm = t.getScreenCTM();
      const size = parseFloat(getComputedStyle(t).fontSize) * Math.hypot(ctm.a, ctm.b);
      if (!(size >= 10 && size <= 14)) problems.push("label " + name + " drawn at " + size.toFixed(1) + " px");
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        if (meet(boxes[i].r, boxes[j].r))
          problems.push("labels overlap: " + JSON.stringify(boxes[i].t.textContent.slice(0, 30)) + " " + fmt(boxes[i].r) +
            " and " + JSON.stringify(boxes[j].t.textContent.slice(0, 30)) + " " + fmt(boxes[j].r));
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1 || root.scrollHeight > window.innerHeight + 1)
      problems.push("the page scrolls: " + root.scrollWidth + "x" + root.scrollHeight + " in " + win.right + "x" + win.bottom);
    const panel = document.getElementById("panel");
    if (panel && panel.scrollWidth > panel.clientWidth + 1)
      problems.push("the panel is clipped sideways: " + panel.scrollWidth + " px wide in " + panel.clientWidth);
    if (panel && !inside(panel.getBoundingClientRect(), win)) problems.push("the panel " + fmt(panel.getBoundingClientRect()) + " leaves the window");
    return problems.length ? problems : ["ok (" + labels.length + " labels)"];
  }

  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  async function run() {
    while (document.body.getAttribute("data-ready") !== "1") await wait(20);
    const index = JSON.parse(document.getElementById("scene-index").textContent).scenes;
    let failed = false;
    for (let n = 0; n < index.length; n++) {
      location.hash = "#scene=" + n;
      await wait(150);
      let problems = checkScene(n, false);
      // Zoomed in three steps (the + key): the labels keep their size and still neither overlap
      // nor leave the stage; 0 fits again.
      for (let k = 0; k < 3; k++) document.dispatchEvent(new KeyboardEvent("keydown", { key: "+", bubbles: true }));
      await wait(100);
      const zoomed = checkScene(n, true).filter((p) => !p.startsWith("ok")).map((p) => "zoomed in: " + p);
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "0", bubbles: true }));
      await wait(50);
      if (zoomed.length) problems = problems.filter((p) => !p.startsWith("ok")).concat(zoomed);
      if (!problems.length) problems = checkScene(n, false);
      if (!problems[0].startsWith("ok")) failed = true;
      out.push("scene " + n + " (" + index[n].title + ", " + index[n].device + ", " + index[n].orientation + "): " +
        problems.join("; "));
    }
    out.push("RESULT " + (failed ? "fail" : "pass") + " at " + window.innerWidth + "x" + window.innerHeight);
    const pre = document.createElement("pre");
    pre.id = "layout-check";
    pre.textContent = out.join("\n");
    document.body.appendChild(pre);
  }
  run();
})();
