import CMarkSwift
import MarkdownHighlighting

/// The options `render` and `measure` share: width, theme, colour, hyperlinks, highlighting.
struct TerminalOptions {
    enum Width: Equatable {
        case auto
        case fixed(Int)
    }

    var width: Width = .auto
    /// Dark, unless `--theme` names another or is `auto`.
    var theme: Theme
    /// Whether the theme is `auto`: ``Theme/automatic(for:background:)`` of the colour depth
    /// and the terminal's background.
    var themeIsAutomatic = false
    var color = "auto"
    var hyperlinks = "auto"
    /// `--links`: how links show, over the theme's choice (nil: OSC 8 hyperlinks where they
    /// are on, else the theme's).
    var links: LinkDisplay?
    /// Code highlighting: `auto` where the theme has syntax styles, `always`, `never`.
    var highlight = "auto"

    /// The widest width a flag or the environment may ask for, in cells. Every width from
    /// outside is checked against it once, here at the edge, so nothing inside ever sees
    /// a width that could overflow or allocate without bound.
    static let maximumWidth = 4096

    /// Parses a `--width` value: a whole number from 1 to ``maximumWidth``.
    /// `orAuto`: the message says `auto` is allowed too.
    static func parseWidth(_ text: String, orAuto: Bool = false) throws(CLIError) -> Int {
        guard let number = Int(text), (1...maximumWidth).contains(number) else {
            throw .usage("--width must be a whole number from 1 to \(maximumWidth)\(orAuto ? " or 'auto'" : ""), got '\(text)'")
        }
        return number
    }

    /// Parses the shared options. `automaticTheme`: without `--theme`, the theme is `auto`
    /// (dark where colour shows, plain where it does not) rather than dark.
    static func parse(
        _ arguments: inout Arguments, widthOption: Bool = true, automaticTheme: Bool = false
    ) throws(CLIError) -> TerminalOptions {
        // The theme is set last, once `--color` is known (`auto` depends on it): a built-in
        // theme is built only when it is the one shown (dark's styles took 0.2 ms a run).
        var options = TerminalOptions(theme: Theme(name: ""))
        if widthOption, let width = try arguments.value("--width", "-w") {
            options.width = width == "auto" ? .auto : .fixed(try parseWidth(width, orAuto: true))
        }
        let themeName = try arguments.value("--theme")
        options.color = try arguments.choice("--color", ["auto", "always", "never"]) ?? "auto"
        options.hyperlinks = try arguments.choice("--hyperlinks", ["auto", "always", "never"]) ?? "auto"
        switch try arguments.choice("--links", ["hyperlink", "inline", "references", "none"]) {
        case "hyperlink": options.links = .hyperlink
        case "inline": options.links = .inline
        case "references": options.links = .references
        case "none": options.links = LinkDisplay.hidden
        default: break
        }
        options.highlight = try arguments.choice("--highlight", ["auto", "always", "never"]) ?? "auto"
        if themeName == Theme.automaticName || (themeName == nil && automaticTheme) {
            options.themeIsAutomatic = true
            let environment = Terminal.environment
            let depth = options.colorDepth(environment: environment)
            options.theme = Theme.automatic(for: depth, background: depth == .none ? .dark : .ofTerminal(environment: environment))
        } else if let themeName {
            options.theme = try ThemeOption.resolve(themeName)
        } else {
            options.theme = .dark
        }
        if options.highlight == "always" && options.theme.syntax.isEmpty { options.theme.syntax = Theme.dark.syntax }
        return options
    }

    /// The highlighter for code blocks: none for `never`, or where the theme styles no
    /// token (`always` gave such a theme dark's syntax styles).
    var highlighter: SyntaxHighlighter? {
        highlight == "never" || theme.syntax.isEmpty ? nil : SyntaxHighlighter()
    }

    /// The width in cells: a fixed width as it is; `auto` is the terminal's (or
    /// `COLUMNS`, or 80) capped at the theme's readable measure (``Theme/measure``).
    func resolvedWidth(environment: [String: String]) -> Int {
        switch width {
        case .auto: theme.cappedWidth(Terminal.autoWidth(environment: environment))
        case .fixed(let width): width
        }
    }

    /// The colour depth: `never` is no colour (attributes still shown on a terminal),
    /// `always` at least 256 colours, `auto` detected.
    func colorDepth(environment: [String: String]) -> ColorDepth {
        switch color {
        case "never": return Terminal.isOutputTerminal ? .monochrome : .none
        case "always": return max(.ansi256, ColorDepth.detect(environment: environment, isTerminal: true))
        default: return ColorDepth.detect(environment: environment, isTerminal: Terminal.isOutputTerminal)
        }
    }

    /// The theme with links shown once: `--links` when given; else, with OSC 8 hyperlinks
    /// on, the text is the link and no URL is printed; else the theme's own display, except
    /// that `piped` (the terminal rendering goes to a pipe, as `--color always | less -R`)
    /// numbers the links a theme would spell inline and lists their URLs at the end: the
    /// text reads as on a terminal with hyperlinks, and no URL is lost.
    func theme(hyperlinks: Bool, piped: Bool = false) -> Theme {
        var theme = self.theme
        if let links {
            theme.link.display = links
        } else if hyperlinks {
            theme.link.display = .hyperlink
        } else if piped && (theme.link.display ?? ThemeDefaults.linkDisplay) == .inline {
            theme.link.display = .references
        }
        return theme
    }

    /// Hyperlinks: `auto` turns them on for a colour terminal.
    func hyperlinksEnabled(depth: ColorDepth, environment: [String: String]) -> Bool {
        switch hyperlinks {
        case "always": true
        case "never": false
        default: Terminal.isOutputTerminal && depth != .none && environment["TERM"] != "dumb"
        }
    }
}
