import ScrollInsets

/// Places text labels so that no two cover each other and none leaves the drawing.
///
/// A label asked at a point is tried there, then a line lower, a line higher, two lines
/// lower, … (eight lines each way); each try is slid sideways just enough to lie inside the
/// canvas (the screen's rectangle). The first try whose box meets no box taken so far wins.
/// When none does, or the label is wider than the canvas, the label is not drawn in the
/// picture: ``place(_:x:y:anchor:)`` returns `nil` and the caller lists it in the side panel
/// (``moved``), so that every label is still shown somewhere and none is drawn over another.
///
/// Widths are estimated at 0.6 em per character (DejaVu Sans averages a little less), so the
/// placement is the same on every machine whatever fonts it has.
package struct LabelPlacer {
    /// Where the anchor point is on the label's baseline (SVG's `text-anchor`).
    package enum Anchor: String {
        case start
        case middle
        case end
    }

    /// A label that found no room in the picture, listed in the panel instead.
    package struct Moved: Hashable {
        /// The view's or controller's path (`window` for the screen's own labels).
        package var path: String
        /// The label's text.
        package var text: String
    }

    /// The font size in points.
    package var fontSize: Double
    /// The rectangle every label stays inside.
    package var canvas: Rect
    /// The boxes taken so far.
    package private(set) var boxes: [Rect] = []
    /// The labels without room, in the order they were asked for.
    package private(set) var moved: [Moved] = []

    /// A placer for labels of `fontSize` points inside `canvas`.
    package init(fontSize: Double, canvas: Rect) {
        self.fontSize = fontSize
        self.canvas = canvas
    }

    /// The distance between two lines of labels.
    package var lineHeight: Double { fontSize + 3 }

    /// The estimated width of `text`.
    package func width(of text: String) -> Double {
        Double(text.count) * fontSize * 0.6
    }

    /// The box a label would cover with its baseline's anchor at (`x`, `y`).
    package func box(of text: String, x: Double, y: Double, anchor: Anchor) -> Rect {
        let width = width(of: text)
        let minX: Double
        switch anchor {
        case .start: minX = x
        case .middle: minX = x - width / 2
        case .end: minX = x - width
        }
        return Rect(x: minX, y: y - fontSize, width: width, height: fontSize + 3)
    }

    /// The box of a label turned a quarter anticlockwise (reading upwards) about its
    /// baseline's middle at (`x`, `y`).
    package func verticalBox(of text: String, x: Double, y: Double) -> Rect {
        let width = width(of: text)
        return Rect(x: x - fontSize, y: y - width / 2, width: fontSize + 3, height: width)
    }

    /// Whether `box` lies inside the canvas and meets no box taken nor any of `avoiding`.
    package func isFree(_ box: Rect, avoiding: [Rect] = []) -> Bool {
        box.minX >= canvas.minX && box.maxX <= canvas.maxX && box.minY >= canvas.minY && box.maxY <= canvas.maxY
            && !boxes.contains(where: { $0.overlaps(box) }) && !avoiding.contains(where: { $0.overlaps(box) })
    }

    /// Marks `rect` as taken, for shapes labels must not cover (a finding's badge).
    package mutating func reserve(_ rect: Rect) {
        boxes.append(rect)
    }

    /// Records a label that is listed in the panel instead of drawn.
    package mutating func move(_ text: String, path: String) {
        moved.append(Moved(path: path, text: text))
    }

    /// The vertical offsets tried, in lines: 0, +1, −1, +2, −2, … ±8.
    package static let lineOffsets: [Double] = [0] + (1...8).flatMap { [Double($0), -Double($0)] }

    /// The baseline position for `text` asked at (`x`, `y`): the first free try (see the
    /// type's discussion), its box taken; `nil` when there is none. A try that meets one of
    /// `avoiding` (a sheet over the label's view) is not free either.
    package mutating func place(
        _ text: String, x: Double, y: Double, anchor: Anchor, avoiding: [Rect] = []
    ) -> Point? {
        let width = width(of: text)
        guard width <= canvas.width else { return nil }
        for offset in Self.lineOffsets {
            var box = box(of: text, x: x, y: y + offset * lineHeight, anchor: anchor)
            let slide = box.minX < canvas.minX ? canvas.minX - box.minX : min(0, canvas.maxX - box.maxX)
            box.origin.x += slide
            if isFree(box, avoiding: avoiding) {
                boxes.append(box)
                return Point(x: roundedCoordinate(x + slide), y: roundedCoordinate(y + offset * lineHeight))
            }
        }
        return nil
    }

    /// The position for a label reading upwards centred at (`x`, `y`), tried there and then
    /// slid along the band a line at a time; `nil` when it fits nowhere.
    package mutating func placeVertical(_ text: String, x: Double, y: Double) -> Point? {
        for offset in Self.lineOffsets {
            let box = verticalBox(of: text, x: x, y: y + offset * lineHeight)
            if isFree(box) {
                boxes.append(box)
                return Point(x: x, y: roundedCoordinate(y + offset * lineHeight))
            }
        }
        return nil
    }

    /// The first of `origins` where a `size` box is free, taken; `nil` when none is.
    package mutating func placeBox(_ size: Size, origins: [Point]) -> Rect? {
        for origin in origins {
            let box = Rect(origin: origin, size: size)
            if isFree(box) {
                boxes.append(box)
                return box
            }
        }
        return nil
    }
}
