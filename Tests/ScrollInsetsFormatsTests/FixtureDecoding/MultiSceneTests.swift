import Testing
@testable import ScrollInsets

/// Files with several scenes or several problems: every problem is reported in file order,
/// and `# scroll-inspect: disable RULE` comments go to the scene they stand in.
@Suite struct MultiSceneTests {
    @Test func everyErrorIsReportedInOrder() {
        let result = decodeFixture(
            """
            device: iPhone X
            orientation: portraitUpsideDown
            root:
              navigationController:
                navigationBar: {hidden: yes}
                viewControllers:
                  - viewController:
                      view:
                        tableView:
                          rowHeight: -1
                          contentSize: [1, 1]
                          subviews:
                            - view: {name: badge}
            ---
            window: {size: [100, 100]}
            device: iPhone 8
            root:
              collectionView:
                sections: [1, two]
                layout: {flow: {itemSize: [10, 10], scrollDirection: sideways}}
            """)
        #expect(
            result.diagnostics == [
                .error(
                    2, 14,
                    """
                    'iPhone X' does not support orientation 'portraitUpsideDown'; it supports portrait, \
                    landscapeLeft, landscapeRight
                    """
                ),
                .error(5, 29, "expected true or false; found 'yes'"),
                .error(10, 26, "expected a non-negative number; found '-1'"),
                .error(
                    11, 15,
                    "the contentSize of a tableView is computed from its sections and rows; remove 'contentSize'"),
                .error(
                    13, 19,
                    """
                    missing required key 'frame'; expected a rect such as [x, y, width, height] or {x:, y:, width:, \
                    height:}, or a 'pin'
                    """
                ),
                .error(16, 1, "'device' cannot be used together with 'window'; keep one of them"),
                .error(19, 19, "expected a non-negative whole number; found 'two'"),
                .error(20, 58, "unknown value 'sideways'; allowed values: horizontal, vertical"),
            ])
        #expect(result.scenes.isEmpty)
        #expect(result.hasErrors)
    }

    @Test func syntaxErrorsAndSchemaErrorsTogether() {
        // The first scene has a YAML error, so only the parser speaks about it; the second is
        // still checked against the schema.
        let result = decodeFixture(
            """
            device: iPhone X
            root: {view: {}
            ---
            device: iPhone X
            root: {view: {frame: [0, 0, 1, 1]}, extra: 1}
            """)
        #expect(
            result.diagnostics == [
                .error(2, 7, "unterminated flow mapping; expected '}' to close this '{'"),
                .error(5, 37, "unexpected key 'extra' next to 'view'; indent the properties under 'view:'"),
            ])
        #expect(result.scenes.isEmpty)
    }

    @Test func scenesAreIndexedInFileOrder() throws {
        let result = decodeFixture(
            """
            device: iPhone X
            root: {view: {name: a}}
            ---
            # only a comment: not a scene
            ---
            device: iPhone 8
            root: {view: {name: b}}
            """)
        #expect(result.diagnostics == [])
        try #require(result.scenes.count == 2)
        #expect(result.scenes.map(\.index) == [0, 1])
        #expect(result.scenes.map(\.root.name) == ["a", "b"])
        #expect(result.scenes.map(\.location) == [at(1, 1), at(6, 1)])
    }

    // MARK: Disable comments

    struct DisableCase: CustomTestStringConvertible, Sendable {
        var id: String
        var fixture: String
        var rules: [[String]]
        var testDescription: String { id }
    }

    static let disableCases: [DisableCase] = [
        DisableCase(
            id: "one comment per scene",
            fixture: """
                # scroll-inspect: disable interactive-outside-safe-area
                device: iPhone X
                root: {view: {}}
                ---
                device: iPhone X
                root: {view: {}}
                ---
                # scroll-inspect: disable header-background-on-content-view, content-under-bar
                device: iPhone X
                root: {view: {}}
                """,
            rules: [["interactive-outside-safe-area"], [], ["header-background-on-content-view", "content-under-bar"]]),
        DisableCase(
            id: "a comment at the end of a scene stays in it",
            fixture: """
                device: iPhone X
                root: {view: {}}
                # scroll-inspect: disable rule-a
                ---
                device: iPhone X
                root: {view: {}}
                """, rules: [["rule-a"], []]),
        DisableCase(
            id: "comments after values and between keys",
            fixture: """
                device: iPhone X   # scroll-inspect: disable rule-a
                root:
                  # scroll-inspect: disable rule-b rule-c
                  view: {}
                """, rules: [["rule-a", "rule-b", "rule-c"]]),
        DisableCase(
            id: "a comment before the first separator",
            fixture: """
                # scroll-inspect: disable rule-a
                ---
                device: iPhone X
                root: {view: {}}
                """, rules: [[]]),
        DisableCase(
            id: "a comment in a part without a scene is lost",
            fixture: """
                device: iPhone X
                root: {view: {}}
                ---
                # scroll-inspect: disable rule-a
                ---
                device: iPhone X
                root: {view: {}}
                """, rules: [[], []]),
        DisableCase(
            id: "a separator with a comment on it",
            fixture: """
                device: iPhone X
                root: {view: {}}
                ---   # the second scene
                # scroll-inspect: disable rule-b
                device: iPhone X
                root: {view: {}}
                """, rules: [[], ["rule-b"]]),
        DisableCase(
            id: "a directive on the separator line belongs to the next scene",
            fixture: """
                device: iPhone X
                root: {view: {}}
                --- # scroll-inspect: disable rule-b
                device: iPhone X
                root: {view: {}}
                """, rules: [[], ["rule-b"]]),
        DisableCase(
            id: "a value that reads --- is not a separator",
            fixture: """
                device: iPhone X
                root:
                  view:
                    name:
                      ---
                # scroll-inspect: disable rule-a
                """, rules: [["rule-a"]]),
        DisableCase(
            id: "quoted names are not comments",
            fixture: """
                device: iPhone X
                root:
                  view:
                    name: "a # scroll-inspect: disable rule-x"
                    subviews:
                      - view: {name: 'b # scroll-inspect: disable rule-y', frame: [0, 0, 1, 1]}
                      - view: {name: "c \\\" # scroll-inspect: disable rule-z", frame: [0, 0, 1, 1]}
                """, rules: [[]]),
        DisableCase(
            id: "an apostrophe in a plain name opens no string",
            fixture: """
                device: iPhone X
                root:
                  view:
                    name: it's mine  # scroll-inspect: disable rule-a
                """, rules: [["rule-a"]]),
        DisableCase(
            id: "CRLF line endings",
            fixture: "device: iPhone X\r\nroot: {view: {}}\r\n---\r\n"
                + "# scroll-inspect: disable a, b\r\ndevice: iPhone X\r\nroot: {view: {}}\r\n",
            rules: [[], ["a", "b"]]),
        DisableCase(
            id: "other comments are not directives",
            fixture: """
                # scroll-inspect: enable rule-a
                # disable rule-b
                device: iPhone X
                root: {view: {}}
                """, rules: [[]]),
    ]

    @Test(arguments: disableCases)
    func disabledRules(_ testCase: DisableCase) {
        let result = decodeFixture(testCase.fixture)
        #expect(result.diagnostics == [])
        #expect(result.scenes.map(\.disabledRules) == testCase.rules)
    }
}
