import Testing

@testable import MarkdownTree

/// Documents built in code with `Document { … }` (MarkdownFragment and its result builder).
@Suite struct MarkdownFragmentTests {
    /// `markdown` parsed, without its source ranges (as a built tree has none).
    private func parsedWithoutRanges(_ markdown: String) -> Document {
        let parsed = Document(parsing: markdown)
        return Document(storage: parsed.storage.withoutRanges(), source: "", options: parsed.options)
    }

    @Test func everyKindBuildsTheTreeItsMarkdownParsesTo() {
        let built = Document {
            Block.heading(level: 1) { "Title" }
            Block.paragraph {
                "Some "
                Inline.emphasis { "em" }
                ", "
                Inline.strong { "strong" }
                ", "
                Inline.strikethrough { "old" }
                ", "
                Inline.code("x")
                ", "
                Inline.link(destination: "u.md", title: "T") { "a link" }
                ", "
                Inline.image(destination: "i.png") { "alt" }
                ", "
                Inline.inlineHTML("<b>")
                "html"
                Inline.inlineHTML("</b>")
                Inline.softBreak
                "next"
                Inline.lineBreak
                "last"
                Inline.footnoteReference(label: "n")
            }
            Block.blockQuote { Block.paragraph { "quoted" } }
            Block.bulletList {
                Block.item { Block.paragraph { "one" } }
                Block.item(.checked) { Block.paragraph { "done" } }
            }
            Block.orderedList(start: 3) {
                Block.item { Block.paragraph { "three" } }
            }
            Block.codeBlock("let x = 1\n", language: "swift")
            Block.htmlBlock("<div>block</div>\n")
            Block.thematicBreak
            Block.table([.left, .right]) {
                Block.cell { "a" }
                Block.cell { "b" }
            } rows: {
                Block.row {
                    Block.cell { "1" }
                    Block.cell { Inline.emphasis { "2" } }
                }
            }
            Block.footnoteDefinition(label: "n") { Block.paragraph { "The note." } }
        }
        let markdown = """
            # Title

            Some *em*, **strong**, ~~old~~, `x`, [a link](u.md "T"), ![alt](i.png), <b>html</b>
            next\\
            last[^n]

            > quoted

            - one
            - [x] done

            3. three

            ```swift
            let x = 1
            ```

            <div>block</div>

            ***

            | a | b |
            |:--|--:|
            | 1 | *2* |

            [^n]: The note.

            """
        #expect(built == parsedWithoutRanges(markdown))
        #expect(built.html() == Document(parsing: markdown).html())
    }

    @Test func controlFlowBuildsWhatItSays() {
        let items = ["a", "b", "c"]
        let note: String? = nil
        let built = Document {
            Block.orderedList {
                for item in items {
                    Block.item { Block.paragraph { item } }
                }
            }
            if let note {
                Block.paragraph { note }
            }
            if items.count > 2 {
                Block.paragraph { "many" }
            } else {
                Block.paragraph { "few" }
            }
        }
        #expect(built == parsedWithoutRanges("1. a\n2. b\n3. c\n\nmany\n"))
    }

    @Test func siblingsKeepTheirOrderWhicheverIsLarger() {
        var large = Block.blockQuote {
            Block.paragraph {
                "a"
                Inline.emphasis { "b" }
            }
        }
        let small = Block.thematicBreak
        var smallFirst = small
        smallFirst.append(large)
        large.append(small)
        var builder = DocumentBuilder()
        builder.add(contentsOf: smallFirst)
        #expect(builder.build() == parsedWithoutRanges("***\n\n> a*b*\n"))
        builder = DocumentBuilder()
        builder.add(contentsOf: large)
        #expect(builder.build() == parsedWithoutRanges("> a*b*\n\n***\n"))
        #expect(large.count == 6)
    }

    @Test func textRunsMergeAsParsedTextDoes() {
        let built = Document {
            Block.paragraph {
                "a"
                "b"
                ""
                Inline.text("c")
            }
        }
        #expect(built == parsedWithoutRanges("abc\n"))
        #expect(built.nodeCount == 3)
    }

    @Test func aFragmentGoesIntoAnOpenNodeAndARewrite() {
        var builder = DocumentBuilder()
        builder.open(.blockQuote)
        builder.add(contentsOf: Block.paragraph { "inside" })
        builder.close()
        #expect(builder.build() == parsedWithoutRanges("> inside\n"))

        let note = Inline.strong { "Note:" }
        let rewritten = Document(parsing: "NOTE it\n").rewritten { node in
            node.as(TextNode.self)?.string == "NOTE it"
                ? .replace {
                    $0.add(contentsOf: note)
                    $0.text(" it")
                } : .keep
        }
        #expect(rewritten.commonMark() == "**Note:** it\n")
    }

    @Test func deepNestingBuildsWithoutRecursion() {
        let depth = 3_000
        var fragment = Block.paragraph { "deep" }
        for _ in 0..<depth { fragment = Block.blockQuote { fragment } }
        let built = Document { fragment }
        #expect(built.depth == depth + 2)
        #expect(built == parsedWithoutRanges(String(repeating: "> ", count: depth) + "deep\n"))
    }
}
