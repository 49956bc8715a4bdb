/// Whether a terminal's background is dark or light, which picks the `auto` theme.
///
/// How a terminal tells it is MarkdownTerminal's (`TerminalBackground+Detection.swift`):
/// `COLORFGBG` or the answer to an OSC 11 query.
public enum TerminalBackground: String, Sendable, Hashable, CaseIterable {
    case dark
    case light
}
