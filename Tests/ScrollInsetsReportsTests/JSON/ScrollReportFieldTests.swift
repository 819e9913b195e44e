import ScrollInsets
import Testing

@testable import ScrollInsetsReports

/// A rule's report fields (``ScrollReportField``) reach the JSON report, the compact text line and
/// `--explain` without a writer of their own.
@Suite struct ScrollReportFieldTests {
    /// A 100 × 100 scroll view with content as large, no safe area: nothing adjusted, so the line
    /// and the object hold only the defaults and the fields.
    func resolution(_ fields: [ScrollReportField]) -> ScrollResolution {
        let size = Size(width: 100, height: 100)
        var scroll = ScrollAdjustment.resolve(
            ScrollViewProperties(contentSize: size), frameSize: size, safeArea: .zero, contentSize: size,
            contentScrollView: nil)
        scroll.reportFields = fields
        return scroll
    }

    let fields = [
        ScrollReportField("zoomScale", .number(2.5), terms: [.reason("given")]),
        ScrollReportField("zoomedSize", .size(Size(width: 3, height: 4))),
    ]

    @Test func theJSONObjectEndsWithEachFieldInOrder() {
        var writer = JSONWriter()
        JSONReport.write(resolution(fields), into: &writer)
        let text = writer.text()
        #expect(text.hasSuffix(",\n  \"zoomScale\": 2.5,\n  \"zoomedSize\": {\"width\": 3, \"height\": 4}\n}"))
        var plain = JSONWriter()
        JSONReport.write(resolution([]), into: &plain)
        #expect(!plain.text().contains("zoom"))
    }

    @Test func theTextLineShowsEachFieldAsNameAndValue() {
        #expect(ContentLines.scrollLine(resolution(fields)).hasSuffix("  zoomScale 2.5  zoomedSize 3×4"))
        #expect(!ContentLines.scrollLine(resolution([])).contains("zoom"))
    }

    @Test func explainRecordsTheTermsOfEachFieldThatHasThem() {
        var why = Explanation()
        resolution(fields).explain(into: &why)
        #expect(why[fields[0].key].map { $0.terms.map(\.sentence) } == [["given"]])
        #expect(why[fields[1].key].isEmpty)
        #expect(fields[0].key == WhyKey(.view, "zoomScale", shape: .sentences))
    }
}
