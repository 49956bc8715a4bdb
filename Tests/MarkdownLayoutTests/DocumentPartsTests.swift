import MarkdownLayout
import MarkdownTheme
import MarkdownTree
import Testing

/// Where a document is cut into parts, pinned on small documents cut every two blocks.
@Suite struct DocumentPartsTests {
    /// The parts of `markdown` styled with `theme`, two top-level blocks each where allowed.
    static func parts(_ markdown: String, theme: Theme = .dark, minimumBytes: Int = 0) -> (
        cuts: DocumentParts, parts: [Range<Int>], open: [Bool]
    ) {
        let document = Document(parsing: markdown)
        let cuts = DocumentParts(document, theme: theme)
        let styled = cuts.style(0..<cuts.top.count, blocksPerPart: 2, minimumBytes: minimumBytes) { blocks, _ in
            StyledDocument(document: document, styling: StylingTheme(theme), part: .init(nodes: cuts.nodes(blocks)))
        }
        #expect(styled.end == cuts.top.count)
        return (cuts, styled.parts.map(\.blocks), styled.parts.map(\.styled.leavesHTMLOpen))
    }

    @Test func aPartThatLeavesHTMLOpenRunsOnUntilItCloses() {
        // Blocks: 0-1 paragraphs, 2 `<div>`, 3-7 paragraphs, 8 `</div>`, 9-12 paragraphs.
        let inside = (1...5).map { "Inside \($0)." }.joined(separator: "\n\n")
        let after = (1...4).map { "After \($0)." }.joined(separator: "\n\n")
        let (cuts, parts, open) = Self.parts("One.\n\nTwo.\n\n<div align=\"center\">\n\n\(inside)\n\n</div>\n\n\(after)\n")
        #expect(cuts.top.count == 13)
        // The part from the div doubles (2..<4, 2..<6) until it takes in the end tag; after
        // it, parts of two blocks again.
        #expect(parts == [0..<2, 2..<10, 10..<12, 12..<13])
        #expect(open.allSatisfy { !$0 })
    }

    @Test func smallBlocksMergeUntilAPartHoldsTheLeastText() {
        // The long paragraph's text is 46 bytes, each short one's 8: past two blocks, a part
        // takes in blocks until its text reaches 30 bytes.
        let shorts = (1...8).map { "Short \($0)." }.joined(separator: "\n\n")
        let (_, parts, _) = Self.parts("A paragraph of more than thirty bytes of text.\n\n\(shorts)\n", minimumBytes: 30)
        #expect(parts == [0..<2, 2..<6, 6..<9])
    }

    @Test func htmlShownRawPairsNothingAndIsCutAnywhere() {
        var raw = Theme.dark
        raw.html.display = .raw
        let (cuts, parts, _) = Self.parts("<div>\n\nOne.\n\nTwo.\n\n</div>\n", theme: raw)
        #expect(parts == [0..<2, 2..<4])
        #expect(cuts.mayEndUnstyled(before: 2))
    }

    @Test func footnoteDefinitionsStayInOnePart() {
        let references = (1...4).map { "Note \($0)[^\($0)]." }.joined(separator: "\n\n")
        let definitions = (1...4).map { "[^\($0)]: The note \($0)." }.joined(separator: "\n\n")
        let text = references + "\n\n" + definitions + "\n"
        let (cuts, parts, _) = Self.parts(text)
        #expect(cuts.firstFootnote == 4)
        // A cut comes before the first definition, none among them.
        #expect(parts == [0..<2, 2..<4, 4..<8])
        #expect(cuts.mayEnd(before: 4) && !cuts.mayEnd(before: 5) && cuts.mayEnd(before: 8))
    }

    @Test func aCutBeforeStylingComesBeforeTheFirstRenderedHTMLBlock() {
        let cuts = DocumentParts(Document(parsing: "One.\n\nTwo.\n\n<details>\n\nThree.\n\n</details>\n"), theme: .dark)
        #expect(cuts.firstRenderedHTML == 2)
        #expect(cuts.mayEndUnstyled(before: 2) && !cuts.mayEndUnstyled(before: 3))
    }

    /// Numbered links are styled part after part, not whole; an empty document is whole.
    @Test func numberedLinksGoOnFromPartToPartAndEmptyDocumentsAreWhole() {
        let link = Document(parsing: "A [link](https://a.example).\n")
        #expect(!DocumentParts(link, theme: .plain).isWhole && DocumentParts(link, theme: .plain).numbersLinks)
        #expect(DocumentParts(Document(parsing: ""), theme: .dark).isWhole)
        #expect(!DocumentParts(link, theme: .dark).isWhole && !DocumentParts(link, theme: .dark).numbersLinks)
        let heading = Document(parsing: "# [Title](https://a.example)\n\nText.\n")
        #expect(DocumentParts(heading, theme: .dark).numbersLinks, "inline display numbers a heading's link")
    }

    @Test func stackedPartsCollapseMarginsAndSkipPartsThatShowNothing() {
        let document = Document(parsing: "# Title\n\nText.\n")
        let cuts = DocumentParts(document, theme: .dark)
        let parts = [0..<1, 1..<2].map {
            StyledDocument(document: document, styling: StylingTheme(.dark), part: .init(nodes: cuts.nodes($0)))
        }
        // A part of link definitions only shows nothing and adds no blank lines.
        let definitions = StyledDocument(document: Document(parsing: "[x]: /u\n"), styling: StylingTheme(.dark), part: .init(nodes: 1..<1))
        var stack = PartStack()
        #expect(stack.gap(before: parts[0]) == 0)
        #expect(stack.gap(before: definitions) == nil)
        let gap = stack.gap(before: parts[1])
        #expect(gap == max(parts[0].trailingGap, parts[1].leadingGap))
        #expect(gap == 1)
    }
}
