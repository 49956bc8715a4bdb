import CMarkSwift

/// `cmark-swift render`: Markdown laid out for a terminal.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "render Markdown for a terminal"
    static let help = """
        Usage: cmark-swift render [FILE...] [--width N|auto] [--theme NAME|PATH]
                                  [--color auto|always|never] [--hyperlinks auto|always|never]
                                  [--format ansi|plain] [--stream]

        Lays the document out at a width in terminal cells and prints it.

        Options:
          -w, --width N|auto   width in cells (auto: the terminal's, else $COLUMNS, else 80)
          --theme NAME         a built-in theme (dark, light, ascii, plain, ...) or a JSON file;
                               the default is dark
          --color WHEN         auto (detect the terminal), always, never (the theme's glyphs
                               and layout, without escapes)
          --hyperlinks WHEN    OSC 8 hyperlinks: auto (on a colour terminal), always, never
          --format FORMAT      ansi (the default) or plain (no escapes at all)
          --stream             read standard input as it arrives and print each block once it
                               is final; on a terminal the open last block is redrawn in place
        """

    var files: [String]
    var options: TerminalOptions
    var format: String
    var parseOptions: ParseOptions
    var stream: Bool

    init(arguments: inout Arguments) throws(CLIError) {
        options = try TerminalOptions.parse(&arguments)
        format = try arguments.choice("--format", ["ansi", "plain"]) ?? "ansi"
        stream = arguments.flag("--stream")
        parseOptions = try ParseOptionParser.parse(&arguments)
        files = try arguments.finish()
        if stream && files.contains(where: { $0 != "-" }) { throw .usage("--stream reads standard input only") }
    }

    func run(output: inout Output) throws(CLIError) {
        if stream { return try runStreaming(output: &output) }
        let environment = Terminal.environment
        let theme = options.theme
        let document = Document(parsing: try IO.readInputs(files), options: parseOptions)
        let layout = StyledDocument(document: document, theme: theme).layout(width: options.resolvedWidth(environment: environment))
        var bytes: [UInt8] = []
        if format == "plain" {
            PlainRenderer().render(layout, into: &bytes)
        } else {
            let depth = options.colorDepth(environment: environment)
            let hyperlinks = options.hyperlinksEnabled(depth: depth, environment: environment)
            ANSIRenderer(colorDepth: depth, hyperlinks: hyperlinks).render(layout, into: &bytes)
        }
        bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
    }
}
