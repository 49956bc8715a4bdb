import CMarkSwift
import MarkdownText

/// `cmark-swift themes`: the built-in themes, a preview of each, or one as a theme file.
struct ThemesCommand: Command {
    static let name = "themes"
    static let summary = "list the built-in themes"
    static let synopsis = "[--preview] [--theme NAME|PATH] [--width N] [--color WHEN] [--json NAME|PATH]"
    static let about = """
        Lists the built-in themes, one a line with what each is for. Select one with
        --theme NAME, or write your own theme file (JSON; every field optional) that
        starts with "extends": "dark" and changes what you like.
        """
    static let optionTable: [OptionSpec] = [
        OptionSpec("--preview", help: "render a sample in each theme"),
        OptionSpec("--theme", value: "NAME|PATH", help: "preview only this theme (a built-in or a theme file)"),
        OptionSpec("--width", value: "N", help: "the preview's width (default: the terminal's, at most 72)"),
        OptionSpec("--color", value: "WHEN", choices: ["auto", "always", "never"], help: "auto (detect the terminal), always, never"),
        OptionSpec(
            "--json", value: "NAME|PATH", help: "print a theme as a complete theme file (extends resolved): a starting point for your own"),
    ]

    var preview: Bool
    var json: String?
    var theme: Theme?
    var terminal: TerminalOptions

    init(arguments: inout Arguments) throws(CLIError) {
        preview = arguments.flag("--preview")
        json = try arguments.value("--json")
        theme = try ThemeOption.parse(&arguments)
        terminal = try TerminalOptions.parse(&arguments)
        if theme != nil { preview = true }
        let rest = try arguments.finish()
        guard rest.isEmpty else { throw .usage("themes takes no files, got '\(rest[0])'") }
    }

    func run(output: inout Output) throws(CLIError) {
        if let json {
            output.write(try ThemeOption.resolve(json).jsonText)
            return
        }
        let environment = Terminal.environment
        let width =
            terminal.width == .auto
            ? min(72, terminal.resolvedWidth(environment: environment)) : terminal.resolvedWidth(environment: environment)
        let depth = terminal.colorDepth(environment: environment)
        if let theme {
            ThemePreview.preview(of: theme, width: width, depth: depth).withUnsafeBufferPointer { output.write(bytes: $0) }
            return
        }
        let nameWidth = Theme.builtIns.map { CellWidth.of($0.name) }.max() ?? 0
        for (index, theme) in Theme.builtIns.enumerated() {
            if preview {
                if index > 0 { output.write("\n\n") }
                ThemePreview.preview(of: theme, width: width, depth: depth).withUnsafeBufferPointer { output.write(bytes: $0) }
            } else {
                output.write(TextSanitizer.sanitized(theme.name.padding(nameWidth + 1) + " " + (theme.summary ?? "")) + "\n")
            }
        }
    }
}
