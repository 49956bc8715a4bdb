import MarkdownText

/// A subcommand: parses its own arguments in `init`, then runs.
///
/// Parsing throws ``CLIError/usage(_:)`` for bad usage (exit 2); running throws
/// ``CLIError/input(_:)`` for bad input (exit 1).
protocol Command {
    /// The subcommand's name, as typed after `cmark-swift`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// What the usage line shows after the name (`[FILE...] [--json]`).
    static var synopsis: String { get }
    /// The paragraphs of `--help` between the usage and the options.
    static var about: String { get }
    /// Every option the command takes: `--help`, the man page and completions list them.
    static var optionTable: [OptionSpec] { get }

    init(arguments: inout Arguments) throws(CLIError)

    func run(output: inout Output) throws(CLIError)
}

extension Command {
    /// The full `--help` text, laid out from the table to fit 80 columns.
    static var help: String { HelpText.text(name: name, synopsis: synopsis, about: about, options: optionTable) }
}

/// Every subcommand, in the order `cmark-swift --help` lists them.
var commands: [any Command.Type] {
    [
        HTMLCommand.self,
        ASTCommand.self,
        RenderCommand.self,
        MeasureCommand.self,
        SpecCommand.self,
        ThemesCommand.self,
        ViewCommand.self,
        CommonMarkCommand.self,
        CompletionsCommand.self,
    ]
}

var toolHelp: String {
    """
    cmark-swift: GitHub-Flavored Markdown for terminals and fixed-width surfaces.

    Usage: cmark-swift COMMAND [OPTIONS] [FILE...]
           cmark-swift FILE... [OPTIONS]          (the same as 'cmark-swift render')

    Commands:
    \(commands.map { "  " + $0.name.padding(12) + $0.summary }.joined(separator: "\n"))

    No FILE, or -, reads standard input. 'cmark-swift COMMAND --help' lists a
    command's options; -V or --version prints the version. Defaults for render and
    view come from CMARK_SWIFT_THEME, CMARK_SWIFT_WIDTH, ... and the config file
    ~/.config/cmark-swift/config (see 'render --help'); flags win.
    Errors go to standard error; exit status 0 on success, 1 on bad input, 2 on
    bad usage.
    """
}

extension String {
    /// The string padded with spaces to at least `width` cells.
    func padding(_ width: Int) -> String {
        let cells = CellWidth.of(self)
        return cells >= width ? self + " " : self + String(repeating: " ", count: width - cells)
    }
}
