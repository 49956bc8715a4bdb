extension Theme {
    /// The default theme, for dark backgrounds: warm amber headings, cool blue links, code on
    /// a charcoal panel, Unicode glyphs. 256-colour palette entries, exact on 256-colour and
    /// true-colour terminals and downsampled on 16-colour ones.
    ///
    /// ```swift
    /// let theme = Theme.dark
    /// ```
    public static let dark: Theme = {
        let amber = TerminalColor.indexed(215)
        let blue = TerminalColor.indexed(111)
        let teal = TerminalColor.indexed(79)
        let grey = TerminalColor.indexed(245)
        let dim = TerminalColor.indexed(242)
        var theme = Theme(name: "dark")
        theme.summary = "the default: for dark backgrounds, 256 colours, Unicode glyphs"
        theme.document = Style(marginTop: 1, marginBottom: 1, indent: 2)
        theme.paragraph = Style(marginBottom: 1)

        theme.headings.base = Style(bold: true, marginBottom: 1)
        theme.headings[1] = Style(foreground: .indexed(234), background: amber, prefix: " ", suffix: " ")
        // On the amber bar: links (underlined) and reference numbers in the bar's ink; code
        // in deep red on the bar itself (its charcoal panel would cut the bar), without padding.
        theme.headings[link: 1] = Style(foreground: .indexed(234))
        theme.headings[linkURL: 1] = Style(foreground: .indexed(234), faint: false)
        theme.headings[code: 1] = Style(foreground: .indexed(88), background: amber, prefix: "", suffix: "")
        theme.headings[2] = Style(foreground: amber, prefix: "## ")
        theme.headings[3] = Style(foreground: blue, prefix: "### ")
        theme.headings[4] = Style(foreground: .indexed(147), prefix: "#### ")
        theme.headings[5] = Style(foreground: .indexed(183), prefix: "##### ")
        theme.headings[6] = Style(foreground: grey, bold: false, prefix: "###### ")

        theme.blockQuote.style = Style(foreground: .indexed(250), italic: true, marginBottom: 1)
        theme.blockQuote.bar = "│ "
        theme.blockQuote.barStyle = Style(foreground: .indexed(61), italic: false)

        theme.list.style = Style(marginBottom: 1)
        theme.list.bullets = ["•", "◦", "▪"]
        theme.list.numberFormat = "{n}."
        theme.list.markerStyle = Style(foreground: teal, bold: true)
        theme.list.levelIndent = 2

        theme.task.checked = "☑"
        theme.task.unchecked = "☐"
        theme.task.checkedStyle = Style(foreground: .indexed(114))
        theme.task.uncheckedStyle = Style(foreground: grey)

        theme.codeBlock.style = Style(
            foreground: .indexed(252), background: .indexed(235), marginBottom: 1, padding: 1, fill: true)
        theme.codeBlock.showLanguage = true
        theme.codeBlock.languageStyle = Style(foreground: grey, italic: true)
        theme.codeBlock.overflow = .wrap
        theme.codeBlock.wrapMarker = "↩"
        theme.codeBlock.tabWidth = 4
        // Syntax: One Dark's hues in the 256-colour palette, legible on the charcoal panel.
        theme.syntax[.keyword] = Style(foreground: .indexed(176))
        theme.syntax[.preprocessor] = Style(foreground: .indexed(176))
        theme.syntax[.type] = Style(foreground: .indexed(180))
        theme.syntax[.function] = Style(foreground: .indexed(75))
        theme.syntax[.variable] = Style(foreground: .indexed(168))
        theme.syntax[.constant] = Style(foreground: .indexed(173))
        theme.syntax[.number] = Style(foreground: .indexed(173))
        theme.syntax[.string] = Style(foreground: .indexed(114))
        theme.syntax[.escape] = Style(foreground: .indexed(73))
        theme.syntax[.regex] = Style(foreground: .indexed(73))
        theme.syntax[.comment] = Style(foreground: .indexed(244), italic: true)
        theme.syntax[.operator] = Style(foreground: .indexed(73))
        theme.syntax[.punctuation] = Style(foreground: .indexed(249))
        theme.syntax[.attribute] = Style(foreground: .indexed(180))
        theme.syntax[.tag] = Style(foreground: .indexed(168))
        theme.syntax[.label] = Style(foreground: .indexed(180))
        theme.syntax[.link] = Style(foreground: .indexed(75), underline: true)
        theme.syntax[.inserted] = Style(foreground: .indexed(114))
        theme.syntax[.deleted] = Style(foreground: .indexed(168))
        theme.syntax[.heading] = Style(foreground: .indexed(75), bold: true)
        theme.syntax[.prompt] = Style(foreground: .indexed(114), bold: true)
        theme.syntax[.output] = Style(foreground: .indexed(246))

        theme.code = Style(foreground: .indexed(209), background: .indexed(236))
        theme.emphasis = Style(italic: true)
        theme.strong = Style(foreground: .indexed(255), bold: true)
        theme.strikethrough = Style(faint: true, strikethrough: true)

        theme.link.style = Style(foreground: .indexed(75), underline: true)
        theme.link.urlStyle = Style(foreground: .indexed(250), faint: true, underline: false)
        theme.link.display = .inline

        theme.image.style = Style(foreground: .indexed(177), italic: true)
        theme.image.format = "▣ {alt}"

        theme.thematicBreak.style = Style(foreground: dim, marginBottom: 1)
        theme.thematicBreak.glyph = "─"

        theme.table.style = Style(marginBottom: 1)
        theme.table.header = Style(foreground: amber, bold: true)
        theme.table.borders = .unicode
        theme.table.borderStyle = Style(foreground: dim)
        theme.table.cellPadding = 1

        theme.footnotes.reference = Style(foreground: .indexed(75))
        theme.footnotes.referenceFormat = "{sup}"
        theme.footnotes.section = Style(foreground: grey, marginTop: 1)
        theme.footnotes.title = "Footnotes"

        theme.html.style = Style(foreground: .indexed(250), faint: true)
        theme.html.display = .render
        theme.html.summaryMarker = "▾ "
        theme.html.detailsBody = .indent

        // Alerts: GitHub's hues for the kinds, the body upright in the page's colour.
        theme.alerts = .callouts(
            ascii: false, bar: "┃ ", style: Style(marginBottom: 1), titleStyle: Style(bold: true),
            note: Style(foreground: .indexed(75)), tip: Style(foreground: .indexed(78)),
            important: Style(foreground: .indexed(141)), warning: Style(foreground: .indexed(214)),
            caution: Style(foreground: .indexed(203)))

        theme.frontMatter = Style(foreground: .indexed(250), faint: true, marginBottom: 1)

        theme.placeholder.style = Style(foreground: grey, italic: true)
        theme.placeholder.text = "Nothing to show."
        theme.placeholder.minimumHeight = 1
        theme.measure = Theme.defaultMeasure
        return theme
    }()
}
