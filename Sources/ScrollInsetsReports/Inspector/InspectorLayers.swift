/// The inspector page's layers: what a checkbox of the panel's *Layers* section shows or hides
/// on the drawing, each with the shapes (and their labels) it holds and whether it starts shown.
/// The URL's hash keeps the choice (`layers=…`, the shown layers, when they differ from the
/// defaults), so a reload or a shared link shows the same layers.
package enum InspectorLayers {
    /// One layer: its name in the hash, its checkbox's text, whether it starts shown, and the
    /// selectors (under the drawing's root) of its shapes and labels.
    struct Layer {
        var name: String
        var text: String
        var isShown: Bool
        var selectors: [String]
    }

    /// The layers, in the panel's order.
    static let all: [Layer] = [
        Layer(
            name: "safe-area", text: "safe area (unsafe areas)", isShown: true,
            selectors: [".unsafe", "[id^='s-label-unsafe']"]),
        Layer(name: "safe-area-guides", text: "safe-area guides", isShown: false, selectors: [".guide-safe-area"]),
        Layer(name: "margins", text: "layout margins", isShown: false, selectors: [".guide-margins"]),
        Layer(
            name: "insets", text: "content insets", isShown: true,
            selectors: [
                ".adjusted-inset", ".content-inset", ".indicator-track", "[id^='s-label-adjusted-inset']",
                "[id^='s-label-content-inset']",
            ]),
        Layer(
            name: "bars", text: "bars", isShown: true,
            selectors: [".bar:not(.search-bar)", "[id^='s-label-bar']:not([id$='-searchBar'])"]),
        Layer(
            name: "search-bar", text: "search bar", isShown: true,
            selectors: [".search-bar", "[id^='s-label-bar'][id$='-searchBar']"]),
        Layer(name: "keyboard", text: "keyboard", isShown: true, selectors: [".keyboard", "[id^='s-label-keyboard']"]),
        Layer(
            name: "keyboard-guide", text: "keyboard layout guide", isShown: true,
            selectors: [".keyboard-guide", "[id^='s-label-guide-keyboard']"]),
        Layer(
            name: "columns", text: "split columns", isShown: true,
            selectors: [".split-column", "[id^='s-label-split-column']"]),
        Layer(
            name: "regions", text: "reserved regions (fold)", isShown: true,
            selectors: [".reserved-region", ".window-controls", "[id^='s-label-reserved']"]),
        Layer(name: "labels", text: "labels", isShown: true, selectors: ["text:not(.badge-text)"]),
    ]

    /// The rules that hide a layer: the stage carries `hide-NAME` while its box is unticked.
    static var styleRules: String {
        all.map { layer in
            layer.selectors.map { "#stage.hide-\(layer.name) #s-render \($0)" }.joined(separator: ", ")
                + " { display: none !important }"
        }.joined(separator: "\n")
    }

    /// The checkboxes, one a line.
    static var html: String {
        all.map { layer in
            """
            <label><input type="checkbox" data-layer="\(layer.name)" data-default="\(layer.isShown ? "1" : "0")"\
            \(layer.isShown ? " checked" : "")/> \(layer.text)</label>
            """
        }.joined(separator: "\n")
    }
}

extension InspectorLayers {
    /// The layers' script, run inside the page script's function: it defines `Layers`
    /// (`Layers.hashPart()`: `&layers=…` or nothing; `Layers.read(params)`: the boxes from a hash)
    /// and calls `Layers.onChange`'s function after every change (the page writes its hash and
    /// places the labels again).
    package static let script = #"""
          const Layers = (function () {
            const boxes = [...$("layers").querySelectorAll("input[data-layer]")];
            let changed = () => {};
            function apply() {
              for (const b of boxes) $("stage").classList.toggle("hide-" + b.dataset.layer, !b.checked);
              document.body.setAttribute("data-layers", shown().join(","));
            }
            const shown = () => boxes.filter((b) => b.checked).map((b) => b.dataset.layer);
            const isDefault = () => boxes.every((b) => b.checked === (b.dataset.default === "1"));
            function hashPart() { return isDefault() ? "" : "&layers=" + (shown().join(",") || "none"); }
            function read(params) {
              const wanted = params.has("layers") ? params.get("layers").split(",") : null;
              for (const b of boxes) b.checked = wanted ? wanted.includes(b.dataset.layer) : b.dataset.default === "1";
              apply();
            }
            for (const b of boxes) b.addEventListener("change", () => { apply(); changed(); });
            return { hashPart, read, onChange: (f) => { changed = f; } };
          })();
        """#
}
