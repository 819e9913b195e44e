import ScrollInsets

extension JSONReport {
    /// `scene.reservedRegions`: `[{kind, frame, margins, active}]` (with `reason` under
    /// `--explain`, ``WhyKey/reservedRegion``), written from iOS 27.1 on, the release that has them
    /// (docs/reserved-regions.md).
    static func writeReservedRegions(_ layout: Layout, explain: Bool, into stream: inout JSONWriter) {
        guard layout.variants.reservedRegions == .available else { return }
        stream.key("reservedRegions")
        stream.openArray()
        for region in layout.reservedRegions {
            stream.nextElement()
            stream.openObject()
            stream.key("kind"); stream.string(region.kind.rawValue)
            stream.key("frame"); stream.rect(region.frame)
            stream.key("margins"); stream.insets(region.margins)
            stream.key("active"); stream.raw(region.isActive ? "true" : "false")
            if explain { writeMembers(region.explanation, into: &stream) }
            stream.closeObject()
        }
        stream.closeArray()
    }
}
