import CMarkSwift
import Foundation
import MarkdownAttributedString
import Testing

/// What an app gets by default: the document's words without what a terminal adds, plain
/// values for attributes that have a default, and SwiftyMarkdown-style element styles.
@Suite struct AttributedTextDecorationTests {
    static func text(_ markdown: String, theme: Theme) -> String {
        String(AttributedString(styling: Document(parsing: markdown), theme: theme).characters)
    }

    /// Every built-in theme pads, marks or affixes something (`" Title "`, `"## "`, `` ` ``,
    /// `*`, `" (url)"`, `[1]`); none of it reaches the text.
    @Test(arguments: Theme.builtIns.map(\.name))
    func noHeadingMarksPaddingAffixesOrURLs(theme name: String) throws {
        let theme = try #require(Theme.builtIns.first { $0.name == name })
        let markdown = """
            # Title

            ## Sub *em* **strong** ~~old~~ `code`

            > quoted [link](https://example.com/a) and <https://example.com/b>

            ![alt words](pic.png)

            ```swift
            let a = 1
            ```

            """
        #expect(
            Self.text(markdown, theme: theme)
                == "Title\n\nSub em strong old code\n\nquoted link and https://example.com/b\n\nalt words\n\nlet a = 1")
    }

    @Test func linksAndImagesCarryTheirTargetsNotText() throws {
        let text = AttributedString(styling: Document(parsing: "[docs](https://example.com) ![cat](cat.png)\n"), theme: .dark)
        #expect(String(text.characters) == "docs cat")
        let link = try #require(text.runs.first { $0.link != nil })
        #expect(String(text[link.range].characters) == "docs" && link.link == URL(string: "https://example.com"))
        let image = try #require(text.runs.first { $0.imageSource != nil })
        #expect(String(text[image.range].characters) == "cat" && image.imageSource == "cat.png" && image.imageAlt == "cat")
    }

    /// An image without alt text is U+FFFC, the object replacement character, carrying its
    /// source (and its link, for a badge): it is not lost with its empty words.
    @Test func imagesWithoutAltTextKeepTheirPlace() throws {
        let markdown = "a ![](pic.png) b\n\n[![](badge.svg)](https://x.org)\n"
        let text = AttributedString(styling: Document(parsing: markdown), theme: .dark)
        #expect(String(text.characters) == "a \u{FFFC} b\n\n\u{FFFC}")
        let images = text.runs.filter { $0.imageSource != nil }
        #expect(images.map(\.imageSource) == ["pic.png", "badge.svg"])
        #expect(images.last?.link == URL(string: "https://x.org"))
    }

    /// Attributes with a default read as plain values: `false`, `0` and `1` where unset.
    @Test func defaultedAttributesAreNotOptional() throws {
        let text = AttributedString(styling: Document(parsing: "plain *em*\n\n- > deep **bold**\n"), theme: .plain)
        let plain = try #require(text.runs.first)
        let flags: [Bool] = [plain.isEmphasis, plain.isStrong, plain.isCode, plain.isStrikethrough, plain.themeBold, plain.tableHeader]
        #expect(flags == [false, false, false, false, false, false])
        let depths: [Int] = [plain.listDepth, plain.quoteDepth]
        #expect(depths == [0, 0])
        let scale: Double = plain.sizeScale
        #expect(scale == 1)
        let em = try #require(text.runs.first { String(text[$0.range].characters) == "em" })
        #expect(em.isEmphasis && !em.isStrong)
        let bold = try #require(text.runs.first { String(text[$0.range].characters) == "bold" })
        #expect(bold.isStrong && bold.listDepth == 1 && bold.quoteDepth == 1)
    }

    /// Per-element styles as data: colours, weights and sizes per element, mapped onto a
    /// theme, with sizes carried as an attribute.
    @Test func elementStylesMapOntoTheText() throws {
        var styles = MarkdownTextStyles()
        styles.h1.color = RGB(0xFF, 0x88, 0x00)
        styles.h2 = MarkdownTextStyle(italic: true, sizeScale: 1.5)
        styles.code = MarkdownTextStyle(color: RGB(0xC0, 0x30, 0x30), sizeScale: 0.9)
        styles.link.color = RGB(0, 0, 0xFF)
        styles.body.color = RGB(0x20, 0x20, 0x20)
        let markdown = "# Big\n\n## Mid\n\nBody `code` [link](https://example.com) *em* **strong**\n"
        let text = AttributedString(styling: Document(parsing: markdown), styles: styles)
        #expect(String(text.characters) == "Big\n\nMid\n\nBody code link em strong")
        func run(_ words: String) throws -> AttributedString.Runs.Run {
            try #require(text.runs.first { String(text[$0.range].characters) == words })
        }
        let big = try run("Big")
        #expect(big.themeForeground == RGB(0xFF, 0x88, 0x00) && big.themeBold && big.sizeScale == 2)
        let mid = try run("Mid")
        #expect(mid.themeItalic && !mid.themeBold && mid.sizeScale == 1.5)
        let code = try run("code")
        #expect(code.themeForeground == RGB(0xC0, 0x30, 0x30) && code.sizeScale == 0.9 && code.isCode)
        let link = try run("link")
        #expect(link.themeForeground == RGB(0, 0, 0xFF) && link.themeUnderline && link.sizeScale == 1)
        #expect(try run("em").themeItalic && run("strong").themeBold)
        #expect(try run("Body ").themeForeground == RGB(0x20, 0x20, 0x20))
        #expect(styles.theme.headings[1].foreground == .rgb(0xFF, 0x88, 0x00))
    }
}
