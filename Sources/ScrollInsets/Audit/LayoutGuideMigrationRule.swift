/// `layout-guide-migration`: an Interface Builder document whose constraints still use
/// `topLayoutGuide`/`bottomLayoutGuide` (`<viewControllerLayoutGuide>`), deprecated in iOS 11
/// in favour of the safe area (Apple's `UIViewController.topLayoutGuide` documentation). Checking
/// "Use Safe Area Layout Guides" in Xcode's file inspector converts them, for the whole document
/// at once, so the rule reports once per document, at the first guide a constraint uses, naming
/// the controllers; a controller whose guides no constraint uses (Xcode adds the two guides to
/// every controller of a document without safe areas) is not counted.
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
    package static func layoutGuideMigration(controllers: [String], constraints: Int) -> Finding.Message {
        let names = controllers.map { "'\($0)'" }
        let who =
            names.count <= 3
            ? AuditText.list(names) : "\(AuditText.list(Array(names.prefix(3)))) and \(names.count - 3) more"
        return Finding.Message(
            """
            \(constraints) \(constraints == 1 ? "constraint" : "constraints") of \(who) still \
            \(constraints == 1 ? "uses" : "use") the top and bottom layout guides, deprecated since iOS 11; check 'Use Safe Area Layout Guides' in the document's file \
            inspector to move them to the safe area
            """
        )
    }
}
