import CMarkSwift
import Testing

@testable import MarkdownLayout
@testable import MarkdownRendering

/// The one opt-in parallel render (`parallel: true`) cuts a large document at a top-level
/// block and renders the two parts on two threads: the bytes are the whole document's, from
/// several tasks at once. `make test-tsan` runs this suite under the thread sanitizer.
@Suite struct ParallelRenderTests {
    /// Many blocks, one large paragraph of letters and ideographs, and text with controls.
    static let source: String = {
        var text = String(repeating: "# Heading\n\nSome *text* with `code` and a [link](https://example.com).\n\n", count: 3000)
        text += String(repeating: "日本語éжa\u{1B}", count: 4000) + "\n\n"
        text += String(repeating: "> quote\n\n```\ncode\n```\n\n", count: 2000)
        return text
    }()

    @Test func rendersInParallelOnManyTasksAtOnceAsWhole() async {
        let document = Document(parsing: Self.source)
        #expect(StyledDocument.parallelParts(of: document, theme: .dark) != nil)
        var expected: [UInt8] = []
        ANSIRenderer().render(StyledDocument(document: document, theme: .dark), width: 80, into: &expected)
        #expect(ANSIRenderer().renderUTF8(document, theme: .dark, width: 80) == expected)
        let renders = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 {
                group.addTask { ANSIRenderer().renderUTF8(Document(parsing: Self.source), theme: .dark, width: 80, parallel: true) }
            }
            return await group.reduce(into: [[UInt8]]()) { $0.append($1) }
        }
        #expect(renders.count == 4)
        #expect(renders.allSatisfy { $0 == expected })
    }

    /// Markdown past the size worth two threads, with `html` written before or after it.
    static func largeDocument(htmlFirst: Bool) -> String {
        let html = "<div align=\"center\">\n\n" + String(repeating: "A centered paragraph.\n\n", count: 6) + "</div>\n\n"
        let body = String(repeating: "Some *text* on the left.\n\n", count: StyledDocument.parallelBytes / 20)
        return htmlFirst ? html + body : body + html
    }

    @Test func cutsBeforeTheFirstRenderedHTMLBlockAndRendersAsWhole() {
        let document = Document(parsing: Self.largeDocument(htmlFirst: false))
        guard let (first, second) = StyledDocument.parallelParts(of: document, theme: .dark) else {
            Issue.record("HTML after the middle leaves the first half to cut")
            return
        }
        let html = document.topLevelIndices.first { document.storage.nodes[$0].kind == .htmlBlock }!
        #expect(first.upperBound == second.lowerBound && second.lowerBound <= html)
        var whole: [UInt8] = []
        PlainRenderer().render(StyledDocument(document: document, theme: .dark), width: 50, into: &whole)
        #expect(PlainRenderer().renderUTF8(document, theme: .dark, width: 50, parallel: true) == whole)
    }

    @Test func htmlBeforeTheMiddleIsRenderedWhole() {
        let document = Document(parsing: Self.largeDocument(htmlFirst: true))
        // The div may pair with any later block: no cut is known safe without styling.
        #expect(StyledDocument.parallelParts(of: document, theme: .dark) == nil)
        var raw = Theme.dark
        raw.html.display = .raw
        #expect(StyledDocument.parallelParts(of: document, theme: raw) != nil)
    }
}
