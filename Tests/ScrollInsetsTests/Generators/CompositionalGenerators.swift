import PropertyTesting
@testable import ScrollInsets

// Generators of compositional layouts (`UICollectionViewCompositionalLayout`), for the layout
// properties and the fixture round trip. `fitting` layouts keep every item inside its group
// and every group inside its section across the scrolling axis (fractions of at most 1, no
// item insets); `any` layouts use every form the fixture format has.

extension Gen where Value == Double {
    /// A fraction in quarters: 0.25, 0.5, 0.75 or 1.
    static var quarterFraction: Gen<Double> { Gen<Int>.int(in: 1...4).map { Double($0) / 4 } }
}

extension Gen where Value == LayoutDimension {
    /// Any dimension: half-point absolute and estimated lengths of 0…200, fractions of 0…1.5.
    static var anyDimension: Gen<LayoutDimension> {
        let length = Gen<Double>.halfPoints(in: 0...200)
        let fraction = Gen<Int>.int(in: 0...6).map { Double($0) / 4 }
        return .oneOf([
            length.map(LayoutDimension.absolute), fraction.map(LayoutDimension.fractionalWidth),
            fraction.map(LayoutDimension.fractionalHeight), length.map(LayoutDimension.estimated),
        ])
    }

    /// A fraction of at most 1 of the container's extent along `axis`.
    static func fittingFraction(along axis: Axis) -> Gen<LayoutDimension> {
        Gen<Double>.quarterFraction.map { axis == .horizontal ? .fractionalWidth($0) : .fractionalHeight($0) }
    }

    /// A group's length along the scrolling axis: absolute or estimated, 20…200.
    static var groupLength: Gen<LayoutDimension> {
        let length = Gen<Double>.halfPoints(in: 20...200)
        return .oneOf([length.map(LayoutDimension.absolute), length.map(LayoutDimension.estimated)])
    }
}

extension Gen where Value == DirectionalEdgeInsets {
    static func halfDirectional(_ range: ClosedRange<Double>) -> Gen<DirectionalEdgeInsets> {
        Gen<EdgeInsets>.halfInsets(range).map {
            DirectionalEdgeInsets(top: $0.top, leading: $0.left, bottom: $0.bottom, trailing: $0.right)
        }
    }
}

extension Gen where Value == CompositionalGroup {
    /// Groups nested up to three deep. `fitting`: members are fractions of at most 1 of their
    /// group on both axes, without insets.
    static func compositionalGroup(fitting: Bool, scroll: Axis = .vertical) -> Gen<CompositionalGroup> {
        let itemGen: Gen<CompositionalItem> =
            fitting
            ? Gen<(LayoutDimension, LayoutDimension)>.zip(
                .fittingFraction(along: .horizontal), .fittingFraction(along: .vertical)
            )
            .map { CompositionalItem(width: $0, height: $1) }
            : Gen<(LayoutDimension, LayoutDimension, DirectionalEdgeInsets)>.zip(
                .anyDimension, .anyDimension, .halfDirectional(0...10)
            )
            .map { CompositionalItem(width: $0, height: $1, contentInsets: $2) }
        let leaf = itemGen.map { CompositionalGroupMember.item($0) }
        let direction = Gen<Axis>.element(of: Axis.allCases)
        let count = Gen<Int?>.frequency([(2, .constant(nil)), (1, Gen<Int>.int(in: 1...4).map { Optional($0) })])
        let spacing = Gen<Double>.halfPoints(in: 0...10)
        @Sendable func group(
            members: Gen<[CompositionalGroupMember]>, width: Gen<LayoutDimension>, height: Gen<LayoutDimension>
        ) -> Gen<CompositionalGroup> {
            Gen<((Axis, Int?), (LayoutDimension, LayoutDimension), Double, [CompositionalGroupMember])>.zip(
                Gen<(Axis, Int?)>.zip(direction, count), Gen<(LayoutDimension, LayoutDimension)>.zip(width, height),
                spacing, members
            ).map {
                CompositionalGroup(
                    direction: $0.0.0, width: $0.1.0, height: $0.1.1, count: $0.0.1, interItemSpacing: $0.2, items: $0.3
                )
            }
        }
        let memberWidth: Gen<LayoutDimension> = fitting ? .fittingFraction(along: .horizontal) : .anyDimension
        let memberHeight: Gen<LayoutDimension> = fitting ? .fittingFraction(along: .vertical) : .anyDimension
        let member = Gen<CompositionalGroupMember>.recursive(maxDepth: 2, leaf: leaf) { child in
            group(members: .array(of: child, count: 1...3), width: memberWidth, height: memberHeight).map { .group($0) }
        }
        // The section's own group: across the scrolling axis a fraction of at most 1 (fitting).
        let across: Axis = scroll == .vertical ? .horizontal : .vertical
        let acrossDimension: Gen<LayoutDimension> = fitting ? .fittingFraction(along: across) : .anyDimension
        let alongDimension: Gen<LayoutDimension> = fitting ? .groupLength : .anyDimension
        return group(
            members: .array(of: member, count: 1...3),
            width: scroll == .vertical ? acrossDimension : alongDimension,
            height: scroll == .vertical ? alongDimension : acrossDimension)
    }
}

extension Gen where Value == CompositionalSection {
    static func compositionalSection(
        fitting: Bool, scroll: Axis = .vertical,
        references: [ContentInsetsReference] = ContentInsetsReference.allCases,
        orthogonal: [OrthogonalScrollingBehavior] = OrthogonalScrollingBehavior.allCases
    )
        -> Gen<CompositionalSection>
    {
        let supplementary = Gen<((BoundarySupplementaryItem.Kind, Bool, Bool), (LayoutDimension, LayoutDimension))>.zip(
            Gen<(BoundarySupplementaryItem.Kind, Bool, Bool)>.zip(
                .element(of: BoundarySupplementaryItem.Kind.allCases), .bool, .bool),
            fitting
                ? Gen<(LayoutDimension, LayoutDimension)>.zip(
                    scroll == .vertical ? .fittingFraction(along: .horizontal) : .groupLength,
                    scroll == .vertical ? .groupLength : .fittingFraction(along: .vertical))
                : Gen<(LayoutDimension, LayoutDimension)>.zip(.anyDimension, .anyDimension)
        ).map {
            BoundarySupplementaryItem(
                kind: $0.0.0, width: $0.1.0, height: $0.1.1, pinToVisibleBounds: $0.0.1,
                extendsBoundary: fitting || $0.0.2)
        }
        let references = Gen<(ContentInsetsReference, ContentInsetsReference, Bool)>.zip(
            .element(of: references), .element(of: references), .bool)
        return Gen<
            (
                (DirectionalEdgeInsets, Double), (ContentInsetsReference, ContentInsetsReference, Bool),
                OrthogonalScrollingBehavior,
                (CompositionalGroup, [BoundarySupplementaryItem])
            )
        >.zip(
            Gen<(DirectionalEdgeInsets, Double)>.zip(.halfDirectional(0...30), .halfPoints(in: 0...20)),
            references, .element(of: orthogonal),
            Gen<(CompositionalGroup, [BoundarySupplementaryItem])>.zip(
                .compositionalGroup(fitting: fitting, scroll: scroll),
                .array(of: supplementary, count: 0...2))
        ).map { insets, references, orthogonal, content in
            CompositionalSection(
                contentInsets: insets.0, contentInsetsReference: references.0,
                supplementaryContentInsetsReference: references.1, supplementariesFollowContentInsets: references.2,
                interGroupSpacing: insets.1, orthogonalScrollingBehavior: orthogonal, group: content.0,
                boundarySupplementaryItems: content.1)
        }
    }
}

extension Gen where Value == CompositionalLayout {
    /// A layout of 1…3 section descriptions.
    static func compositionalLayout(
        fitting: Bool, scrollDirections: [Axis] = Axis.allCases,
        references: [ContentInsetsReference] = ContentInsetsReference.allCases,
        orthogonal: [OrthogonalScrollingBehavior] = OrthogonalScrollingBehavior.allCases
    )
        -> Gen<CompositionalLayout>
    {
        Gen<Axis>.element(of: scrollDirections).flatMap { scroll in
            Gen<(ContentInsetsReference, Double, [CompositionalSection])>.zip(
                .element(of: references), .halfPoints(in: 0...20),
                .array(
                    of: .compositionalSection(
                        fitting: fitting, scroll: scroll, references: references, orthogonal: orthogonal),
                    count: 1...3)
            ).map {
                CompositionalLayout(
                    scrollDirection: scroll, contentInsetsReference: $0, interSectionSpacing: $1, sections: $2)
            }
        }
    }
}
