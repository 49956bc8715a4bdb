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

extension CommonMarkRoundTripTests {
    /// Every example's Markdown under all of GFM and under plain CommonMark, whatever its
    /// own options: the written text parses back to the same tree, and writing is stable.
    @Test(arguments: [ParseOptions(), ParseOptions.commonMark, ParseOptions(smart: true)])
    func specExamplesRoundTripUnderOtherOptions(options: ParseOptions) {
        var sameTree = 0
        var stable = 0
        var failures: [String] = []
        for fixture in SpecFixture.all {
            let document = Document(parsing: fixture.markdown, options: options)
            let written = document.commonMark()
            let reparsed = Document(parsing: written, options: options)
            if reparsed.isStructurallyEqual(to: document) {
                sameTree += 1
            } else {
                failures.append(fixture.name)
            }
            if reparsed.commonMark() == written { stable += 1 }
        }
        print(
            "options \(options.extensions.count) extensions, smart \(options.smart): \(sameTree) same tree, \(stable) stable; \(failures)")
        #expect(sameTree >= SpecFixture.all.count - 5)
        #expect(stable >= SpecFixture.all.count - 5)
    }
}

extension CommonMarkRoundTripTests {
    /// Wrapped at 12 columns, every example keeps its blocks, inlines and text; only
    /// spaces become soft breaks.
    @Test func specExamplesKeepTheirTextWhenWrapped() {
        func shape(_ document: Document) -> [NodeKind] {
            Array(document.nodes.map(\.kind).filter { $0 != .softBreak && $0 != .text })
        }
        func text(_ document: Document) -> String { document.root.plainText.replacingOccurrences(of: "\n", with: " ") }
        var failures: [String] = []
        for fixture in SpecFixture.all {
            let document = Document(parsing: fixture.markdown, options: fixture.parseOptions)
            let reparsed = Document(parsing: document.commonMark(width: 12), options: fixture.parseOptions)
            if text(reparsed) != text(document) || shape(reparsed) != shape(document) { failures.append(fixture.name) }
        }
        #expect(failures.isEmpty, "\(failures)")
    }
}
