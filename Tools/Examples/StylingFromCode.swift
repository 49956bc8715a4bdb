import CMarkSwift

/// Plain properties for colours, bullets, link underlines, heading alignment and density.
func stylingFromCode() {
    var theme = Theme.dark
    theme.headings[1].foreground = .rgb(0xFF, 0x88, 0x00)
    theme.setAlignment(.center, forHeading: 1)
    theme.bullet = "▸"
    theme.underlineLinks = true
    let compact = theme.scaled(.compact)
    let text = "# Centred\n\n- a [link](https://example.com)\n- b\n"
    let prepared = PreparedMarkdown(text, theme: compact)
    print(ANSIRenderer(colorDepth: .ansi256).render(prepared.layout(width: 30)), terminator: "")
}
