import MarkdownTheme

extension ColorDepth {
    /// The colour depth to render with, from the environment and whether the output is a
    /// terminal.
    ///
    /// In order:
    /// 1. `NO_COLOR` set and non-empty (no-color.org: no colour, the rest stays):
    ///    ``monochrome`` on a terminal (or with `CLICOLOR_FORCE`/`FORCE_COLOR`), else ``none``.
    /// 2. `CLICOLOR_FORCE` or `FORCE_COLOR` set, non-empty and not `"0"`: colour even into a
    ///    pipe, at least ``ansi16``; `FORCE_COLOR=2` asks for ``ansi256``, `3` for
    ///    ``trueColor``; `COLORTERM` and `TERM` raise it as below (`TERM=dumb` is ignored).
    /// 3. Not a terminal: ``none``. `TERM=dumb`: ``none``.
    /// 4. `COLORTERM=truecolor` or `24bit`: ``trueColor``; `TERM` containing `256color`:
    ///    ``ansi256``; otherwise ``ansi16``.
    ///
    /// ```swift
    /// let depth = ColorDepth.detect(environment: ["TERM": "xterm-256color"], isTerminal: true)
    /// // .ansi256
    /// ```
    public static func detect(environment: [String: String], isTerminal: Bool) -> ColorDepth {
        func value(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        let force = value("FORCE_COLOR").flatMap { $0 == "0" ? nil : $0 }
        let cliColorForce = value("CLICOLOR_FORCE").flatMap { $0 == "0" ? nil : $0 }
        let term = value("TERM")?.lowercased() ?? ""
        if value("NO_COLOR") != nil {
            return force != nil || cliColorForce != nil || isTerminal && term != "dumb" ? .monochrome : .none
        }

        let colorTerm = value("COLORTERM")?.lowercased()
        var fromTerminal = ColorDepth.ansi16
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            fromTerminal = .trueColor
        } else if term.contains("256color") {
            fromTerminal = .ansi256
        }

        if force != nil || cliColorForce != nil {
            let requested: ColorDepth =
                switch force {
                case "2": .ansi256
                case "3": .trueColor
                default: .ansi16
                }
            return max(requested, fromTerminal)
        }
        if !isTerminal || term == "dumb" { return .none }
        return fromTerminal
    }
}
