/// Why a scene cannot be laid out: one named case per problem, with the values that describe
/// it; ``description`` words it as the tool prints it.
public enum ModelError: Error, Hashable, Sendable {
    /// The device does not rotate to the orientation (iPhones with Face ID stay out of
    /// `portraitUpsideDown`).
    case unsupportedOrientation(device: String, orientation: Orientation)
    /// A tab bar controller's `selectedIndex` names no tab: its path, the index, and how many
    /// tabs it has.
    case selectedIndexOutOfRange(path: String, selectedIndex: Int, count: Int)
    /// A child view controller placed in `subviews` has no `frame`.
    case childControllerWithoutFrame(path: String)
    /// A subview gives both `frame` and `pin`.
    case frameAndPin(path: String)
    /// A subview gives neither `frame` nor `pin`.
    case noFrameOrPin(path: String)
    /// A subview's `pin` cannot be solved (``PinProblem``).
    case invalidPin(path: String, PinProblem)
    /// Under the iOS 10 rules, a device with hardware insets other than a 375 × 812 pt phone:
    /// no source gives the frame its letterboxed app would have.
    case noIOS10CompatibilityFrame(device: String)
    /// `lifecycle` needs a navigation controller at the root: the root's path and kind.
    case pushNeedsNavigationController(path: String, kind: String)
    /// `lifecycle` needs at least one controller in the navigation controller's stack.
    case pushNeedsViewController(path: String)
    /// The device does not run the release: its first release and its last major release.
    case releaseNotSupported(device: String, release: UIKitRelease, first: UIKitRelease, last: Int)
    /// No source gives the device's figures on the release: what is missing.
    case missingFigures(device: String, release: UIKitRelease, what: String)
    /// The device is listed but only partly public (``PartialDevice``): what a layout would
    /// need and no source gives.
    case unpublishedFigures(device: String, missing: [String])
    /// `fold: partial` on a screen that does not fold (every device but the iPhone Duo's inner display).
    case noFold(device: String)
    /// `preferredVerticalBarBehavior: disabled` on a screen with a vertical-bar column (the
    /// iPhone Duo on 27.1): no source gives the insets with horizontal bars (``VerticalBarBehaviorRule``).
    case verticalBarsDisabledNotModelled(path: String, device: String)
    /// `barsMinimized: true` on a release whose bars do not minimize (before iOS 27).
    case barMinimizationNotAvailable(UIKitRelease)
    /// `keyboard: {shown: true}` where no source gives the keyboard's height: what is missing.
    case noKeyboardHeight(device: String, orientation: Orientation, release: UIKitRelease, missing: String)
    /// A floating or undocked keyboard on a device that only docks it.
    case keyboardModeNeedsPad(device: String, mode: String)
    /// A release the model has no rules for: not one of ``UIKitRelease/modelled`` (there is no
    /// iOS 19–25; nothing before 10 or after 27 is modelled).
    case releaseNotModelled(UIKitRelease)
    /// A presentation whose container no source gives (a popover, an iPad form sheet, …).
    case presentationNotModelled(path: String, style: String, reason: String)
    /// A `selectedDetent` that is not among the presentation's `detents`.
    case selectedDetentNotInDetents(path: String, detent: String)
    /// A table or collection view controller whose `view` is not a view of the kind it must
    /// be (``ControllerKind/requiredRootViewKind``).
    case rootViewKindMismatch(path: String, controller: String, expected: ViewKind, found: ViewKind)
    /// A number of the layout overflows to infinity or is not a number (`Layout.checkFinite()`):
    /// the view's path, the value's name, and where the view (or its nearest ancestor with a
    /// position) starts in the fixture.
    case nonFiniteValue(path: String, what: String, location: SourceLocation?)
    /// A `largeTitleDisplayMode` the release lacks or no source gives the bar of
    /// (``LargeTitleDisplay/Problem``): the item's path, why, and where the fixture gives the mode.
    case largeTitleDisplayModeNotModelled(path: String, reason: String, location: SourceLocation?)
    /// A navigation item's search controller that the model does not lay out (an active search, a
    /// placement before its release), at the fixture's key.
    case searchControllerNotModelled(path: String, reason: String, location: SourceLocation?)
    /// A hosting controller the model does not lay out (before iOS 13, `safeAreaRegions` before
    /// iOS 16.4, a List spelled as the other release's view), at the fixture's key.
    case hostingControllerNotModelled(path: String, reason: String, location: SourceLocation?)
    /// A pin to `keyboardLayoutGuide` the model refuses (before iOS 15, which introduced the
    /// guide): the view's path, why, and where the view starts in the fixture.
    case keyboardLayoutGuideNotAvailable(path: String, reason: String, location: SourceLocation?)
    /// A split view controller that lacks a column, or whose layout needs a figure no source gives.
    case splitViewNotModelled(path: String, reason: String, location: SourceLocation?)
}

extension ModelError: CustomStringConvertible {
    /// The error as one lowercase line, in the house style of diagnostics.
    public var description: String {
        switch self {
        case let .unsupportedOrientation(device, orientation):
            return "'\(device)' does not support orientation '\(orientation.rawValue)'"
        case let .selectedIndexOutOfRange(path, selectedIndex, count):
            return
                """
                \(path): selectedIndex '\(selectedIndex)' is out of range; the tab bar controller has \(count) view \
                controller\(count == 1 ? "" : "s")
                """
        case let .childControllerWithoutFrame(path):
            return "\(path): a child view controller in subviews needs a frame"
        case let .frameAndPin(path):
            return "\(path): a subview gives both frame and pin; give one"
        case let .noFrameOrPin(path):
            return "\(path): a subview needs a frame or a pin"
        case let .invalidPin(path, problem):
            return "\(path): \(problem)"
        case let .noIOS10CompatibilityFrame(device):
            return
                """
                \(device): no sourced iOS 10 compatibility frame for '\(device)'; only 375 × 812 pt phones are known \
                to letterbox at 375 × 667
                """
        case let .pushNeedsNavigationController(path, kind):
            return
                """
                \(path): a push needs a navigation controller at the root, or as the selected tab of a tab bar \
                controller at the root; got '\(kind)'
                """
        case let .pushNeedsViewController(path):
            return "\(path): a push needs at least one view controller in viewControllers"
        case let .releaseNotSupported(device, release, first, last):
            return
                "'\(device)' does not run iOS \(release); it runs iOS \(UIKitRelease.range(first: first, last: last))"
        case let .missingFigures(device, release, what):
            return "no sourced figures for '\(device)' on iOS \(release): \(what) are not published"
        case let .unpublishedFigures(device, missing):
            return "'\(device)' cannot be laid out: no source publishes \(missing.joined(separator: ", "))"
        case let .noKeyboardHeight(device, orientation, release, missing):
            return
                """
                no sourced keyboard height for '\(device)' in \(orientation.rawValue) on iOS \(release): \(missing) \
                are not published; give keyboard {height: N} or {frame: RECT}
                """
        case let .barMinimizationNotAvailable(release):
            return "bars do not minimize on iOS \(release); 'barsMinimized' needs iOS 27 or later"
        case let .verticalBarsDisabledNotModelled(path, device):
            return
                """
                \(path): preferredVerticalBarBehavior 'disabled' on '\(device)' is not modelled: no source gives its \
                safe area with horizontal bars (the status bar leaves the 84-pt column); use 'automatic'
                """
        case let .noFold(device):
            return "'\(device)' does not fold; 'fold: partial' needs a display that folds (iPhone Duo (inner))"
        case let .keyboardModeNeedsPad(device, mode):
            return "'\(device)' has no \(mode) keyboard; only iPads float or undock it"
        case let .releaseNotModelled(release):
            return "iOS \(release) is not modelled; the model knows iOS \(UIKitRelease.modelledRange)"
        case let .presentationNotModelled(path, style, reason):
            return "\(path): modalPresentationStyle '\(style)' is not modelled here: \(reason)"
        case let .selectedDetentNotInDetents(path, detent):
            return "\(path): selectedDetent '\(detent)' is not among the detents"
        case let .rootViewKindMismatch(path, controller, expected, found):
            return "\(path): a \(controller)'s view must be a \(expected.rawValue); got '\(found.rawValue)'"
        case let .largeTitleDisplayModeNotModelled(path, reason, _):
            return "\(path): largeTitleDisplayMode \(reason)"
        case let .searchControllerNotModelled(path, reason, _):
            return "\(path): navigationItem.searchController: \(reason)"
        case let .hostingControllerNotModelled(path, reason, _):
            return "\(path): hostingController: \(reason)"
        case let .keyboardLayoutGuideNotAvailable(path, reason, _):
            return "\(path): pin to keyboardLayoutGuide: \(reason)"
        case let .splitViewNotModelled(path, reason, _):
            return "\(path): \(reason)"
        case let .nonFiniteValue(path, what, _):
            return
                """
                \(path): \(what) overflows to infinity or is not a number; a value of the fixture is too large (a \
                frame, a height, a count)
                """
        }
    }
}
