import Testing

@testable import MarkdownTree

/// `Document.node(at:)`, the half-open form of source ranges, and output of a subtree.
@Suite struct NodePositionTests {
    @Test func halfOpenRangeEndsOnePastTheInclusiveEnd() {
        let heading = Document(parsing: "# Title\n").root.firstChild!
        #expect(heading.sourceRange.description == "1:1-1:7")
        #expect(heading.range == SourceLocation(line: 1, column: 1)..<SourceLocation(line: 1, column: 8))
        #expect(heading.sourceRange.contains(SourceLocation(line: 1, column: 7)))
        #expect(!heading.sourceRange.contains(SourceLocation(line: 1, column: 8)))
        #expect(!SourceRange.none.contains(SourceLocation(line: 0, column: 0)))
        #expect(SourceRange.none.halfOpen == nil)
    }

    @Test func nodeAtFindsTheDeepestNode() {
        let document = Document(parsing: "# Title\n\n> See [*docs*](d.md) now.\n")
        #expect(document.node(at: SourceLocation(line: 1, column: 3))?.kind == .text)
        #expect(document.node(at: SourceLocation(line: 3, column: 1))?.kind == .blockQuote)
        #expect(document.node(at: SourceLocation(line: 3, column: 7))?.kind == .link)  // the `[`
        #expect(document.node(at: SourceLocation(line: 3, column: 9))?.as(TextNode.self)?.string == "docs")
        #expect(document.node(at: SourceLocation(line: 3, column: 8))?.kind == .emphasis)
        #expect(document.node(at: SourceLocation(line: 2, column: 1))?.kind == .document)
        #expect(document.node(at: SourceLocation(line: 9, column: 1)) == nil)
    }

    @Test func nodeAtAgreesWithADepthScanEverywhere() {
        let document = Document(parsing: "- a\n  - **b** `c`\n\n| x | y |\n|---|---|\n| 1 | [z](u) |\n\n> q\n> > r\n")
        for line in 1...10 {
            for column in 1...16 {
                let location = SourceLocation(line: line, column: column)
                // The deepest node that contains it, the first of equally deep ones.
                var expected: Int?
                for node in document.nodes where node.sourceRange.contains(location) {
                    if expected == nil || node.depth > document[expected!].depth { expected = node.index }
                }
                #expect(document.node(at: location)?.index == expected, "\(location)")
            }
        }
    }

    @Test func nodeAtTakesTheDeepestWhereCmarkRangesOverlap() {
        // cmark gives the setext heading 1:1-3:3, over the paragraph that follows it.
        let setext = Document(parsing: "Foo\n---\nbar\n")
        #expect(setext.node(at: SourceLocation(line: 3, column: 1))?.as(TextNode.self)?.string == "bar")
        // The text's range ends a column past its paragraph's (2:3-2:7 in 2:3-2:6).
        let spill = Document(parsing: "- `one\n- two`\n")
        #expect(spill.node(at: SourceLocation(line: 2, column: 7))?.as(TextNode.self)?.string == "two`")
    }

    @Test func htmlOfASubtreeIsItsPartOfTheWhole() {
        let document = Document(parsing: "# T\n\n- a\n- *b*\n\n| h |\n|---|\n| c |\n\n> q\n")
        let whole = document.html()
        for node in document.nodes where node.kind.isBlock && node.kind != .document && node.kind != .tableCell {
            #expect(whole.contains(node.html()), "\(node.kind)")
        }
        #expect(document.root.html() == whole)
        let list = document.root.children.first { $0.kind == .list }!
        #expect(list.html() == "<ul>\n<li>a</li>\n<li><em>b</em></li>\n</ul>\n")
        let headerCell = document.nodes.first { $0.kind == .tableCell }!
        #expect(headerCell.html() == "<th>h</th>")
        #expect(document.nodes.first { $0.kind == .emphasis }!.html() == "<em>b</em>")
    }

    @Test func commonMarkAndPlainTextOfASubtree() {
        let document = Document(parsing: "Intro.\n\n> Quote with **bold** and [a link](u \"T\").\n\n1. one\n2. two\n")
        let quote = document.root.children.first { $0.kind == .blockQuote }!
        #expect(quote.commonMark() == "> Quote with **bold** and [a link](u \"T\").\n")
        #expect(quote.plainText == "Quote with bold and a link.")
        #expect(document.nodes.first { $0.kind == .link }!.commonMark() == "[a link](u \"T\")\n")
        let second = Array(document.nodes).filter { $0.kind == .item }[1]
        #expect(second.commonMark() == "2. two\n")
        #expect(Document(parsing: "* a\n* b\n").root.firstChild!.children.first!.commonMark() == "- a\n")
        #expect(document.root.commonMark() == document.commonMark())
    }
}
