import ScrollInsets

/// The screen the checkout runs on: an iPhone X held upright, on the device's default release.
func checkoutScreen() throws -> Screen {
    let device = DeviceCatalog.device(named: "iPhone X")!
    return try device.screen(orientation: .portrait)
}

/// The checkout controller: the cart as a full-screen table, and a Pay button pinned 8 pt above
/// the safe area's bottom, between the root view's layout margins, so it clears the home
/// indicator on every device.
func checkoutController() -> ControllerNode {
    let cart = ViewNode.tableView(
        name: "cart", frame: Rect(x: 0, y: 0, width: 375, height: 812),
        table: TableViewProperties(rowHeight: 60, sections: [TableSection(rowCount: 12)]))
    var pay = ViewNode(name: "pay", interactive: true)
    pay.pin = Pin(
        bottom: PinEdge(.safeArea, 8), leading: PinEdge(.layoutMargins),
        trailing: PinEdge(.layoutMargins), height: 44)
    let root = ViewNode(name: "root", subviews: [.view(cart), .view(pay)])
    return ControllerNode(name: "checkout", view: root)
}

/// The whole scene: the checkout controller pushed on a navigation controller.
func checkoutScene() throws -> Scene {
    let navigation = ControllerNode.navigationController(name: "nav", viewControllers: [checkoutController()])
    return Scene(screen: try checkoutScreen(), root: .controller(navigation))
}

/// What UIKit would give the cart table: its safe area, the inset its content is moved by, and
/// where it starts scrolled.
func cartInsets() throws -> (safeArea: EdgeInsets, adjusted: EdgeInsets?, offset: Point?) {
    let layout = try checkoutScene().layout()
    let cart = layout.view(path: "nav/checkout/root/cart")!
    return (
        cart.safeAreaInsets,  // (88, 0, 34, 0)
        cart.scroll?.adjustedContentInset,  // (88, 0, 34, 0)
        cart.scroll?.contentOffset
    )  // (0, -88)
}

/// Why the cart's top inset is 88: one reason per term, in the order they add up.
func cartTopReasons() throws -> [String] {
    let layout = try checkoutScene().layout()
    let cart = layout.view(path: "nav/checkout/root/cart")!
    return layout.safeAreaDerivation(ofView: cart.index)[.top].map(\.reason)
}

/// The audit of the checkout: every finding, with its rule, severity and view.
func checkoutFindings() throws -> [Finding] {
    let layout = try checkoutScene().layout()
    return Audit.run(on: layout)
}
