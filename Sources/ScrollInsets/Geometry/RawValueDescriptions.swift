// Enums with a String raw value describe themselves by it.
//
// String interpolation of a type that is not CustomStringConvertible goes through reflection
// (`Mirror`, dynamic casts): about a thousand instructions per value, which made writing the
// sentences of a scroll view's reasons cost more than laying out a hundred views. The output
// is the same text as before: the case name, which is the raw value (enums whose raw values differ from their case
// names are left out).

extension Edge: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension DirectionalEdge: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension Axis: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension LayoutDirection: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension Orientation: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension DeviceFamily: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension ViewKind: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension InsetSource: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension BarKind: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension ContentInsetAdjustmentBehavior: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension SectionInsetReference: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension FlowLineMetrics.Alignment: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension TableViewStyle: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension SeparatorStyle: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension SeparatorInsetReference: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension HeaderFooterBackground: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension HeaderFooterKind: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension SystemVersion: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension ChangedProperty: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension SafeAreaCallbackOrder: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}

extension Severity: CustomStringConvertible {
    /// The raw value, as it appears in fixtures and reports.
    public var description: String { rawValue }
}
