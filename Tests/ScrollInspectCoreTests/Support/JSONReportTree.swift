import ScrollInsets
@testable import ScrollInspectCore

/// JSON report 1 as a ``JSONValue`` tree: the report as it was built before it was streamed
/// (docs/performance.md), kept as the reference that ``JSONReport/render(_:explain:)`` must
/// write byte for byte as ``JSONWriter/renderReport(_:)`` writes this tree.
enum JSONReportTree {
    /// The whole document: `{"format": 1, "scenes": [...]}`.
    ///
    /// - Complexity: O(*n*) per scene in the number of views, cells and items; O(*n* · *d*)
    ///   with `explain` (each view's derivation climbs its superviews).
    static func document(_ scenes: [SceneReport], explain: Bool = false) -> JSONValue {
        .object([("format", .number(1)), ("scenes", .array(scenes.map { scene($0, explain: explain) }))])
    }

    /// One scene.
    ///
    /// - Complexity: As ``document(_:explain:)``, for one scene.
    static func scene(_ report: SceneReport, explain: Bool) -> JSONValue {
        let layout = report.layout
        var window: [(key: String, value: JSONValue)] = [("safeAreaInsets", .insets(layout.screen.safeAreaInsets)),
                                             ("statusBarHeight", .number(layout.screen.statusBarHeight))]
        if let device = layout.screen.device {
            // Unity's Screen.safeArea: pixels, origin at the bottom-left (docs/unity.md).
            window.append(("unitySafeArea", .rect(layout.screen.unitySafeArea(scale: device.scale))))
        }
        if explain { window.append(("explain", .derivation(layout.screen.derivation))) }
        return .object([
            ("file", .string(report.file)),
            ("index", .number(Double(report.index))),
            ("device", .string(report.layout.screen.device?.name)),
            ("orientation", .string(layout.screen.orientation.rawValue)),
            ("layoutDirection", .string(layout.layoutDirection.rawValue)),
            ("screen", .size(layout.screen.size)),
            ("window", .object(window)),
            ("controllers", .array(layout.controllers.map(controller))),
            ("views", .array(layout.views.filter { !$0.isContainerView }.map { view($0, in: layout, explain: explain) })),
            ("findings", .array(report.findings.map { finding($0, explain: explain) })),
        ])
    }

    static func controller(_ controller: ResolvedController) -> JSONValue {
        .object([("path", .string(controller.path)), ("name", .string(controller.name)),
                 ("kind", .string(controller.kind)), ("safeAreaInsets", .insets(controller.safeAreaInsets)),
                 ("viewFrame", .rect(controller.viewFrame))])
    }

    static func view(_ view: ResolvedView, in layout: Layout, explain: Bool) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("path", .string(view.path)), ("name", .string(view.name)), ("kind", .string(view.kind.rawValue)),
            ("frame", .rect(view.frame)), ("frameInWindow", .rect(view.frameInWindow)),
            ("safeAreaInsets", .insets(view.safeAreaInsets)),
            ("safeAreaClampedEdges", .strings(view.safeAreaClampedEdges.map(\.rawValue))),
            ("layoutMargins", .insets(view.layoutMargins)),
            ("scroll", view.scroll.map(scroll) ?? .null),
            ("table", view.table.map(table) ?? .null),
            ("collection", view.collection.map(collection) ?? .null),
        ]
        if let location = view.location {
            members.append(("line", .number(Double(location.line))))
            members.append(("column", .number(Double(location.column))))
        }
        if explain {
            var explanation: [(key: String, value: JSONValue)] = [
                ("safeAreaInsets", .derivation(layout.safeAreaDerivation(ofView: view.index))),
                ("layoutMargins", .derivation(view.layoutMarginsDerivation)),
            ]
            if let scroll = view.scroll {
                explanation.append(("adjustedContentInset", .derivation(scroll.derivation)))
                explanation.append(("adjustment", .object(Edge.allCases.map { ($0.rawValue, .string(scroll.reasons[$0])) })))
            }
            members.append(("explain", .object(explanation)))
        }
        return .object(members)
    }

    static func scroll(_ scroll: ScrollResolution) -> JSONValue {
        .object([("behavior", .string(scroll.behavior.rawValue)), ("contentSize", .size(scroll.contentSize)),
                 ("contentInset", .insets(scroll.contentInset)),
                 ("adjustedContentInset", .insets(scroll.adjustedContentInset)),
                 ("contentOffset", .point(scroll.contentOffset)),
                 ("scrollableAxes", .strings(scroll.scrollableAxes.map(\.rawValue))),
                 ("adjustedEdges", .strings(scroll.adjustedEdges.map(\.rawValue))),
                 ("scrollsAlong", .strings(scroll.scrollsAlong.map(\.rawValue)))])
    }

    static func table(_ table: TableLayout) -> JSONValue {
        let rows: [JSONValue] = table.rows.map { row in
            .object([("section", .number(Double(row.section))), ("row", .number(Double(row.row))),
                     ("frame", .rect(row.frame)), ("contentView", .rect(row.contentView)),
                     ("layoutMargins", .insets(row.layoutMargins)),
                     ("separator", row.separator.map { .object([("x", .number($0.x)), ("width", .number($0.width))]) } ?? .null),
                     ("safeAreaInsets", .insets(row.safeAreaInsets))])
        }
        let headers: [JSONValue] = table.headers.map { header in
            .object([("section", .number(Double(header.section))), ("kind", .string(header.kind.rawValue)),
                     ("frame", .rect(header.frame)), ("backgroundView", .rect(header.backgroundView)),
                     ("contentView", .rect(header.contentView)), ("background", .string(header.background.rawValue)),
                     ("pinnedFrame", header.pinnedFrame.map(JSONValue.rect) ?? .null)])
        }
        return .object([("contentSize", .size(table.contentSize)), ("rows", .array(rows)), ("headers", .array(headers))])
    }

    static func collection(_ collection: CollectionLayout) -> JSONValue {
        .object([("contentSize", .size(collection.contentSize)),
                 ("sections", .array(collection.sections.map { section in
                     .object([("section", .number(Double(section.section))), ("frame", .rect(section.frame)),
                              ("items", .array(section.items.map(JSONValue.rect))),
                              ("effectiveSectionInset", .insets(section.effectiveSectionInset))])
                 }))])
    }

    static func finding(_ finding: Finding, explain: Bool) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("rule", .string(finding.rule.rawValue)), ("severity", .string(finding.severity.rawValue)),
            ("path", .string(finding.path)), ("message", .string(finding.message.text)),
            ("line", finding.location.map { .number(Double($0.line)) } ?? .null),
            ("column", finding.location.map { .number(Double($0.column)) } ?? .null)]
        if explain { members.append(("explanation", .array(finding.explanation.map { .string($0) }))) }
        return .object(members)
    }
}

extension JSONValue {
    /// A derivation: per edge, its terms as `{"source", "amount", "reason"}`.
    static func derivation(_ derivation: InsetDerivation) -> JSONValue {
        .object(Edge.allCases.map { edge in
            (edge.rawValue, .array(derivation[edge].map { term in
                .object([("source", .string(term.source.rawValue)), ("amount", .number(term.amount)),
                         ("reason", .string(term.reason))])
            }))
        })
    }
}
