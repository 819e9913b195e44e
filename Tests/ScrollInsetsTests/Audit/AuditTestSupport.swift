@testable import ScrollInsets
import Testing

/// The screens the audit tests use, until the device catalog is merged.
enum Screens {
    /// iPhone X in portrait: 375 × 812, insets (44, 0, 34, 0).
    static let iPhoneXPortrait = Screen(
        size: Size(width: 375, height: 812),
        safeAreaInsets: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    /// iPhone X in landscape: 812 × 375, insets (0, 44, 21, 44).
    static let iPhoneXLandscape = Screen(
        size: Size(width: 812, height: 375),
        safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    /// iPhone 8 in portrait: 375 × 667, insets (20, 0, 0, 0).
    static let iPhone8Portrait = Screen(
        size: Size(width: 375, height: 667),
        safeAreaInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    /// iPhone 8 in landscape: 667 × 375, no insets.
    static let iPhone8Landscape = Screen(size: Size(width: 667, height: 375), safeAreaInsets: .zero)
}

/// `Rect(x:y:width:height:)`, shorter.
func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

/// `EdgeInsets(top:left:bottom:right:)`, shorter.
func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// A plain root view named "root" filling the window, with `subviews`.
func rootView(_ subviews: [Node]) -> Node {
    .view(ViewNode(name: "root", subviews: subviews))
}

/// A named plain view.
func view(
    _ name: String, _ frame: Rect, interactive: Bool = false, subviews: [Node] = [],
    location: ScrollInsets.SourceLocation? = nil
) -> Node {
    .view(ViewNode(name: name, frame: frame, subviews: subviews, interactive: interactive, location: location))
}

/// A view controller named `name` whose root view is a plain view named `viewName`.
func controller(
    _ name: String, viewName: String = "content", frame: Rect? = nil, subviews: [Node] = [],
    edgesForExtendedLayout: Set<Edge> = Set(Edge.allCases)
) -> ControllerNode {
    ControllerNode(
        name: name, edgesForExtendedLayout: edgesForExtendedLayout, frame: frame,
        view: ViewNode(name: viewName, subviews: subviews))
}

/// What a test compares of a finding: everything but the explanation and the view index.
struct ExpectedFinding: Hashable, Sendable, CustomStringConvertible {
    var rule: AuditRuleID
    var severity: Severity
    var path: String
    var message: String

    init(_ rule: AuditRuleID, _ path: String, _ message: String, severity: Severity? = nil) {
        self.rule = rule
        self.severity = severity ?? rule.severity
        self.path = path
        self.message = message
    }

    init(_ finding: Finding) {
        self.init(finding.rule, finding.path, finding.message.text, severity: finding.severity)
    }

    var description: String { "\(severity.rawValue): [\(rule.rawValue)] \(path): \(message)" }
}

/// A scene and the exact findings one rule must report for it.
struct AuditCase: CustomTestStringConvertible, Sendable {
    var id: String
    var scene: Scene
    var expected: [ExpectedFinding]

    var testDescription: String { id }

    init(
        _ id: String, _ screen: Screen, direction: LayoutDirection = .leftToRight, _ root: Node,
        _ expected: [ExpectedFinding] = []
    ) {
        self.id = id
        self.scene = Scene(screen: screen, layoutDirection: direction, root: root)
        self.expected = expected
    }
}

/// Lays the case's scene out and runs `rule` alone.
func runRule(_ rule: AuditRuleID, _ testCase: AuditCase) throws -> [Finding] {
    Audit.run([rule], on: try testCase.scene.layout())
}

/// Checks that `rule` reports exactly the case's expected findings.
func expectFindings(
    _ rule: AuditRuleID, _ testCase: AuditCase, sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws {
    let found = try runRule(rule, testCase).map(ExpectedFinding.init)
    #expect(found == testCase.expected, sourceLocation: sourceLocation)
}

extension Screens {
    /// The catalog device `name` in `orientation` on iOS `release` (the figures of
    /// docs/releases.md: iPhone 16 on 18 has its navigation bar at y 54, 44 tall; on 26 at
    /// y 59, 54 tall).
    static func device(_ name: String, ios release: Int, _ orientation: Orientation = .portrait) throws -> Screen {
        let device = try #require(DeviceCatalog.device(named: name))
        return try device.screen(orientation: orientation, release: UIKitRelease(release))
    }
}

/// A navigation controller "nav" showing `child`, with or without its toolbar.
func navigation(_ child: ControllerNode, toolbar: Bool = false) -> Node {
    .controller(.navigationController(name: "nav", toolbar: BarProperties(hidden: !toolbar), viewControllers: [child]))
}

extension Screens {
    /// A home-button iPhone (375 × 667, the iPhone SE 2nd and 3rd generation) in portrait with
    /// the figures of iOS `release` (``ReleaseMetrics``: navigation bar 54 and toolbar 52 on
    /// 26): a custom window, since the catalog's home-button entry stops at iOS 16 until the
    /// catalog work lists the SE on 26.
    static func homeButtonPhone(ios release: Int) throws -> Screen {
        let base = DeviceCatalog.phonePortrait(sensorHousing: 0, homeIndicator: 0, statusBar: 20, margin: 16)
        let metrics = try ReleaseMetrics.metrics(
            base, insetClass: .homeButtonPhone, family: .phone, landscape: false,
            release: UIKitRelease(release))
        var screen = Screen(size: Size(width: 375, height: 667), safeAreaInsets: insets(20, 0, 0, 0), metrics: metrics)
        screen.release = UIKitRelease(release)
        return screen
    }
}
