/// `layout-guide-migration`: a controller in an Interface Builder document still on
/// `topLayoutGuide`/`bottomLayoutGuide` (`<viewControllerLayoutGuide>`), deprecated in iOS 11
/// in favour of the safe area (Apple's `UIViewController.topLayoutGuide` documentation). Checking
/// "Use Safe Area Layout Guides" in Xcode's file inspector converts them.
///
/// A document rule: `InterfaceBuilderImporter` (ScrollInsetsFormats) emits it; no layout of a fixture can, so
/// `findings(in:)` finds nothing.
enum LayoutGuideMigrationRule: LayoutAuditRule {
    /// `layout-guide-migration`.
    static let id = AuditRuleID.layoutGuideMigration
    /// ``Severity/warning``.
    static let severity = Severity.warning
    /// What the rule catches.
    static let summary =
        """
        an Interface Builder controller still uses the top and bottom layout guides, deprecated since iOS 11, instead \
        of the safe area
        """

    static func findings(in layout: Layout, explains: Bool) -> [Finding] { [] }
}

extension Finding.Message {
    package static func layoutGuideMigration(controller: String, constraints: Int) -> Finding.Message {
        Finding.Message(
            """
            '\(controller)' still uses the top and bottom layout guides (\(constraints) \
            \(constraints == 1 ? "constraint" : "constraints")), deprecated since iOS 11; check 'Use Safe Area Layout \
            Guides' to move to the safe area
            """
        )
    }
}
