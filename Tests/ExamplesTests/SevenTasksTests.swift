import CMarkSwift
import Foundation
import Testing

@testable import Examples

/// The seven tasks of Tools/Examples/SevenTasks.swift, each checked against cmark-gfm's own
/// output (its HTML and plain-text renderers, through `CMark`) where it has one, and
/// against expected values otherwise.
@Suite struct SevenTasksTests {
    let base = "https://example.com/docs/"

    /// The input with its relative URLs made absolute by hand.
    var rewrittenByHand: String {
        sevenTasksInput
            .replacingOccurrences(of: "(setup.md", with: "(\(base)setup.md")
            .replacingOccurrences(of: "(img/logo.png", with: "(\(base)img/logo.png")
            .replacingOccurrences(of: "(docs/api.md", with: "(\(base)docs/api.md")
    }

    @Test func htmlIsCmarkGFMs() {
        #expect(taskHTML(sevenTasksInput) == CMark.render(sevenTasksInput, as: .html))
        #expect(taskHTML(sevenTasksInput).contains("<a href=\"setup.md\" title=\"Setup\">the setup</a>"))
    }

    @Test func tableOfContentsLinksGitHubIDs() {
        #expect(taskTableOfContents(sevenTasksInput) == "- [Guide](#guide)\n  - [Install](#install)\n  - [Use it](#use-it)\n")
    }

    @Test func rewrittenURLsAreThoseWrittenByHand() {
        let rewritten = taskRewriteURLs(sevenTasksInput, base: base)
        #expect(rewrittenByHand != sevenTasksInput)
        #expect(rewritten.html() == CMark.render(rewrittenByHand, as: .html))
        let links = rewritten.nodes.compactMap { $0.as(LinkNode.self) }
        #expect(links.map(\.title) == ["Setup", "", ""])
        #expect(links.map(\.isAutolink) == [false, true, false])
    }

    @Test func markdownWrittenBackParsesAsTheRewrite() {
        let written = taskWriteMarkdown(sevenTasksInput, base: base)
        #expect(CMark.render(written, as: .html) == CMark.render(rewrittenByHand, as: .html))
        #expect(written.contains("<https://example.org>"))
        #expect(written.contains("[the setup](https://example.com/docs/setup.md \"Setup\")"))
    }

    @Test func wordCountIsCmarkGFMsPlainTextWords() {
        // cmark's plain text, less the list bullets it writes.
        let plain = CMark.render(sevenTasksInput, as: .plainText(width: 0))
        let words = plain.split(whereSeparator: \.isWhitespace).filter { $0 != "-" }
        #expect(taskWordCount(sevenTasksInput) == words.count)
        #expect(words.count == 20)
        // `*short*er` is one word over two nodes; two paragraphs do not run together.
        #expect(taskWordCount("Three *short*er words.\n") == 3)
        #expect(taskWordCount("one\n\ntwo\n") == 2)
        #expect(taskWordCount("one\ntwo\n") == 2)
    }

    @Test func builtDocumentIsTheMarkdownWrittenOut() {
        let built = taskBuildDocument(version: "1.2", changes: ["Faster tables", "Fewer copies"])
        let markdown = """
            ## Version 1.2

            Read the [full notes](https://example.com/notes "Notes").

            - Faster tables
            - Fewer copies

            ```sh
            swift package update
            ```

            """
        #expect(built.html() == CMark.render(markdown, as: .html))
        #expect(CMark.render(built.commonMark(), as: .html) == CMark.render(markdown, as: .html))
    }

    @Test func nodeAtALineAndColumn() {
        #expect(taskNodeAt(sevenTasksInput, line: 3, column: 9) == "text in link: the setup")
        #expect(taskNodeAt(sevenTasksInput, line: 3, column: 6) == "link in paragraph: the setup")
        // Inline code's range covers its backticks.
        #expect(taskNodeAt(sevenTasksInput, line: 8, column: 3) == "code in paragraph: swift build")
        #expect(taskNodeAt(sevenTasksInput, line: 8, column: 1) == "item in list: swift build")
        #expect(taskNodeAt(sevenTasksInput, line: 99, column: 1) == nil)
    }
}
