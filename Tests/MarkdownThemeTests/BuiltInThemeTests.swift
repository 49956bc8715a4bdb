import Foundation
import Testing

@testable import MarkdownTheme

@Suite struct BuiltInThemeTests {
    /// The repository's `Themes` folder, where `make themes-json` writes each built-in.
    private static let themesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Themes")

    @Test func builtInsAreNamedAndDescribed() {
        #expect(Theme.builtIns.map(\.name) == ["dark", "light", "ascii", "plain", "dracula"])
        #expect(Theme.builtIns.allSatisfy { $0.summary?.isEmpty == false })
        #expect(Theme.named("dracula") == .dracula)
        #expect(Theme.named("Dark") == nil)
    }

    @Test(arguments: Theme.builtIns.map(\.name))
    func committedJSONDecodesToTheSwiftValue(name: String) throws {
        let theme = try #require(Theme.named(name))
        let path = Self.themesFolder.appendingPathComponent(theme.name + ".json").path
        let loaded = try Theme(contentsOf: path)
        #expect(loaded == theme, "Themes/\(theme.name).json is stale: run `make themes-json`")
    }

    @Test(arguments: Theme.builtIns.map(\.name))
    func jsonTextRoundTrips(name: String) throws {
        let theme = try #require(Theme.named(name))
        #expect(try Theme(json: Array(theme.jsonText.utf8), name: "x") == theme)
        #expect(try JSONDecoder().decode(Theme.self, from: Data(theme.jsonText.utf8)) == theme)
    }

    /// Every section of the theme (found by reflection, so a section added later is checked
    /// too) must differ from an empty one.
    @Test(arguments: Theme.builtIns.map(\.name))
    func stylesEveryElement(name: String) throws {
        let theme = try #require(Theme.named(name))
        let empty = Dictionary(
            uniqueKeysWithValues: Mirror(reflecting: Theme(name: theme.name)).children.map { ($0.label ?? "", $0.value) })
        var sections = 0
        for child in Mirror(reflecting: theme).children {
            // Opt-in settings, at their defaults in every built-in: the front matter display, custom inline styles,
            // letting bidi controls through, emoji shortcodes (ascii alone turns them off); syntax styles are
            // checked on their own (plain has none).
            let optIn = ["name", "summary", "frontMatterDisplay", "custom", "bidiControls", "emojiShortcodes", "syntax"]
            guard let label = child.label, !optIn.contains(label) else { continue }
            sections += 1
            guard let value = child.value as? any Hashable, let blank = empty[label] as? any Hashable else {
                Issue.record("\(label) is not Hashable")
                continue
            }
            #expect(AnyHashable(value) != AnyHashable(blank), "\(theme.name) leaves \(label) empty")
        }
        #expect(sections == 21)
        for level in 1...6 {
            #expect(!theme.headings[level].isEmpty, "\(theme.name) leaves h\(level) empty")
        }
    }

    @Test(arguments: Theme.builtIns.map(\.name))
    func stylesCodeTokensExceptPlain(name: String) throws {
        let theme = try #require(Theme.named(name))
        if name == "plain" {
            #expect(theme.syntax.isEmpty)
        } else {
            #expect(theme.syntax[.keyword] != Style(), "\(name) does not style keywords")
            #expect(theme.syntax[.heading] != Style(), "\(name) does not style headings")
        }
        if name == "dark" || name == "light" || name == "dracula" {
            let coloured = SyntaxKind.allCases.filter { theme.syntax[$0].foreground != nil }
            #expect(coloured.count == SyntaxKind.allCases.count, "\(name) leaves a token class uncoloured")
        }
        if name == "ascii" {
            for kind in SyntaxKind.allCases {
                var allowed = theme.syntax[kind]
                allowed.bold = nil
                allowed.underline = nil
                #expect(allowed == Style(), "ascii styles \(kind) with more than bold or underline")
            }
        }
    }

    @Test func draculaHasItsOwnSyntaxPalette() {
        #expect(Theme.dracula.syntax != Theme.dark.syntax)
        #expect(Theme.dracula.syntax[.keyword].foreground == TerminalColor(hex: 0xff79c6))
    }

    @Test(arguments: Theme.builtIns.map(\.name))
    func setsEveryGlyph(name: String) throws {
        let theme = try #require(Theme.named(name))
        #expect(theme.blockQuote.bar != nil)
        #expect(theme.list.bullets?.isEmpty == false)
        #expect(theme.list.numberFormat != nil)
        #expect(theme.task.checked != nil && theme.task.unchecked != nil)
        #expect(theme.thematicBreak.glyph?.isEmpty == false)
        #expect(theme.table.borders != nil)
        #expect(theme.link.display != nil)
        #expect(theme.image.format != nil)
        #expect(theme.footnotes.referenceFormat != nil)
        #expect(theme.html.display != nil)
        #expect(theme.codeBlock.overflow != nil)
    }

    @Test func asciiAndPlainUseSevenBitGlyphsAndNoColour() throws {
        for theme in [Theme.ascii, .plain] {
            let isASCII = theme.jsonText.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(isASCII, "\(theme.name) has a non-ASCII glyph")
            #expect(!theme.jsonText.contains("ground"), "\(theme.name) sets a colour")
        }
        #expect(!Theme.plain.jsonText.contains("true"), "plain turns an attribute on")
        #expect(Theme.plain.link.display == .references)
    }

    @Test func darkShowsURLsInlineDimmedWithUnicodeGlyphs() {
        let dark = Theme.dark
        #expect(dark.link.display == .inline)
        #expect(dark.link.style.underline == true)
        #expect(dark.link.urlStyle.faint == true)
        #expect(dark.list.bullets == ["•", "◦", "▪"])
        #expect(dark.blockQuote.bar == "│ ")
        #expect(dark.thematicBreak.glyph == "─")
        #expect(dark.table.borders == .unicode)
    }
}
