import Conformance
import MarkdownTree
import Testing

@Suite struct HTMLDocumentTests {
    @Test func renders100000DeepBlockQuoteLikeCMark() {
        let markdown = String(repeating: "> ", count: 100_000) + "deep\n"
        let options = RenderOptions(unsafe: true)
        let html = Document(parsing: markdown).html(options: options)
        #expect(html.utf8.count > 1_000_000)
        #expect(html == cmarkHTML(markdown, ParseOptions(), options))
    }

    @Test func renders100000NestedBracketsLikeCMark() {
        let markdown = String(repeating: "[", count: 100_000) + "x" + String(repeating: "]", count: 100_000) + "\n"
        let options = RenderOptions(unsafe: true)
        #expect(Document(parsing: markdown).html(options: options) == cmarkHTML(markdown, ParseOptions(), options))
    }

    @Test func rendersDeeplyNestedListsAndEmphasisLikeCMark() {
        let lists = (0..<2_000).map { String(repeating: "  ", count: $0) + "- item\n" }.joined()
        let emphasis = String(repeating: "*a **b ", count: 5_000) + String(repeating: "** c*", count: 5_000) + "\n"
        for markdown in [lists, emphasis] {
            #expect(Document(parsing: markdown).html() == cmarkHTML(markdown, ParseOptions(), RenderOptions()))
        }
    }

    @Test func realDocumentsMatchCMarkWithEveryExtension() {
        let documents = Fixtures.realDocuments()
        #expect(documents.count >= 5)
        let variants = [RenderOptions(unsafe: true), RenderOptions(unsafe: true, sourcepos: true), RenderOptions()]
        for (name, text) in documents {
            for render in variants {
                let ours = Document(parsing: text).html(options: render)
                let theirs = cmarkHTML(text, ParseOptions(), render)
                if ours != theirs {
                    Issue.record("\(name):\n\(SpecDiff.unified(expected: theirs, actual: ours))")
                }
            }
        }
    }

    @Test func htmlUTF8EqualsHTML() {
        let document = Document(parsing: "# Hi é\n\n| a |\n|---|\n| b |\n")
        #expect(document.htmlUTF8() == Array(document.html().utf8))
    }
}
