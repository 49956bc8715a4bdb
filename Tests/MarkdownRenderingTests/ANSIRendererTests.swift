import CMarkSwift
import Testing

/// The ANSI renderer emits the fewest SGR bytes and closes what it opens on each line.
@Suite struct ANSIRendererTests {
    static func render(_ markdown: String, theme: Theme, depth: ColorDepth = .ansi256, hyperlinks: Bool = false) -> String {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: 80)
        return ANSIRenderer(colorDepth: depth, hyperlinks: hyperlinks).render(layout)
    }

    @Test func emitsOnlyTheAttributesThatChange() {
        var theme = Theme(name: "t")
        theme.strong.bold = true
        theme.emphasis.italic = true
        let output = ANSIRendererTests.render("a ***b*** c\n", theme: theme)
        // Plain, then bold+italic (order of the cascade), then plain again with one reset.
        #expect(output == "a \u{1B}[1;3mb\u{1B}[0m c\n")
    }

    @Test func resetsOnlyWhenAStyleIsOpenAtLineEnd() {
        var theme = Theme(name: "t")
        theme.strong.bold = true
        #expect(ANSIRendererTests.render("plain\n", theme: theme) == "plain\n")
        #expect(ANSIRendererTests.render("x **b**\n", theme: theme) == "x \u{1B}[1mb\u{1B}[0m\n")
    }

    @Test func downsamplesColoursToTheDepth() {
        var theme = Theme(name: "t")
        theme.strong.foreground = .rgb(0xFF, 0x00, 0x00)
        #expect(ANSIRendererTests.render("**r**\n", theme: theme, depth: .trueColor) == "\u{1B}[38;2;255;0;0mr\u{1B}[0m\n")
        #expect(ANSIRendererTests.render("**r**\n", theme: theme, depth: .ansi16) == "\u{1B}[91mr\u{1B}[0m\n")
        #expect(ANSIRendererTests.render("**r**\n", theme: theme, depth: ColorDepth.none) == "r\n")
    }

    /// NO_COLOR and `--color never` on a terminal: attributes without colours.
    @Test func monochromeKeepsAttributesAndDropsColours() {
        var theme = Theme(name: "t")
        theme.strong = Style(foreground: .rgb(0xFF, 0x00, 0x00), bold: true)
        theme.strikethrough = Style(foreground: .indexed(245), background: .ansi(4), strikethrough: true)
        theme.emphasis = Style(foreground: .ansi(2), italic: true, underline: true)
        let output = ANSIRendererTests.render("**r** ~~s~~ *e*\n", theme: theme, depth: .monochrome)
        #expect(output == "\u{1B}[1mr \u{1B}[0;9ms\u{1B}[0m \u{1B}[3;4me\u{1B}[0m\n")
        let dark = ANSIRendererTests.render("# T\n\n> quote\n\n`code` ~~x~~\n", theme: .dark, depth: .monochrome)
        #expect(!dark.contains("38;") && !dark.contains("48;"))
        #expect(dark.contains("\u{1B}[1m") && dark.contains("\u{1B}[3m"))
    }

    @Test func wrapsLinksInOSC8WhenEnabled() {
        let output = ANSIRendererTests.render("[x](https://e.example)\n", theme: Theme(name: "t"), hyperlinks: true)
        #expect(output.hasPrefix("\u{1B}]8;;https://e.example\u{1B}\\x"))
        #expect(output.hasSuffix("\u{1B}]8;;\u{1B}\\\n"))
    }

    @Test func plainRendererHasNoEscapes() {
        let layout = StyledDocument(document: Document(parsing: "# T\n\n*a* [b](c)\n"), theme: .dark).layout(width: 30)
        #expect(!PlainRenderer().render(layout).utf8.contains(0x1B))
    }
}
