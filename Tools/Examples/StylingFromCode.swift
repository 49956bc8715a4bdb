import CMarkSwift

/// A theme's own fields for colours, bullets, link underlines and heading alignment; density.
func stylingFromCode() {
    var theme = Theme.dark
    theme.headings[1].foreground = .rgb(0xFF, 0x88, 0x00)
    theme.headings[1].alignment = .center
    theme.list.bullets = ["▸"]
    theme.link.style.underline = true
    let compact = theme.scaled(.compact)
    let text = "# Centred\n\n- a [link](https://example.com)\n- b\n"
    let prepared = PreparedMarkdown(text, theme: compact)
    print(ANSIRenderer(colorDepth: .ansi256).render(prepared.layout(width: 30)), terminator: "")
}
