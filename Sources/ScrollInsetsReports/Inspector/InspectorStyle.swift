/// The inspector page's fixed parts: its style sheet and the skeleton the script fills in —
/// the switcher, the stage the scene is drawn on, and the panel (selected view, views,
/// findings, legend).
package enum InspectorStyle {
    /// The page's CSS: the stage takes the window's height; the panel scrolls beside it.
    package static let sheet = """
        * { box-sizing: border-box }
        body { font-family: \(RenderStyle.fontFamily); margin: 0; color: #000000; background: #FFFFFF; font-size: 14px }
        header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; padding: 8px 16px; border-bottom: 1px solid #BBBBBB }
        header h1 { font-size: 16px; margin: 0 }
        header label { white-space: nowrap }
        main { display: grid; grid-template-columns: minmax(0, 1fr) minmax(320px, 30%); height: calc(100vh - 50px) }
        #stage { position: relative; overflow: hidden; padding: 12px; outline: none }
        #stage svg { width: 100%; height: 100%; display: block }
        #stage .view, #stage .bar, #stage .keyboard, #stage .sheet { cursor: pointer; pointer-events: all }
        #stage .hovered { stroke: \(RenderStyle.Color.blue) !important; stroke-width: 3 !important; stroke-opacity: 1 !important }
        #stage .selected { stroke: \(RenderStyle.Color.vermillion) !important; stroke-width: 4 !important; stroke-opacity: 1 !important;
          stroke-dasharray: none !important }
        #stage .finding-on { stroke-width: 6 !important }
        #stage .moved { fill: none; stroke: \(RenderStyle.Color.reddishPurple); stroke-width: 2.5; stroke-dasharray: 5 3; pointer-events: none }
        #stage .moved-label { font-size: 11px; fill: \(RenderStyle.Color.reddishPurple); pointer-events: none }
        aside { overflow-y: auto; overflow-wrap: anywhere; border-left: 1px solid #BBBBBB; padding: 8px 12px }
        aside h2 { font-size: 14px; margin: 12px 0 4px 0 }
        #breadcrumb button, #views button, #findings button { font: inherit; background: none; border: none; padding: 1px 2px; cursor: pointer; text-align: left }
        #breadcrumb button { color: \(RenderStyle.Color.blue); text-decoration: underline }
        #views button[aria-selected="true"], #findings button[aria-pressed="true"] { background: #FFE8CC; font-weight: bold }
        #views ul, #findings ol { margin: 0; padding-left: 20px }
        table.numbers { border-collapse: collapse; margin: 4px 0 }
        table.numbers caption { text-align: left; font-weight: bold; white-space: nowrap }
        table.numbers th, table.numbers td { text-align: left; vertical-align: top; padding: 1px 6px 1px 0 }
        td.value { font-variant-numeric: tabular-nums; white-space: nowrap }
        table.numbers th { white-space: nowrap; overflow-wrap: normal }
        .why { color: #333333; font-size: 12px }
        .assumption { color: \(RenderStyle.Color.vermillion); font-weight: bold }
        .severity-error, .severity-warning { color: \(RenderStyle.Color.vermillion); font-weight: bold }
        .severity-note { font-weight: bold }
        #moved-list { color: \(RenderStyle.Color.reddishPurple) }
        """

    /// The header with the switcher, the stage, and the panel's empty sections.
    package static func skeleton(title: String, legend: String) -> String {
        """
        <header>
        <h1>\(title)</h1>
        <label>Scene <select id="pick-scene"></select></label>
        <label>Device <select id="pick-device"></select></label>
        <label>Orientation <select id="pick-orientation"></select></label>
        <label>iOS <select id="pick-release"></select></label>
        <label id="diff-toggle" hidden><input type="checkbox" id="show-diff" checked/> what moved from the other release</label>
        <span id="scene-count"></span>
        </header>
        <main>
        <div id="stage" tabindex="0" aria-label="the scene; click a view to select it"></div>
        <aside id="panel">
        <section id="selection" aria-live="polite"><h2>Selected view</h2><p>Click a view, or pick one below (Tab, arrow keys, Enter).</p></section>
        <section id="diff"></section>
        <section><h2>Findings</h2><div id="findings"></div></section>
        <section><h2>Views</h2><div id="views"></div></section>
        <section><h2>Legend</h2>
        \(legend.hasSuffix("\n") ? String(legend.dropLast()) : legend)
        </section>
        </aside>
        </main>
        """
    }
}
