import Testing
@testable import ScrollInsets

/// Values of the wrong type or out of range: each is an error at the value naming what was
/// found and what was expected.
@Suite struct ValueErrorTests {
    static let scalarCases: [DiagnosticCase] = [
        DiagnosticCase(
            "yes is not a boolean",
            """
            device: iPhone X
            root:
              view:
                interactive: yes
            """,
            .error(4, 18, "expected true or false; found 'yes'")),
        DiagnosticCase(
            "no is not a boolean",
            """
            device: iPhone X
            root:
              viewController:
                extendedLayoutIncludesOpaqueBars: no
            """,
            .error(4, 39, "expected true or false; found 'no'")),
        DiagnosticCase(
            "True is not a boolean",
            """
            device: iPhone X
            root:
              navigationController:
                navigationBar: {hidden: True}
            """,
            .error(4, 29, "expected true or false; found 'True'")),
        DiagnosticCase(
            "a quoted boolean is a string",
            """
            device: iPhone X
            root:
              scrollView:
                alwaysBounceHorizontal: "true"
            """,
            .error(4, 29, "expected true or false; found the string \"true\"")),
        DiagnosticCase(
            "a quoted number is a string",
            """
            device: iPhone X
            root:
              tableView:
                rowHeight: "44"
            """,
            .error(4, 16, "expected a non-negative number; found the string \"44\"")),
        DiagnosticCase(
            "a quoted number inside a rect",
            """
            device: iPhone X
            root:
              view:
                frame: [0, '0', 375, 812]
            """,
            .error(4, 16, "expected a number; found the string '0'")),
        DiagnosticCase(
            "a quoted count",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: '3'
            """,
            .error(5, 15, "expected a non-negative whole number; found the string '3'")),
        DiagnosticCase(
            "a negative width",
            """
            device: iPhone X
            root:
              view:
                frame: [0, 0, -1, 812]
            """,
            .error(4, 19, "expected a non-negative number; found '-1'")),
        DiagnosticCase(
            "a negative height in a mapping",
            """
            device: iPhone X
            root:
              scrollView:
                contentSize: {width: 375, height: -0.5}
            """,
            .error(4, 39, "expected a non-negative number; found '-0.5'")),
        DiagnosticCase(
            "a negative row height",
            """
            device: iPhone X
            root:
              tableView:
                rowHeight: -44
            """,
            .error(4, 16, "expected a non-negative number; found '-44'")),
        DiagnosticCase(
            "a negative spacing",
            """
            device: iPhone X
            root:
              collectionView:
                layout: {flow: {minimumInteritemSpacing: -1}}
            """,
            .error(4, 46, "expected a non-negative number; found '-1'")),
        DiagnosticCase(
            "infinity",
            """
            device: iPhone X
            root:
              scrollView:
                contentOffset: [0, .inf]
            """,
            .error(4, 24, "expected a finite number; found '.inf'")),
        DiagnosticCase(
            "minus infinity",
            """
            device: iPhone X
            root:
              scrollView:
                contentInset: [-.inf, 0, 0, 0]
            """,
            .error(4, 20, "expected a finite number; found '-.inf'")),
        DiagnosticCase(
            "not a number",
            """
            device: iPhone X
            root:
              view:
                layoutMargins: {top: NaN}
            """,
            .error(4, 26, "expected a finite number; found 'NaN'")),
        DiagnosticCase(
            "a number too large for a double",
            """
            device: iPhone X
            root:
              view:
                frame: [0, 0, 1e400, 1]
            """,
            .error(4, 19, "number '1e400' is out of range; expected a finite number")),
        DiagnosticCase(
            "hexadecimal",
            """
            device: iPhone X
            root:
              tableView:
                rowHeight: 0x2C
            """,
            .error(4, 16, "expected a non-negative number; found '0x2C'")),
        DiagnosticCase(
            "numbers without commas",
            """
            device: iPhone X
            root:
              view:
                frame: [0 0 375 812]
            """,
            .error(
                4, 12,
                """
                expected a rect as [x, y, width, height] or {x:, y:, width:, height:}; found a sequence of 1 item; \
                separate the numbers with commas
                """
            )),
        DiagnosticCase(
            "a rect with three numbers",
            """
            device: iPhone X
            root:
              view:
                frame: [0, 0, 375]
            """,
            .error(
                4, 12,
                """
                expected a rect as [x, y, width, height] or {x:, y:, width:, height:}; found a sequence of 3 numbers
                """)),
        DiagnosticCase(
            "a rect mapping without its height",
            """
            device: iPhone X
            root:
              view:
                frame: {x: 0, y: 0, width: 375}
            """,
            .error(4, 12, "missing required key 'height'; expected a non-negative number")),
        DiagnosticCase(
            "directional margins have no sequence form",
            """
            device: iPhone X
            root:
              view:
                directionalLayoutMargins: [0, 16, 0, 16]
            """,
            .error(4, 31, "expected directional insets as {top:, leading:, bottom:, trailing:}; found a sequence")),
        DiagnosticCase(
            "margins without a value",
            """
            device: iPhone X
            root:
              view:
                directionalLayoutMargins:
            """,
            .error(
                4, 30,
                """
                missing value for 'directionalLayoutMargins'; expected directional insets as {top:, leading:, \
                bottom:, trailing:}
                """
            )),
        DiagnosticCase(
            "both kinds of margins",
            """
            device: iPhone X
            root:
              view:
                layoutMargins: [8, 8, 8, 8]
                directionalLayoutMargins: {leading: 16}
            """,
            .error(5, 5, "'directionalLayoutMargins' cannot be used together with 'layoutMargins'; keep one of them")),
        DiagnosticCase(
            "an empty value",
            """
            device: iPhone X
            root:
              tableView:
                rowHeight:
            """,
            .error(4, 15, "missing value for 'rowHeight'; expected a non-negative number")),
        DiagnosticCase(
            "an unknown behavior",
            """
            device: iPhone X
            root:
              scrollView:
                contentInsetAdjustmentBehavior: scrollableAxis
            """,
            .error(
                4, 37, "unknown value 'scrollableAxis'; did you mean 'scrollableAxes'?",
                notes: ["allowed values: automatic, scrollableAxes, never, always"])),
    ]

    @Test(arguments: scalarCases)
    func scalarError(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    static let structureCases: [DiagnosticCase] = [
        DiagnosticCase(
            "contentSize of a table view",
            """
            device: iPhone X
            root:
              tableView:
                contentSize: [375, 2000]
            """,
            .error(
                4, 5,
                """
                the contentSize of a tableView is computed from its sections and rows; remove 'contentSize'
                """)),
        DiagnosticCase(
            "contentSize of a collection view",
            """
            device: iPhone X
            root:
              collectionView:
                contentSize: [375, 2000]
            """,
            .error(
                4, 5,
                "the contentSize of a collectionView is computed from its sections and items; remove 'contentSize'")),
        DiagnosticCase(
            "edgesForExtendedLayout: a single edge without brackets",
            """
            device: iPhone X
            root:
              viewController:
                edgesForExtendedLayout: top
            """,
            .error(4, 29, "expected 'all', 'none' or a list of edges such as [top, bottom]; found 'top'")),
        DiagnosticCase(
            "edgesForExtendedLayout: an unknown edge",
            """
            device: iPhone X
            root:
              viewController:
                edgesForExtendedLayout: [top, leading]
            """,
            .error(4, 35, "unknown value 'leading'; allowed values: top, left, bottom, right")),
        DiagnosticCase(
            "edgesForExtendedLayout: a mapping",
            """
            device: iPhone X
            root:
              viewController:
                edgesForExtendedLayout: {top: true}
            """,
            .error(4, 29, "expected 'all', 'none' or a list of edges such as [top, bottom]; found a mapping")),
        DiagnosticCase(
            "edgesForExtendedLayout: all, quoted",
            """
            device: iPhone X
            root:
              viewController:
                edgesForExtendedLayout: "all"
            """,
            .error(4, 29, "expected 'all', 'none' or a list of edges such as [top, bottom]; found the string \"all\"")),
        DiagnosticCase(
            "edgesForExtendedLayout: empty",
            """
            device: iPhone X
            root:
              viewController:
                edgesForExtendedLayout:
                name: x
            """,
            .error(4, 28, "expected 'all', 'none' or a list of edges such as [top, bottom]; found nothing")),
        DiagnosticCase(
            "separatorInset: automatic, quoted",
            """
            device: iPhone X
            root:
              tableView:
                separatorInset: 'automatic'
            """,
            .error(
                4, 21,
                """
                expected 'automatic' or insets as [top, left, bottom, right]; found the string 'automatic'
                """)),
        DiagnosticCase(
            "separatorInset: a word other than automatic",
            """
            device: iPhone X
            root:
              tableView:
                separatorInset: auto
            """,
            .error(4, 21, "expected 'automatic' or insets as [top, left, bottom, right]; found 'auto'")),
        DiagnosticCase(
            "separatorInset: a number",
            """
            device: iPhone X
            root:
              tableView:
                separatorInset: 15
            """,
            .error(4, 21, "expected 'automatic' or insets as [top, left, bottom, right]; found '15'")),
        DiagnosticCase(
            "separatorInset: two numbers",
            """
            device: iPhone X
            root:
              tableView:
                separatorInset: [15, 0]
            """,
            .error(
                4, 21,
                """
                expected insets as [top, left, bottom, right] or {top:, left:, bottom:, right:}; found a sequence of \
                2 numbers
                """
            )),
        DiagnosticCase(
            "rows: a negative count",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: -1
            """,
            .error(5, 15, "expected a non-negative whole number; found '-1'")),
        DiagnosticCase(
            "rows: a fraction",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: 2.5
            """,
            .error(5, 15, "expected a non-negative whole number; found '2.5'")),
        DiagnosticCase(
            "rows without a value",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows:
                    header: {height: 10}
            """,
            .error(5, 14, "missing value for 'rows'; expected a non-negative whole number")),
        DiagnosticCase(
            "rows: a list with a bad height",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: [{height: 60}, {height: tall}]
            """,
            .error(5, 39, "expected a non-negative number; found 'tall'")),
        DiagnosticCase(
            "rows: a list of numbers",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: [60, 44]
            """,
            .error(5, 16, "expected a mapping; found '60'", notes: ["allowed keys: height"]),
            .error(5, 20, "expected a mapping; found '44'", notes: ["allowed keys: height"])),
        DiagnosticCase(
            "rows: a count past the limit",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: 10000000000
            """,
            .error(
                5, 15,
                """
                the scene has more than 1000000 views; the maximum is 1000000 views per scene (table rows and \
                collection items count as views)
                """
            )),
        DiagnosticCase(
            "rows: sections that together pass the limit",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: 999999
                  - rows: [{}]
                  - rows: 1
            """,
            .error(
                6, 15,
                """
                the scene has more than 1000000 views; the maximum is 1000000 views per scene (table rows and \
                collection items count as views)
                """
            )),
        DiagnosticCase(
            "rows: a count too large for an integer",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: 99999999999999999999
            """,
            .error(5, 15, "whole number '99999999999999999999' is too large; the largest is 9223372036854775807")),
        DiagnosticCase(
            "collection sections: items past the limit",
            """
            device: iPhone X
            root:
              collectionView:
                sections: [10, {items: 999990}, 1]
            """,
            .error(
                4, 20,
                """
                the scene has more than 1000000 views; the maximum is 1000000 views per scene (table rows and \
                collection items count as views)
                """
            )),
        DiagnosticCase(
            "collection sections: one huge count",
            """
            device: iPhone X
            root:
              collectionView:
                sections:
                  - items: 9223372036854775807
            """,
            .error(
                5, 9,
                """
                the scene has more than 1000000 views; the maximum is 1000000 views per scene (table rows and \
                collection items count as views)
                """
            )),
        DiagnosticCase(
            "a header without a height",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - header: {background: contentView}
            """,
            .error(
                5, 17,
                "a section header needs a 'height' or a 'title'; a header view that sizes itself cannot be "
                    + "measured (for no header, leave out 'header')")),
        DiagnosticCase(
            "an empty footer",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - rows: 1
                    footer: {}
            """,
            .error(
                6, 17,
                "a section footer needs a 'height' or a 'title'; a footer view that sizes itself cannot be "
                    + "measured (for no footer, leave out 'footer')")),
        DiagnosticCase(
            "an automatic header without a title",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - header: {height: automatic, background: none}
            """,
            .error(
                5, 17,
                "a section header needs a 'height' or a 'title'; a header view that sizes itself cannot be "
                    + "measured (for no header, leave out 'header')")),
        DiagnosticCase(
            "a titled header said to have no view",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - header: {title: Account, view: false}
            """,
            .error(
                5, 40,
                """
                a section header with a 'title' has a view: UIKit shows the title in one of its own; 'view: false' \
                is a header height the delegate gives with neither a view nor a title
                """
            )),
        DiagnosticCase(
            "a header without a view and without a height",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - header: {view: false}
            """,
            .error(
                5, 17,
                "a section header needs a 'height' or a 'title'; a header view that sizes itself cannot be "
                    + "measured (for no header, leave out 'header')")),
        DiagnosticCase(
            "a header height that is not a number",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - header: {height: tall}
            """,
            .error(5, 26, "expected automatic or a non-negative number; found 'tall'")),
        DiagnosticCase(
            "a header background misspelled",
            """
            device: iPhone X
            root:
              tableView:
                sections:
                  - footer: {height: 10, background: backgroundview}
            """,
            .error(
                5, 42, "unknown value 'backgroundview'; did you mean 'backgroundView'?",
                notes: ["allowed values: backgroundView, contentView, none"])),
        DiagnosticCase(
            "a table header view without a height",
            """
            device: iPhone X
            root:
              tableView:
                tableHeaderView: {}
            """,
            .error(4, 22, "missing required key 'height'; expected a non-negative number")),
        DiagnosticCase(
            "collection sections: a negative count",
            """
            device: iPhone X
            root:
              collectionView:
                sections: [3, -1]
            """,
            .error(4, 19, "expected a non-negative whole number; found '-1'")),
        DiagnosticCase(
            "collection sections: items missing",
            """
            device: iPhone X
            root:
              collectionView:
                sections:
                  - {}
            """,
            .error(5, 9, "missing required key 'items'; expected a non-negative whole number")),
        DiagnosticCase(
            "collection sections: a count, not a list",
            """
            device: iPhone X
            root:
              collectionView:
                sections: 3
            """,
            .error(4, 15, "expected a sequence; found '3'")),
        DiagnosticCase(
            "selectedIndex past the last tab",
            """
            device: iPhone X
            root:
              tabBarController:
                selectedIndex: 1
                viewControllers:
                  - viewController: {}
            """,
            .error(4, 20, "selectedIndex '1' is out of range; the tab bar controller has 1 view controller")),
        DiagnosticCase(
            "selectedIndex past the last of three tabs",
            """
            device: iPhone X
            root:
              tabBarController:
                viewControllers:
                  - viewController: {}
                  - viewController: {}
                  - navigationController: {}
                selectedIndex: 3
            """,
            .error(8, 20, "selectedIndex '3' is out of range; the tab bar controller has 3 view controllers")),
        DiagnosticCase(
            "selectedIndex of a broken tab is in range",
            """
            device: iPhone X
            root:
              tabBarController:
                selectedIndex: 1
                viewControllers:
                  - viewController: {}
                  - viewControler: {}
            """,
            .error(
                7, 9, "unknown kind 'viewControler'; did you mean 'viewController'?",
                notes: ["allowed kinds: \(AllowedKeys.controllerKinds)"])),
        DiagnosticCase(
            "selectedIndex without view controllers",
            """
            device: iPhone X
            root:
              tabBarController:
                selectedIndex: 0
            """,
            .error(4, 20, "selectedIndex '0' is out of range; the tab bar controller has 0 view controllers")),
        DiagnosticCase(
            "selectedIndex with view controllers that are not a list",
            """
            device: iPhone X
            root:
              tabBarController:
                selectedIndex: 2
                viewControllers: 3
            """,
            .error(5, 22, "expected a sequence; found '3'")),
        DiagnosticCase(
            "selectedIndex negative",
            """
            device: iPhone X
            root:
              tabBarController:
                selectedIndex: -1
                viewControllers:
                  - viewController: {}
            """,
            .error(4, 20, "expected a non-negative whole number; found '-1'")),
        DiagnosticCase(
            "a subview without a frame",
            """
            device: iPhone X
            root:
              view:
                subviews:
                  - view:
                      name: badge
            """,
            .error(
                5, 9,
                """
                missing required key 'frame'; expected a rect such as [x, y, width, height] or {x:, y:, width:, \
                height:}, or a 'pin'
                """
            )),
        DiagnosticCase(
            "a child view controller without a frame",
            """
            device: iPhone X
            root:
              view:
                subviews:
                  - viewController:
                      view: {tableView: {}}
            """,
            .error(5, 9, "missing required key 'frame'; a child view controller placed in subviews needs a frame")),
        DiagnosticCase(
            "a subview with an invalid frame is not also missing one",
            """
            device: iPhone X
            root:
              scrollView:
                subviews:
                  - view: {frame: [0, 0, 10]}
            """,
            .error(
                5, 23,
                """
                expected a rect as [x, y, width, height] or {x:, y:, width:, height:}; found a sequence of 3 numbers
                """)),
    ]

    @Test(arguments: structureCases)
    func structureError(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    static let warningCases: [DiagnosticCase] = [
        DiagnosticCase(
            "a frame on a view controller's root view",
            """
            device: iPhone X
            root:
              viewController:
                view:
                  tableView:
                    frame: [0, 88, 375, 724]
            """,
            .warning(6, 16, "the frame of a view controller's root view is set by its container; this one is ignored")),
        DiagnosticCase(
            "a frame on a child view controller's root view",
            """
            device: iPhone X
            root:
              view:
                subviews:
                  - viewController:
                      frame: [0, 0, 100, 100]
                      view:
                        view: {frame: [0, 0, 50, 50]}
            """,
            .warning(8, 27, "the frame of a view controller's root view is set by its container; this one is ignored")),
    ]

    static let controllerFrameCases: [DiagnosticCase] = [
        DiagnosticCase(
            "a frame on the root view controller",
            """
            device: iPhone X
            root:
              viewController:
                frame: [0, 0, 375, 812]
            """,
            .warning(4, 12, "'frame' applies only to a child view controller placed in subviews; this one is ignored")),
        DiagnosticCase(
            "a frame on a view controller in a navigation stack",
            """
            device: iPhone X
            root:
              navigationController:
                viewControllers:
                  - viewController:
                      frame: {x: 0, y: 88, width: 375, height: 724}
            """,
            .warning(6, 18, "'frame' applies only to a child view controller placed in subviews; this one is ignored")),
        DiagnosticCase(
            "a frame on a tab bar controller",
            """
            device: iPhone X
            root:
              tabBarController:
                frame: [0, 0, 1, 1]
                viewControllers:
                  - viewController: {}
            """,
            .warning(4, 12, "'frame' applies only to a child view controller placed in subviews; this one is ignored")),
    ]

    @Test(arguments: controllerFrameCases)
    func controllerFrameOutsideSubviews(_ testCase: DiagnosticCase) throws {
        testCase.check()
        let scene = try #require(decodeFixture(testCase.fixture).scenes.first)
        guard case .controller(let root) = scene.root else { Issue.record("expected a controller root"); return }
        #expect(root.frame == nil)
        #expect(root.children.allSatisfy { $0.frame == nil })
    }

    @Test(arguments: warningCases)
    func warning(_ testCase: DiagnosticCase) {
        testCase.check()
    }

    @Test func rootViewFrameIsIgnored() throws {
        let result = decodeFixture(Self.warningCases[0].fixture)
        let scene = try #require(result.scenes.first)
        guard case .controller(let controller) = scene.root else { Issue.record("expected a controller root"); return }
        let view = try #require(controller.view)
        #expect(view.frame == nil)
        #expect(view.kind == .tableView)
    }
}
