import Foundation
import Testing

@testable import MarkdownTree

/// ``ParseLimits/maximumInlineStepsPerByte``: a paragraph whose links would make cmark-gfm
/// quadratic keeps its links as text, and nothing real reaches the limit.
@Suite struct InlineWorkLimitTests {
    static let unit = "*emphasis* [a](https://e.com/x) "
    static let standard = ParseOptions(limits: .standard)

    func count(_ kind: NodeKind, in document: Document) -> Int {
        document.nodes.filter { $0.kind == kind }.count
    }

    func steps(_ text: String, smart: Bool = false) -> [InlineWorkScan.Chunk] {
        var text = text
        return text.withUTF8 { InlineWorkScan(utf8: $0, smart: smart).chunks() }
    }

    @Test func keepsTheLinksOfAQuadraticParagraphAsText() throws {
        let text = String(repeating: Self.unit, count: 2000) + "\n"
        let document = try Document.parse(text, options: Self.standard)
        #expect(document.limitNotes == [.linksKeptAsText(line: 1, paragraphs: 1, stepsPerByte: 16)])
        #expect(count(.link, in: document) == 0)
        #expect(count(.emphasis, in: document) == 2000)
        // Every `]` is back: the text reads as written, less the emphasis marks.
        let expected = String(repeating: "emphasis [a](https://e.com/x) ", count: 2000).dropLast()
        #expect(document.root.plainText == String(expected))
        #expect(!document.storage.bytes.contains(InlineWorkLimit.standIn))
    }

    @Test func withoutTheLimitEveryLinkStays() {
        let text = String(repeating: Self.unit, count: 300) + "\n"
        let document = Document(parsing: text)
        #expect(document.limitNotes.isEmpty)
        #expect(count(.link, in: document) == 300)
    }

    @Test func boundsOnlyTheParagraphOverTheLimit() throws {
        let text = "A [link](/u) *here*.\n\n" + String(repeating: Self.unit, count: 2000) + "\n\n- [item](/v)\n"
        let document = try Document.parse(text, options: Self.standard)
        #expect(document.limitNotes == [.linksKeptAsText(line: 3, paragraphs: 1, stepsPerByte: 16)])
        #expect(document.nodes.filter { $0.kind == .link }.map(\.destination) == ["/u", "/v"])
        #expect(document.root.children.map(\.sourceRange) == Document(parsing: text).root.children.map(\.sourceRange))
    }

    @Test func keepsALinkReferenceDefinitionOnTheParagraphsFirstLine() throws {
        let text = "[d]: /defined\n" + String(repeating: Self.unit, count: 2000) + "\n\nUses [it][d].\n"
        let document = try Document.parse(text, options: Self.standard)
        #expect(document.limitNotes.count == 1)
        #expect(document.nodes.filter { $0.kind == .link }.map(\.destination) == ["/defined"])
    }

    @Test func codeAndEscapesInABoundedParagraphReadAsWritten() throws {
        let text = "`a]b` \\] " + String(repeating: Self.unit, count: 2000) + "\n"
        let document = try Document.parse(text, options: Self.standard)
        #expect(document.limitNotes.count == 1)
        #expect(document.nodes.contains { $0.kind == .code && $0.literal == "a]b" })
        #expect(document.root.plainText.hasPrefix("a]b ] emphasis [a](https://e.com/x)"))
    }

    @Test func theNoteNamesTheLimit() {
        let note = LimitNote.linksKeptAsText(line: 3, paragraphs: 2, stepsPerByte: 16)
        #expect(
            note.description
                == "the paragraph at line 3 (and 1 more) would take cmark-gfm over 16 steps a byte to match its links "
                + "with its emphasis, the inline limit; its links are shown as text")
    }

    @Test func estimateGrowsWithTheSquareOfTheShape() throws {
        let small = try #require(steps(String(repeating: Self.unit, count: 100)).first)
        let large = try #require(steps(String(repeating: Self.unit, count: 200)).first)
        // Link k walks the 2k runs before it, n(n + 1) in all, plus the 2n runs themselves.
        #expect(small.steps == 100 * 101 + 200)
        #expect(large.steps == 200 * 201 + 400)
    }

    @Test func emphasisInsideTheLinkIsCheap() throws {
        // Each close walks only what it frees: linear, and no limit is near.
        let chunk = try #require(steps(String(repeating: "[*a*](u) [**b**](v) ", count: 1000)).first)
        #expect(chunk.steps == 4000)
        // A code span inside the brackets may hide what looks like a delimiter.
        let hidden = try #require(steps(String(repeating: "*e* [`*a*`](u) ", count: 100)).first)
        #expect(hidden.steps > 100 * 100)
    }

    @Test func chunksEndAtBlankLinesListItemsAndHeadings() {
        let chunks = steps("a *b* [c](u)\n\n- *d* [e](v)\n- f\n# g\nh\n  1. i\n2. j\n    - k\n")
        #expect(chunks.map(\.line) == [1, 3, 4, 5, 6, 7])
        #expect(chunks.map(\.steps) == [4, 4, 0, 0, 0, 0])
    }

    @Test func aLongTightListOfEmphasisAndLinksStaysUnderTheLimit() throws {
        let text = String(repeating: "- **Name** [link](https://e.com/x) _note_\n", count: 5000)
        let document = try Document.parse(text, options: Self.standard)
        #expect(document.limitNotes.isEmpty)
        #expect(count(.link, in: document) == 5000)
    }

    /// Every spec example and every real document in the fixtures parses unchanged.
    @Test func realDocumentsAndSpecExamplesStayUnderTheLimit() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var texts = SpecFixture.all.map { ($0.name, $0.markdown, $0.parseOptions.smart) }
        for folder in ["Fixtures/real", "Fixtures/bench"] {
            let directory = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".md") {
                texts.append((name, try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8), false))
            }
        }
        #expect(texts.count > 600)
        for (name, text, smart) in texts {
            var text = text
            let bounded = text.withUTF8 { InlineWorkLimit.bounded($0, limits: .standard, smart: smart) }
            #expect(bounded == nil, "\(name)")
        }
    }
}
