import Testing

@testable import MarkdownTree

/// GitHub's emoji shortcodes: the table, the replacement in text, and the tree transform.
@Suite struct EmojiShortcodeTests {
    private func replaced(_ text: String) -> String {
        var shown: [UInt8] = []
        EmojiShortcode.append(replacing: Array(text.utf8)[...], to: &shown)
        return String(decoding: shown, as: UTF8.self)
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
        #expect(!EmojiShortcode.containsShortcode(Array("no colon here".utf8)[...]))
        #expect(!EmojiShortcode.containsShortcode(Array("10:30:00 :not_an_emoji:".utf8)[...]))
        #expect(EmojiShortcode.containsShortcode(Array("a :rocket:".utf8)[...]))
    }

    /// The transform rewrites text nodes only: code, link destinations and every node's
    /// index and source range stay as parsed.
    @Test func transformReplacesTextAndKeepsTheTreesShape() {
        let document = Document(parsing: "# Go :rocket:\n\nSee `:tada:` and [a :tada:](https://x.org/:tada:).\n")
        let replaced = document.replacingEmojiShortcodes()
        #expect(replaced.nodeCount == document.nodeCount)
        #expect(zip(replaced.nodes, document.nodes).allSatisfy { $0.kind == $1.kind && $0.sourceRange == $1.sourceRange })
        let blocks = Array(replaced.root.children)
        #expect(blocks[0].plainText == "Go 🚀")
        #expect(blocks[1].plainText == "See :tada: and a 🎉.")
        #expect(replaced.nodes.first { $0.kind == .code }?.literal == ":tada:")
        #expect(replaced.nodes.first { $0.kind == .link }?.destination == "https://x.org/:tada:")
        #expect(document.root.children.first?.plainText == "Go :rocket:")
    }

    @Test func transformWithoutShortcodesKeepsTheText() {
        let document = Document(parsing: "Time 10:30, no emoji here.\n")
        let replaced = document.replacingEmojiShortcodes()
        #expect(replaced.storage.bytes == document.storage.bytes)
    }

    /// A dialect turns them on for every output, cmark-compatible HTML and CommonMark too.
    @Test func dialectOptionReachesHTMLAndCommonMark() {
        let document = Document(parsing: "Ship :rocket:\n")
        var dialect = MarkdownDialect.gfm
        #expect(dialect.apply(to: document).html() == "<p>Ship :rocket:</p>\n")
        dialect.emojiShortcodes = true
        #expect(dialect.apply(to: document).html() == "<p>Ship 🚀</p>\n")
        #expect(dialect.apply(to: document).commonMark() == "Ship 🚀\n")
    }
}
