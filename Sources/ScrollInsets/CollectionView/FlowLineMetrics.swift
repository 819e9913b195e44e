/// How `UICollectionViewFlowLayout` places equally sized items along one line of a section.
///
/// A line runs across the scrolling axis: a row of a vertical flow, a column of a horizontal
/// one. Offsets are measured along the line from the start of the band the section leaves for
/// items (after the section insets). The rules, with their sources (docs/collection-views.md):
///
/// - **How many fit.** `minimumInteritemSpacing` only decides how many items fit on a line;
///   "after the number of items is determined, the actual spacing may possibly be adjusted
///   upward" (Apple, `minimumInteritemSpacing`). A line holds the most items `n` with
///   `n·item + (n−1)·spacing ≤ available`, and always at least one.
/// - **Full lines are justified.** The space left over is spread evenly between the items: the
///   first item touches the start of the band and the last one its end (UIKit's private
///   `UIFlowLayoutCommonRowHorizontalAlignmentKey` defaults to justify, as PSTCollectionView,
///   a reimplementation of the iOS 6 API, records; the "Using the Flow Layout" guide's figures).
/// - **The last line keeps the grid.** With equally sized items the last, incomplete line puts
///   its items where a full line would, so they stay in the columns above and read as
///   left-aligned (PSTCollectionView: "lays out items like they would have been placed on a
///   full row"; StackOverflow "How can I center rows in UICollectionView?", "Left Align Cells
///   in UICollectionView": "the last line always left aligns").
/// - **A line that holds one item centers it** (StackOverflow answers on left-aligned flow
///   layouts: "if an item ended up on a line by itself, it would be centered by the flow
///   layout"; the same is reported for `NSCollectionViewFlowLayout` "if the container is only
///   wide enough for one item").
/// - **An item longer than the line** is laid out anyway, alone on its line and centred on it
///   as a single item is, so it starts before the band (a negative x when the band starts at
///   0) and runs past its end by the same amount; UIKit logs a warning
///   (``CollectionLayoutWarning/itemExceedsLine(section:axis:itemLength:available:)``).
///
/// ```swift
/// let metrics = FlowLineMetrics(itemLength: 100, minimumSpacing: 10, available: 704)
/// metrics.itemsPerLine        // 6: 6·100 + 5·10 = 650 ≤ 704 < 7·100 + 6·10
/// metrics.interitemSpacing    // 20.8: 10 + 54 / 5
/// ```
public struct FlowLineMetrics: Hashable, Sendable {
    /// How items sit on their lines.
    public enum Alignment: String, Hashable, Sendable {
        /// Two or more items fit: full lines are justified, the last line keeps their columns.
        case justified
        /// One item fits: every line holds one item, centered.
        case centered
        /// The item is longer than the line: one item per line, centred (it overhangs both ends).
        case overflowing
    }

    /// The length of an item along the line.
    public var itemLength: Double
    /// The space the section leaves for a line: the content's extent across the scrolling
    /// axis less the effective section insets on both ends.
    public var available: Double
    /// The most items one line holds.
    public var itemsPerLine: Int
    /// The spacing between neighbouring items of a line, after the leftover space is spread.
    public var interitemSpacing: Double
    /// The offset of a line's first item from the start of the band.
    var firstItemOffset: Double
    /// How items sit on their lines.
    public var alignment: Alignment

    /// The metrics of lines of `itemLength`-long items in `available` points.
    ///
    /// - Parameters:
    ///   - itemLength: The item's length along the line (`itemSize.width` in a vertical flow).
    ///   - minimumSpacing: `minimumInteritemSpacing`.
    ///   - available: The band's length; may be negative when the insets exceed the content.
    public init(itemLength: Double, minimumSpacing: Double, available: Double) {
        self.itemLength = itemLength
        self.available = available
        if itemLength > available {
            self.itemsPerLine = 1
            self.interitemSpacing = minimumSpacing
            self.firstItemOffset = (available - itemLength) / 2
            self.alignment = .overflowing
            return
        }
        let count = FlowLineMetrics.fittingCount(itemLength: itemLength, spacing: minimumSpacing, available: available)
        self.itemsPerLine = count
        if count == 1 {
            self.interitemSpacing = minimumSpacing
            self.firstItemOffset = (available - itemLength) / 2
            self.alignment = .centered
        } else {
            let used = Double(count) * itemLength + Double(count - 1) * minimumSpacing
            self.interitemSpacing = minimumSpacing + (available - used) / Double(count - 1)
            self.firstItemOffset = 0
            self.alignment = .justified
        }
    }

    /// The offset along the line of the item in `column` (0-based) from the band's start.
    public func offset(ofColumn column: Int) -> Double {
        firstItemOffset + Double(column) * (itemLength + interitemSpacing)
    }

    /// The number of lines `itemCount` items take.
    public func lineCount(itemCount: Int) -> Int {
        itemCount <= 0 ? 0 : (itemCount + itemsPerLine - 1) / itemsPerLine
    }

    /// The most items with `n·item + (n−1)·spacing ≤ available`, at least 1. Items and
    /// spacing that take no room at all fit without bound; the count is capped at 2^31.
    static func fittingCount(itemLength: Double, spacing: Double, available: Double) -> Int {
        let cap = 2_147_483_648.0
        let step = itemLength + spacing
        guard step > 0 else { return Int(cap) }
        var count = Swift.min(cap, Swift.max(1, ((available + spacing) / step).rounded(.down)))
        // The division may land one off either way on fractional values; settle by the definition.
        func fits(_ n: Double) -> Bool { n * itemLength + (n - 1) * spacing <= available }
        if count < cap && fits(count + 1) { count += 1 }
        if count > 1 && !fits(count) { count -= 1 }
        return Int(count)
    }
}
