/// The rule of `NSCollectionLayoutSection.contentInsetsReference`: where a compositional
/// section's content actually starts, edge by edge, in content coordinates.
///
/// Sources (docs/collection-views.md): the configuration's reference defaults to `.safeArea`, a
/// section's to `.automatic`, which follows the configuration (Apple's
/// `UICollectionViewCompositionalLayoutConfiguration.contentInsetsReference` and
/// `NSCollectionLayoutSection.contentInsetsReference` documentation, iOS 14); the references
/// "honor" the safe area, the layout margins or the readable content guide, and `.none` adds
/// "no additional insets" (the header's comments). Before iOS 14 sections were inset by the
/// horizontal safe area already: apps that wanted edge-to-edge sections subtracted
/// `safeAreaInsets.left/right` from `contentInsets` on iOS 13 and set `.none` on iOS 14 (the
/// Stingle Photos app's compositional layout code). So, per edge across the scrolling axis:
///
///     effective = none:  contentInsets
///                 other: max(reference inset + contentInsets − adjustedContentInset, 0)
///
/// with the reference inset the collection view's `safeAreaInsets`, its effective
/// `layoutMargins` or the distance from its bounds to its `readableContentGuide`
/// (``ReadableContentGuide``). Content coordinates start at the adjusted content inset, so an
/// edge the scroll view already insets is not inset twice, as the flow layout documents for
/// `sectionInsetReference` ("the minimum value of this property is always the collection
/// view's contentInset").
///
/// **Assumed** (no source): along the scrolling axis (top and bottom of a vertical layout) the
/// section's `contentInsets` apply as given, as for the flow layout: the scroll view's own
/// `contentInsetAdjustmentBehavior` owns those edges. A configuration reference of `.automatic`
/// resolves to the safe area.
public enum ContentInsetsResolution {
    /// The reference a section uses: its own unless `.automatic`, then the configuration's,
    /// and `.automatic` on the configuration taken as the safe area.
    public static func reference(
        section: ContentInsetsReference, configuration: ContentInsetsReference
    ) -> ContentInsetsReference {
        let chosen = section == .automatic ? configuration : section
        return chosen == .automatic ? .safeArea : chosen
    }

    /// The effective insets of `contentInsets` (physical) under `reference`, with a reason per edge.
    ///
    /// - Parameters:
    ///   - contentInsets: The section's (or supplementary's) insets on physical edges.
    ///   - reference: The resolved reference (not `.automatic`).
    ///   - scrollDirection: The layout's scrolling axis; the reference applies across it.
    ///   - context: The collection view's safe area, layout margins and adjusted content inset.
    ///   - readableInsets: The distance from the collection view's bounds to its readable content guide.
    public static func resolve(
        _ contentInsets: EdgeInsets, reference: ContentInsetsReference, scrollDirection: Axis,
        in context: ScrollContentContext, readableInsets: EdgeInsets
    ) -> (insets: EdgeInsets, reasons: [Edge: WhyTerm]) {
        let explanation = ContentInsetsExplanation(
            subject: "contentInsets", contentInsets: contentInsets, reference: reference,
            scrollDirection: scrollDirection, context: context, readableInsets: readableInsets)
        return (explanation.insets, explanation.reasons)
    }
}

/// The inputs of ``ContentInsetsResolution`` for one section or supplementary: the numbers and
/// the sentences are written from the same decision per edge, the sentences only when read.
struct ContentInsetsExplanation: Hashable, Sendable {
    /// "contentInsets" for a section, "supplementary insets" for its headers and footers.
    var subject: String
    var contentInsets: EdgeInsets
    var reference: ContentInsetsReference
    var scrollDirection: Axis
    /// The reference's inset on each edge.
    var base: EdgeInsets
    var adjustedContentInset: EdgeInsets

    init(
        subject: String, contentInsets: EdgeInsets, reference: ContentInsetsReference, scrollDirection: Axis,
        context: ScrollContentContext, readableInsets: EdgeInsets
    ) {
        self.subject = subject
        self.contentInsets = contentInsets
        self.reference = reference
        self.scrollDirection = scrollDirection
        switch reference {
        case .automatic, .safeArea: base = context.safeAreaInsets
        case .none: base = .zero
        case .layoutMargins: base = context.layoutMargins
        case .readableContent: base = readableInsets
        }
        adjustedContentInset = context.adjustedContentInset
    }

    enum Decision {
        case none
        case alongScrollingAxis
        case measured(raw: Double)
    }

    func decision(on edge: Edge) -> Decision {
        if reference == .none { return .none }
        if edge.axis == scrollDirection { return .alongScrollingAxis }
        return .measured(raw: base[edge] + contentInsets[edge] - adjustedContentInset[edge])
    }

    var insets: EdgeInsets {
        var insets = contentInsets
        Edge.forEach { edge in
            if case .measured(let raw) = decision(on: edge) { insets[edge] = Swift.max(raw, 0) }
        }
        return insets
    }

    var referenceName: String {
        switch reference {
        case .automatic, .safeArea: "safe area"
        case .none: "none"
        case .layoutMargins: "layout margin"
        case .readableContent: "readable content guide"
        }
    }

    var reasons: [Edge: WhyTerm] {
        var reasons: [Edge: WhyTerm] = [:]
        for edge in Edge.allCases {
            let given = contentInsets[edge]
            let name = "\(subject).\(edge) \(formatPoints(given)) pt"
            switch decision(on: edge) {
            case .none:
                reasons[edge] = .reason(
                    "\(name) from the content's edge (contentInsetsReference none: no additional insets)")
            case .alongScrollingAxis:
                reasons[edge] = .assumption(
                    "\(name) from the content's edge: \(reference.rawValue) applies across the "
                        + "scrolling axis only, and the \(edge) edge lies along it")
            case .measured(let raw):
                var reason =
                    "\(reference.rawValue): max(\(referenceName) \(formatPoints(base[edge])) + \(subject) "
                    + "\(formatPoints(given)) - adjustedContentInset \(formatPoints(adjustedContentInset[edge])), 0) "
                    + "= \(formatPoints(Swift.max(raw, 0))) pt"
                if raw < 0 { reason += "; the adjusted content inset is larger, so the content aligns with it" }
                reasons[edge] = .reason(reason)
            }
        }
        return reasons
    }
}
