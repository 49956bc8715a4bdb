import CMarkSwift
import Testing

@Suite struct DialectTests {
    static func plain(_ document: Document, theme: Theme = .ascii) -> String {
        PlainRenderer().render(StyledDocument(document: document, theme: theme).layout(width: 60))
    }

    @Test func chatLeavesHeadingsAndTablesAsLiteralText() {
        let text =
            "# Title\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nSome **bold**, _it_, ~~gone~~, `code` and [a link](https://e.x) or https://auto.example.\n"
        let document = Document(parsing: text).restricted(to: .chat)
        let kinds = Set(document.nodes.map(\.kind))
        #expect(!kinds.contains(.heading) && !kinds.contains(.table))
        #expect(kinds.isSuperset(of: [.strong, .emphasis, .strikethrough, .code, .link]))
        let children = Array(document.root.children)
        #expect(children[0].plainText == "# Title")
        #expect(children[1].plainText == "| a | b |\n|---|---|\n| 1 | 2 |")
        let rendered = Self.plain(document)
        #expect(rendered.contains("# Title"))
        #expect(rendered.contains("|---|---|"))
        #expect(document.nodes.contains { $0.kind == .link && $0.isAutolink })
    }

    @Test func chatKeepsImagesAndListsAsTyped() {
        let document = Document(parsing: "- item\n\n![alt](x.png) here\n").restricted(to: .chat)
        #expect(Array(document.root.children).map(\.plainText) == ["- item", "![alt](x.png) here"])
    }

    @Test func preparedContentAppliesTheDialectToUpdates() {
        var prepared = PreparedMarkdown("Hello\n", theme: .ascii, dialect: .chat)
        prepared = prepared.updated(with: "Hello\n\n## Not a heading\n")
        #expect(!prepared.document.nodes.contains { $0.kind == .heading })
        #expect(PlainRenderer().render(prepared.layout(width: 40)).contains("## Not a heading"))
    }

    @Test func inlineRuleMakesNamedCustomInlines() {
        let rule = InlineRule(open: "==", close: "==", name: "highlight")
        let document = Document(parsing: "Some ==marked== text and ==more *x*==.\n").applying([rule])
        let custom = document.nodes.filter { $0.kind == .customInline }
        #expect(custom.map(\.plainText) == ["marked"])
        #expect(custom.first?.customName == "highlight")
        #expect(Self.plain(document).contains("Some marked text and ==more x==."))
    }

    @Test func inlineRulesNeverTouchCodeOrLinkDestinations() {
        let rule = InlineRule(open: "%", close: "%", name: "variable")
        let text = "Use `%PATH%` or [%HOME%](http://x/%a%b%) and %USER%.\n"
        let document = Document(parsing: text).applying([rule])
        #expect(document.nodes.first { $0.kind == .code }?.literal == "%PATH%")
        let link = document.nodes.first { $0.kind == .link }!
        #expect(link.destination == "http://x/%a%b%")
        #expect(document.nodes.filter { $0.kind == .customInline }.map(\.plainText) == ["HOME", "USER"])
    }

    @Test func themeStylesCustomInlinesByName() {
        var theme = Theme.dark
        theme.custom["highlight"] = Style(background: .ansi(3))
        let document = Document(parsing: "a ==b== c\n").applying([InlineRule(open: "==", close: "==", name: "highlight")])
        let layout = StyledDocument(document: document, theme: theme).layout(width: 40)
        let part = layout.line(0).parts.first { $0.text == "b" }
        #expect(part.map { layout.styles[$0.style].background } == .ansi(3))
    }

    /// Shortcodes as a dialect are part of the content: every output has them, the HTML and
    /// CommonMark writers too, and a theme that keeps shortcodes (ASCII) shows what the
    /// dialect made.
    @Test func emojiShortcodesAsADialectReachEveryOutput() {
        let dialect = MarkdownDialect(emojiShortcodes: true)
        let document = dialect.apply(to: Document(parsing: "Ship it :rocket: `:rocket:`\n"))
        #expect(document.html() == "<p>Ship it 🚀 <code>:rocket:</code></p>\n")
        #expect(document.commonMark() == "Ship it 🚀 `:rocket:`\n")
        #expect(Self.plain(document, theme: .ascii) == "  Ship it 🚀 `:rocket:`\n")
        let prepared = PreparedMarkdown("Hi\n", theme: .ascii, dialect: dialect).updated(with: "Hi :wave:\n")
        #expect(PlainRenderer().render(prepared.layout(width: 40)) == "  Hi 👋\n")
        #expect(Document(parsing: "Ship :rocket:\n").html() == "<p>Ship :rocket:</p>\n")
    }
}
