@testable import ScrollInsets
import Testing

/// `manual-tab-bar-inset` (Apollo-Reborn #744: a feed's hand-set `contentInset.bottom` 83 = 49 +
/// 34 stuck under or short of a minimizing tab bar on iOS 27) and `edge-effect-default-changed`
/// (bluesky-social/social-app #10907, tashda/Shellbee #145: the top edge effect's automatic style
/// is hard on iOS 27, soft on 26) on iPhone 17 Pro (useyourloaf's iPhone 17 table: 62/34).
@Suite struct ManualTabBarInsetRuleTests {
    @Test func firesOnTheHandSetEightyThree() throws {
        let findings = Audit.run(
            [.manualTabBarInset], on: try AuditFixture.layout("manual-tab-bar-inset-triggers.yaml"))
        #expect(
            findings.map(\.message.text) == [
                """
                'tabs/feed/table' sets contentInset.bottom 83 by hand with behavior never: the tab bar's 49 over the \
                34-pt home indicator; it is wrong when the tab bar minimizes or hides; use the automatic adjustment
                """
            ])
    }

    @Test func staysQuietWithTheAutomaticAdjustment() throws {
        #expect(Audit.run([.manualTabBarInset], on: try AuditFixture.layout("manual-tab-bar-inset-clean.yaml")).isEmpty)
    }
}

@Suite struct EdgeEffectDefaultChangedRuleTests {
    @Test func firesOnAnAutomaticStyleUnderTheBarOn27() throws {
        let findings = Audit.run(
            [.edgeEffectDefaultChanged], on: try AuditFixture.layout("edge-effect-default-changed-triggers.yaml"))
        #expect(
            findings.map(\.message.text) == [
                """
                'nav/feed/table' leaves topEdgeEffect.style automatic under the navigation bar: hard on iOS 27 (soft \
                on 26); set it to soft or hard to keep one look
                """
            ])
        #expect(findings.map(\.severity) == [.note])
    }

    @Test func staysQuietWithAChosenStyle() throws {
        #expect(
            Audit.run(
                [.edgeEffectDefaultChanged], on: try AuditFixture.layout("edge-effect-default-changed-clean.yaml")
            ).isEmpty)
    }

    @Test func theAutomaticStyleResolvesByRelease() {
        #expect(UIKitRelease(18).variants.topEdgeEffect == .none)
        #expect(UIKitRelease(26).variants.topEdgeEffect == .soft)
        #expect(UIKitRelease(27).variants.topEdgeEffect == .hard)
    }
}
