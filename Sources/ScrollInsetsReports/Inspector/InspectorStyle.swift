/// The inspector page's fixed parts: its style sheet and the skeleton the script fills in —
/// the switcher, the grid of screens, the stage the scene is drawn on, and the panel (layers,
/// search, selection, views, findings, legend).
package enum InspectorStyle {
    /// The page's CSS, its colours the theme's (``InspectorTheme``): the header takes what its
    /// lines need, the stage and the panel share the rest of the window's height, whatever the
    /// header's; the panel scrolls beside the stage (below it in a window narrower than 640 px).
    package static let sheet = """
        \(InspectorTheme.variables)
        * { box-sizing: border-box }
        body { font-family: \(RenderStyle.fontFamily); margin: 0; color: var(--ink); background: var(--paper); font-size: 14px;
          height: 100vh; display: flex; flex-direction: column; overflow: hidden }
        header { flex: none; display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; padding: 6px 12px;
          border-bottom: 1px solid var(--rule); min-width: 0 }
        header h1 { font-size: 16px; margin: 0; flex: 1 1 100%; min-width: 0; white-space: nowrap; overflow: hidden;
          text-overflow: ellipsis }
        header label { white-space: nowrap; max-width: 100%; overflow: hidden; text-overflow: ellipsis }
        header select { max-width: min(420px, 60vw) }
        main { flex: 1 1 0; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) minmax(280px, 32%) }
        #stage-column { display: flex; flex-direction: column; min-width: 0; min-height: 0 }
        #toolbar { flex: none; display: flex; flex-wrap: wrap; align-items: center; gap: 4px; padding: 4px 8px;
          border-bottom: 1px solid var(--rule-light); font-size: 12px }
        #toolbar button { font: inherit; padding: 1px 8px; min-width: 28px }
        #toolbar button[aria-pressed="true"] { background: var(--pressed); border-color: var(--blue) }
        #toolbar .hint { color: var(--muted) }
        #stage { flex: 1 1 0; min-height: 0; position: relative; overflow: hidden; outline: none; touch-action: none }
        #stage:focus-visible { box-shadow: inset 0 0 0 2px var(--blue) }
        #stage svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; display: block }
        @media (max-width: 640px) {
          main { grid-template-columns: minmax(0, 1fr); grid-template-rows: minmax(0, 3fr) minmax(0, 2fr) }
          aside { border-left: none !important; border-top: 1px solid var(--rule) }
        }
        #stage .view, #stage .bar, #stage .keyboard, #stage .sheet, #stage .split-column, #stage .keyboard-guide {
          cursor: pointer; pointer-events: all }
        #stage rect, #stage line, #stage path, #stage circle { vector-effect: non-scaling-stroke }
        #stage #s-render text { stroke-width: var(--halo, 3px) }
        #stage .hovered, #legend-render .inspector-hovered { stroke: var(--sky) !important;
          stroke-width: 2.5px !important; stroke-opacity: 1 !important; fill: none }
        #stage .selected, #legend-render .inspector-selected { stroke: var(--blue) !important;
          stroke-width: 3px !important; stroke-opacity: 1 !important; stroke-dasharray: none !important; fill: none;
          filter: drop-shadow(0 0 2px var(--sky)) drop-shadow(0 0 3px var(--sky)) }
        #stage .finding-on { stroke-width: 6px !important }
        #legend-render .inspector-moved { fill: none; stroke: var(--purple); stroke-width: 2; stroke-dasharray: 5 3 }
        #legend-render details { margin: 2px 0 }
        #legend-render summary { cursor: pointer; font-weight: bold; font-size: 13px }
        ul.legend { list-style: none; margin: 2px 0 4px 0; padding: 0; font-size: 12px }
        ul.legend li { display: flex; align-items: center; gap: 6px; margin: 1px 0 }
        ul.legend svg { flex: none; overflow: visible }
        #labels-hidden { color: var(--muted) }
        #stage .moved { fill: none; stroke: var(--purple); stroke-width: 2.5; stroke-dasharray: 5 3; pointer-events: none }
        #stage .moved-label { font-size: 11px; fill: var(--purple); pointer-events: none }
        aside { overflow-y: auto; overflow-wrap: anywhere; border-left: 1px solid var(--rule); padding: 8px 12px }
        aside h2 { font-size: 14px; margin: 12px 0 4px 0 }
        #breadcrumb button, #views button, #findings button { font: inherit; background: none; border: none; padding: 1px 2px; cursor: pointer; text-align: left }
        #breadcrumb button { color: var(--link); text-decoration: underline }
        #views button[aria-selected="true"], #findings button[aria-pressed="true"] { background: var(--chosen); font-weight: bold }
        #views ul, #findings ol { margin: 0; padding-left: 20px }
        table.numbers { border-collapse: collapse; margin: 4px 0 }
        table.numbers caption { text-align: left; font-weight: bold; white-space: nowrap }
        table.numbers th, table.numbers td { text-align: left; vertical-align: top; padding: 1px 6px 1px 0 }
        td.value { font-variant-numeric: tabular-nums; white-space: nowrap }
        table.numbers th { white-space: nowrap; overflow-wrap: normal }
        .why { color: var(--why); font-size: 12px }
        .assumption { color: var(--vermillion); font-weight: bold }
        .severity-error, .severity-warning { color: var(--vermillion); font-weight: bold }
        .severity-note { font-weight: bold }
        #moved-list { color: var(--purple) }
        .pair { display: flex; gap: 8px; align-items: flex-end }
        .pair-cell { font: inherit; font-size: 12px; color: inherit; display: flex; flex-direction: column; align-items: center;
          gap: 2px; padding: 4px; border: 1px solid var(--rule); border-radius: 4px; background: var(--paper); cursor: pointer }
        .pair-cell img { display: block }
        .pair-cell .differs { color: var(--purple); font-weight: bold }
        #show-grid { font: inherit; padding: 1px 8px }
        #show-grid[aria-pressed="true"] { background: var(--pressed); border-color: var(--blue) }
        body.grid-view main { display: none }
        #grid { flex: 1 1 0; min-height: 0; overflow-y: auto; overflow-x: hidden; padding: 4px 12px 12px 12px }
        #grid[hidden] { display: none }
        #grid h2 { font-size: 14px; margin: 12px 0 6px 0; overflow-wrap: anywhere }
        #grid p { margin: 4px 0; font-size: 12px }
        .grid-cells { display: flex; flex-wrap: wrap; gap: 10px; align-items: flex-end }
        .grid-cell { font: inherit; font-size: 12px; color: inherit; display: flex; flex-direction: column;
          align-items: center; gap: 2px; padding: 6px; border: 1px solid var(--rule); border-radius: 4px;
          background: var(--paper); cursor: pointer; max-width: 100% }
        .grid-cell:hover, .grid-cell:focus-visible { border-color: var(--blue); outline: 2px solid var(--sky) }
        .grid-cell img { display: block; max-width: 100% }
        .grid-cell .differs { color: var(--purple); font-weight: bold }
        #grid-not-drawn { font-size: 12px; margin: 0; padding-left: 20px; columns: 16em }
        #layers { display: flex; flex-wrap: wrap; gap: 2px 12px; font-size: 12px }
        #layers label { white-space: nowrap }
        #find { font: inherit; width: 100%; margin: 2px 0 }
        #find-results button { font: inherit; background: none; border: none; padding: 1px 2px; cursor: pointer; text-align: left }
        #find-results ul { margin: 0; padding-left: 20px; font-size: 12px }
        #stage .reserved-region, #stage .window-controls { cursor: pointer; pointer-events: all }
        \(InspectorLayers.styleRules)
        \(InspectorExplodedScript.style)
        """

    /// The header with the switcher, the stage, and the panel's empty sections.
    package static func skeleton(title: String, legend: String) -> String {
        """
        <header>
        <h1 title="\(title)">\(title)</h1>
        <button type="button" id="show-grid" hidden aria-pressed="false" title="every screen of the scene, side by side (g)">Grid</button>
        <label>Scene <select id="pick-scene"></select></label>
        <label>Device <select id="pick-device"></select></label>
        <label>Orientation <select id="pick-orientation"></select></label>
        <label>iOS <select id="pick-release"></select></label>
        <label id="diff-toggle" hidden><input type="checkbox" id="show-diff" checked/> what moved from the other release</label>
        <span id="scene-count"></span>
        <label>Theme <select id="pick-theme" title="light or dark; auto follows the system (t)"><option value="auto">auto</option><option value="light">light</option><option value="dark">dark</option></select></label>
        </header>
        <section id="grid" hidden aria-label="every screen of each scene; click one to inspect it"></section>
        <main>
        <div id="stage-column">
        <div id="toolbar" role="toolbar" aria-label="zoom">
        <button type="button" id="zoom-fit" title="fit the drawing to the stage (0)">Fit</button>
        <button type="button" id="zoom-points" title="one point per CSS pixel (1)">1:1</button>
        <button type="button" id="zoom-out" title="zoom out (-)">−</button>
        <button type="button" id="zoom-in" title="zoom in (+)">+</button>
        <button type="button" id="explode" aria-pressed="false" title="the hierarchy as layers in 3D, by depth: drag to rotate (e)">3D</button>
        <button type="button" id="explode-reset" title="turn the 3D layers back (r)">Reset</button>
        <span id="zoom-level"></span>
        <span class="hint">wheel or pinch: zoom · drag: pan</span>
        <span id="labels-hidden"></span>
        </div>
        <div id="stage" tabindex="0" aria-label="the scene; click a view to select it"></div>
        </div>
        <aside id="panel">
        <section id="layers-box"><h2>Layers</h2><div id="layers" role="group" aria-label="layers shown on the drawing">
        \(InspectorLayers.html)
        </div></section>
        <section id="search-box"><h2><label for="find">Find a view</label></h2>
        <input type="search" id="find" placeholder="name, class or path (/)" autocomplete="off" spellcheck="false"/>
        <div id="find-results" aria-live="polite"></div></section>
        <section id="selection" aria-live="polite"><h2>Selected view</h2><p>Click a view, bar, keyboard or reserved region, or pick a view below (Tab, arrow keys, Enter).</p></section>
        <section id="diff"></section>
        <section><h2>Findings</h2><div id="findings"></div></section>
        <section><h2>Views</h2><div id="views"></div></section>
        <section><h2>Legend</h2>
        \(legend)
        </section>
        <section><h2>Labels</h2><div id="labels"></div></section>
        </aside>
        </main>
        """
    }
}
