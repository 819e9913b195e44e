// The inspector page's layout, checked in the browser (scripts/inspector-check.sh appends this
// script to a copy of an inspector page and dumps the DOM with headless Chromium). For every
// scene of the page (or those window.INSPECTOR_CHECK.scenes names), once it is drawn: the screen
// outline lies inside the stage and the window; no two labels on the drawing overlap; every label
// lies inside the stage and the window; every label is drawn between 10 and 14 CSS pixels (its
// font size times the drawing's scale); the page scrolls neither way and the panel does not
// scroll sideways (nothing clipped); then, zoomed in three steps with the + key, the labels again
// (size, overlaps, inside the stage).
// Then, on the first scene checked: the layers (each of the panel's boxes hides exactly its
// shapes and shows them again, and the choice is in the URL's hash and survives a reload), the
// selection of every bar, keyboard, reserved region, split column and keyboard layout guide (the panel shows its frame, the numbers
// the drawing's shape has), the search (a view's name, class and path each select it), and the
// colours in the light and the dark appearance: every kind of text at 4.5:1 or more against its
// background, every legend line at 3:1 against the page, and the legend's line colours at least
// 15 apart (CIE ΔE*ab) for normal vision and simulated protanopia and deuteranopia. Then the checks
// another script registers in window.INSPECTOR_EXTRA_CHECKS (scripts/inspector_tree_check.js).
// With window.INSPECTOR_CHECK.grid = { notDrawn: N }: the page opens on the grid; every screen of
// the index is drawn once, its picture loaded, labelled with its device and release, scaled
// like the others; no two cells overlap and none leaves the grid sideways; N screens are listed
// as not drawn; a click on a cell opens that screen in the inspector, and g goes back.
// It only reads the DOM and sends events, so it runs on any version of the page. The result goes
// into a pre element whose id is layout-check: one line per check, "ok" or the failures, then
// "RESULT pass|fail".
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
  const config = window.INSPECTOR_CHECK || {};
  const press = (key) => document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));

  // The shapes each layer of the panel holds, as this check knows them (not read from the page).
  const LAYERS = {
    "safe-area": ".unsafe", "safe-area-guides": ".guide-safe-area", "margins": ".guide-margins",
    "insets": ".adjusted-inset, .content-inset, .indicator-track", "bars": ".bar:not(.search-bar)",
    "search-bar": ".search-bar", "keyboard": ".keyboard", "keyboard-guide": ".keyboard-guide", "columns": ".split-column",
    "regions": ".reserved-region, .window-controls", "labels": "text:not(.badge-text)",
  };
  const drawing = () => document.querySelector("#stage svg");
  const box = (name) => document.querySelector("#layers input[data-layer='" + name + "']");
  function toggle(name, on) {
    const b = box(name);
    if (b.checked === on) return;
    b.checked = on;
    b.dispatchEvent(new Event("change", { bubbles: true }));
  }
  const shown = (selector) => [...drawing().querySelectorAll(selector)].filter(visible).length;
  const present = (selector) => drawing().querySelectorAll(selector).length;

  async function checkLayers() {
    const problems = [];
    if (!document.getElementById("layers")) return ["no layer toggles (#layers)"];
    let tried = 0;
    for (const name of Object.keys(LAYERS)) {
      const b = box(name);
      if (!b) { problems.push("no box for the layer " + name); continue; }
      const selector = LAYERS[name], count = present(selector);
      const start = b.checked;
      // The hash names the shown layers whenever they are not the page's first choice.
      const hashSays = (state) => {
        const said = new URLSearchParams(location.hash.slice(1)).get("layers");
        const checked = [...document.querySelectorAll("#layers input[data-layer]")].filter((x) => x.checked).map((x) => x.dataset.layer);
        if (state !== start && said !== checked.join(","))
          problems.push(name + (state ? " on" : " off") + ": the hash " + JSON.stringify(location.hash) + " does not name the shown layers");
      };
      toggle(name, true); await wait(30);
      const on = shown(selector);
      hashSays(true);
      toggle(name, false); await wait(30);
      const off = shown(selector);
      hashSays(false);
      // The other layers keep their shapes: hiding one hides nothing else.
      const others = Object.keys(LAYERS).filter((n) => n !== name && box(n) && box(n).checked && n !== "labels");
      const otherShown = others.map((n) => shown(LAYERS[n]));
      toggle(name, true); await wait(30);
      const otherAgain = others.map((n) => shown(LAYERS[n]));
      toggle(name, start); await wait(30);
      if (count === 0) continue;
      tried++;
      if (on === 0) problems.push(name + " on: none of its " + count + " shapes shown");
      if (off !== 0) problems.push(name + " off: " + off + " of its shapes still shown");
      if (otherShown.join() !== otherAgain.join()) problems.push(name + " off hid another layer's shapes");
    }
    if (tried === 0) problems.push("no layer had shapes on this scene");
    return problems.length ? problems : ["ok (" + tried + " layers with shapes toggled)"];
  }

  // Bars, the keyboard, reserved regions, split columns and keyboard layout guides: a click on each
  // selects it and the panel shows its frame.
  const KINDS = [["bar", "bar"], ["keyboard", "keyboard"], ["reserved-region", "reserved region"],
    ["split-column", "split column"], ["keyboard-guide", "keyboard layout guide"]];
  async function checkSelection(n) {
    const problems = [];
    const things = [...drawing().querySelectorAll(KINDS.map(([c]) => "." + c).join(", "))].filter(visible);
    for (const t of things) {
      t.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      await wait(20);
      const heading = document.querySelector("#selection h2");
      const what = KINDS.find(([c]) => t.classList.contains(c))[1];
      const name = what + " " + (t.getAttribute("data-path") || "") + " " + (t.getAttribute("data-kind") || "");
      if (!heading || heading.textContent !== "Selected " + what) { problems.push(name + ": the panel says " + JSON.stringify(heading && heading.textContent)); continue; }
      if (!t.classList.contains("selected")) problems.push(name + ": not drawn selected");
      const cell = (k) => { const c = document.querySelector("#selection td[data-key$='Frame." + k + "']"); return c ? Number(c.textContent) : NaN; };
      // A region of no width (the iPhone Duo's fold) is drawn as a line 2 pt wide centred on it, a
      // keyboard layout guide's top line (no height) 2 pt tall.
      const thin = cell("width") === 0 && Number(t.getAttribute("width")) === 2;
      const flat = cell("height") === 0 && Number(t.getAttribute("height")) === 2;
      for (const k of ["x", "y", "width", "height"]) {
        const drawn = Number(t.getAttribute(k)) + (thin && k === "x" ? 1 : 0) - (thin && k === "width" ? 2 : 0) +
          (flat && k === "y" ? 1 : 0) - (flat && k === "height" ? 2 : 0);
        if (!(Math.abs(cell(k) - drawn) < 0.01)) problems.push(name + ": the panel's " + k + " " + cell(k) + " is not the drawn " + drawn);
      }
    }
    const counts = KINDS.map(([c, what]) => [things.filter((t) => t.classList.contains(c)).length, what]).filter(([k]) => k > 0);
    return problems.length ? problems : ["ok (" + (counts.map(([k, what]) => k + " " + what).join(", ") || "nothing") + " selected)"];
  }

  async function checkSearch(n) {
    const find = document.getElementById("find");
    if (!find) return ["no search box (#find)"];
    const data = JSON.parse(document.getElementById("data-" + n).textContent);
    const problems = [];
    const last = data.views[data.views.length - 1];
    if (!last) return ["ok (no views)"];
    for (const query of [last.name, last.kind, last.path].filter(Boolean)) {
      find.value = query;
      find.dispatchEvent(new Event("input", { bubbles: true }));
      find.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
      await wait(20);
      const first = data.views.find((v) => [v.name || "", v.kind, v.path].some((s) => s.toLowerCase().includes(query.toLowerCase())));
      const said = document.getElementById("selected-path");
      if (!said || !said.textContent.endsWith(" · " + first.path)) problems.push("search " + JSON.stringify(query) + " selected " + JSON.stringify(said && said.textContent) + ", not " + first.path);
    }
    find.value = ""; find.dispatchEvent(new Event("input", { bubbles: true }));
    return problems.length ? problems : ["ok (name, class and path each found)"];
  }

  // Colours: text and lines against the page in each appearance, and the legend's line colours
  // for colour-blind eyes. Contrast as WCAG 2.2 defines it (relative luminance of sRGB); CIE 1976
  // L*a*b* (D65) for the differences; protanopia and deuteranopia simulated with Machado, Oliveira
  // and Fernandes (2009), severity 1, in linear RGB.
  const TEXT = 4.5, LINE = 3, DELTA_E = 15;
  const parse = (c) => { const m = /rgba?\(([^)]+)\)/.exec(c || ""); if (!m) return null; const v = m[1].split(/[ ,/]+/).filter(Boolean).map(Number); return [v[0], v[1], v[2], v.length > 3 ? v[3] : 1]; };
  const over = (fg, bg) => [0, 1, 2].map((i) => fg[i] * fg[3] + bg[i] * (1 - fg[3])).concat(1);
  const linear = (c) => { c /= 255; return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); };
  const luminance = (c) => 0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2]);
  const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const hex = (c) => "#" + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, "0")).join("").toUpperCase();
  const MACHADO = {
    protanopia: [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    deuteranopia: [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
  };
  function lab(c, vision) {
    let v = c.slice(0, 3).map(linear);
    if (vision) v = MACHADO[vision].map((row) => Math.min(1, Math.max(0, row[0] * v[0] + row[1] * v[1] + row[2] * v[2])));
    const [r, g, b] = v;
    const X = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, Y = 0.2126 * r + 0.7152 * g + 0.0722 * b, Z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const f = (t) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
    return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))];
  }
  const deltaE = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
  function backgroundOf(e) {
    for (let n = e; n && n.nodeType === 1; n = n.parentElement) {
      const c = parse(getComputedStyle(n).backgroundColor);
      if (c && c[3] > 0) return c;
    }
    return parse(getComputedStyle(document.documentElement).backgroundColor) || [255, 255, 255, 1];
  }
  // One appearance: every text of the page's kinds (probes of each kind put in the panel for the
  // measurement), the drawing's labels and badges, and every legend swatch's line.
  function checkAppearance(name) {
    const problems = [];
    const panel = document.getElementById("panel");
    const probe = document.createElement("div");
    probe.innerHTML = '<p>text</p><span class="why">why</span><span class="severity-error">error</span>' +
      '<span class="severity-warning">warning</span><span class="assumption">assumption</span>' +
      '<div id="views"><button aria-selected="true">chosen view</button></div><nav id="breadcrumb"><button>link</button></nav>' +
      '<ul id="moved-list"><li>moved</li></ul><div class="grid-cell"><span class="differs">differs</span></div>' +
      '<svg id="legend-render" width="40" height="20"><text class="label" x="2" y="12">label</text>' +
      '<circle class="badge" cx="30" cy="10" r="9"></circle><text class="badge-text" x="26" y="14">1</text></svg>';
    panel.appendChild(probe);
    const texts = [...probe.querySelectorAll("p, span, button, li")].concat([...document.querySelectorAll("#toolbar .hint, #scene-count, header h1")]);
    for (const t of texts) {
      if (!visible(t) && !probe.contains(t)) continue;
      const bg = backgroundOf(t), fg = over(parse(getComputedStyle(t).color), bg), c = contrast(fg, bg);
      if (c < TEXT) problems.push("text " + JSON.stringify(t.className || t.id || t.tagName) + " " + hex(fg) + " on " + hex(bg) + ": " + c.toFixed(2) + ":1");
    }
    const label = probe.querySelector("text.label"), badge = probe.querySelector("circle.badge"), digit = probe.querySelector("text.badge-text");
    const pairs = [["label on its halo", getComputedStyle(label).fill, getComputedStyle(label).stroke], ["badge digit", getComputedStyle(digit).fill, getComputedStyle(badge).fill]];
    for (const [what, f, b] of pairs) {
      const fg = parse(f), bg = parse(b);
      if (!fg || !bg) { problems.push(what + ": no colour (" + f + " on " + b + ")"); continue; }
      const c = contrast(fg, bg);
      if (c < TEXT) problems.push(what + " " + hex(fg) + " on " + hex(bg) + ": " + c.toFixed(2) + ":1");
    }
    probe.remove();
    const paper = backgroundOf(document.getElementById("legend-render"));
    const lines = new Map();
    for (const s of document.querySelectorAll("#legend-render .swatch")) {
      const st = getComputedStyle(s), stroke = parse(st.stroke);
      if (!stroke || stroke[3] === 0 || Number(st.strokeOpacity) === 0 || parseFloat(st.strokeWidth) === 0) continue;
      const c = over([stroke[0], stroke[1], stroke[2], stroke[3] * Number(st.strokeOpacity)], paper);
      const k = s.getAttribute("class").replace("swatch ", "");
      if (contrast(c, paper) < LINE) problems.push("line " + k + " " + hex(c) + " on " + hex(paper) + ": " + contrast(c, paper).toFixed(2) + ":1");
      if (!lines.has(hex(c))) lines.set(hex(c), { c, k });
    }
    let least = null;
    const entries = [...lines.values()];
    for (const vision of [null, "protanopia", "deuteranopia"])
      for (let i = 0; i < entries.length; i++) for (let j = i + 1; j < entries.length; j++) {
        const d = deltaE(lab(entries[i].c, vision), lab(entries[j].c, vision));
        if (!least || d < least.d) least = { d, vision, a: entries[i], b: entries[j] };
      }
    if (!least) problems.push("no legend lines");
    else if (least.d < DELTA_E)
      problems.push("legend lines " + least.a.k + " " + hex(least.a.c) + " and " + least.b.k + " " + hex(least.b.c) + " are " +
        least.d.toFixed(1) + " apart (ΔE*ab) for " + (least.vision || "normal vision") + ", under " + DELTA_E);
    const summary = name + ": " + entries.length + " line colours, the closest " + (least ? least.d.toFixed(1) : "?") + " apart (" +
      (least ? (least.vision || "normal vision") + ", " + least.a.k + " and " + least.b.k : "") + ")";
    return problems.length ? problems.map((p) => name + ": " + p) : ["ok (" + summary + ")"];
  }
  async function checkColours() {
    // The simulation can fail: red and olive, 86 apart for normal vision, are under 15 apart for
    // deuteranopia (the confusion every red-green palette risks).
    const red = lab([224, 0, 0, 1], "deuteranopia"), olive = lab([128, 128, 0, 1], "deuteranopia");
    if (!(deltaE(lab([224, 0, 0, 1], null), lab([128, 128, 0, 1], null)) > 80 && deltaE(red, olive) < DELTA_E))
      return ["self-test: the deuteranopia simulation does not confuse red #E00000 and olive #808000"];
    const pick = document.getElementById("pick-theme");
    if (!pick) return checkAppearance("light").filter((p) => !p.startsWith("ok")).concat(["no dark appearance (#pick-theme)"]);
    const problems = [], oks = [];
    for (const theme of ["light", "dark"]) {
      pick.value = theme; pick.dispatchEvent(new Event("change", { bubbles: true }));
      await wait(30);
      if (document.body.getAttribute("data-theme-shown") !== theme) problems.push(theme + " not shown");
      const bg = backgroundOf(document.body);
      if ((luminance(bg) > 0.5) !== (theme === "light")) problems.push(theme + ": the page's background is " + hex(bg));
      for (const p of checkAppearance(theme)) (p.startsWith("ok") ? oks : problems).push(p);
    }
    pick.value = "auto"; pick.dispatchEvent(new Event("change", { bubbles: true }));
    return problems.length ? problems : oks;
  }

  async function checkGrid(index) {
    const problems = [];
    const grid = document.getElementById("grid");
    if (!grid || document.body.getAttribute("data-view") !== "grid" || !visible(grid)) return ["the page does not open on a grid"];
    const cells = [...grid.querySelectorAll(".grid-cell")];
    const drawn = cells.map((c) => Number(c.getAttribute("data-scene"))).sort((a, b) => a - b);
    if (drawn.join() !== index.map((_, n) => n).join()) problems.push(cells.length + " cells for " + index.length + " screens");
    for (let k = 0; k < 100 && cells.some((c) => !c.querySelector("img").complete); k++) await wait(50);
    // One scale for every cell: the largest drawing's, each cell within a pixel of its points times it.
    let reference = null;
    for (const c of cells) {
      const e = index[Number(c.getAttribute("data-scene"))], img = c.querySelector("img");
      if (!img.complete || img.naturalWidth === 0) problems.push("cell " + e.device + " iOS " + e.ios + ": no picture");
      if (!c.textContent.includes(e.device) || !c.textContent.includes("iOS " + e.ios)) problems.push("cell " + c.getAttribute("data-scene") + " is not labelled " + e.device + ", iOS " + e.ios);
      const [w, h] = img.getAttribute("data-points").split("x").map(Number), r = img.getBoundingClientRect();
      if (!reference || Math.max(w, h) > reference.longest) reference = { longest: Math.max(w, h), scale: Math.max(r.width, r.height) / Math.max(w, h) };
      c.points = [w, h, r.width, r.height];
    }
    for (const c of cells) {
      const [w, h, width, height] = c.points;
      if (Math.abs(width - w * reference.scale) > 1 || Math.abs(height - h * reference.scale) > 1)
        problems.push("cell " + c.getAttribute("data-scene") + " drawn " + width + "x" + height + " px for " + w + "x" + h + " pt, not at " + reference.scale.toFixed(3) + " px per pt");
    }
    const boxes = cells.map((c) => c.getBoundingClientRect());
    for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++)
      if (meet(boxes[i], boxes[j])) problems.push("cells " + i + " and " + j + " overlap");
    if (grid.scrollWidth > grid.clientWidth + 1) problems.push("the grid is clipped sideways: " + grid.scrollWidth + " in " + grid.clientWidth);
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1 || root.scrollHeight > window.innerHeight + 1) problems.push("the page scrolls");
    const listed = grid.querySelectorAll("#grid-not-drawn li").length;
    if (config.grid.notDrawn !== undefined && listed !== config.grid.notDrawn) problems.push(listed + " screens listed as not drawn, not " + config.grid.notDrawn);
    // A click on the last cell opens its screen.
    const target = cells[cells.length - 1];
    if (target) {
      const n = Number(target.getAttribute("data-scene"));
      target.click();
      await wait(200);
      if (document.body.getAttribute("data-view") !== "scene" || !/scene=(\d+)/.test(location.hash) || Number(/scene=(\d+)/.exec(location.hash)[1]) !== n)
        problems.push("a click on cell " + n + " did not open it (hash " + location.hash + ")");
      else if (document.getElementById("pick-device").value !== index[n].device || document.getElementById("pick-release").value !== index[n].ios)
        problems.push("a click on cell " + n + " opened " + document.getElementById("pick-device").value);
      else problems.push(...checkScene(n, false).filter((p) => !p.startsWith("ok")).map((p) => "opened from the grid: " + p));
      press("g"); await wait(100);
      if (document.body.getAttribute("data-view") !== "grid") problems.push("g did not go back to the grid");
    }
    return problems.length ? problems : ["ok (" + cells.length + " screens, " + listed + " not drawn)"];
  }

  async function sceneChecks(index) {
    let failed = false;
    const scenes = config.scenes || index.map((_, n) => n);
    for (const n of scenes) {
      location.hash = "#scene=" + n;
      await wait(150);
      let problems = checkScene(n, false);
      // Zoomed in three steps (the + key): the labels keep their size and still neither overlap
      // nor leave the stage; 0 fits again.
      for (let k = 0; k < 3; k++) press("+");
      await wait(100);
      const zoomed = checkScene(n, true).filter((p) => !p.startsWith("ok")).map((p) => "zoomed in: " + p);
      press("0");
      await wait(50);
      if (zoomed.length) problems = problems.filter((p) => !p.startsWith("ok")).concat(zoomed);
      if (!problems.length) problems = checkScene(n, false);
      if (!problems[0].startsWith("ok")) failed = true;
      out.push("scene " + n + " (" + index[n].title + ", " + index[n].device + ", " + index[n].orientation + "): " +
        problems.join("; "));
    }
    return failed;
  }

  function finish(failed) {
    out.push("RESULT " + (failed ? "fail" : "pass") + " at " + window.innerWidth + "x" + window.innerHeight);
    const pre = document.createElement("pre");
    pre.id = "layout-check";
    pre.textContent = out.join("\n");
    document.body.appendChild(pre);
  }

  // Before the reload: the layers set to bars off and layout margins on. After it: the same.
  const RELOAD = "inspector-check-reload";
  async function afterReload(saved) {
    const problems = [];
    const shownNow = [...document.querySelectorAll("#layers input[data-layer]")].filter((b) => b.checked).map((b) => b.dataset.layer).join(",");
    if (shownNow !== saved.layers) problems.push("after a reload the layers are " + JSON.stringify(shownNow) + ", not " + JSON.stringify(saved.layers));
    if (present(".bar:not(.search-bar)") && shown(".bar:not(.search-bar)")) problems.push("after a reload the bars are shown");
    if (present(".guide-margins") && !shown(".guide-margins")) problems.push("after a reload the layout margins are hidden");
    return problems.length ? problems : ["ok (" + shownNow + ")"];
  }

  async function run() {
    while (document.body.getAttribute("data-ready") !== "1") await wait(20);
    const index = JSON.parse(document.getElementById("scene-index").textContent).scenes;
    // The state kept for the reload, read only when this load is that reload (a browser
    // profile may keep session storage from an earlier run).
    const navigation = performance.getEntriesByType("navigation")[0];
    const saved = navigation && navigation.type === "reload" ? JSON.parse(sessionStorage.getItem(RELOAD) || "null") : null;
    sessionStorage.removeItem(RELOAD);
    if (saved) {
      sessionStorage.removeItem(RELOAD);
      out.push(...saved.out);
      const problems = await afterReload(saved);
      out.push("layers after a reload: " + problems.join("; "));
      finish(saved.failed || !problems[0].startsWith("ok"));
      return;
    }
    let failed = false;
    if (config.grid) {
      const problems = await checkGrid(index);
      out.push("grid: " + problems.join("; "));
      if (!problems[0].startsWith("ok")) failed = true;
    }
    if (await sceneChecks(index)) failed = true;
    const first = (config.scenes || [0])[0];
    location.hash = "#scene=" + first;
    await wait(150);
    const checks = [["layers", checkLayers], ["selection", checkSelection], ["search", checkSearch], ["colours", checkColours]];
    for (const [name, check] of checks.concat(window.INSPECTOR_EXTRA_CHECKS || [])) {
      const problems = await check(first);
      out.push(name + " (scene " + first + "): " + problems.join("; "));
      if (!problems[0].startsWith("ok")) failed = true;
    }
    if (!document.getElementById("layers")) { out.push("layers after a reload: no layer toggles"); finish(true); return; }
    toggle("bars", false); toggle("margins", true);
    await wait(50);
    const layers = [...document.querySelectorAll("#layers input[data-layer]")].filter((b) => b.checked).map((b) => b.dataset.layer).join(",");
    sessionStorage.setItem(RELOAD, JSON.stringify({ out, failed, layers }));
    location.reload();
  }
  // A check that throws fails the run, with the error's message.
  run().catch((error) => { out.push("the check threw: " + (error && error.stack || error)); finish(true); });
})();
