import CMarkSwift
import Testing

@testable import MarkdownLayout

/// Styling shows shortcodes as emoji through the tree transform, unless the theme says not to.
@Suite struct EmojiShortcodeStylingTests {
    private func rendered(_ markdown: String, theme: Theme) -> String {
        PlainRenderer().render(StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: 60))
    }

    /// Text and link text show the emoji; code keeps the shortcode, and so does a theme
    /// that turns them off (the ASCII theme does).
    @Test func textShowsEmojiCodeKeepsShortcodes() {
        let markdown = "Ship :rocket: `:rocket:` [go :tada:](https://x.org)\n"
        #expect(rendered(markdown, theme: .plain) == "Ship 🚀 `:rocket:` go 🎉[1]\n\n[1] https://x.org\n")
        #expect(rendered(markdown, theme: .ascii).contains("Ship :rocket: `:rocket:` go :tada:"))
        var theme = Theme.plain
        theme.emojiShortcodes = false
        #expect(rendered(markdown, theme: theme).hasPrefix("Ship :rocket: `:rocket:` go :tada:[1]"))
    }

    /// A part styled alone (a stream's, a parallel styling's) gets its shortcodes too.
    @Test func partsOfADocumentShowEmojiToo() {
        let document = Document(parsing: "First :tada:\n\nSecond :rocket:\n")
        let second = Array(document.root.children)[1].index
        let part = StyledDocument(document: document, styling: StylingTheme(.plain), part: .init(nodes: second..<document.nodeCount))
        #expect(PlainRenderer().render(part.layout(width: 40)) == "Second 🚀\n")
    }

    /// One rule: a dialect that says decides for styled output too; one that does not
    /// leaves it to the theme.
    @Test func aDialectDecidesBeforeTheTheme() {
        let document = Document(parsing: "Ship :rocket:\n")
        let kept = MarkdownDialect(emojiShortcodes: false).apply(to: document)
        #expect(rendered(kept, theme: .plain) == "Ship :rocket:\n")
        #expect(rendered(MarkdownDialect(emojiShortcodes: true).apply(to: document), theme: .ascii).contains("Ship 🚀"))
        #expect(rendered(MarkdownDialect.gfm.apply(to: document), theme: .plain) == "Ship 🚀\n")
    }

    private func rendered(_ document: Document, theme: Theme) -> String {
        PlainRenderer().render(StyledDocument(document: document, theme: theme).layout(width: 60))
    }

    /// An emoji takes the two cells terminals give it: measured size equals rendered size.
    @Test func emojiTakeTwoCellsInTheLayout() {
        let styled = StyledDocument(document: Document(parsing: "| ok | what |\n|---|---|\n| :heavy_check_mark: | x |\n"), theme: .plain)
        let layout = styled.layout(width: 20)
        #expect(PlainRenderer().render(layout).contains("✔️  x"))
        #expect(layout.size == styled.boundingSize(forWidth: 20))
    }
}
