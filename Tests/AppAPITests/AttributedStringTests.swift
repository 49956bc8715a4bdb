import CMarkSwift
import Foundation
import MarkdownAttributedString
import Testing

@Suite struct AttributedStringTests {
    static func text(
        _ markdown: String, theme: Theme = .dark, options: ParseOptions = .init(), text: MarkdownTextOptions = .init()
    ) -> AttributedString {
        AttributedString(styling: Document(parsing: markdown, options: options), theme: theme, options: text)
    }

    /// The terminal's text: its decoration and its own list markers.
    static let terminal = MarkdownTextOptions(decoration: .terminal, listMarkers: .theme)

    /// The runs whose text contains `piece`.
    static func runs(of piece: String, in text: AttributedString) -> [AttributedString.Runs.Run] {
        text.runs.filter { String(text[$0.range].characters).contains(piece) }
    }

    @Test func paragraphsStayOneLineEachSeparatedByABlankLine() {
        let long = String(repeating: "word ", count: 60) + "end"
        let text = Self.text("\(long)\nsoft\n\nSecond paragraph.\n")
        #expect(String(text.characters) == "\(long) soft\n\nSecond paragraph.")
    }

    @Test func headingRunsCarryTheirLevelAndTheThemesColourAsRGB() throws {
        var theme = Theme.dark
        theme.headings[1].foreground = .rgb(0xFF, 0x88, 0x00)
        theme.headings[1].bold = true
        let text = Self.text("# Title\n\n## Sub\n", theme: theme)
        let title = try #require(Self.runs(of: "Title", in: text).first)
        #expect(title.headingLevel == 1)
        #expect(title.block == .heading)
        #expect(title.themeForeground == RGB(0xFF, 0x88, 0x00))
        #expect(title.themeBold == true)
        #expect(Self.runs(of: "Sub", in: text).first?.headingLevel == 2)
    }

    @Test func palettColoursAreResolvedToRGB() throws {
        var theme = Theme.plain
        theme.strong.foreground = .ansi(1)
        let run = try #require(Self.runs(of: "bold", in: Self.text("**bold**\n", theme: theme)).first)
        #expect(run.themeForeground == TerminalColor.ansi(1).rgbValue)
        #expect(run.isStrong == true)
    }

    @Test func linksCarryFoundationsLinkAndTheThemesUnderline() throws {
        var theme = Theme.plain
        theme.link.style.underline = true
        theme.link.display = .hyperlink
        let text = Self.text("See [the docs](https://example.com/a?b=1) now.\n", theme: theme)
        let run = try #require(Self.runs(of: "the docs", in: text).first)
        #expect(run.link == URL(string: "https://example.com/a?b=1"))
        #expect(run.themeUnderline == true)
        #expect(String(text.characters) == "See the docs now.")
        #expect(Self.runs(of: "See", in: text).first?.link == nil)
    }

    /// Under the terminal's decoration the theme's link display is the terminal's: under
    /// references, the number follows the text and the numbered URL ends the document, both
    /// carrying the link.
    @Test func linkReferencesReadAsInTheTerminal() {
        let text = Self.text("See [the docs](https://example.com/a) now.\n", theme: .plain, text: Self.terminal)
        #expect(String(text.characters) == "See the docs[1] now.\n\n[1] https://example.com/a")
        #expect(Self.runs(of: "https://example.com/a", in: text).first?.link == URL(string: "https://example.com/a"))
    }

    /// An alert's marker becomes the theme's title line, the body following it as in the
    /// terminal; every run inside carries the kind, and the body keeps its text (a hard break
    /// after the marker counts, as on GitHub).
    @Test func alertsCarryTheirKindAndATitleInPlaceOfTheMarker() throws {
        let text = Self.text("> [!WARNING]\n> Back up *first*.\n>\n> Then go.\n\n> [!tip]  \n\n> Plain quote.\n")
        #expect(String(text.characters) == "⚠ Warning\nBack up first.\n\nThen go.\n\n✦ Tip\n\nPlain quote.")
        let title = try #require(Self.runs(of: "Warning", in: text).first)
        #expect(title.block == .alertTitle)
        #expect(title.alert == .warning)
        #expect(title.quoteDepth == 1)
        #expect(Self.runs(of: "first", in: text).first?.alert == .warning)
        #expect(Self.runs(of: "first", in: text).first?.isEmphasis == true)
        #expect(Self.runs(of: "Then go", in: text).first?.alert == .warning)
        #expect(Self.runs(of: "Tip", in: text).first?.alert == .tip)
        let plain = try #require(Self.runs(of: "Plain quote", in: text).first)
        #expect(plain.alert == nil)
        #expect(plain.quoteDepth == 1)
        // The theme's title and glyph, and its colour for the kind on the title (the body
        // keeps the alert's own style, as the terminal shows it).
        var theme = Theme.plain
        var warning = Style()
        warning.foreground = .rgb(0xCC, 0x33, 0x00)
        theme.alerts.warning = AlertTheme(glyph: "!!", title: "Careful", style: warning)
        let themed = Self.text("> [!WARNING]\n> Back up.\n", theme: theme)
        #expect(String(themed.characters) == "!! Careful\nBack up.")
        #expect(Self.runs(of: "Careful", in: themed).first?.themeForeground == RGB(0xCC, 0x33, 0x00))
        #expect(Self.runs(of: "Back up", in: themed).first?.themeForeground == nil)
    }

    @Test func listItemsStartWithTheirMarkerAndCarryTheirDepth() throws {
        var theme = Theme.plain
        theme.list.bullets = ["▸", "▹"]
        let markdown = "- one\n- two\n  - inner\n\n3. three\n4. four\n"
        let text = Self.text(markdown, theme: theme, text: Self.terminal)
        #expect(String(text.characters) == "▸ one\n▸ two\n  ▹ inner\n\n3. three\n4. four")
        let inner = try #require(Self.runs(of: "inner", in: text).last)
        #expect(inner.listDepth == 2)
        let markers = text.runs.compactMap(\.listMarker)
        #expect(markers == ["▸", "▸", "▹", "3.", "4."])
        // An app's markers by default: one bullet, the number, no indent (the depth says it).
        let app = Self.text(markdown, theme: theme)
        #expect(String(app.characters) == "• one\n• two\n• inner\n\n3. three\n4. four")
        #expect(Self.runs(of: "inner", in: app).last?.listDepth == 2)
        // Or none at all.
        let bare = Self.text(markdown, theme: theme, text: MarkdownTextOptions(listMarkers: .none))
        #expect(String(bare.characters) == "one\ntwo\ninner\n\nthree\nfour")
        #expect(Self.runs(of: "inner", in: bare).last?.listDepth == 2)
    }

    @Test func taskItemsCarryTheirState() {
        let text = Self.text("- [x] done\n- [ ] todo\n", theme: .plain)
        #expect(String(text.characters) == "☑ done\n☐ todo")
        #expect(text.runs.compactMap(\.taskChecked) == [true, false])
        let themed = Self.text("- [x] done\n- [ ] todo\n", theme: .plain, text: MarkdownTextOptions(listMarkers: .theme))
        #expect(String(themed.characters) == "[x] done\n[ ] todo")
    }

    @Test func quotesCodeAndEmphasisAreMarked() throws {
        let text = Self.text("> quoted *em* `x()`\n>> deeper\n\n```swift\nlet a = 1\n```\n", theme: .dark)
        #expect(Self.runs(of: "quoted", in: text).first?.quoteDepth == 1)
        #expect(Self.runs(of: "deeper", in: text).first?.quoteDepth == 2)
        #expect(Self.runs(of: "em", in: text).first { $0.isEmphasis == true } != nil)
        let code = try #require(Self.runs(of: "x()", in: text).first)
        #expect(code.isCode == true)
        let block = try #require(Self.runs(of: "let a = 1", in: text).first)
        #expect(block.block == .codeBlock && block.codeLanguage == "swift")
        // No language line, no padding around the code span, no quote bars.
        #expect(String(text.characters) == "quoted em x()\n\ndeeper\n\nlet a = 1")
        // The dark theme labels the block with its language in the terminal.
        let terminal = Self.text("```swift\nlet a = 1\n```\n", theme: .dark, text: Self.terminal)
        #expect(String(terminal.characters) == "swift\nlet a = 1")
    }

    @Test func imagesFootnotesAndStrikethroughAreMarked() throws {
        let text = Self.text("![a cat](cat.png) ~~old~~ note[^1]\n\n[^1]: The note.\n", theme: .plain)
        let image = try #require(text.runs.first { $0.imageSource != nil })
        #expect(image.imageSource == "cat.png" && image.imageAlt == "a cat")
        #expect(String(text[image.range].characters) == "a cat")  // its alt text
        let terminal = Self.text("![a cat](cat.png)\n", theme: .plain, text: Self.terminal)
        #expect(String(terminal.characters) == "[a cat]")  // the plain theme's format
        #expect(Self.runs(of: "old", in: text).first?.isStrikethrough == true)
        #expect(Self.runs(of: "¹", in: text).first?.footnote == 1)
        #expect(Self.runs(of: "The note.", in: text).first?.footnote == 1)
    }

    @Test func tableCellsAreTabSeparatedWithTheirColumnAndHeader() throws {
        let text = Self.text("| a | b |\n|---|---|\n| 1 | 2 |\n", theme: .plain)
        #expect(String(text.characters) == "a\tb\n1\t2")
        #expect(Self.runs(of: "b", in: text).first?.tableHeader == true)
        #expect(Self.runs(of: "2", in: text).first?.tableColumn == 1)
        #expect(Self.runs(of: "2", in: text).first?.tableHeader == false)
    }

    @Test func customRulesAndFrontMatterAreCarried() throws {
        var theme = Theme.plain
        theme.custom["highlight"] = Style(foreground: .rgb(1, 2, 3))
        theme.frontMatterDisplay = .table
        let rule = InlineRule(open: "==", close: "==", name: "highlight")
        let document = Document(parsing: "---\ntitle: Hi\n---\nA ==marked== word\n", options: ParseOptions(frontMatter: true))
            .applying([rule])
        let text = AttributedString(styling: document, theme: theme)
        let marked = try #require(Self.runs(of: "marked", in: text).first)
        #expect(marked.customRule == "highlight" && marked.themeForeground == RGB(1, 2, 3))
        #expect(Self.runs(of: "title: Hi", in: text).first?.block == .frontMatter)
    }

    /// An ordered task item shows its number and its checkbox, each marked as what it is.
    @Test func orderedTaskItemsHaveANumberAndACheckbox() {
        let text = Self.text("1. [x] done\n2. [ ] todo\n", theme: .plain)
        #expect(String(text.characters) == "1. ☑ done\n2. ☐ todo")
        #expect(text.runs.compactMap(\.listMarker) == ["1.", "2."])
        #expect(text.runs.compactMap(\.taskChecked) == [true, false])
    }

    /// The footnote section reads as in the terminal: each definition after its number.
    @Test func footnoteDefinitionsFollowTheirNumber() throws {
        let text = Self.text("A claim.[^src]\n\n[^src]: The source.\n", theme: .plain)
        #expect(String(text.characters) == "A claim.¹\n\n¹ The source.")
        let marks = Self.runs(of: "¹", in: text)
        #expect(marks.count == 2 && marks.allSatisfy { $0.footnote == 1 })
        #expect(Self.runs(of: "The source.", in: text).first?.footnote == 1)
        #expect(Self.runs(of: "A claim.", in: text).first?.footnote == nil)
    }

    /// An image inside a link carries its source and alt, and the link it leads to.
    @Test func linkedImagesCarryTheirSourceAndTheLink() throws {
        let text = Self.text("[![logo](logo.png)](https://x.org)\n", theme: .plain)
        let image = try #require(text.runs.first { $0.imageSource != nil })
        #expect(image.imageSource == "logo.png" && image.imageAlt == "logo")
        #expect(image.link == URL(string: "https://x.org"))
    }

    /// Raw HTML blocks read as the terminal renders them: tags gone, their text kept.
    @Test func htmlBlocksAreRenderedNotShownAsTags() {
        let text = String(Self.text("<div align=\"center\">\n<b>Centred</b> words\n</div>\n\nAfter.\n", theme: .plain).characters)
        #expect(text.contains("Centred words"))
        #expect(!text.contains("<"))
        #expect(text.hasSuffix("After."))
    }

    @Test func deepNestingDoesNotRecurse() {
        let text = Self.text(String(repeating: "> ", count: 100_000) + "deep\n", theme: .plain)
        #expect(Self.runs(of: "deep", in: text).first?.quoteDepth == 100_000)
    }

    /// The one link policy reaches styled text: a refused scheme keeps its text, no link.
    @Test func refusedSchemesAreNoLinks() {
        let text = Self.text("[bad](javascript:alert(1)) [worse](file:///etc/passwd) [good](https://example.com)\n", theme: .dark)
        #expect(Self.runs(of: "bad", in: text).allSatisfy { $0.link == nil })
        #expect(Self.runs(of: "worse", in: text).allSatisfy { $0.link == nil })
        #expect(Self.runs(of: "good", in: text).first?.link == URL(string: "https://example.com"))
        #expect(!String(text.characters).contains("javascript") && !String(text.characters).contains("file:"))
    }
}
