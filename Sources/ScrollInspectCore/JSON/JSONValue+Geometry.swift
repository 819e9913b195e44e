import ScrollInsets

extension JSONValue {
    /// An optional string as a string or `null`.
    public static func string(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// `{"top": …, "left": …, "bottom": …, "right": …}`.
    public static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                 ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }

    /// `{"x": …, "y": …, "width": …, "height": …}`.
    public static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)),
                 ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    /// `{"width": …, "height": …}`.
    public static func size(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    /// `{"x": …, "y": …}`.
    public static func point(_ point: Point) -> JSONValue {
        .object([("x", .number(point.x)), ("y", .number(point.y))])
    }

    /// An array of strings.
    public static func strings<S: Sequence>(_ values: S) -> JSONValue where S.Element == String {
        .array(values.map { .string($0) })
    }
}
