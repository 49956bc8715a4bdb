extension Theme {
    /// For light backgrounds: deep blue and rust on white, code on a pale grey panel,
    /// Unicode glyphs, 256 colours.
    ///
    /// ```swift
    /// let theme = Theme.light
    /// ```
    public static let light: Theme = {
        let rust = TerminalColor.indexed(130)
        let navy = TerminalColor.indexed(25)
        let grey = TerminalColor.indexed(242)
        let rule = TerminalColor.indexed(244)
        var theme = Theme(name: "light")
        theme.summary = "for light backgrounds: 256 colours, Unicode glyphs"
        theme.document = Style(foreground: .indexed(235), marginTop: 1, marginBottom: 1, indent: 2)
        theme.paragraph = Style(marginBottom: 1)

        theme.headings.base = Style(bold: true, marginBottom: 1)
        theme.headings[1] = Style(foreground: .indexed(231), background: .indexed(25), prefix: " ", suffix: " ")
        // On the blue bar: links white and underlined, code pale yellow on the bar itself (its
        // grey panel would cut the bar), without padding; reference numbers pale blue.
        theme.headings[link: 1] = Style(foreground: .indexed(231))
        theme.headings[linkURL: 1] = Style(foreground: .indexed(153), faint: false)
        theme.headings[code: 1] = Style(foreground: .indexed(229), background: .indexed(25), prefix: "", suffix: "")
        theme.headings[2] = Style(foreground: rust, prefix: "## ")
        theme.headings[3] = Style(foreground: navy, prefix: "### ")
        theme.headings[4] = Style(foreground: .indexed(91), prefix: "#### ")
        theme.headings[5] = Style(foreground: .indexed(94), prefix: "##### ")
        theme.headings[6] = Style(foreground: grey, bold: false, prefix: "###### ")

        theme.blockQuote.style = Style(foreground: .indexed(239), italic: true, marginBottom: 1)
        theme.blockQuote.bar = "│ "
        theme.blockQuote.barStyle = Style(foreground: .indexed(67), italic: false)

        theme.list.style = Style(marginBottom: 1)
        theme.list.bullets = ["•", "◦", "▪"]
        theme.list.numberFormat = "{n}."
        theme.list.markerStyle = Style(foreground: .indexed(23), bold: true)
        theme.list.levelIndent = 2

        theme.task.checked = "☑"
        theme.task.unchecked = "☐"
        theme.task.checkedStyle = Style(foreground: .indexed(22))
        theme.task.uncheckedStyle = Style(foreground: grey)

        theme.codeBlock.style = Style(
            foreground: .indexed(236), background: .indexed(255), marginBottom: 1, padding: 1, fill: true)
        theme.codeBlock.showLanguage = true
        theme.codeBlock.languageStyle = Style(foreground: grey, italic: true)
        theme.codeBlock.overflow = .wrap
        theme.codeBlock.wrapMarker = "↩"
        theme.codeBlock.tabWidth = 4
        // Syntax: GitHub's light hues in the 256-colour palette, dark enough on the pale panel.
        theme.syntax[.keyword] = Style(foreground: .indexed(161))
        theme.syntax[.preprocessor] = Style(foreground: .indexed(161))
        theme.syntax[.type] = Style(foreground: .indexed(130))
        theme.syntax[.function] = Style(foreground: .indexed(91))
        theme.syntax[.variable] = Style(foreground: .indexed(166))
        theme.syntax[.constant] = Style(foreground: .indexed(26))
        theme.syntax[.number] = Style(foreground: .indexed(26))
        theme.syntax[.string] = Style(foreground: .indexed(24))
        theme.syntax[.escape] = Style(foreground: .indexed(26))
        theme.syntax[.regex] = Style(foreground: .indexed(24))
        theme.syntax[.comment] = Style(foreground: .indexed(243), italic: true)
        theme.syntax[.operator] = Style(foreground: .indexed(161))
        theme.syntax[.punctuation] = Style(foreground: .indexed(238))
        theme.syntax[.attribute] = Style(foreground: .indexed(26))
        theme.syntax[.tag] = Style(foreground: .indexed(28))
        theme.syntax[.label] = Style(foreground: .indexed(130))
        theme.syntax[.link] = Style(foreground: .indexed(25), underline: true)
        theme.syntax[.inserted] = Style(foreground: .indexed(28))
        theme.syntax[.deleted] = Style(foreground: .indexed(160))
        theme.syntax[.heading] = Style(foreground: .indexed(26), bold: true)
        theme.syntax[.prompt] = Style(foreground: .indexed(28), bold: true)
        theme.syntax[.output] = Style(foreground: .indexed(242))

        theme.code = Style(foreground: .indexed(125), background: .indexed(254))
        theme.emphasis = Style(italic: true)
        theme.strong = Style(foreground: .indexed(232), bold: true)
        theme.strikethrough = Style(foreground: grey, strikethrough: true)

        theme.link.style = Style(foreground: .indexed(26), underline: true)
        theme.link.urlStyle = Style(foreground: grey, underline: false)
        theme.link.display = .inline

        theme.image.style = Style(foreground: .indexed(127), italic: true)
        theme.image.format = "▣ {alt}"

        theme.thematicBreak.style = Style(foreground: rule, marginBottom: 1)
        theme.thematicBreak.glyph = "─"

        theme.table.style = Style(marginBottom: 1)
        theme.table.header = Style(foreground: rust, bold: true)
        theme.table.borders = .unicode
        theme.table.borderStyle = Style(foreground: rule)
        theme.table.cellPadding = 1

        theme.footnotes.reference = Style(foreground: .indexed(26))
        theme.footnotes.referenceFormat = "{sup}"
        theme.footnotes.section = Style(foreground: grey, marginTop: 1)
        theme.footnotes.title = "Footnotes"

        theme.html.style = Style(foreground: .indexed(246))
        theme.html.display = .render
        theme.html.summaryMarker = "▾ "
        theme.html.detailsBody = .indent

        // Alerts: GitHub's hues for the kinds, darkened for a light page.
        theme.alerts = .callouts(
            ascii: false, bar: "┃ ", style: Style(marginBottom: 1), titleStyle: Style(bold: true),
            note: Style(foreground: .indexed(25)), tip: Style(foreground: .indexed(22)),
            important: Style(foreground: .indexed(91)), warning: Style(foreground: .indexed(130)),
            caution: Style(foreground: .indexed(160)))

        theme.frontMatter = Style(foreground: grey, marginBottom: 1)

        theme.placeholder.style = Style(foreground: grey, italic: true)
        theme.placeholder.text = "Nothing to show."
        theme.placeholder.minimumHeight = 1
        theme.measure = Theme.defaultMeasure
        return theme
    }()
}
