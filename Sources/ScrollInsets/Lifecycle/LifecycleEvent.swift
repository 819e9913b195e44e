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
    /// The controller is about to be added to the navigation controller; not yet in the window.
    case willMoveToParent = "willMove(toParent:)"
    /// The view is loaded, not yet in the window: its insets are zero.
    case viewDidLoad = "viewDidLoad()"
    /// The view is about to be added; still out of the window, so still zero.
    case viewWillAppear = "viewWillAppear(_:)"
    /// The insets have just changed: the first callback that reads the real values.
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    /// Before the view lays out its subviews (see ``SafeAreaCallbackOrder``).
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    /// After the first layout pass: the insets are final.
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    /// The transition has finished.
    case viewDidAppear = "viewDidAppear(_:)"
    /// The covered controller is about to leave the screen.
    case viewWillDisappear = "viewWillDisappear(_:)"
    /// The covered controller has left the screen.
    case viewDidDisappear = "viewDidDisappear(_:)"
    /// The controller has been added to the navigation controller.
    case didMoveToParent = "didMove(toParent:)"
}

/// Where `viewSafeAreaInsetsDidChange` falls in the first layout pass of a pushed view.
///
/// Sources agree that it comes after `viewWillAppear` and before `viewDidLayoutSubviews`
/// (Apple: "UIKit also calls this method immediately before your view appears onscreen";
/// NativeScript #10151: it "fires before viewDidLayoutSubviews"), but not on whether it comes
/// before `viewWillLayoutSubviews` (see docs/lifecycle.md).
public enum SafeAreaCallbackOrder: String, Hashable, Sendable, CaseIterable {
    /// viewWillAppear → viewSafeAreaInsetsDidChange → viewWillLayoutSubviews (the default):
    /// `viewWillLayoutSubviews` already sees the final insets.
    case beforeViewWillLayoutSubviews
    /// viewWillAppear → viewWillLayoutSubviews → viewSafeAreaInsetsDidChange (material-components
    /// #1982: "just before viewDidLayoutSubviews"): `viewWillLayoutSubviews` still sees zero.
    case beforeViewDidLayoutSubviews
}
