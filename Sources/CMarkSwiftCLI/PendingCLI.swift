import CMarkSwift

// TEMPORARY: stand-ins for the `theme` branch's `ColorDepth.detect`, built-in themes and
// theme loading; deleted at the merge.
enum PendingCLI {
    static func detect(environment: [String: String], isTerminal: Bool) -> ColorDepth {
        if environment["NO_COLOR"].map({ !$0.isEmpty }) ?? false { return .none }
        guard isTerminal else { return .none }
        return environment["COLORTERM"] == "truecolor" ? .trueColor : .ansi256
    }

    static func theme(_ name: String) throws(CLIError) -> Theme {
        var theme = Theme(name: name)
        guard name != "plain" else { return theme }
        if name == "ascii" {
            theme.list.bullets = ["*", "-", "+"]
            theme.blockQuote.bar = "| "
            theme.thematicBreak.glyph = "-"
            theme.table.borders = .ascii
            theme.codeBlock.wrapMarker = "\\"
            theme.headings.base.bold = true
            theme.emphasis.underline = true
            theme.strong.bold = true
            return theme
        }
        theme.headings.base.bold = true
        theme.headings.base.foreground = .ansi(12)
        theme.headings[1].foreground = .ansi(13)
        theme.headings[1].textCase = .upper
        theme.emphasis.italic = true
        theme.strong.bold = true
        theme.strikethrough.strikethrough = true
        theme.code.foreground = .ansi(11)
        theme.codeBlock.style.foreground = .indexed(252)
        theme.codeBlock.style.background = .indexed(236)
        theme.codeBlock.style.fill = true
        theme.codeBlock.style.padding = 1
        theme.codeBlock.showLanguage = true
        theme.codeBlock.languageStyle.faint = true
        theme.link.style.foreground = .ansi(14)
        theme.link.style.underline = true
        theme.link.urlStyle.faint = true
        theme.blockQuote.style.italic = true
        theme.blockQuote.barStyle.foreground = .ansi(8)
        theme.list.markerStyle.foreground = .ansi(11)
        theme.table.header.bold = true
        theme.table.borderStyle.foreground = .ansi(8)
        theme.thematicBreak.style.foreground = .ansi(8)
        theme.html.style.faint = true
        theme.footnotes.reference.foreground = .ansi(14)
        theme.footnotes.title = "Footnotes"
        return theme
    }
}
