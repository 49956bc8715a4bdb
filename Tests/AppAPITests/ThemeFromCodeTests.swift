import CMarkSwift
import Testing

@Suite struct ThemeFromCodeTests {
    static func plain(_ text: String, _ theme: Theme, width: Int = 40) -> String {
        PlainRenderer().render(PreparedMarkdown(text, theme: theme).layout(width: width))
    }

    @Test func oneBulletServesEveryLevel() {
        var theme = Theme.ascii
        theme.list.bullets = ["→"]
        let text = Self.plain("- a\n  - b\n", theme)
        #expect(text.contains("→ a") && text.contains("→ b"))
    }

    @Test func underlinedLinkStyleUnderlinesLinks() {
        var theme = Theme.dark
        theme.link.style.underline = true
        let layout = PreparedMarkdown("[x](https://e.x)\n", theme: theme).layout(width: 40)
        let part = layout.line(0).parts.first { $0.link != nil }!
        #expect(layout.styles[part.style].underline)
    }

    @Test func headingAlignmentAndColourFromCode() {
        var theme = Theme.ascii
        theme.headings[1].foreground = .ansi(5)
        theme.headings[1].alignment = .right
        let line = Self.plain("# Hi\n", theme, width: 20).split(separator: "\n").first!
        #expect(line.hasSuffix("HI") || line.hasSuffix("Hi"))
        #expect(line.hasPrefix("    "))
    }

    @Test func densityScalesSpacing() {
        let text = "# Title\n\nOne paragraph.\n\nAnother one.\n\n- a\n- b\n"
        let rows = [Density.compact, .normal, .roomy].map {
            PreparedMarkdown(text, theme: Theme.dark.scaled($0)).boundingSize(forWidth: 60).rows
        }
        #expect(rows[0] < rows[1])
        #expect(rows[1] < rows[2])
        #expect(Theme.dark.scaled(.normal) == Theme.dark)
        #expect(Theme.dark.scaled(.roomy).document.indent == 2 * (Theme.dark.document.indent ?? 0))
    }

    @Test func customAndFrontMatterSettingsRoundTripThroughJSON() throws {
        var theme = Theme.dark
        theme.custom["highlight"] = Style(background: .ansi(3))
        theme.frontMatterDisplay = .table
        let decoded = try Theme(json: Array(theme.jsonText.utf8), name: "copy")
        #expect(decoded.custom["highlight"]?.background == .ansi(3))
        #expect(decoded.frontMatterDisplay == .table)
    }
}
