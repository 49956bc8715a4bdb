import CMarkSwift
import Testing

@Suite struct TypedWalkerTests {
    struct Collector: MarkdownWalker {
        var headings: [Int] = []
        var links: [String] = []
        var texts: [String] = []
        var exits = 0
        var others = 0

        mutating func visitHeading(_ heading: HeadingNode) -> WalkAction {
            headings.append(heading.level)
            return .visitChildren
        }

        mutating func visitLink(_ link: LinkNode) -> WalkAction {
            links.append(link.destination)
            return .skipChildren
        }

        mutating func visitText(_ text: TextNode) -> WalkAction {
            texts.append(text.string)
            return .visitChildren
        }

        mutating func visitNode(_ node: Node) -> WalkAction {
            others += 1
            return .visitChildren
        }

        mutating func didExit(_ node: Node) { exits += 1 }
    }

    @Test func eachKindReachesItsMethodAndOthersTheDefault() {
        var collector = Collector()
        let document = Document(parsing: "# One [x](https://a.org)\n\n## Two\n\n- [y](https://b.org) z\n")
        collector.walk(document)
        #expect(collector.headings == [1, 2])
        #expect(collector.links == ["https://a.org", "https://b.org"])
        // Link text is skipped; every other text is visited.
        #expect(collector.texts == ["One ", "Two", " z"])
        // Every node but the two links' skipped text is exited.
        #expect(collector.exits == document.nodeCount - 2)
        // document, list, item, paragraph.
        #expect(collector.others == 4)
    }

    /// The walker, the reducer and the rewriter name a kind's method after its typed view
    /// (`ListItemNode`: `visitListItem`, `rewriteListItem`), each reached by its kind.
    @Test func walkerReducerAndRewriterNameEachKindAfterItsView() {
        struct Walker: MarkdownWalker {
            var items = 0
            var code: [String] = []
            mutating func visitListItem(_ listItem: ListItemNode) -> WalkAction {
                items += 1
                return .visitChildren
            }
            mutating func visitInlineCode(_ inlineCode: InlineCodeNode) -> WalkAction {
                code.append(inlineCode.code)
                return .visitChildren
            }
        }
        struct Reducer: MarkdownReducer {
            func visitListItem(_ listItem: ListItemNode, children: [[String]]) -> [String] { ["item"] + children.joined() }
            func visitInlineCode(_ inlineCode: InlineCodeNode, children: [[String]]) -> [String] { [inlineCode.code] }
        }
        struct Rewriter: MarkdownRewriter {
            mutating func rewriteListItem(_ listItem: ListItemNode) -> Rewrite { listItem.children.isEmpty ? .drop : .keep }
            mutating func rewriteInlineCode(_ inlineCode: InlineCodeNode) -> Rewrite {
                let code = inlineCode.code
                return .replace { $0.text(code.uppercased()) }
            }
        }
        let document = Document(parsing: "- `a` b\n-\n- c `d`\n")
        var walker = Walker()
        walker.walk(document)
        #expect(walker.items == 3)
        #expect(walker.code == ["a", "d"])
        var reducer = Reducer()
        #expect(reducer.visit(document) == ["item", "a", "item", "item", "d"])
        var rewriter = Rewriter()
        #expect(rewriter.rewrite(document).commonMark() == "- A b\n- c D\n")
    }

    @Test func walkingDepth100000DoesNotRecurse() {
        struct Depth: MarkdownWalker {
            var quotes = 0
            mutating func visitBlockQuote(_ quote: BlockQuoteNode) -> WalkAction {
                quotes += 1
                return .visitChildren
            }
        }
        var depth = Depth()
        depth.walk(Document(parsing: String(repeating: "> ", count: 100_000) + "deep\n"))
        #expect(depth.quotes == 100_000)
    }

    struct Rewriter: MarkdownRewriter {
        var seen = 0
        mutating func rewriteEmphasis(_ emphasis: EmphasisNode) -> Rewrite { .update(.strong) }
        mutating func rewriteImage(_ image: ImageNode) -> Rewrite {
            let alt = image.plainText
            return .replace { $0.text(alt) }
        }
        mutating func rewriteNode(_ node: Node) -> Rewrite {
            seen += 1
            return .keep
        }
    }

    @Test func theTypedRewriterDispatchesByKind() {
        var rewriter = Rewriter()
        let document = rewriter.rewrite(Document(parsing: "*a* ![cat](c.png) b\n"))
        #expect(document.commonMark() == "**a** cat b\n")
        // The paragraph, the emphasis's text, and the texts before and after the image.
        #expect(rewriter.seen == 4)
    }

    @Test func replaceKeepingChildrenPutsTheChildrenInsideTheNewNodes() {
        let document = Document(parsing: "See *the glossary* now.\n")
        let rewritten = document.rewritten { node in
            guard node.kind == .emphasis else { return .keep }
            return .replaceKeepingChildren { builder in
                builder.open(.link(destination: "/glossary"))
                builder.open(.strong)
            }
        }
        #expect(rewritten.commonMark() == "See [**the glossary**](/glossary) now.\n")
        #expect(rewritten.html() == "<p>See <a href=\"/glossary\"><strong>the glossary</strong></a> now.</p>\n")
    }

    @Test func theTypedRewriterWorksAtDepth100000() {
        struct Unquote: MarkdownRewriter {
            mutating func rewriteBlockQuote(_ quote: BlockQuoteNode) -> Rewrite { .unwrap }
        }
        var rewriter = Unquote()
        let document = rewriter.rewrite(Document(parsing: String(repeating: "> ", count: 100_000) + "deep\n"))
        #expect(document.html() == "<p>deep</p>\n")
    }
}
