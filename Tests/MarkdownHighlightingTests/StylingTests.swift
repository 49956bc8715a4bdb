import CMarkSwift
import MarkdownHighlighting
import Testing

@Suite struct StylingTests {
    static let markdown = """
        # Code

        ```swift
        // a comment with émoji 🎉 and tabs\there
        let answer = 42 ; func f() -> String { "done" }
        ```

        > ```python
        > def f(x):
        >     return "a long string that wraps at a narrow width " + str(x)
        > ```

        ```text
        not highlighted
        ```

        """

    @Test func highlightingChangesNoSizeNorText() {
        let document = Document(parsing: Self.markdown)
        for theme in [Theme.dark, .light, .ascii, .dracula] {
            let plain = StyledDocument(document: document, theme: theme)
            let highlighted = StyledDocument(document: document, theme: theme, highlighter: SyntaxHighlighter())
            for width in [1, 7, 20, 40, 80] {
                #expect(plain.boundingSize(forWidth: width) == highlighted.boundingSize(forWidth: width))
                let a = plain.layout(width: width)
                let b = highlighted.layout(width: width)
                #expect(a.size == b.size)
                #expect(PlainRenderer().render(a) == PlainRenderer().render(b), "\(theme.name) at \(width)")
                for row in 0..<b.rowCount {
                    #expect(b.line(row).width == a.line(row).width)
                    #expect(b.line(row).parts.reduce(0) { $0 + $1.width } == a.line(row).parts.reduce(0) { $0 + $1.width })
                }
            }
        }
    }

    @Test func tokensTakeTheThemesSyntaxStylesOverTheBlock() {
        let document = Document(parsing: Self.markdown)
        let styled = StyledDocument(document: document, theme: .dark, highlighter: SyntaxHighlighter())
        let layout = styled.layout(width: 80)
        func style(of text: String) -> TextAttributes? {
            for row in 0..<layout.rowCount {
                if let part = layout.line(row).parts.first(where: { $0.text == text }) { return layout.styles[part.style] }
            }
            return nil
        }
        let block = Theme.dark.codeBlock.style
        #expect(style(of: "let") == Theme.dark.syntax[.keyword].inheriting(from: block).textAttributes)
        #expect(style(of: "42") == Theme.dark.syntax[.number].inheriting(from: block).textAttributes)
        #expect(style(of: "\"done\"") == Theme.dark.syntax[.string].inheriting(from: block).textAttributes)
        // The block's background stays under every token.
        #expect(style(of: "let")?.background == block.background)
        // A language nobody knows stays one colour.
        #expect(style(of: "not highlighted") == block.textAttributes)
    }

    @Test func themeWithoutSyntaxStylesIsNeverHighlighted() {
        let document = Document(parsing: Self.markdown)
        let plain = ANSIRenderer().render(StyledDocument(document: document, theme: .plain).layout(width: 60))
        let highlighted = ANSIRenderer().render(
            StyledDocument(document: document, theme: .plain, highlighter: SyntaxHighlighter()).layout(width: 60))
        #expect(plain == highlighted)
    }

    @Test func controlsInHighlightedCodeStillBecomeSubstitutes() {
        let markdown = "```c\nint x = 1; /* \u{1B}[31m \u{07} */ char *s = \"\u{1B}]8;;x\u{07}\";\n```\n"
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark, highlighter: SyntaxHighlighter())
        let output = ANSIRenderer().render(styled.layout(width: 80))
        #expect(!output.unicodeScalars.contains("\u{07}"))
        #expect(!output.contains("\u{1B}]8;;x"))
        #expect(!output.contains("\u{1B}[31m "))
    }

    @Test func tenMegabyteCodeBlockIsStyledPlain() {
        let line = "let value = compute(42) // comment\n"
        let markdown = "```swift\n" + String(repeating: line, count: 10_000_000 / line.utf8.count) + "```\n"
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark, highlighter: SyntaxHighlighter())
        let layout = styled.layout(width: 80)
        #expect(layout.rowCount > 280_000)
        let keyword = Theme.dark.syntax[.keyword].inheriting(from: Theme.dark.codeBlock.style).textAttributes
        #expect(!layout.line(2).parts.contains { layout.styles[$0.style] == keyword })
    }
}
