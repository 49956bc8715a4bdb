import CMarkSwift
import Testing

@testable import MarkdownLayout
@testable import MarkdownRendering

/// Large documents are converted from cmark's tree, sanitized, prepared, styled and
/// rendered in halves on two threads, and so is a document of one huge code block:
/// `make test-tsan` runs this suite under the thread sanitizer, from several tasks at once.
@Suite struct HalvesConcurrencyTests {
    /// Many blocks (halves of the document), one huge paragraph of letters and ideographs
    /// (halves of a text) and a long text node with controls (halves of the sanitizer).
    static let source: String = {
        var text = String(repeating: "# Heading\n\nSome *text* with `code` and a [link](https://example.com).\n\n", count: 3000)
        text += String(repeating: "日本語éжa\u{1B}", count: 40_000) + "\n\n"
        text += String(repeating: "> quote\n\n```\ncode\n```\n\n", count: 3000)
        return text
    }()

    @Test func rendersLargeDocumentsInHalvesOnManyTasksAtOnce() async {
        let document = Document(parsing: Self.source)
        #expect(StyledDocument.halves(of: document, theme: .dark) != nil)
        var expected: [UInt8] = []
        ANSIRenderer().render(StyledDocument(document: document, theme: .dark), width: 80, into: &expected)
        await Self.expectFourTasksRender(Self.source, as: expected)
    }

    /// Each render of a large document hands its styled arrays to the recycler and the next
    /// writes into them: the bytes are the same every time, and those of the whole layout.
    @Test func rendersAgainIntoRecycledArraysAlike() {
        let document = Document(parsing: Self.source)
        let expected = Array(ANSIRenderer().render(StyledDocument(document: document, theme: .dark).layout(width: 80)).utf8)
        for _ in 0..<3 {
            #expect(ANSIRenderer().renderUTF8(document, theme: .dark, width: 80) == expected)
        }
        // Plain text too, after the ANSI renders left their arrays.
        let plain = Array(PlainRenderer().render(StyledDocument(document: document, theme: .dark).layout(width: 60)).utf8)
        #expect(PlainRenderer().renderUTF8(document, theme: .dark, width: 60) == plain)
    }

    /// A code block of over ``Halves/threshold`` bytes in a quote, with tabs and wide text.
    static let codeSource: String = "> ~~~ x\n" + String(repeating: "> \tcode 日本語\t\u{1B}\n> plain line\n", count: 12_000)

    @Test func rendersALargeCodeBlockInHalvesOnManyTasksAtOnce() async {
        let document = Document(parsing: Self.codeSource)
        #expect(StyledDocument.hasLargeCodeBlock(document, theme: .dark, threshold: Halves.threshold))
        var expected: [UInt8] = []
        ANSIRenderer().render(
            StyledDocument(document: document, theme: .dark, part: nil, halvesThreshold: .max), width: 80, into: &expected)
        await Self.expectFourTasksRender(Self.codeSource, as: expected)
    }

    /// Parses and renders `source` (dark, 80 columns) on four tasks at once and expects each
    /// to give `expected`.
    static func expectFourTasksRender(_ source: String, as expected: [UInt8]) async {
        let renders = await withTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var bytes: [UInt8] = []
                    ANSIRenderer().render(Document(parsing: source), theme: .dark, width: 80, into: &bytes)
                    return bytes
                }
            }
            return await group.reduce(into: [[UInt8]]()) { $0.append($1) }
        }
        #expect(renders.count == 4)
        #expect(renders.allSatisfy { $0 == expected })
    }
}
