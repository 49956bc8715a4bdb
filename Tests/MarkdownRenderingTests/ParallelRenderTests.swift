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
}
