extension Device {
    /// The release whose figures the iOS 10 compatibility mode (release `10`: an app built with
    /// the iOS 10 SDK, laid out with layout guides) is shown with on this device.
    ///
    /// A device that runs iOS 10 shows its iOS 10 figures. Any later device runs such an app on
    /// a newer system, with that system's screen but the bars of the iOS 10 SDK: the model takes
    /// the newest release before Liquid Glass (18) that the device runs, so that the bars are the
    /// 44-pt ones the app was built for; a device that shipped with 26 or later takes its first
    /// release. iPhone 8: 16; iPhone X: 16; iPhone SE (3rd generation): 18.
    public var iOS10CompatibilityFigures: UIKitRelease {
        if runs(.iOS10) { return .iOS10 }
        let major = max(min(lastRelease, 18), firstRelease.major)
        return major == firstRelease.major ? firstRelease : UIKitRelease(major)
    }
}
