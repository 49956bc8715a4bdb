extension Theme {
    /// The Dracula palette in 24-bit colour: purple, pink and cyan on the terminal's dark
    /// background, code on Dracula's own panel colour.
    ///
    /// ```swift
    /// let theme = Theme.dracula
    /// ```
    public static let dracula: Theme = {
        let foreground = TerminalColor(hex: 0xf8f8f2)
        // Dracula's comment colour (0x6272a4) lightened a step: at 256 colours it became
        // entry 61, too dark on the background (contrast 2.5).
        let comment = TerminalColor(hex: 0x7282b4)
        let cyan = TerminalColor(hex: 0x8be9fd)
        let green = TerminalColor(hex: 0x50fa7b)
        let orange = TerminalColor(hex: 0xffb86c)
        let pink = TerminalColor(hex: 0xff79c6)
        let purple = TerminalColor(hex: 0xbd93f9)
        let yellow = TerminalColor(hex: 0xf1fa8c)
        var theme = Theme(name: "dracula")
        theme.summary = "the Dracula palette in true colour: purple, pink and cyan"
        theme.document = Style(foreground: foreground, marginTop: 1, marginBottom: 1, indent: 2)
        theme.paragraph = Style(marginBottom: 1)

        theme.headings.base = Style(bold: true, marginBottom: 1)
        theme.headings[1] = Style(foreground: TerminalColor(hex: 0x282a36), background: purple, prefix: " ", suffix: " ")
        // On the purple bar: links (underlined) and reference numbers in the bar's ink; code
        // in Dracula's current-line colour on the bar itself, without padding.
        theme.headings[link: 1] = Style(foreground: TerminalColor(hex: 0x282a36))
        theme.headings[linkURL: 1] = Style(foreground: TerminalColor(hex: 0x282a36))
        theme.headings[code: 1] = Style(foreground: TerminalColor(hex: 0x44475a), background: purple, prefix: "", suffix: "")
        theme.headings[2] = Style(foreground: pink, prefix: "## ")
        theme.headings[3] = Style(foreground: cyan, prefix: "### ")
        theme.headings[4] = Style(foreground: green, prefix: "#### ")
        theme.headings[5] = Style(foreground: orange, prefix: "##### ")
        theme.headings[6] = Style(foreground: comment, prefix: "###### ")

        theme.blockQuote.style = Style(foreground: yellow, italic: true, marginBottom: 1)
        theme.blockQuote.bar = "┃ "
        theme.blockQuote.barStyle = Style(foreground: purple, italic: false)

        theme.list.style = Style(marginBottom: 1)
        theme.list.bullets = ["•", "◦", "▸"]
        theme.list.numberFormat = "{n}."
        theme.list.markerStyle = Style(foreground: pink, bold: true)
        theme.list.levelIndent = 2

        theme.task.checked = "✔"
        theme.task.unchecked = "☐"
        theme.task.checkedStyle = Style(foreground: green, bold: true)
        theme.task.uncheckedStyle = Style(foreground: comment)

        theme.codeBlock.style = Style(
            foreground: foreground, background: TerminalColor(hex: 0x21222c), marginBottom: 1, padding: 1, fill: true)
        theme.codeBlock.showLanguage = true
        theme.codeBlock.languageStyle = Style(foreground: comment, italic: true)
        theme.codeBlock.overflow = .wrap
        theme.codeBlock.wrapMarker = "↩"
        theme.codeBlock.tabWidth = 4
        // Syntax: Dracula's own assignments (keywords pink, functions green, types cyan).
        let red = TerminalColor(hex: 0xff5555)
        theme.syntax[.keyword] = Style(foreground: pink)
        theme.syntax[.preprocessor] = Style(foreground: pink)
        theme.syntax[.type] = Style(foreground: cyan, italic: true)
        theme.syntax[.function] = Style(foreground: green)
        theme.syntax[.variable] = Style(foreground: orange, italic: true)
        theme.syntax[.constant] = Style(foreground: purple)
        theme.syntax[.number] = Style(foreground: purple)
        theme.syntax[.string] = Style(foreground: yellow)
        theme.syntax[.escape] = Style(foreground: pink)
        theme.syntax[.regex] = Style(foreground: red)
        theme.syntax[.comment] = Style(foreground: comment, italic: true)
        theme.syntax[.operator] = Style(foreground: pink)
        theme.syntax[.punctuation] = Style(foreground: foreground)
        theme.syntax[.attribute] = Style(foreground: green, italic: true)
        theme.syntax[.tag] = Style(foreground: pink)
        theme.syntax[.label] = Style(foreground: cyan)
        theme.syntax[.link] = Style(foreground: cyan, underline: true)
        theme.syntax[.inserted] = Style(foreground: green)
        theme.syntax[.deleted] = Style(foreground: red)
        theme.syntax[.heading] = Style(foreground: purple, bold: true)
        theme.syntax[.prompt] = Style(foreground: green, bold: true)
        theme.syntax[.output] = Style(foreground: comment)

        // A panel a step darker than Dracula's current-line 0x44475a, which 16 colours make grey.
        theme.code = Style(foreground: green, background: TerminalColor(hex: 0x343746))
        theme.emphasis = Style(foreground: yellow, italic: true)
        theme.strong = Style(foreground: orange, bold: true)
        theme.strikethrough = Style(foreground: comment, strikethrough: true)

        theme.link.style = Style(foreground: cyan, underline: true)
        theme.link.urlStyle = Style(foreground: comment, underline: false)
        theme.link.display = .inline

        theme.image.style = Style(foreground: pink, italic: true)
        theme.image.format = "◆ {alt}"

        theme.thematicBreak.style = Style(foreground: comment, marginBottom: 1)
        theme.thematicBreak.glyph = "━"

        theme.table.style = Style(marginBottom: 1)
        theme.table.header = Style(foreground: purple, bold: true)
        theme.table.borders = .unicode
        theme.table.borderStyle = Style(foreground: comment)
        theme.table.cellPadding = 1

        theme.footnotes.reference = Style(foreground: purple)
        theme.footnotes.referenceFormat = "{sup}"
        theme.footnotes.section = Style(foreground: comment, marginTop: 1)
        theme.footnotes.title = "Footnotes"

        theme.html.style = Style(foreground: comment)
        theme.html.display = .render
        theme.html.summaryMarker = "▾ "
        theme.html.detailsBody = .indent

        // Alerts: the kinds in Dracula's own colours.
        theme.alerts = .callouts(
            ascii: false, bar: "┃ ", style: Style(marginBottom: 1), titleStyle: Style(bold: true),
            note: Style(foreground: cyan), tip: Style(foreground: green), important: Style(foreground: purple),
            warning: Style(foreground: orange), caution: Style(foreground: TerminalColor(hex: 0xff5555)))

        theme.frontMatter = Style(foreground: comment, marginBottom: 1)

        theme.placeholder.style = Style(foreground: comment, italic: true)
        theme.placeholder.text = "Nothing here yet."
        theme.placeholder.minimumHeight = 1
        theme.measure = Theme.defaultMeasure
        return theme
    }()
}
