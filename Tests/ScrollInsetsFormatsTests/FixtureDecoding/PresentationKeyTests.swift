import Testing
@testable import ScrollInsets
@testable import ScrollInsetsFormats

/// `presentedViewController` and the table and collection view controllers (docs/presentations.md):
/// what decodes, what is reported where, and the round trip through the encoder.
@Suite struct PresentationKeyTests {
    static let cases: [DiagnosticCase] = [
        DiagnosticCase(
            "every bad value of a presentation",
            """
            device: iPhone 16
            root:
              viewController:
                name: home
                presentedViewController:
                  modalPresentationStyle: pagesheet
                  detents: [meduim, large, 0, -3]
                  selectedDetent: 300
                  controler: {}
            """,
            .error(6, 7, "missing required key 'controller'; expected a controller node"),
            .error(
                6, 31, "unknown value 'pagesheet'; did you mean 'pageSheet'?",
                notes: ["allowed values: automatic, pageSheet, formSheet, fullScreen, overFullScreen, popover"]),
            .error(
                7, 17, "unknown value 'meduim'; did you mean 'medium'?",
                notes: ["allowed values: medium, large, a height in points"]),
            .error(7, 32, "a custom detent needs a height above 0; found '0'"),
            .error(7, 35, "expected a non-negative number; found '-3'"),
            .error(8, 23, "selectedDetent '300' is not among the detents [large]"),
            .error(
                9, 7, "unknown key 'controler'; did you mean 'controller'?",
                notes: [
                    "allowed keys: modalPresentationStyle, detents, selectedDetent, preferredContentSize, controller"
                ])),
        DiagnosticCase(
            "a preferredContentSize side of 0, in either form",
            """
            device: iPad (A16)
            root:
              viewController:
                presentedViewController:
                  modalPresentationStyle: formSheet
                  preferredContentSize: [400, 0]
                  controller:
                    viewController:
                      presentedViewController:
                        modalPresentationStyle: formSheet
                        preferredContentSize: {width: 0, height: 500}
                        controller:
                          viewController: {}
            """,
            .error(6, 35, "expected a height above 0; found '0'"),
            .error(11, 43, "expected a width above 0; found '0'")),
        DiagnosticCase(
            "a preferredContentSize that is not a finite, non-negative pair",
            """
            device: iPad (A16)
            root:
              viewController:
                presentedViewController:
                  modalPresentationStyle: formSheet
                  preferredContentSize: [400]
                  controller:
                    viewController:
                      presentedViewController:
                        modalPresentationStyle: formSheet
                        preferredContentSize: [.inf, -5]
                        controller:
                          viewController: {}
            """,
            .error(
                6, 29, "expected a size as [width, height] or {width:, height:}; found a sequence of 1 number"),
            .error(11, 36, "expected a finite number; found '.inf'"),
            .error(11, 42, "expected a non-negative number; found '-5'")),
        DiagnosticCase(
            "a preferredContentSize that UIKit ignores",
            """
            device: iPhone 16
            root:
              viewController:
                presentedViewController:
                  modalPresentationStyle: formSheet
                  preferredContentSize: [400, 500]
                  controller:
                    viewController:
                      presentedViewController:
                        preferredContentSize: [400, 500]
                        controller:
                          viewController: {}
            """,
            .warning(
                6, 29,
                """
                'preferredContentSize' is ignored: UIKit takes it as the size of an iPad form sheet, and this scene \
                is not on a catalog iPad
                """),
            .warning(
                10, 35,
                """
                'preferredContentSize' is ignored: UIKit takes it as the size of an iPad form sheet, and \
                modalPresentationStyle 'automatic' is not one
                """)),
        DiagnosticCase(
            "the presented controller's own problems are reported too",
            """
            device: iPhone 16
            root:
              viewController:
                presentedViewController:
                  detents: [large]
                  selectedDetent: medium
                  controller:
                    tableViewController:
                      view:
                        scrollView: {}
            """,
            .error(6, 23, "selectedDetent 'medium' is not among the detents [large]"),
            .error(10, 13, "a tableViewController's view must be a tableView; found 'scrollView'")),
        DiagnosticCase(
            "a view is not a controller",
            """
            device: iPhone 16
            root:
              viewController:
                presentedViewController:
                  controller:
                    view: {}
            """,
            .error(
                6, 9,
                """
                unknown kind 'view'; allowed kinds: collectionViewController, hostingController, navigationController, \
                splitViewController, tabBarController, tableViewController, viewController
                """
            )),
        DiagnosticCase(
            "a collection view controller's view",
            """
            device: iPhone 16
            root:
              collectionViewController:
                view:
                  tableView: {}
            """,
            .error(5, 7, "a collectionViewController's view must be a collectionView; found 'tableView'")),
        DiagnosticCase(
            "a table view controller takes the view controller's keys",
            """
            device: iPhone 16
            root:
              tableViewController:
                viewControllers: []
            """,
            .error(4, 5, "unknown key 'viewControllers'; allowed keys: " + AllowedKeys.viewController)),
    ]

    @Test(arguments: cases)
    func badValuesAreReportedAtTheirPlace(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    static let sheet = """
        device: iPhone 16
        root:
          navigationController:
            name: nav
            viewControllers:
              - viewController:
                  name: home
                  presentedViewController:
                    modalPresentationStyle: pageSheet
                    detents: [medium, large, 240]
                    selectedDetent: large
                    controller:
                      tableViewController:
                        name: list
                        view:
                          tableView:
                            name: table
                            sections:
                              - rows: 12
        """

    @Test func aPresentationDecodes() throws {
        let decoded = decodeFixture(Self.sheet)
        #expect(decoded.diagnostics.isEmpty)
        let scene = try #require(decoded.scenes.first)
        guard case .controller(let nav) = scene.root, case .navigationController(let navigation) = nav.kind else {
            Issue.record("not a navigation controller")
            return
        }
        let presentation = try #require(navigation.viewControllers.first?.presentedViewController)
        #expect(presentation.modalPresentationStyle == .pageSheet)
        #expect(presentation.detents == [.medium, .large, .height(240)])
        #expect(presentation.selectedDetent == .large)
        #expect(presentation.location == at(8, 11))
        #expect(presentation.controller.kind == .tableViewController)
        #expect(presentation.controller.name == "list")
        #expect(presentation.controller.view?.kind == .tableView)
        let layout = try scene.scene().layout()
        // iPhone 16, iOS 26, large detent: (0, 59, 393, 793), recorded on 26.1 (openuikit).
        #expect(
            layout.controller(path: "nav/home/list")?.presentation?.containerFrame
                == Rect(x: 0, y: 59, width: 393, height: 793))
    }

    @Test func theEncoderWritesItBack() throws {
        let decoded = try #require(decodeFixture(Self.sheet).scenes.first)
        let text = FixtureEncoder.encode(decoded)
        #expect(text == "format: 1\n" + Self.sheet + "\n")
        let again = try #require(decodeFixture(text).scenes.first)
        #expect(again.root.strippingLocations() == decoded.root.strippingLocations())
    }

    static let formSheet = """
        device: iPad (A16)
        ios: 18
        root:
          viewController:
            name: home
            presentedViewController:
              modalPresentationStyle: formSheet
              preferredContentSize: [400, 500]
              controller:
                viewController:
                  name: form
        """

    /// iPad (A16), iPadOS 18: 400 × 500 centred, ((820 − 400) / 2, (1180 − 500) / 2) = (210, 340).
    @Test func aPreferredContentSizeDecodesAndSizesTheFormSheet() throws {
        let decoded = decodeFixture(Self.formSheet)
        #expect(decoded.diagnostics.isEmpty)
        let scene = try #require(decoded.scenes.first)
        guard case .controller(let home) = scene.root else {
            Issue.record("not a controller")
            return
        }
        #expect(home.presentedViewController?.preferredContentSize == Size(width: 400, height: 500))
        #expect(
            try scene.scene().layout().controller(path: "home/form")?.presentation?.containerFrame
                == Rect(x: 210, y: 340, width: 400, height: 500))
        let text = FixtureEncoder.encode(scene)
        #expect(text == "format: 1\n" + Self.formSheet + "\n")
    }

    /// A presentation the model refuses when laid out; the tool points at `presentedViewController`.
    @Test func layoutErrorsPointAtThePresentation() throws {
        let decoded = decodeFixture(
            """
            device: iPhone 16
            root:
              viewController:
                name: home
                presentedViewController:
                  modalPresentationStyle: popover
                  controller:
                    viewController: {}
            """)
        let scene = try #require(decoded.scenes.first)
        let error = try #require(throws: ModelError.self) { try scene.scene().layout() }
        #expect(
            error
                == .presentationNotModelled(
                    path: "home", style: "popover",
                    reason: "no source gives a popover's frame; use pageSheet, formSheet, fullScreen or overFullScreen")
        )
        #expect(scene.location(of: error) == at(5, 5))
    }
}
