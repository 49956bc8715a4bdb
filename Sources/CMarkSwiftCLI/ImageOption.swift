import CMarkSwift
import MarkdownImages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--images auto|kitty|iterm|sixel|symbols|none`, shared by `render` and `view`: which
/// protocol draws a document's local pictures.
struct ImageOption {
    static let choices = ["auto", "kitty", "iterm", "sixel", "symbols", "none"]
    static let spec = OptionSpec(
        "--images", value: "HOW", choices: choices,
        help:
            "draw local pictures: auto (the terminal's protocol, asked and read from KITTY_WINDOW_ID/TERM_PROGRAM; none off a terminal), kitty, iterm, sixel, symbols (Unicode blocks), none (placeholders)"
    )

    var choice = "auto"

    static func parse(_ arguments: inout Arguments) throws(CLIError) -> ImageOption {
        ImageOption(choice: try arguments.choice("--images", choices) ?? "auto")
    }

    /// The protocol to draw with on standard output, nil for none. `auto` is none off a
    /// terminal, where colour is off, or on `TERM=dumb`; on a terminal it is what the
    /// environment names, else what the terminal answers, else the theme's fallback.
    func resolved(theme: Theme, depth: ColorDepth, environment: [String: String]) -> ImageProtocol? {
        switch choice {
        case "none": return nil
        case "auto": break
        default: return ImageProtocol(rawValue: choice)
        }
        // The Linux console shows an APC's text: it is not asked.
        guard Terminal.isOutputTerminal, depth != .none, environment["TERM"] != "dumb" else { return nil }
        if environment["TERM"] == "linux" { return theme.image.fallback == .symbols ? .symbols : nil }
        if let named = Self.named(environment: environment) { return named }
        if let answered = ImageQuery.ask() { return answered }
        return theme.image.fallback == .symbols ? .symbols : nil
    }

    /// The protocol the environment names: kitty's window id or `TERM`, iTerm2's and
    /// WezTerm's `TERM_PROGRAM`.
    static func named(environment: [String: String]) -> ImageProtocol? {
        if environment["KITTY_WINDOW_ID"] != nil || environment["TERM"] == "xterm-kitty" || environment["TERM"] == "xterm-ghostty" {
            return .kitty
        }
        switch environment["TERM_PROGRAM"] {
        case "iTerm.app", "WezTerm", "mintty": return .iterm
        default: return nil
        }
    }

    /// The document's pictures loaded from `directory` for `imageProtocol`, each local image
    /// not shown warned about in one line.
    static func load(
        _ document: Document, directory: String, protocol imageProtocol: ImageProtocol, depth: ColorDepth, file: String? = nil
    ) -> ImageSet {
        var images = ImageSet(
            loading: document, directory: directory, protocol: imageProtocol, cellSize: TerminalSize.cellPixels() ?? CellPixels())
        images.symbolColors = symbolColors(depth)
        for warning in images.warnings { Output.warn(file.map { "\(FileName.display($0)): " + warning } ?? warning) }
        return images
    }

    /// The colours of symbols at `depth`: 0 true colour, 1 256 colours, 2 16.
    static func symbolColors(_ depth: ColorDepth) -> Int {
        depth == .trueColor ? 0 : depth == .ansi256 ? 1 : 2
    }

    /// The directory a file's images are read from: its own (the current one for standard input).
    static func directory(of file: String?) -> String {
        guard let file, file != "-", let slash = file.lastIndex(of: "/") else { return "." }
        return slash == file.startIndex ? "/" : String(file[..<slash])
    }

    /// The theme with pictures no taller than the terminal (less a row), so that the cursor
    /// can go back up to a picture's first row.
    static func fitted(_ theme: Theme) -> Theme {
        guard let rows = TerminalSize.current()?.rows, rows > 2 else { return theme }
        var fitted = theme
        fitted.image.maxHeight = min(theme.image.maxHeight ?? 20, rows - 1)
        return fitted
    }
}
