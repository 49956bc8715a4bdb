extension Theme {
    /// No colour and 7-bit glyphs only, for terminals and fonts without Unicode: `*`, `-`
    /// and `+` bullets, `[x]` tasks, a `|` quote bar, `-` rules, ASCII table borders.
    /// Bold, underline and italic still mark headings, links and emphasis.
    ///
    /// ```swift
    /// let theme = Theme.ascii
    /// ```
    public static let ascii: Theme = {
        var theme = Theme(name: "ascii")
        theme.summary = "no colour and 7-bit glyphs only; bold, italic and underline mark text"
        theme.document = Style(marginTop: 1, marginBottom: 1, indent: 2)
        theme.paragraph = Style(marginBottom: 1)

        theme.headings.base = Style(bold: true, marginBottom: 1)
        theme.headings[1] = Style(underline: true, textCase: .upper, prefix: "# ")
        theme.headings[2] = Style(prefix: "## ")
        theme.headings[3] = Style(prefix: "### ")
        theme.headings[4] = Style(prefix: "#### ")
        theme.headings[5] = Style(prefix: "##### ")
        theme.headings[6] = Style(bold: false, prefix: "###### ")

        theme.blockQuote.style = Style(italic: true, marginBottom: 1)
        theme.blockQuote.bar = "| "
        theme.blockQuote.barStyle = Style(italic: false)

        theme.list.style = Style(marginBottom: 1)
        theme.list.bullets = ["*", "-", "+"]
        theme.list.numberFormat = "{n}."
        theme.list.markerStyle = Style(bold: true)
        theme.list.levelIndent = 2

        theme.task.checked = "[x]"
        theme.task.unchecked = "[ ]"
        theme.task.checkedStyle = Style(bold: true)
        theme.task.uncheckedStyle = Style(bold: false)

        theme.codeBlock.style = Style(marginBottom: 1, indent: 4)
        theme.codeBlock.showLanguage = true
        theme.codeBlock.languageStyle = Style(italic: true)
        theme.codeBlock.overflow = .wrap
        theme.codeBlock.wrapMarker = "\\"
        theme.codeBlock.tabWidth = 4
        // Syntax without colour: keywords and structure in bold, nothing else.
        theme.syntax[.keyword] = Style(bold: true)
        theme.syntax[.preprocessor] = Style(bold: true)
        theme.syntax[.heading] = Style(bold: true)
        theme.syntax[.prompt] = Style(bold: true)

        theme.code = Style(prefix: "`", suffix: "`")
        theme.emphasis = Style(italic: true)
        theme.strong = Style(bold: true)
        theme.strikethrough = Style(strikethrough: true, prefix: "~", suffix: "~")

        theme.link.style = Style(underline: true)
        theme.link.urlStyle = Style(underline: false)
        theme.link.display = .inline

        theme.image.style = Style(italic: true)
        theme.image.format = "[image: {alt}]"

        theme.thematicBreak.style = Style(marginBottom: 1)
        theme.thematicBreak.glyph = "-"

        theme.table.style = Style(marginBottom: 1)
        theme.table.header = Style(bold: true)
        theme.table.borders = .ascii
        theme.table.borderStyle = Style(bold: false)
        theme.table.cellPadding = 1

        theme.footnotes.reference = Style(bold: false)
        theme.footnotes.referenceFormat = "[^{n}]"
        theme.footnotes.section = Style(marginTop: 1)
        theme.footnotes.title = "Footnotes"

        theme.html.style = Style(italic: false)
        theme.html.display = .render
        theme.html.detailsBody = .indent

        // Alerts: an ASCII glyph and a bold title, the body upright.
        theme.alerts = .callouts(
            ascii: true, bar: "| ", style: Style(italic: false, marginBottom: 1), titleStyle: Style(bold: true))

        theme.frontMatter = Style(marginBottom: 1)

        theme.placeholder.style = Style(italic: true)
        theme.placeholder.text = "(empty document)"
        theme.placeholder.minimumHeight = 1
        theme.measure = Theme.defaultMeasure
        theme.emojiShortcodes = false
        return theme
    }()
}
