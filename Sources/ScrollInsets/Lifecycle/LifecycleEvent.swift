/// One view-controller callback of a transition, with the `safeAreaInsets` of the
/// controller's view that the callback observes.
public struct LifecycleEvent: Hashable, Sendable {
    /// The controller's path ("nav/detail").
    public var controllerPath: String
    /// The callback.
    public var callback: LifecycleCallback
    /// `view.safeAreaInsets` as read inside the callback: zero until the view is in the
    /// window and UIKit has called `viewSafeAreaInsetsDidChange`.
    public var safeAreaInsets: EdgeInsets

    /// Creates an event.
    public init(controllerPath: String, callback: LifecycleCallback, safeAreaInsets: EdgeInsets) {
        self.controllerPath = controllerPath
        self.callback = callback
        self.safeAreaInsets = safeAreaInsets
    }
}

/// The `UIViewController` callbacks of a push, by their Swift names.
public enum LifecycleCallback: String, Hashable, Sendable, CaseIterable {
    case willMoveToParent = "willMove(toParent:)"
    case viewDidLoad = "viewDidLoad()"
    case viewWillAppear = "viewWillAppear(_:)"
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
    case didMoveToParent = "didMove(toParent:)"
}

/// Where `viewSafeAreaInsetsDidChange` falls in the first layout pass of a pushed view.
///
/// Sources agree that it comes after `viewWillAppear` and before `viewDidLayoutSubviews`
/// (Apple: "UIKit also calls this method immediately before your view appears onscreen";
/// NativeScript #10151: it "fires before viewDidLayoutSubviews"), but not on whether it comes
/// before `viewWillLayoutSubviews` (see docs/lifecycle.md).
public enum SafeAreaCallbackPlacement: String, Hashable, Sendable, CaseIterable {
    /// viewWillAppear → viewSafeAreaInsetsDidChange → viewWillLayoutSubviews (the default):
    /// `viewWillLayoutSubviews` already sees the final insets.
    case beforeViewWillLayoutSubviews
    /// viewWillAppear → viewWillLayoutSubviews → viewSafeAreaInsetsDidChange (material-components
    /// #1982: "just before viewDidLayoutSubviews"): `viewWillLayoutSubviews` still sees zero.
    case beforeViewDidLayoutSubviews
}
