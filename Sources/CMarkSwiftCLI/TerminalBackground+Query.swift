import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension TerminalBackground {
    /// The background of the terminal the command writes to, for `--theme auto`:
    /// `COLORFGBG` when it names one; else, when standard input and output are both a
    /// terminal, its answer to an OSC 11 query; else dark.
    static func ofTerminal(environment: [String: String]) -> TerminalBackground {
        if let named = detect(environment: environment) { return named }
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, environment["TERM"] != "dumb" else { return .dark }
        return query() ?? .dark
    }

    /// Asks the terminal for its background colour (`ESC ] 11 ; ? ESC \`), its answer
    /// ended by the device attributes (see ``TerminalQuery``).
    private static func query() -> TerminalBackground? {
        TerminalQuery.ask("\u{1B}]11;?\u{1B}\\").flatMap { TerminalBackground(osc11Reply: $0) }
    }
}
