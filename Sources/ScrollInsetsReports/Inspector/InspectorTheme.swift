/// The inspector page's two appearances, light and dark: the page follows the system's
/// (`prefers-color-scheme`) unless the header's *Theme* picks one. Each role has a colour per
/// appearance, written as CSS custom properties; the page's style and the drawings' colours (on
/// the stage, in the legend and in the grid's small drawings) use them.
///
/// The colours are the Okabe–Ito hues of ``RenderStyle/Color`` (Okabe & Ito, "Color Universal
/// Design", 2008), darkened on white or lightened on dark grey until text reads at a contrast of
/// at least 4.5:1 and lines at 3:1 against the page (WCAG 2.2, success criteria 1.4.3 and 1.4.11,
/// w3.org/TR/WCAG22), and until every two line colours stay at least 15 apart (CIE 1976 ΔE*ab)
/// for normal vision and simulated protanopia and deuteranopia (Machado, Oliveira & Fernandes
/// 2009, severity 1). scripts/inspector_layout_check.js measures both in Chromium.
package enum InspectorTheme {
    /// One role: its custom property's name and its light and dark colours.
    struct Role {
        var name: String
        var light: String
        var dark: String
    }

    /// The roles.
    static let roles: [Role] = [
        Role(name: "paper", light: "#FFFFFF", dark: "#1E1E1E"),
        Role(name: "ink", light: "#000000", dark: "#E8E8E8"),
        Role(name: "muted", light: "#555555", dark: "#B0B0B0"),
        Role(name: "why", light: "#333333", dark: "#CFCFCF"),
        Role(name: "rule", light: "#BBBBBB", dark: "#5A5A5A"),
        Role(name: "rule-light", light: "#DDDDDD", dark: "#444444"),
        Role(name: "pressed", light: "#DDEEFF", dark: "#1F3A55"),
        Role(name: "chosen", light: "#FFE8CC", dark: "#4A3413"),
        Role(name: "housing", light: "#000000", dark: "#6B6B6B"),
        // Lines and the text drawn in their colours.
        Role(name: "blue", light: "#004B75", dark: "#2F86CC"),
        Role(name: "sky", light: "#4794BF", dark: "#8FD0F5"),
        Role(name: "link", light: "#004B75", dark: "#8FD0F5"),
        Role(name: "orange", light: "#B87F00", dark: "#E69F00"),
        Role(name: "green", light: "#009E73", dark: "#1DB88A"),
        Role(name: "vermillion", light: "#954200", dark: "#F0703A"),
        Role(name: "purple", light: "#A36186", dark: "#CC79A7"),
        Role(name: "badge-ink", light: "#FFFFFF", dark: "#1E1E1E"),
        Role(name: "dimming", light: "rgba(0, 0, 0, 0.2)", dark: "rgba(0, 0, 0, 0.5)"),
        // A view's outline: ink at 0.75 on white; at full strength on dark grey, where the lighter
        // grey came within 13 (ΔE*ab) of the content's green and the margins' purple for
        // simulated deuteranopia.
        Role(name: "view-opacity", light: "0.75", dark: "1"),
    ]

    static func declarations(dark: Bool) -> String {
        "color-scheme: \(dark ? "dark" : "light"); "
            + roles.map { "--\($0.name): \(dark ? $0.dark : $0.light)" }.joined(separator: "; ")
    }

    /// The custom properties: light by default, dark when the system asks for it (unless the
    /// page is set to light) or the page is set to dark (`data-theme` on the root element).
    static var variables: String {
        """
        :root { \(declarations(dark: false)) }
        @media (prefers-color-scheme: dark) { :root:not([data-theme="light"]) { \(declarations(dark: true)) } }
        :root[data-theme="dark"] { \(declarations(dark: true)) }
        """
    }

    /// The drawings' colours in the theme's roles, after ``RenderStyle``'s rules (same
    /// selectors, so these win), for the drawing on the stage and in the grid (`#s-render`) and
    /// the legend's swatches.
    static var drawingRules: String {
        let rules: [(String, String)] = [
            ("#s-background", "fill: var(--paper)"),
            ("text", "fill: var(--ink); stroke: var(--paper)"),
            (".screen", "fill: var(--paper); stroke: var(--ink)"),
            (".unsafe", "stroke: var(--orange)"),
            (".housing", "fill: var(--housing)"),
            (".bar", "stroke: var(--blue)"),
            (".bar.search-bar", "fill: var(--green); stroke: var(--green)"),
            (".split-column", "stroke: var(--orange)"),
            (".split-column.over", "fill: var(--orange)"),
            (".keyboard-guide", "fill: var(--ink); stroke: var(--ink)"),
            (".view", "stroke: var(--ink); stroke-opacity: var(--view-opacity)"),
            (".view.scroll", "stroke: var(--blue)"),
            (".content, .adjusted-inset, .guide-safe-area", "stroke: var(--green)"),
            (
                ".content-inset, .reserved-region, .window-controls, .separator, .section, .guide-margins",
                "stroke: var(--purple)"
            ),
            (".reserved-region, .window-controls", "fill: var(--purple)"),
            (".indicator-track", "fill: var(--ink)"),
            (".dimming", "fill: var(--dimming); fill-opacity: 1"),
            (".sheet-background", "fill: var(--paper)"),
            (".sheet, .cell, .cell-content", "stroke: var(--blue)"),
            (".keyboard", "fill: var(--ink); stroke: var(--ink)"),
            (".header, .header-content, .item", "stroke: var(--ink)"),
            (".highlight", "stroke: var(--vermillion)"),
            (".badge", "fill: var(--vermillion); stroke: var(--paper)"),
            (".badge-text", "fill: var(--badge-ink)"),
        ]
        return rules.map { selector, declarations in
            let scoped = ["#s-render", "#\(InspectorLegend.rootID)"].flatMap { root in
                selector.split(separator: ",").map { "\(root) \($0.trimmingPrefix(" "))" }
            }
            return scoped.joined(separator: ", ") + " { \(declarations) }"
        }.joined(separator: "\n")
    }
}

extension InspectorTheme {
    /// The theme's script, run inside the page script's function: it defines `Theme`
    /// (`Theme.read(params)` from the hash's `theme=light|dark`, `Theme.hashPart()`,
    /// `Theme.effective()`: the appearance shown, `Theme.onChange(f)`). `t` steps through auto,
    /// light and dark.
    package static let script = #"""
          const Theme = (function () {
            const pick = $("pick-theme");
            const media = window.matchMedia("(prefers-color-scheme: dark)");
            let changed = () => {};
            const effective = () => (pick.value === "auto" ? (media.matches ? "dark" : "light") : pick.value);
            function apply() {
              if (pick.value === "auto") document.documentElement.removeAttribute("data-theme");
              else document.documentElement.setAttribute("data-theme", pick.value);
              document.body.setAttribute("data-theme-shown", effective());
            }
            function read(params) {
              const t = params.get("theme");
              pick.value = t === "light" || t === "dark" ? t : "auto";
              apply();
            }
            const hashPart = () => (pick.value === "auto" ? "" : "&theme=" + pick.value);
            function step() { pick.value = { auto: "light", light: "dark", dark: "auto" }[pick.value]; apply(); changed(); }
            pick.addEventListener("change", () => { apply(); changed(); });
            media.addEventListener("change", () => { apply(); changed(); });
            return { read, hashPart, effective, step, onChange: (f) => { changed = f; } };
          })();
        """#
}
