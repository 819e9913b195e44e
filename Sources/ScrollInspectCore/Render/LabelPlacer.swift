import ScrollInsets

/// Places text labels so that they do not cover each other: a label whose box meets one
/// already placed moves down a line at a time, up to eight lines, then stays where it was
/// asked to go (overlapping, but still drawn).
///
/// Widths are estimated at 0.6 em per character (DejaVu Sans averages a little less), so the
/// placement is the same on every machine whatever fonts it has.
struct LabelPlacer {
    /// Where the anchor point is on the label's baseline (SVG's `text-anchor`).
    enum Anchor: String {
        case start
        case middle
        case end
    }

    /// The font size in points.
    var fontSize: Double
    /// The boxes taken so far.
    private(set) var boxes: [Rect] = []

    /// A placer for labels of `fontSize` points.
    init(fontSize: Double) {
        self.fontSize = fontSize
    }

    /// The distance between two lines of labels.
    var lineHeight: Double { fontSize + 3 }

    /// The estimated width of `text`.
    func width(of text: String) -> Double {
        Double(text.count) * fontSize * 0.6
    }

    /// The box a label would cover with its baseline's anchor at (`x`, `y`).
    func box(of text: String, x: Double, y: Double, anchor: Anchor) -> Rect {
        let width = width(of: text)
        let minX: Double
        switch anchor {
        case .start: minX = x
        case .middle: minX = x - width / 2
        case .end: minX = x - width
        }
        return Rect(x: minX, y: y - fontSize, width: width, height: fontSize + 3)
    }

    /// Marks `rect` as taken, for labels placed by hand.
    mutating func reserve(_ rect: Rect) {
        boxes.append(rect)
    }

    /// The baseline position for `text` asked at (`x`, `y`): the first of `y`, `y` + one
    /// line, … (eight tries) whose box is free; `y` itself when none is. The box is taken.
    mutating func place(_ text: String, x: Double, y: Double, anchor: Anchor) -> Point {
        var chosen = y
        for step in 0..<8 {
            let candidate = y + Double(step) * lineHeight
            let box = box(of: text, x: x, y: candidate, anchor: anchor)
            if !boxes.contains(where: { $0.overlaps(box) }) {
                chosen = candidate
                break
            }
        }
        boxes.append(box(of: text, x: x, y: chosen, anchor: anchor))
        return Point(x: x, y: chosen)
    }
}
