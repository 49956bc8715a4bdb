import CMarkSwift
import Testing

@testable import MarkdownLayout

@Suite struct EmojiShortcodeTests {
    private func replaced(_ text: String) -> String {
        EmojiShortcode.replacing(in: Array(text.utf8)[...]).map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    @Test func namesAreFoundInTheTable() {
        #expect(EmojiShortcode.emoji(named: Array("rocket".utf8)) == "🚀")
        #expect(EmojiShortcode.emoji(named: Array("+1".utf8)) == "👍")
        #expect(EmojiShortcode.emoji(named: Array("white_check_mark".utf8)) == "✅")
        #expect(EmojiShortcode.emoji(named: Array("zzz".utf8)) == "💤")
        #expect(EmojiShortcode.emoji(named: Array("not_an_emoji".utf8)) == nil)
        #expect(EmojiShortcode.emoji(named: Array("".utf8)) == nil)
    }

    @Test func shortcodesStandingApartAreReplaced() {
        #expect(replaced("Ship it :rocket: now") == "Ship it 🚀 now")
        #expect(replaced(":+1::tada:") == "👍🎉")
        #expect(replaced("(:white_check_mark:)") == "(✅)")
        #expect(replaced("time 10:30:00, a:b:c, x:smile:, :smile:x") == "time 10:30:00, a:b:c, x:smile:, :smile:x")
        #expect(replaced(":not_an_emoji: :rocket:") == ":not_an_emoji: 🚀")
        #expect(replaced("::rocket::") == ":🚀:")
        #expect(EmojiShortcode.replacing(in: Array("no colon here".utf8)[...]) == nil)
    }

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

    /// An emoji takes the two cells terminals give it: measured size equals rendered size.
    @Test func emojiTakeTwoCellsInTheLayout() {
        let styled = StyledDocument(document: Document(parsing: "| ok | what |\n|---|---|\n| :heavy_check_mark: | x |\n"), theme: .plain)
        let layout = styled.layout(width: 20)
        #expect(PlainRenderer().render(layout).contains("✔️  x"))
        #expect(layout.size == styled.boundingSize(forWidth: 20))
    }
}
