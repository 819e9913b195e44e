import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// The scene's own keys: the target (device or window), orientation, format, status bar,
/// layout direction and the required root.
@Suite struct SceneKeyTests {
    static let errorCases: [DiagnosticCase] = [
        DiagnosticCase(
            "missing root",
            """
            device: iPhone X
            orientation: landscapeLeft
            """,
            .error(1, 1, "missing required key 'root'; expected a controller node or a view node")),
        DiagnosticCase(
            "missing device and window",
            """
            orientation: landscapeLeft
            root: {view: {}}
            """,
            .error(1, 1, "missing required key 'device' or 'window'")),
        DiagnosticCase(
            "missing everything",
            """
            layoutDirection: rightToLeft
            """,
            .error(1, 1, "missing required key 'device' or 'window'"),
            .error(1, 1, "missing required key 'root'; expected a controller node or a view node")),
        DiagnosticCase(
            "device and window",
            """
            device: iPhone X
            window: {size: [375, 812]}
            root: {view: {}}
            """,
            .error(2, 1, "'window' cannot be used together with 'device'; keep one of them")),
        DiagnosticCase(
            "window and device",
            """
            window: {size: [375, 812]}
            device: iPhone X
            root: {view: {}}
            """,
            .error(2, 1, "'device' cannot be used together with 'window'; keep one of them")),
        DiagnosticCase(
            "unknown device with a suggestion",
            """
            device: iPhon X
            root: {view: {}}
            """,
            .error(
                1, 9, "unknown device 'iPhon X'; did you mean 'iPhone X'?",
                notes: [
                    "run 'scroll-inspect devices' for the catalog, or give a 'window' with a size and safeAreaInsets"
                ])),
        DiagnosticCase(
            "unknown device, nothing close",
            """
            device: Galaxy S23
            root: {view: {}}
            """,
            .error(
                1, 9, "unknown device 'Galaxy S23'",
                notes: [
                    "run 'scroll-inspect devices' for the catalog, or give a 'window' with a size and safeAreaInsets"
                ])),
        DiagnosticCase(
            "device given as a mapping",
            """
            device: {name: iPhone X}
            root: {view: {}}
            """,
            .error(1, 9, "expected a string; found a mapping")),
        DiagnosticCase(
            "orientation the device does not support",
            """
            device: iPhone X
            orientation: portraitUpsideDown
            root: {view: {}}
            """,
            .error(
                2, 14,
                """
                'iPhone X' does not support orientation 'portraitUpsideDown'; it supports portrait, landscapeLeft, \
                landscapeRight
                """
            )),
        DiagnosticCase(
            "orientation of a name in another spelling the device does not support",
            """
            orientation: portraitUpsideDown
            device: iphone-11-pro
            root: {view: {}}
            """,
            .error(
                1, 14,
                """
                'iPhone 11 Pro' does not support orientation 'portraitUpsideDown'; it supports portrait, \
                landscapeLeft, landscapeRight
                """
            )),
        DiagnosticCase(
            "orientation misspelled",
            """
            device: iPhone X
            orientation: landscapeleft
            root: {view: {}}
            """,
            .error(
                2, 14, "unknown value 'landscapeleft'; did you mean 'landscapeLeft'?",
                notes: ["allowed values: portrait, portraitUpsideDown, landscapeLeft, landscapeRight"])),
        DiagnosticCase(
            "format 2",
            """
            format: 2
            device: iPhone X
            root: {view: {}}
            """,
            .error(1, 9, "format '2' is not supported; the highest supported format is 1")),
        DiagnosticCase(
            "format as a fraction",
            """
            format: 1.0
            device: iPhone X
            root: {view: {}}
            """,
            .error(1, 9, "expected a non-negative whole number; found '1.0'")),
        DiagnosticCase(
            "format quoted",
            """
            format: "1"
            device: iPhone X
            root: {view: {}}
            """,
            .error(1, 9, "expected a non-negative whole number; found the string \"1\"")),
        DiagnosticCase(
            "status bar as a boolean",
            """
            device: iPhone X
            statusBar: false
            root: {view: {}}
            """,
            .error(2, 12, "unknown value 'false'; allowed values: visible, hidden")),
        DiagnosticCase(
            "layout direction misspelled",
            """
            device: iPhone X
            layoutDirection: rightToLef
            root: {view: {}}
            """,
            .error(
                2, 18, "unknown value 'rightToLef'; did you mean 'rightToLeft'?",
                notes: ["allowed values: leftToRight, rightToLeft"])),
        DiagnosticCase(
            "device without a value",
            """
            device:
            root: {view: {}}
            """,
            .error(1, 8, "missing value for 'device'; expected a string")),
        DiagnosticCase(
            "window without a value",
            """
            window:
            root: {view: {}}
            """,
            .error(1, 8, "missing value for 'window'; expected a mapping")),
        DiagnosticCase(
            "window without a size",
            """
            window:
              safeAreaInsets: [0, 0, 0, 0]
            root: {view: {}}
            """,
            .error(2, 3, "missing required key 'size'; expected a size as [width, height] or {width:, height:}")),
        DiagnosticCase(
            "window with a negative size",
            """
            window: {size: [375, -812]}
            root: {view: {}}
            """,
            .error(1, 22, "expected a non-negative number; found '-812'")),
        DiagnosticCase(
            "root that is not a node",
            """
            device: iPhone X
            root: view
            """,
            .error(
                2, 7, "expected a controller or view node as a mapping with one key naming its kind; found 'view'",
                notes: ["allowed kinds: \(AllowedKeys.nodeKinds)"])),
        DiagnosticCase(
            "empty file", "",
            .error(1, 1, "the fixture has no scene; expected a mapping with 'device' or 'window' and 'root'")),
        DiagnosticCase(
            "comments only",
            """
            # nothing here yet
            """,
            .error(1, 1, "the fixture has no scene; expected a mapping with 'device' or 'window' and 'root'")),
        DiagnosticCase(
            "a scene that is not a mapping",
            """
            - device: iPhone X
            """,
            .error(1, 1, "expected a mapping; found a sequence", notes: ["allowed keys: \(AllowedKeys.scene)"])),
    ]

    @Test(arguments: errorCases)
    func sceneError(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    /// A valid scene's target, orientation, status bar and direction.
    struct TargetCase: CustomTestStringConvertible, Sendable {
        var id: String
        var fixture: String
        var target: FixtureScene.Target
        var orientation: Orientation = .portrait
        var statusBarHidden: Bool? = nil
        var direction: LayoutDirection = .leftToRight
        var testDescription: String { id }
    }

    static let iPhoneX = DeviceCatalog.device(named: "iPhone X")!
    static let iPadAir = DeviceCatalog.device(named: "iPad Air 11-inch (M2)")!

    static let targetCases: [TargetCase] = [
        TargetCase(id: "defaults", fixture: "device: iPhone X\nroot: {view: {}}", target: .device(iPhoneX)),
        TargetCase(
            id: "device by alias, ignoring case and hyphens", fixture: "device: IPAD-pro-11\nroot: {view: {}}",
            target: .device(DeviceCatalog.device(named: "iPad Pro 11-inch (1st generation)")!)),
        TargetCase(
            id: "device name quoted", fixture: "device: 'iPad Air 11-inch (M2)'\nroot: {view: {}}",
            target: .device(iPadAir)),
        TargetCase(
            id: "upside down on a pad",
            fixture: "device: iPad Air 11-inch (M2)\norientation: portraitUpsideDown\nroot: {view: {}}",
            target: .device(iPadAir), orientation: .portraitUpsideDown),
        TargetCase(
            id: "every scene key",
            fixture: """
                format: 1
                device: iPhone X
                orientation: landscapeRight
                statusBar: hidden
                layoutDirection: rightToLeft
                root: {view: {}}
                """, target: .device(iPhoneX), orientation: .landscapeRight, statusBarHidden: true,
            direction: .rightToLeft),
        TargetCase(
            id: "status bar hidden", fixture: "device: iPhone X\nstatusBar: hidden\nroot: {view: {}}",
            target: .device(iPhoneX), statusBarHidden: true),
        TargetCase(
            id: "window with insets as a mapping",
            fixture: """
                window:
                  size: {width: 812, height: 375}
                  safeAreaInsets: {left: 44, bottom: 21, right: 44}
                root: {view: {}}
                """,
            target: .window(
                size: Size(width: 812, height: 375), safeAreaInsets: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44)
            )),
        TargetCase(
            id: "window without insets; any orientation",
            fixture: """
                window: {size: [320.5, 480]}
                orientation: portraitUpsideDown
                root: {view: {}}
                """, target: .window(size: Size(width: 320.5, height: 480), safeAreaInsets: .zero),
            orientation: .portraitUpsideDown),
    ]

    @Test(arguments: targetCases)
    func target(_ testCase: TargetCase) throws {
        let result = decodeFixture(testCase.fixture)
        #expect(result.diagnostics == [])
        let scene = try #require(result.scenes.first)
        #expect(scene.target == testCase.target)
        #expect(scene.orientation == testCase.orientation)
        #expect(scene.statusBarHidden == testCase.statusBarHidden)
        #expect(scene.layoutDirection == testCase.direction)
        #expect(scene.index == 0)
        #expect(scene.location == at(1, 1))
    }

    @Test func orientationLocationIsTheValue() throws {
        let scene = try #require(
            decodeFixture("device: iPhone X\norientation:   landscapeLeft\nroot: {view: {}}").scenes.first)
        #expect(scene.orientationLocation == at(2, 16))
        let withoutOrientation = try #require(decodeFixture("device: iPhone X\nroot: {view: {}}").scenes.first)
        #expect(withoutOrientation.orientationLocation == nil)
    }
}
