import Testing

@testable import MarkdownTree

/// The examples in the doc comments of the typed views, the walker, the visitor with a
/// result, positions and subtree output, checked as they stand.
@Suite struct TypedNodeExampleTests {
    @Test func typedNodeExample() {
        let document = Document(parsing: "## Install\n\nSee [the guide](guide.md \"Guide\").\n")
        var lines: [String] = []
        for node in document.nodes {
            if let heading = node.as(HeadingNode.self) { lines.append("h\(heading.level) \(heading.plainText)") }
            if let link = node.as(LinkNode.self) { lines.append("\(link.destination) \(link.title)") }
        }
        #expect(lines == ["h2 Install", "guide.md Guide"])
    }

    @Test func viewExamples() {
        let list = Document(parsing: "3) a\n4) b\n").root.firstChild!.as(ListNode.self)!
        #expect(list.isOrdered && list.start == 3 && list.delimiter == .parenthesis && list.items.count == 2)
        let code = Document(parsing: "```swift title=a\nprint(1)\n```\n").root.firstChild!.as(CodeBlockNode.self)!
        #expect("\(code.language) \(code.info) \(code.code)" == "swift swift title=a print(1)\n")
        let heading = Document(parsing: "Title\n---\n").root.firstChild!.as(HeadingNode.self)!
        #expect("\(heading.level) \(heading.style) \(heading.plainText)" == "2 setext Title")
        let table = Document(parsing: "| a | b |\n|:--|--:|\n| 1 | 2 |\n").root.firstChild!.as(TableNode.self)!
        #expect(table.alignments == [.left, .right] && table.bodyRows.count == 1)
        let document = Document(parsing: "[docs](https://x.org \"Docs\") <https://y.org>\n")
        let links = document.nodes.compactMap { $0.as(LinkNode.self) }.map { "\($0.destination) \($0.title) \($0.isAutolink)" }
        #expect(Array(links) == ["https://x.org Docs false", "https://y.org  true"])
    }

    struct Outline: MarkdownWalker {
        var lines: [String] = []
        mutating func visitHeading(_ heading: HeadingNode) -> WalkAction {
            lines.append(String(repeating: "  ", count: heading.level - 1) + heading.plainText)
            return .skipChildren
        }
        mutating func visitCodeBlock(_ code: CodeBlockNode) -> WalkAction { .skipChildren }
    }

    @Test func walkerExample() {
        var outline = Outline()
        outline.walk(Document(parsing: "# A\n\n## B\n"))
        #expect(outline.lines == ["A", "  B"])
    }

    /// A walker implementing two kinds' methods, in the order the walk reaches them.
    struct Mixed: MarkdownWalker {
        var seen: [String] = []
        mutating func visitLink(_ link: LinkNode) -> WalkAction {
            seen.append("link \(link.destination)")
            return .skipChildren
        }
        mutating func visitText(_ text: TextNode) -> WalkAction {
            seen.append("text \(text.string)")
            return .visitChildren
        }
    }

    @Test func walkerCallsEachKindsMethodInOrder() {
        var walker = Mixed()
        walker.walk(Document(parsing: "a [b](u) c\n"))
        #expect(walker.seen == ["text a ", "link u", "text  c"])
    }

    struct WordCount: MarkdownReducer {
        func defaultVisit(_ node: Node, children: [Int]) -> Int { children.reduce(0, +) }
        func visitText(_ text: TextNode, children: [Int]) -> Int {
            text.string.split(separator: " ").count
        }
        func visitHeading(_ heading: HeadingNode, children: [Int]) -> Int { 2 * children.reduce(0, +) }
    }

    @Test func reducerExample() {
        var counter = WordCount()
        #expect(counter.visit(Document(parsing: "# Two words\n\nAnd three more.\n")) == 7)
    }

    @Test func positionAndOutputExamples() {
        let heading = Document(parsing: "# Title\n").root.firstChild!
        #expect("\(heading.sourceRange) \(heading.sourceRange.halfOpen!)" == "1:1-1:7 1:1..<1:8")
        let document = Document(parsing: "# Title\n\nSee [docs](d.md).\n")
        #expect(document.node(at: SourceLocation(line: 3, column: 7))?.as(TextNode.self)?.string == "docs")
        let quoted = Document(parsing: "# Title\n\n> A *quote*.\n")
        #expect(quoted.root.children.first { $0.kind == .blockQuote }!.html() == "<blockquote>\n<p>A <em>quote</em>.</p>\n</blockquote>\n")
        let list = Document(parsing: "- one\n- **two**\n")
        #expect(list.nodes.first { $0.kind == .strong }!.commonMark() == "**two**\n")
    }

    @Test func updateExample() {
        let document = Document(parsing: "[guide](guide.md \"The guide\")\n")
        let rewritten = document.rewritten { node in
            guard var link = node.as(LinkNode.self) else { return .keep }
            link.destination = "https://example.com/" + link.destination
            return .update(link)
        }
        #expect(rewritten.commonMark() == "[guide](https://example.com/guide.md \"The guide\")\n")
    }
}
