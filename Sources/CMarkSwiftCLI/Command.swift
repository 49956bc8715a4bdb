/// A subcommand: parses its own arguments in `init`, then runs.
///
/// Parsing throws ``CLIError/usage(_:)`` for bad usage (exit 2); running throws
/// ``CLIError/input(_:)`` for bad input (exit 1).
protocol Command {
    /// The subcommand's name, as typed after `cmark-swift`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text.
    static var help: String { get }

    init(arguments: inout Arguments) throws(CLIError)

    func run(output: inout Output) throws(CLIError)
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
    ]
}

var toolHelp: String {
    """
    cmark-swift: GitHub-Flavored Markdown for terminals and other fixed-width surfaces.

    Usage: cmark-swift COMMAND [OPTIONS] [FILE...]

    Commands:
    \(commands.map { "  " + $0.name.padding(12) + $0.summary }.joined(separator: "\n"))

    No FILE, or -, reads standard input. Run 'cmark-swift COMMAND --help' for a command's options.
    Errors go to standard error; exit status 0 on success, 1 on bad input, 2 on bad usage.
    """
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
