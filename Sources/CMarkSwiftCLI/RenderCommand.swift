import CMarkSwift

/// `cmark-swift render`: Markdown laid out for a terminal.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "render Markdown for a terminal"
    static let help = """
        Usage: cmark-swift render [FILE...] [--width N|auto] [--theme NAME|PATH]
                                  [--color auto|always|never] [--hyperlinks auto|always|never]
                                  [--format ansi|plain] [--output FILE] [--no-limits]

        Lays the document out at a width in terminal cells and prints it.

        Options:
          -w, --width N|auto   width in cells (auto: the terminal's, else $COLUMNS, else 80)
          --theme NAME         a built-in theme (dark, light, ascii, plain, ...) or a JSON file;
                               the default is dark
          --color WHEN         auto (detect the terminal), always, never (the theme's glyphs
                               and layout, without escapes)
          --hyperlinks WHEN    OSC 8 hyperlinks: auto (on a colour terminal), always, never
          --format FORMAT      ansi (the default) or plain (no escapes at all)
          -o, --output FILE    write to FILE (all or nothing: through a temporary file in the
                               same directory, renamed into place) instead of standard output
        \(LimitOption.help)
        \(TimeLimit.help)
        """

    var files: [String]
    var options: TerminalOptions
    var format: String
    var parseOptions: ParseOptions
    var outputPath: String?

    /// Seconds for parsing and layout (0: no limit).
    var timeLimit: Int

    init(arguments: inout Arguments) throws(CLIError) {
        options = try TerminalOptions.parse(&arguments)
        format = try arguments.choice("--format", ["ansi", "plain"]) ?? "ansi"
        outputPath = try arguments.value("--output", "-o")
        parseOptions = try ParseOptionParser.parse(&arguments, structuralLimits: true)
        timeLimit = try TimeLimit.parse(&arguments, limits: parseOptions.limits)
        files = try arguments.finish()
    }

    func run(output: inout Output) throws(CLIError) {
        let environment = Terminal.environment
        let theme = options.theme
        let document = try LimitOption.document(files, options: parseOptions, timeLimit: timeLimit)
        let layout = StyledDocument(document: document, theme: theme).layout(width: options.resolvedWidth(environment: environment))
        var bytes: [UInt8] = []
        if format == "plain" {
            PlainRenderer().render(layout, into: &bytes)
        } else {
            let depth = options.colorDepth(environment: environment)
            let hyperlinks = options.hyperlinksEnabled(depth: depth, environment: environment)
            ANSIRenderer(colorDepth: depth, hyperlinks: hyperlinks).render(layout, into: &bytes)
        }
        if let outputPath {
            try IO.writeFileAtomically(bytes, to: outputPath)
        } else {
            bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
        }
    }
}
