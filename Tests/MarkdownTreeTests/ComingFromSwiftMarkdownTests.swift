import Testing

@testable import MarkdownTree

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The examples of the article "Coming from swift-markdown" (ComingFromSwiftMarkdown.md),
/// as they stand there, with their output checked.
@Suite struct ComingFromSwiftMarkdownTests {
    let document = Document(
        parsing: """
            # Guide

            Read [the setup](setup.md "Setup") first, or <https://example.org>.

            ## Install

            > Quote with *emphasis* and words.

            ## Use

            """)

    @Test func readAFile() throws {
        let path = "/tmp/coming-from-swift-markdown-\(UInt32.random(in: 0...UInt32.max)).md"
        let url = URL(filePath: path)
        try Data("# From a file\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let document = try Document(contentsOf: URL(filePath: path))
        #expect(document.html() == "<h1>From a file</h1>\n")
        #expect(throws: DocumentReadError.notRegularFile(path: "/tmp")) { try Document(contentsOf: URL(filePath: "/tmp")) }
        #expect(throws: DocumentReadError.notAFile(url: "https://example.org")) {
            try Document(contentsOf: URL(string: "https://example.org")!)
        }
    }

    @Test func headingLevels() {
        var lines: [String] = []
        for heading in document.root.children.compactMap({ $0.as(HeadingNode.self) }) {
            lines.append("\(heading.level) \(heading.plainText)")
        }
        #expect(lines == ["1 Guide", "2 Install", "2 Use"])
    }

    @Test func tableOfContents() {
        var lines: [String] = []
        for entry in document.tableOfContents() {
            lines.append(String(repeating: "  ", count: entry.level - 1) + "- [\(entry.title)](#\(entry.id))")
        }
        #expect(lines == ["- [Guide](#guide)", "  - [Install](#install)", "  - [Use](#use)"])
    }

    struct AbsoluteLinks: MarkdownRewriter {
        mutating func rewriteLink(_ link: LinkNode) -> Rewrite {
            guard !link.destination.contains(":") else { return .keep }
            var link = link
            link.destination = "https://example.com/docs/" + link.destination
            return .update(link)
        }
    }

    @Test func rewriteRelativeLinks() {
        var rewriter = AbsoluteLinks()
        let markdown = rewriter.rewrite(document).commonMark()
        #expect(
            markdown == """
                # Guide

                Read [the setup](https://example.com/docs/setup.md "Setup") first, or <https://example.org>.

                ## Install

                > Quote with *emphasis* and words.

                ## Use

                """)
    }

    struct WordCount: MarkdownReducer {
        func visitText(_ text: TextNode, children: [Int]) -> Int {
            text.string.split(separator: " ").count
        }
    }

    @Test func visitorComputingAValue() {
        var counter = WordCount()
        let words = counter.visit(document)
        // Guide; Read, the setup, first, or, https://example.org, .; Install; Quote with, emphasis, and words.; Use
        #expect(words == 1 + (1 + 2 + 2 + 1 + 1) + 1 + (2 + 1 + 2) + 1)
    }

    @Test func buildADocumentInCode() {
        let changes = ["Faster tables", "Fewer copies"]
        let document = Document {
            Block.heading(level: 2) { "Version 1.2" }
            Block.paragraph {
                "Read the "
                Inline.link(destination: "notes.md") { "notes" }
                "."
            }
            Block.bulletList {
                for change in changes {
                    Block.item { Block.paragraph { change } }
                }
            }
        }
        #expect(
            document.html()
                == "<h2>Version 1.2</h2>\n<p>Read the <a href=\"notes.md\">notes</a>.</p>\n<ul>\n<li>Faster tables</li>\n<li>Fewer copies</li>\n</ul>\n"
        )
    }

    @Test func nodeAtALineAndColumn() {
        let document = Document(parsing: "# Title\n\nSee [the docs](docs.md).\n")
        let node = document.node(at: SourceLocation(line: 3, column: 6))
        #expect(node?.kind == .text)
        #expect(node?.plainText == "the docs")
    }

    @Test func htmlOfASubtree() {
        let quote = document.root.children.first { $0.kind == .blockQuote }!
        #expect(quote.html() == "<blockquote>\n<p>Quote with <em>emphasis</em> and words.</p>\n</blockquote>\n")
        #expect(quote.commonMark() == "> Quote with *emphasis* and words.\n")
        #expect(quote.plainText == "Quote with emphasis and words.")
    }
}
