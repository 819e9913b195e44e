import Testing

@testable import ScrollInsets

/// An edge's total is its terms' sum rounded once, so a term and the term that cancels it leave no
/// rounding behind (the property soak of 9feb9c2 drew such a view: a subview scrolled 256.5 pt above
/// its superview's top on an iPhone 14 Pro, iOS 16, its inset clamped back to the superview's).
@Suite struct InsetDerivationTotalTests {
    /// The iPhone 14 Pro's 59 and the navigation bar's share under it, 116 / 3 (44 less the 16 / 3 pt the
    /// status bar and the bar overlap), then the edge beyond the superview's and the clamp.
    @Test func aTermAndItsCancellationLeaveNoRounding() {
        let bar = 116.0 / 3
        var derivation = InsetDerivation()
        derivation.add(.screen, 59, on: .top, "sensor housing")
        derivation.add(.navigationBar, bar, on: .top, "navigation bar")
        derivation.add(.position, 256.5, on: .top, "top edge 256.5 pt beyond the superview's")
        derivation.add(.clamp, -256.5, on: .top, "clamped to the superview's top inset")
        // Added in order the four give 97.66666666666663, not the stored 59 + bar.
        #expect(((59 + bar) + 256.5) - 256.5 != 59 + bar)
        #expect(derivation.total(on: .top) == 59 + bar)
        #expect(derivation.totals == EdgeInsets(top: 59 + bar, left: 0, bottom: 0, right: 0))
    }

    /// A cancellation takes back only the term just before it: a third term equal to the second is
    /// added as written.
    @Test func aCancellationTakesBackOnlyTheTermBeforeIt() {
        var derivation = InsetDerivation()
        derivation.add(.screen, 20, on: .left, "a")
        derivation.add(.position, 5, on: .left, "b")
        derivation.add(.clamp, -5, on: .left, "c")
        derivation.add(.clamp, -5, on: .left, "d")
        #expect(derivation.total(on: .left) == 15)
    }

    /// Terms that need no compensation add up as before, negative ones included.
    @Test func plainTermsAddUpAsWritten() {
        var derivation = InsetDerivation()
        derivation.add(.screen, 44, on: .top, "status bar")
        derivation.add(.navigationBar, 44, on: .top, "navigation bar")
        derivation.add(.screen, 34, on: .bottom, "home indicator")
        derivation.add(.position, -10, on: .bottom, "the view ends 10 pt above the superview's bottom")
        #expect(derivation.totals == EdgeInsets(top: 88, left: 0, bottom: 24, right: 0))
    }
}
