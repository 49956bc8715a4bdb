extension Theme {
    /// No styling at all, for pipes and files: no colour, no attributes, no margins around
    /// the page, ASCII glyphs, and links as numbered references listed at the end.
    ///
    /// Nothing a terminal shows is lost: what attributes would mark is marked as Markdown
    /// does (`# ` before headings, `*emphasis*`, `**strong**`, inline code, `~~struck~~`),
    /// and code lines wider than the page wrap with a `\` at the end of each piece. (glow's
    /// "notty" style does the same.) Every text style is ``Style/unstyled``: "no attribute"
    /// is stated, not left to inherit.
    ///
    /// ```swift
    /// let theme = Theme.plain
    /// ```
    public static let plain: Theme = {
        let none = Style.unstyled
        func block(marginTop: Int? = nil, marginBottom: Int? = nil, indent: Int? = nil, prefix: String? = nil) -> Style {
            none.merging(Style(marginTop: marginTop, marginBottom: marginBottom, indent: indent, prefix: prefix))
        }
        var theme = Theme(name: "plain")
        theme.summary = "no styling, for pipes: plain text marked as Markdown, ASCII glyphs, link references"
        theme.document = block(marginTop: 0, marginBottom: 0, indent: 0)
        theme.paragraph = block(marginBottom: 1)

        theme.headings.base = block(marginBottom: 1)
        for level in 1...6 {
            theme.headings[level] = none.merging(Style(prefix: String(repeating: "#", count: level) + " "))
        }

        theme.blockQuote.style = block(marginBottom: 1)
        theme.blockQuote.bar = "> "
        theme.blockQuote.barStyle = none

        theme.list.style = block(marginBottom: 1)
        theme.list.bullets = ["-"]
        theme.list.numberFormat = "{n}{d}"
        theme.list.markerStyle = none
        theme.list.levelIndent = 2

        theme.task.checked = "[x]"
        theme.task.unchecked = "[ ]"
        theme.task.checkedStyle = none
        theme.task.uncheckedStyle = none

        theme.codeBlock.style = block(marginBottom: 1, indent: 4)
        theme.codeBlock.showLanguage = false
        theme.codeBlock.languageStyle = none
        theme.codeBlock.overflow = .wrap
        theme.codeBlock.wrapMarker = "\\"
        theme.codeBlock.tabWidth = 4

        theme.code = none.merging(Style(prefix: "`", suffix: "`"))
        theme.emphasis = none.merging(Style(prefix: "*", suffix: "*"))
        theme.strong = none.merging(Style(prefix: "**", suffix: "**"))
        theme.strikethrough = none.merging(Style(prefix: "~~", suffix: "~~"))

        theme.link.style = none
        theme.link.urlStyle = none
        theme.link.display = .references

        theme.image.style = none
        theme.image.format = "[{alt}]"

        theme.thematicBreak.style = block(marginBottom: 1)
        theme.thematicBreak.glyph = "-"

        theme.table.style = block(marginBottom: 1)
        theme.table.header = none
        theme.table.borders = TableBorders.none
        theme.table.borderStyle = none
        theme.table.cellPadding = 1

        theme.footnotes.reference = none
        theme.footnotes.referenceFormat = "{sup}"
        theme.footnotes.section = block(marginTop: 1)
        theme.footnotes.title = ""

        theme.html.style = none
        theme.html.display = .render
        theme.html.detailsBody = .indent

        theme.alerts = .callouts(ascii: true, bar: "> ", style: block(marginBottom: 1), titleStyle: none)

        theme.frontMatter = block(marginBottom: 1)

        theme.placeholder.style = none
        theme.placeholder.text = ""
        theme.placeholder.minimumHeight = 0
        theme.measure = Theme.defaultMeasure
        return theme
    }()
}
