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
                # scroll-inspect: disable control-in-unsafe-area
                device: iPhone X
                root: {view: {}}
                ---
                device: iPhone X
                root: {view: {}}
                ---
                # scroll-inspect: disable header-background-on-content-view, content-under-vertical-bar
                device: iPhone X
                root: {view: {}}
                """,
            rules: [
                ["control-in-unsafe-area"], [], ["header-background-on-content-view", "content-under-vertical-bar"],
            ]),
        DisableCase(
            id: "a comment at the end of a scene stays in it",
            fixture: """
                device: iPhone X
                root: {view: {}}
                # scroll-inspect: disable double-inset
                ---
                device: iPhone X
                root: {view: {}}
                """, rules: [["double-inset"], []]),
        DisableCase(
            id: "comments after values and between keys",
            fixture: """
                device: iPhone X   # scroll-inspect: disable double-inset
                root:
                  # scroll-inspect: disable safe-area-clamped pinned-under-bar
                  view: {}
                """, rules: [["double-inset", "safe-area-clamped", "pinned-under-bar"]]),
        DisableCase(
            id: "a comment before the first separator",
            fixture: """
                # scroll-inspect: disable double-inset
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
                # scroll-inspect: disable double-inset
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
                # scroll-inspect: disable safe-area-clamped
                device: iPhone X
                root: {view: {}}
                """, rules: [[], ["safe-area-clamped"]]),
        DisableCase(
            id: "a directive on the separator line belongs to the next scene",
            fixture: """
                device: iPhone X
                root: {view: {}}
                --- # scroll-inspect: disable safe-area-clamped
                device: iPhone X
                root: {view: {}}
                """, rules: [[], ["safe-area-clamped"]]),
        DisableCase(
            id: "a value that reads --- is not a separator",
            fixture: """
                device: iPhone X
                root:
                  view:
                    name:
                      ---
                # scroll-inspect: disable double-inset
                """, rules: [["double-inset"]]),
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
                    name: it's mine  # scroll-inspect: disable double-inset
                """, rules: [["double-inset"]]),
        DisableCase(
            id: "CRLF line endings",
            fixture: "device: iPhone X\r\nroot: {view: {}}\r\n---\r\n"
                + "# scroll-inspect: disable double-inset, safe-area-clamped\r\n"
                + "device: iPhone X\r\nroot: {view: {}}\r\n",
            rules: [[], ["double-inset", "safe-area-clamped"]]),
        DisableCase(
            id: "other comments are not directives",
            fixture: """
                # scroll-inspect: enable double-inset
                # disable safe-area-clamped
                device: iPhone X
                root: {view: {}}
                """, rules: [[]]),
    ]

    @Test(arguments: disableCases)
    func disabledRules(_ testCase: DisableCase) {
        let result = decodeFixture(testCase.fixture)
        #expect(result.diagnostics == [])
        #expect(result.scenes.map { $0.disabledRules.map(\.rawValue) } == testCase.rules)
    }

    /// A name that is no rule is a warning at its own line and column (counted by hand: the comment
    /// is `# scroll-inspect: disable double-inset, dobule-inset`, the typo starts at character 41),
    /// with the closest rule's name; the scene keeps the rules that are named right.
    @Test func aRuleNameThatIsNoRuleIsAWarningAtItsPosition() {
        let result = decodeFixture(
            """
            device: iPhone X
            root: {view: {}}
            ---
            # scroll-inspect: disable double-inset, dobule-inset
            # scroll-inspect: enable no-such-thing-at-all
            device: iPhone X
            root: {view: {}}
            """)
        #expect(result.scenes.map(\.disabledRules) == [[], [.doubleInset]])
        #expect(result.scenes.map(\.enabledRules) == [[], []])
        #expect(
            result.diagnostics == [
                FixtureDiagnostic(
                    .warning, "unknown rule 'dobule-inset' in a disable comment; did you mean 'double-inset'?",
                    at: SourceLocation(line: 4, column: 41)),
                FixtureDiagnostic(
                    .warning,
                    "unknown rule 'no-such-thing-at-all' in an enable comment; 'scroll-inspect rules' lists the rules",
                    at: SourceLocation(line: 5, column: 26)),
            ])
    }
}
