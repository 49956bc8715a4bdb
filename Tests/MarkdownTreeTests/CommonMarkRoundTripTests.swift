import Foundation
import Testing

@testable import MarkdownTree

@Suite struct CommonMarkRoundTripTests {
    /// parse -> commonMark() -> parse: how many examples give back the same tree, and how
    /// many give back the expected HTML through cmark's renderer.
    @Test func specExamplesRoundTrip() {
        let fixtures = SpecFixture.all
        #expect(fixtures.count == 747)
        var sameTree = 0
        var sameHTML = 0
        var report: [String] = []
        for fixture in fixtures {
            let document = Document(parsing: fixture.markdown, options: fixture.parseOptions)
            let written = document.commonMark()
            let reparsed = Document(parsing: written, options: fixture.parseOptions)
            let html = CMark.render(written, as: .html, parseOptions: fixture.parseOptions, renderOptions: fixture.renderOptions)
            let treeOK = reparsed.isStructurallyEqual(to: document)
            let htmlOK = fixture.html == "<IGNORE>\n" || html == fixture.html
            if treeOK { sameTree += 1 }
            if htmlOK { sameHTML += 1 }
            if !treeOK || !htmlOK {
                report.append(
                    "--- \(fixture.name) tree=\(treeOK) html=\(htmlOK)\n\(fixture.markdown)~~~ written:\n\(written)~~~ html:\n\(html)~~~ expected:\n\(fixture.html)"
                        + (treeOK ? "" : "~~~ tree:\n\(document.treeDump())~~~ reparsed:\n\(reparsed.treeDump())")
                )
            }
        }
        if let path = ProcessInfo.processInfo.environment["ROUNDTRIP_REPORT"] {
            try? report.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
        print("CommonMark round trip: \(sameTree) of \(fixtures.count) same tree, \(sameHTML) same HTML")
        #expect(sameHTML >= 732)
        #expect(sameTree >= 732)
    }
}
