import Testing

@testable import MarkdownTheme

@Suite struct CascadeTests {
    /// The style of text in a paragraph in a list in a block quote: each level inheriting
    /// from its parent, as the styling stage resolves it.
    private func textInListInQuote(_ theme: Theme) -> Style {
        let quote = theme.blockQuote.style.inheriting(from: theme.document)
        let list = theme.list.style.inheriting(from: quote)
        return theme.paragraph.inheriting(from: list)
    }

    @Test func quoteColourReachesTextInAListInside() {
        var theme = Theme(name: "test")
        theme.document.foreground = .ansi(7)
        theme.blockQuote.style.foreground = .ansi(3)
        theme.blockQuote.style.italic = true
        let text = textInListInQuote(theme)
        #expect(text.foreground == .ansi(3))
        #expect(text.textAttributes == TextAttributes(foreground: .ansi(3), italic: true))
    }

    @Test func deeperFieldWins() {
        var theme = Theme(name: "test")
        theme.blockQuote.style.foreground = .ansi(3)
        theme.blockQuote.style.bold = true
        theme.list.style.foreground = .ansi(4)
        theme.paragraph.bold = false
        let text = textInListInQuote(theme)
        #expect(text.foreground == .ansi(4))
        #expect(text.bold == false)
    }

    @Test func blockFieldsAreNotInherited() {
        var theme = Theme(name: "test")
        theme.blockQuote.style.marginBottom = 3
        theme.blockQuote.style.prefix = "> "
        let text = textInListInQuote(theme)
        #expect(text.marginBottom == nil)
        #expect(text.prefix == nil)
    }

    @Test func mergingReplacesOnlyWhatTheOverrideSets() {
        let base = Style(foreground: .ansi(1), bold: true, marginBottom: 1)
        let merged = base.merging(Style(foreground: .ansi(2), marginTop: 2))
        #expect(merged == Style(foreground: .ansi(2), bold: true, marginTop: 2, marginBottom: 1))
    }
}
