import Testing

@testable import MarkdownTree

/// The visitor with a result, and the rewriter's typed methods and edits.
@Suite struct MarkdownReducerTests {
    /// The greatest depth below each node.
    struct Depth: MarkdownReducer {
        func defaultVisit(_ node: Node, children: [Int]) -> Int { (children.max() ?? -1) + 1 }
    }

    /// Link destinations, in document order; the default joins the children's arrays.
    struct Links: MarkdownReducer {
        func visitLink(_ link: LinkNode, children: [[String]]) -> [String] { [link.destination] + children.joined() }
    }

    /// Words of text, with the default sum; code blocks are not entered.
    struct Words: MarkdownReducer {
        var asked = 0
        mutating func visitsChildren(of node: Node) -> Bool {
            asked += 1
            return node.kind != .blockQuote
        }
        func visitText(_ text: TextNode, children: [Int]) -> Int { text.string.split(separator: " ").count }
    }

    @Test func visitsA100000DeepDocument() {
        let document = Document(parsing: String(repeating: "> ", count: 100_000) + "x")
        #expect(document.depth >= 100_000)
        var depth = Depth()
        #expect(depth.visit(document) == document.depth)
        var words = Words()
        #expect(words.visit(document) == 0)
        #expect(words.asked == 2)  // the root, then the first quote, whose children are skipped
    }

    @Test func defaultJoinsCollectionsAndSumsNumbers() {
        let document = Document(parsing: "# [a](1)\n\n> [b](2) and [c [d](4)](3) words here\n")
        var links = Links()
        #expect(links.visit(document) == ["1", "2", "4"])  // the inner link wins; the outer is text
        var words = Words()
        #expect(words.visit(document) == 1)
        #expect(words.visit(document.root.children.first!) == 1)
    }

    /// Makes relative links absolute, changing only the destination.
    struct Absolute: MarkdownRewriter {
        mutating func rewriteLink(_ link: LinkNode) -> Rewrite {
            guard !link.destination.contains(":") else { return .keep }
            var link = link
            link.destination = "https://example.com/" + link.destination
            return .update(link)
        }
    }

    @Test func changingADestinationKeepsTheTitle() {
        var rewriter = Absolute()
        let document = rewriter.rewrite(Document(parsing: "[a](a.md \"Title A\") [b](https://b.org 'B')\n"))
        #expect(document.commonMark() == "[a](https://example.com/a.md \"Title A\") [b](https://b.org \"B\")\n")
    }

    @Test func anAutolinkStaysOneWhileItsTextEqualsItsTarget() {
        let source = "<https://x.org> <a@b.org> www.c.org\n"
        // Updated with nothing changed: still autolinks.
        let same = Document(parsing: source).rewritten { node in node.as(LinkNode.self).map { .update($0) } ?? .keep }
        #expect(same.commonMark() == "<https://x.org> <a@b.org> www.c.org\n")
        #expect(same.nodes.filter { $0.isAutolink }.count == 3)
        // Destination and text changed together: still an autolink.
        let both = Document(parsing: source).rewritten { node in
            if var link = node.as(LinkNode.self), link.destination == "https://x.org" {
                link.destination = "https://y.org"
                return .update(link)
            }
            if let text = node.as(TextNode.self), text.string == "https://x.org" { return .replace { $0.text("https://y.org") } }
            return .keep
        }
        #expect(both.commonMark().hasPrefix("<https://y.org> "))
        // Destination changed alone: now a link with the old text, and no longer marked.
        let apart = Document(parsing: "<https://x.org>\n").rewritten { node in
            guard var link = node.as(LinkNode.self) else { return .keep }
            link.destination = "https://y.org"
            return .update(link)
        }
        #expect(apart.commonMark() == "[https\\://x.org](https://y.org)\n")
        #expect(!apart.nodes.contains { $0.isAutolink })
        #expect(apart.isStructurallyEqual(to: Document(parsing: apart.commonMark())))
    }

    /// A rewriter's kinds without a method of their own reach `rewriteNode`.
    struct Mixed: MarkdownRewriter {
        var others: [NodeKind] = []
        mutating func rewriteEmphasis(_ emphasis: EmphasisNode) -> Rewrite { .update(.strong) }
        mutating func rewriteHeading(_ heading: HeadingNode) -> Rewrite {
            var heading = heading
            heading.level += 1
            return .update(heading)
        }
        mutating func rewriteNode(_ node: Node) -> Rewrite {
            others.append(node.kind)
            return .keep
        }
    }

    @Test func unimplementedRewriterKindsReachRewriteNode() {
        var rewriter = Mixed()
        let document = rewriter.rewrite(Document(parsing: "# *a*\n\n[b](u)\n"))
        #expect(document.commonMark() == "## **a**\n\n[b](u)\n")
        #expect(rewriter.others == [.text, .paragraph, .link, .text])
    }
}
