/// The rules a UIKit release selects, each a named variant the resolver consults: the one
/// place where the release enters the model (docs/architecture.md, "The release seam").
///
/// A rule that changed between releases is written once per variant, each as a function of
/// plain values in its own file; the resolver picks the variant here and never asks which
/// release it models.
///
/// ```swift
/// UIKitRelease.iOS10.variants.barInsets         // .layoutGuides
/// UIKitRelease(18, 4).variants.contentInsets // .contentInsetAdjustmentBehavior
/// ```
public struct RuleVariants: Hashable, Sendable {
    /// How a controller's view learns where the bars and the status bar are.
    public enum BarInsets: String, Hashable, Sendable, CaseIterable {
        /// iOS 7–10: `topLayoutGuide` and `bottomLayoutGuide` per controller; no view has a
        /// safe area and `additionalSafeAreaInsets` does not exist (Apple's
        /// `topLayoutGuide` documentation; WWDC 2017 session 204, which replaced them).
        case layoutGuides
        /// iOS 11 and later: `safeAreaInsets` on every view, flowing down the hierarchy, with
        /// `additionalSafeAreaInsets` (Apple's `safeAreaInsets` documentation).
        case safeAreaInsets
    }

    /// How a scroll view's content is inset for the bars.
    public enum ContentInsets: String, Hashable, Sendable, CaseIterable {
        /// iOS 7–10: the controller writes its layout guides into the content scroll view's
        /// `contentInset` (`automaticallyAdjustsScrollViewInsets`); `adjustedContentInset`
        /// equals `contentInset` (``LayoutGuideAdjustment``).
        case automaticallyAdjustsScrollViewInsets
        /// iOS 11 and later: `contentInset` is left alone and `adjustedContentInset` adds the
        /// safe area on the edges `contentInsetAdjustmentBehavior` selects
        /// (``ScrollAdjustment``).
        case contentInsetAdjustmentBehavior
    }

    /// How an app built for a shorter screen is shown on a taller one.
    public enum Letterboxing: String, Hashable, Sendable, CaseIterable {
        /// An app built with the iOS 10 SDK runs on a 375 × 812 phone at 375 × 667, centred
        /// (the iPhone X adaptation articles of 2017; docs/ios10-migration.md).
        case tallPhonesLetterboxed
        /// The app fills the screen.
        case none
    }

    /// What UIKit adds to the scroll indicators' insets.
    public enum IndicatorInsets: String, Hashable, Sendable, CaseIterable {
        /// iOS 10–12: the indicators move with the content: UIKit adds what it adds to the
        /// content inset (nothing under `.never`; radar 35721413).
        case followContentAdjustment
        /// iOS 13 and later: the safe area, whatever the behavior, unless
        /// `automaticallyAdjustsScrollIndicatorInsets` is false (Apple's documentation of that
        /// property).
        case safeAreaUnlessOptedOut
    }

    /// Whether a table's cells follow the readable width when the app does not say.
    public enum CellsFollowReadableWidth: String, Hashable, Sendable, CaseIterable {
        /// iOS 9–11: `cellLayoutMarginsFollowReadableWidth` defaults to `true`.
        case byDefault
        /// iOS 12 and later: it defaults to `false` for tables made in code (useyourloaf
        /// "Readable Width Table Views With iOS 12"; Interface Builder's checkbox keeps its own
        /// setting, which a fixture states explicitly).
        case whenSet
    }

    /// What a table (and a list) puts above each section header.
    public enum SectionHeaderPadding: String, Hashable, Sendable, CaseIterable {
        /// iOS 14 and earlier: nothing; `sectionHeaderTopPadding` does not exist.
        case none
        /// iOS 15 and later: `sectionHeaderTopPadding`, whose automatic value pads each header
        /// of a plain table (``TableHeaderPadding``).
        case sectionHeaderTopPadding
    }

    /// Whether a plain table draws empty filler rows below its last row.
    public enum FillerRows: String, Hashable, Sendable, CaseIterable {
        /// iOS 14 and earlier: filler rows as tall as the last row, down to the bottom of the
        /// table (Apple's `fillerRowHeight` documentation: the pre-iOS 15 behavior).
        case fillToBottom
        /// iOS 15 and later: `fillerRowHeight`, 0 (no filler rows) by default.
        case fillerRowHeight
    }

    /// Which horizontal margins a cell's content view gets (``CellContentMargins``).
    public enum CellMargins: String, Hashable, Sendable, CaseIterable {
        /// iOS 11–18: the table's own margin above its safe area (16 on a 375-point phone's
        /// root view, 20 on wider screens; a table that is not a root view repeats its 8).
        case tableMargins
        /// iOS 26: the system cell margin whatever the table's own margins: 20 in tables 390
        /// points wide and wider, 16 below (an assumption for the width step; the "not 8" is
        /// recorded on iOS 26.1).
        case systemCellMargins
    }

    /// Where an automatic separator ends on the trailing side.
    public enum SeparatorTrailing: String, Hashable, Sendable, CaseIterable {
        /// iOS 11–18: at the cell's trailing edge (useyourloaf "Table View Separator Inset").
        case cellEdge
        /// iOS 26: at the trailing margin (recorded on iOS 26.1; UIKit 26.1's decompiled code ties it
        /// to the new design, which apps built with the 26 SDK get).
        case trailingMargin
    }

    /// Where a modally presented controller's view goes (``PresentationLayout``).
    public enum Presentations: String, Hashable, Sendable, CaseIterable {
        /// iOS 10–12: there is no `.automatic` (the default is full screen), and page and form
        /// sheets adapt to full screen on an iPhone (compact width; Hackworth 2019, quoting
        /// `UIViewController.h`).
        case fullScreenOnPhone
        /// iOS 13–14: `.automatic` is a page sheet, a card below the status bar, at its full
        /// height only (netguru, Hackworth, "View Controller Presentation Changes in iOS 13").
        case cardSheets
        /// iOS 15–18: `UISheetPresentationController` with detents (`.medium()`, `.large()`;
        /// custom heights from iOS 16), edge to edge (Apple's documentation).
        case sheetDetents
        /// iOS 26 and later: a sheet at a partial height floats, inset from the screen's edges
        /// (WWDC25 session 284); at its full height it is attached as before.
        case floatingSheets
        /// iOS 26 under `UIDesignRequiresCompatibility` (``requiringDesignCompatibility()``): UIKit
        /// 26.1's sheet code with the new design's insets off (`_UISolariumEnabled()` false): no
        /// sheet floats and nothing grows over the root presentation, so a phone's sheet is attached
        /// edge to edge at every detent and starts 10 pt below max(30, the top safe area) as before 26
        /// (**assumed**: the growth the code gates is taken to be the 10 pt the phone's sheet rose by
        /// on 26), a short custom detent keeps the bottom safe area below it (**assumed**); the medium
        /// detent is 26.1's resolver, which has no branch for the design. An iPad form sheet follows
        /// ``FormSheets/defaultFormSheetSize`` (docs/releases.md, "UIDesignRequiresCompatibility").
        case compatibilitySheets
    }

    /// Where a table's default section header and footer heights come from
    /// (``TableHeaderFooterHeights``). The numbers are the same on every release; what the
    /// release changes is how well they are sourced, and so which are marked as assumed.
    public enum SectionHeightDefaults: String, Hashable, Sendable, CaseIterable {
        /// iOS 10–17: no recording and no reading of UIKit's code; the later numbers, assumed.
        case assumed
        /// iOS 18: UIKit's own constants (17.5, 35, 28, 20), read in its code; the titled
        /// headers of grouped styles are assumed as recorded on iOS 26.
        case uikitConstants
        /// iOS 26 and later: recorded on iOS 26.1 (and the same constants in its code).
        case recorded
    }

    /// What an inset-grouped table does with a header height the delegate gives without a view
    /// or a title (``TableHeaderFooter/hasView`` `false`).
    public enum HeaderHeightWithoutView: String, Hashable, Sendable, CaseIterable {
        /// iOS 10–18: the height is kept as spacing without a view (the model's rule before the
        /// recording below; the `CGFLOAT_MIN` trick of sunnyxx.com 2015 relies on it: the height
        /// the delegate returns is the gap).
        case kept
        /// iOS 26 and later: ignored; the section gets the empty-section spacing (35 pt above the
        /// first section, 17.5 pt above the others), recorded on iOS 26.1 with a delegate height
        /// of 30 (github.com/Vercantez/openuikit, focus-fidelity-tables, tableprobe: "first: rows
        /// at 35"). Grouped and plain tables are not recorded: the height is kept there.
        case ignoredInInsetGrouped
    }

    /// What a grouped or inset-grouped list without headers leaves above its sections
    /// (`ListSectionSpacing`; docs/collection-views.md).
    public enum ListSectionSpacingRule: String, Hashable, Sendable, CaseIterable {
        /// iOS 14–18: 17.5 pt above and below each section, so 17.5 above the first section and
        /// 35 between sections: the first cell at y 17.5 on iOS ~14 (swiftsenpai.com), sections'
        /// backgrounds 17.667 (17.5 on the 3x grid) below one section and above the next on
        /// iOS 16 (getsentry/sentry-cocoa's SwiftUI List hierarchy).
        case halfAboveFirstSection
        /// iOS 26 and later: 35 pt above each section, recorded on iOS 26.1 (first cells at y 35
        /// and 271.33, github.com/Vercantez/openuikit listseparatorprobe).
        case aboveEachSection
    }

    /// How views learn where the bars are.
    public var barInsets: BarInsets
    /// How scroll views are inset.
    public var contentInsets: ContentInsets
    /// Whether the app is letterboxed on taller phones.
    public var letterboxing: Letterboxing
    /// What UIKit adds to the scroll indicators' insets.
    public var indicatorInsets: IndicatorInsets
    /// Whether cells follow the readable width by default.
    public var cellsFollowReadableWidth: CellsFollowReadableWidth
    /// What goes above each section header of a table or list.
    public var sectionHeaderPadding: SectionHeaderPadding
    /// Whether plain tables draw filler rows.
    public var fillerRows: FillerRows
    /// Which horizontal margins cells get.
    public var cellMargins: CellMargins
    /// Where automatic separators end on the trailing side.
    public var separatorTrailing: SeparatorTrailing
    /// Where a presented controller's view goes.
    public var presentations: Presentations
    /// Where an iPad form sheet goes and how big it is.
    public var formSheets: FormSheets
    /// How well a table's default header and footer heights are sourced.
    public var sectionHeightDefaults: SectionHeightDefaults
    /// What an inset-grouped table does with a header height given without a view.
    public var headerHeightWithoutView: HeaderHeightWithoutView
    /// What a grouped list without headers leaves above its sections.
    public var listSectionSpacing: ListSectionSpacingRule
    /// Which bars the release draws.
    public var bars: Bars
    /// How tall an iPad's classic bars are.
    var padBars: PadBars
    /// What `UIDesignRequiresCompatibility` does.
    public var designCompatibility: DesignCompatibility
    /// Where the docked keyboard's height comes from.
    public var keyboardHeights: KeyboardHeightSource
    /// Whether `keyboardLayoutGuide` exists and what it rests on.
    public var keyboardLayoutGuide: KeyboardLayoutGuideRule
    /// Whether bars can minimize (iOS 27).
    public var barMinimization: BarMinimization
    /// Whether reserved regions exist (iOS 27.1).
    public var reservedRegions: ReservedRegions
    /// Whether bars can become a vertical column (iOS 27.1).
    public var verticalBars: VerticalBars
    /// The top edge effect's automatic style (iOS 26: soft; 27: hard).
    public var topEdgeEffect: TopEdgeEffect
    /// Corner-adapted layout regions (iOS 26 and later).
    var layoutRegions: LayoutRegions
    /// Which large-title display modes exist (`inline` from iOS 17).
    public var largeTitleModes: LargeTitleModes
    /// Whether the window's own safe area holds the status bar (from iOS 12).
    public var windowStatusBar: WindowStatusBar
    /// Where a navigation item's search bar goes and how tall it is.
    public var searchBars: SearchBars
    /// What a hosting controller's SwiftUI List is, and whether `safeAreaRegions` exists.
    public var hostingControllers: HostingControllers
    /// Whether a split view's sidebar tiles beside the content or floats over it.
    public var splitViews: SplitViews

    /// The variants `release` selects.
    public init(release: UIKitRelease) {
        let safeArea = release >= .iOS11
        barInsets = safeArea ? .safeAreaInsets : .layoutGuides
        contentInsets = safeArea ? .contentInsetAdjustmentBehavior : .automaticallyAdjustsScrollViewInsets
        letterboxing = safeArea ? .none : .tallPhonesLetterboxed
        indicatorInsets = release.major >= 13 ? .safeAreaUnlessOptedOut : .followContentAdjustment
        cellsFollowReadableWidth = release.major >= 12 ? .whenSet : .byDefault
        sectionHeaderPadding = release.major >= 15 ? .sectionHeaderTopPadding : .none
        fillerRows = release.major >= 15 ? .fillerRowHeight : .fillToBottom
        cellMargins = release.major >= 26 ? .systemCellMargins : .tableMargins
        separatorTrailing = release.major >= 26 ? .trailingMargin : .cellEdge
        presentations =
            switch release.major {
            case ..<13: .fullScreenOnPhone
            case 13, 14: .cardSheets
            case 15..<26: .sheetDetents
            default: .floatingSheets
            }
        formSheets = Self.formSheets(release)
        sectionHeightDefaults =
            switch release.major {
            case ..<18: .assumed
            case 18..<26: .uikitConstants
            default: .recorded
            }
        headerHeightWithoutView = release.major >= 26 ? .ignoredInInsetGrouped : .kept
        listSectionSpacing = release.major >= 26 ? .aboveEachSection : .halfAboveFirstSection
        bars =
            switch release.major {
            case ..<UIKitRelease.firstLiquidGlass.major: .classic
            case UIKitRelease.firstLiquidGlass.major: .liquidGlass
            default: .liquidGlassAssumed
            }
        padBars = release.major < 12 ? .phoneHeights : .fiftyPoint
        designCompatibility =
            switch release.major {
            case ..<UIKitRelease.firstLiquidGlass.major: .notApplicable
            case UIKitRelease.firstLiquidGlass.major: .honoured
            default: .ignored
            }
        keyboardHeights =
            switch release.major {
            case ..<11: .none
            case 11..<UIKitRelease.firstLiquidGlass.major: .table2017
            case UIKitRelease.firstLiquidGlass.major: .recordedOnLiquidGlass
            default: .assumedAsLiquidGlass
            }
        keyboardLayoutGuide =
            switch release.major {
            case ..<15: .none
            case 15, 16: .safeAreaBottom
            default: .usesBottomSafeArea
            }
        (barMinimization, reservedRegions, verticalBars, topEdgeEffect) = Self.year27(release)
        layoutRegions = Self.layoutRegions(release)
        largeTitleModes = Self.largeTitleModes(release)
        windowStatusBar = Self.windowStatusBar(release)
        searchBars = Self.searchBars(release)
        hostingControllers = Self.hostingControllers(release)
        splitViews = Self.splitViews(release)
    }
}
