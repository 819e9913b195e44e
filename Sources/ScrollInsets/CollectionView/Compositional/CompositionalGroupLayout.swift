/// Where the cells of one `NSCollectionLayoutGroup` go inside the group, in the group's own
/// coordinates with x measured from its leading edge (a right-to-left layout mirrors the
/// result as a whole).
///
/// The rules (docs/collection-views.md, "Groups and items"):
/// - A subitem's dimensions resolve against the group it sits in: `fractionalWidth(f)` is
///   `f` × the group's width, `fractionalHeight(f)` `f` × its height, `absolute` and
///   `estimated` are their value (an estimate is laid out as given).
/// - Without `count`, the subitems follow each other along the group's direction, separated by
///   `interItemSpacing`, and repeat from the first while the next one fits; the first subitem is
///   always placed, even when it is longer than the group.
/// - With `count`, that many copies of the first subitem share the group's length equally:
///   `(length − (count − 1) · interItemSpacing) / count` each. When the spacing alone is longer
///   than the group, no source says what UIKit does; the model lays the copies out at length 0
///   with the spacing shrunk to `length / (count − 1)`, so they stay inside the group, and says so
///   (``CollectionLayoutWarning/groupSpacingOverflow(section:count:spacing:length:)``; an assumption).
/// - Across the group's direction a subitem starts at the group's edge with its own length.
/// - An item's cell is its frame shrunk by its `contentInsets`, except on an axis whose
///   dimension is estimated (the header: "contentInsets are ignored for any axis with an
///   .estimated dimension").
///
/// A group places at most ``maximumCells`` cells, so that tiny or zero-length items cannot
/// expand a short fixture into millions of frames.
public enum CompositionalGroupLayout {
    /// The most cells one group (nested groups included) places.
    public static let maximumCells = 10_000

    /// The cells of `group` laid out at `size`, whether ``maximumCells`` cut them short, and the
    /// first group (nested ones included) whose `count` copies do not fit its spacing.
    ///
    /// - Complexity: O(*c*) in the number of cells placed.
    public static func cells(
        of group: CompositionalGroup, size: Size
    )
        -> (cells: [Rect], truncated: Bool, overflow: SpacingOverflow?)
    {
        var cells: [Rect] = []
        var overflow: SpacingOverflow?
        let truncated = !place(group, at: .zero, size: size, into: &cells, overflow: &overflow)
        return (cells, truncated, overflow)
    }

    /// A group whose `count` copies with `interItemSpacing` between them are longer than the group.
    public struct SpacingOverflow: Hashable, Sendable {
        /// The group's `count`.
        public var count: Int
        /// The group's `interItemSpacing`.
        public var spacing: Double
        /// The group's length along its direction.
        public var length: Double
    }

    /// Places the group's cells offset by `origin`; false when the cap was reached.
    private static func place(
        _ group: CompositionalGroup, at origin: Point, size: Size, into cells: inout [Rect],
        overflow: inout SpacingOverflow?
    ) -> Bool {
        guard let first = group.items.first else { return true }
        let axis = group.direction
        let groupLength = size.length(along: axis)
        var spacing = group.interItemSpacing
        if let count = group.count, count > 1, Double(count - 1) * spacing > groupLength {
            if overflow == nil { overflow = SpacingOverflow(count: count, spacing: spacing, length: groupLength) }
            spacing = Swift.max(0, groupLength) / Double(count - 1)
        }
        var cursor = 0.0
        var index = 0
        var placed = 0
        let count = group.count
        while true {
            if let count, placed >= count { break }
            // Members that take no room, or nested groups without cells, would repeat forever.
            if placed >= maximumCells { return false }
            let member = count == nil ? group.items[index % group.items.count] : first
            var memberSize = Size(width: member.width.length(in: size), height: member.height.length(in: size))
            if let count {
                let length = Swift.max(0, (groupLength - Double(count - 1) * spacing) / Double(count))
                if axis == .horizontal { memberSize.width = length } else { memberSize.height = length }
            }
            let length = memberSize.length(along: axis)
            if count == nil && placed > 0 && cursor + length > groupLength + 1e-9 { break }
            let memberOrigin =
                axis == .horizontal
                ? Point(x: origin.x + cursor, y: origin.y) : Point(x: origin.x, y: origin.y + cursor)
            switch member {
            case .item(let item):
                guard cells.count < maximumCells else { return false }
                var frame = Rect(origin: memberOrigin, size: memberSize)
                let insets = item.contentInsets.resolved(in: .leftToRight)
                let applied = EdgeInsets(
                    top: item.height.isEstimated ? 0 : insets.top,
                    left: item.width.isEstimated ? 0 : insets.left,
                    bottom: item.height.isEstimated ? 0 : insets.bottom,
                    right: item.width.isEstimated ? 0 : insets.right)
                frame = frame.inset(by: applied)
                cells.append(frame)
            case .group(let nested):
                guard place(nested, at: memberOrigin, size: memberSize, into: &cells, overflow: &overflow) else {
                    return false
                }
            }
            placed += 1
            index += 1
            cursor += length + spacing
        }
        return true
    }
}
