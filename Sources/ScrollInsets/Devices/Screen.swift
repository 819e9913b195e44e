/// The screen a scene is laid out on: its size in the chosen orientation, the window's
/// safe-area insets, and the bar metrics of that orientation.
///
/// Build one from a catalog device with
/// ``Device/screen(orientation:statusBarHidden:release:designRequiresCompatibility:)``, or
/// describe a custom window with ``init(size:safeAreaInsets:metrics:)``.
public struct Screen: Hashable, Sendable {
    /// The device, or `nil` for a custom window.
    public var device: Device?
    /// The orientation the screen is in.
    public var orientation: Orientation
    /// The window's size in points in this orientation.
    public var size: Size
    /// The safe area the window gives its root view controller's view: UIKit's
    /// `UIWindow.safeAreaInsets` from iOS 12; on iOS 11 the window itself reports
    /// ``reportedSafeAreaInsets``.
    public var safeAreaInsets: EdgeInsets
    /// The status bar's height as shown, `0` when hidden.
    public var statusBarHeight: Double
    /// Bar heights and system minimum margins for this orientation.
    public var metrics: OrientationMetrics
    /// Why each edge of ``safeAreaInsets`` has its value.
    public var derivation: InsetDerivation
    /// The UIKit release whose figures the screen has; a custom window takes
    /// ``UIKitRelease/customWindowDefault`` unless given one.
    public var release: UIKitRelease = .customWindowDefault
    /// The idiom of a custom window (`window.idiom`); a device screen takes its device's family.
    public var windowFamily: DeviceFamily = .phone
    /// Whether the app on this screen sets `UIDesignRequiresCompatibility` and ``release`` honours
    /// it (iOS 26 only: ``RuleVariants/DesignCompatibility/honoured``); `false` wherever the key does
    /// not exist or is ignored. The layout then takes ``variants``, the iOS 18 case of each rule
    /// the new design gates (``RuleVariants/requiringDesignCompatibility()``), and the bars of 18.
    public var designRequiresCompatibility = false
    /// The frame of an iPad window's window controls (iPadOS 26), in window coordinates, or
    /// `nil` when none show. Not part of ``safeAreaInsets`` (recorded: tauri-apps/tauri #15521);
    /// corner-adapted layout regions avoid them (``CornerAdaptation``). No source publishes
    /// their frame, so a scene gives it (`window: {windowControls: {frame: RECT}}`).
    public var windowControls: Rect?

    /// The status bar's height that the window leaves out of its own `safeAreaInsets` although
    /// view controllers' views get it: the status bar on iOS 11 on a device without a sensor
    /// housing (``RuleVariants/WindowStatusBar/viewControllersOnly``), `0` otherwise.
    public var statusBarOutsideWindowSafeArea: Double = 0

    /// What `UIWindow.safeAreaInsets` reports: ``safeAreaInsets`` less
    /// ``statusBarOutsideWindowSafeArea`` on the top edge (iOS 11: `{0, 0, 0, 0}` on an iPhone 8,
    /// recorded by SnapKit/Masonry #546 and rdar://42372793).
    public var reportedSafeAreaInsets: EdgeInsets {
        var insets = safeAreaInsets
        insets.top = max(0, insets.top - statusBarOutsideWindowSafeArea)
        return insets
    }

    /// Why each edge of ``reportedSafeAreaInsets`` has its value: ``derivation``, with the status
    /// bar's term replaced by a note where the window leaves it out.
    public var reportedDerivation: InsetDerivation {
        guard statusBarOutsideWindowSafeArea > 0 else { return derivation }
        var reported = InsetDerivation()
        for edge in Edge.allCases where edge != .top {
            for term in derivation[edge] { reported.add(term, on: edge) }
        }
        reported.add(
            .statusBar, 0, on: .top,
            """
            iOS 11: the status bar (\(formatPoints(statusBarOutsideWindowSafeArea)) pt) is not in the window's own \
            safeAreaInsets on a device without a sensor housing; view controllers' views still get it \
            (SnapKit/Masonry #546, rdar://42372793)
            """)
        return reported
    }

    /// Phone or pad: the device's family, or a custom window's idiom.
    public var family: DeviceFamily { device?.family ?? windowFamily }

    /// A custom window: a size and its safe-area insets.
    ///
    /// Bars take iPhone heights: the portrait ones (44 pt navigation bar, 49 pt tab bar) when
    /// `size` is taller than wide; in landscape the compact ones (32 pt), or the regular-width
    /// ones (44 and 49, as Plus and Max phones) when the shorter side is 414 pt or more; the system minimum
    /// margins are 20 pt when the window's shorter side is 414 pt or more (Plus and Max phones,
    /// iPads) and 16 pt otherwise (compact phones, in either orientation). Pass `metrics`
    /// to choose others.
    public init(size: Size, safeAreaInsets: EdgeInsets, metrics: OrientationMetrics? = nil) {
        self.init(size: size, safeAreaInsets: safeAreaInsets, family: .phone, metrics: metrics)
    }

    /// A custom window with the bars of `family`: an iPad window (a Split View column, a Stage
    /// Manager window) has 50 pt navigation, tab and toolbars (102 with a large title) and 20 pt
    /// system minimum margins in every orientation, as the catalog's iPads.
    public init(size: Size, safeAreaInsets: EdgeInsets, family: DeviceFamily, metrics: OrientationMetrics? = nil) {
        let landscape = size.width > size.height
        self.device = nil
        self.windowFamily = family
        self.orientation = landscape ? .landscapeLeft : .portrait
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = 0
        self.metrics =
            metrics
            ?? (family == .pad
                ? Screen.padMetrics(insets: safeAreaInsets)
                : Screen.customMetrics(size: size, insets: safeAreaInsets))
        var derivation = InsetDerivation()
        for edge in Edge.allCases where safeAreaInsets[edge] != 0 {
            derivation.add(.window, safeAreaInsets[edge], on: edge, "the custom window's safeAreaInsets.\(edge)")
        }
        self.derivation = derivation
    }

    /// An iPad window's metrics: the catalog's Home-button iPad bars (50 pt; 102 with a large
    /// title) and margins (20), with the window's insets and no status bar of its own.
    static func padMetrics(insets: EdgeInsets) -> OrientationMetrics {
        customWindow(DeviceCatalog.pad(homeIndicator: false), insets: insets)
    }

    /// A phone window's metrics: the catalog's compact-width bars (landscape: 32 pt, no large
    /// title; portrait: 44, 96, 49, 44), with 20 pt margins when the shorter side is 414 or more.
    static func customMetrics(size: Size, insets: EdgeInsets) -> OrientationMetrics {
        // Plus and Max phones: regular width in landscape, 20 pt margins in both orientations.
        let regularWidth = min(size.width, size.height) >= 414
        let bars =
            size.width > size.height
            ? DeviceCatalog.phoneLandscape(sensorHousing: 0, homeIndicator: 0, regularWidth: regularWidth)
            : DeviceCatalog.phonePortrait(
                sensorHousing: 0, homeIndicator: 0, statusBar: 0, margin: regularWidth ? 20 : 16)
        return customWindow(bars, insets: insets)
    }

    /// `metrics` with the custom window's insets as its hardware insets, and no status bar.
    private static func customWindow(_ metrics: OrientationMetrics, insets: EdgeInsets) -> OrientationMetrics {
        var metrics = metrics
        metrics.hardwareInsets = insets
        metrics.statusBarHeight = 0
        metrics.statusBarVisibleByDefault = false
        return metrics
    }
}

extension Device {
    /// The screen of this device in `orientation`.
    ///
    /// The window's top inset is the larger of the hardware inset (sensor housing) and the
    /// status bar's height when the status bar shows; the other edges are the hardware insets.
    /// iPhone X in portrait: max(44, 44) = 44 top, 34 bottom. iPhone 8 with the status bar
    /// hidden: 0 top.
    ///
    /// - Parameters:
    ///   - orientation: The interface orientation.
    ///   - statusBarHidden: `true` or `false` to override the device's default for the
    ///     orientation, `nil` for the default. A status bar the device never shows in that
    ///     orientation (an iPhone in landscape) stays hidden.
    ///   - release: The UIKit release; `nil` for the device's ``defaultRelease``. A major
    ///     version alone is the release of it the device runs (``release(matching:)``: `18` is
    ///     18.3 on the iPhone 16e). `10` is the iOS 10 compatibility mode on any device: the figures of
    ///     ``iOS10CompatibilityFigures``, laid out with the iOS 10 rules.
    ///   - designRequiresCompatibility: `UIDesignRequiresCompatibility` (iOS 26 only).
    /// - Throws: ``ModelError/unsupportedOrientation(device:orientation:)`` where the device
    ///   does not rotate to `orientation`; what ``metrics(for:release:designRequiresCompatibility:)``
    ///   throws for a release it does not run or has no figures for.
    public func screen(
        orientation: Orientation, statusBarHidden: Bool? = nil, release: UIKitRelease? = nil,
        designRequiresCompatibility: Bool = false
    ) throws(ModelError) -> Screen {
        let release = release.map { self.release(matching: $0) ?? $0 } ?? defaultRelease
        // Release 10 is the iOS 10 compatibility mode: ``metrics(for:release:designRequiresCompatibility:)``
        // gives it the figures of a release the device runs; the layout takes the iOS 10 rules.
        guard
            var metrics = try metrics(
                for: orientation, release: release,
                designRequiresCompatibility: designRequiresCompatibility)
        else {
            throw .unsupportedOrientation(device: name, orientation: orientation)
        }
        let size = orientation.isLandscape ? portraitSize.transposed : portraitSize
        let statusBarShown = !(statusBarHidden ?? !metrics.statusBarVisibleByDefault) && metrics.statusBarHeight > 0
        let statusBar = statusBarShown ? metrics.statusBarHeight : 0
        var insets = metrics.hardwareInsets
        var derivation = InsetDerivation()
        for edge in Edge.allCases {
            let hardware = metrics.hardwareInsets[edge]
            let notes = metrics.notes[edge] ?? []
            let note = notes.filter { !$0.isAssumption }.map { "; " + $0.sentence }.joined()
            let source: InsetSource
            if edge == .top && statusBar > hardware {
                insets.top = statusBar
                source = .statusBar
                derivation.add(.statusBar, statusBar, on: .top, "status bar \(formatPoints(statusBar)) pt" + note)
            } else if hardware != 0 {
                source = .screen
                let reason =
                    metrics.hardwareReasons[edge]?.sentence
                    ?? Screen.hardwareReason(edge: edge, orientation: orientation, statusBar: statusBar)
                derivation.add(.screen, hardware, on: edge, reason + note)
            } else {
                continue
            }
            // What the release assumes of the edge: a term of its own after the edge's, adding 0.
            for case .assumption(let text) in notes { derivation.add(source, 0, on: edge, .assumption(text)) }
        }
        // The navigation bar sits below the status bar only while the status bar shows.
        if statusBar == 0 { metrics.navigationBarRaise = 0 }
        var screen = Screen(size: size, safeAreaInsets: insets, metrics: metrics)
        screen.device = self
        screen.orientation = orientation
        screen.statusBarHeight = statusBar
        screen.derivation = derivation
        screen.release = release
        screen.designRequiresCompatibility =
            release.honoursDesignCompatibility(designRequiresCompatibility)
        if release.variants.windowStatusBar == .viewControllersOnly, statusBar > metrics.hardwareInsets.top {
            screen.statusBarOutsideWindowSafeArea = statusBar - metrics.hardwareInsets.top
        }
        return screen
    }
}

extension Screen {
    static func hardwareReason(edge: Edge, orientation: Orientation, statusBar: Double) -> String {
        switch (edge, orientation.isLandscape) {
        case (.top, true):
            // No sensor housing is on a landscape phone's top edge: iOS 26 reports a top inset
            // there that no source explains (docs/releases.md).
            return "the landscape top inset"
        case (.top, false):
            return statusBar > 0
                ? "sensor housing (status bar \(formatPoints(statusBar)) pt within it)" : "sensor housing"
        case (.bottom, _): return "home indicator"
        case (_, true):
            // landscapeLeft: the device's top (the sensor housing) is on the right; UIKit insets
            // the other side equally (UIInterfaceOrientation documentation: home side left).
            let housing: Edge = orientation == .landscapeLeft ? .right : .left
            return edge == housing ? "sensor housing" : "rounded corners, matching the sensor housing's side"
        case (_, false): return "rounded corners"
        }
    }
}
