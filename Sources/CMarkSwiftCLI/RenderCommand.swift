import CMarkSwift

/// `cmark-swift render`: Markdown laid out for a terminal, or as a picture of one.
struct RenderCommand: Command {
    static let name = "render"
    static let summary = "render Markdown for a terminal (or as an SVG/HTML picture of one)"
    static let synopsis =
        "[FILE...] [--width N|auto] [--theme NAME|PATH] [--color auto|always|never] [--hyperlinks auto|always|never] [--links hyperlink|inline|references|none] [--highlight auto|always|never] [--images auto|kitty|iterm|sixel|symbols|none] [--format ansi|plain|svg|html] [--frame] [--embed-images] [--output FILE] [--stream] [--pager auto|never|always] [--no-limits] [--time-limit S]"
    static let about = """
        Lays the document out at a width in terminal cells and prints it. On a terminal
        the width is the terminal's, capped at the theme's measure (100 cells unless the
        theme sets "measure"); --width N takes N as it is.

        Defaults for --theme, --width, --links, --pager, --highlight, --color and
        --hyperlinks come from CMARK_SWIFT_THEME, CMARK_SWIFT_WIDTH, ... and from the
        config file ($XDG_CONFIG_HOME/cmark-swift/config, else
        ~/.config/cmark-swift/config; one 'key = value' a line). A flag wins over the
        environment, the environment over the file.
        """
    static let optionTable: [OptionSpec] = [
        OptionSpec(
            "-w", "--width", value: "N|auto",
            help: "width in cells (auto: the terminal's, else $COLUMNS, else 80, capped at the theme's measure)"),
        OptionSpec(
            "--theme", value: "NAME|PATH",
            help:
                "a built-in theme (dark, light, ascii, plain, ...) or a JSON file; the default, auto, is dark where colour shows and plain where it does not (a pipe, NO_COLOR, --color never)"
        ),
        OptionSpec(
            "--color", value: "WHEN", choices: ["auto", "always", "never"],
            help: "auto (detect the terminal), always, never (the theme's glyphs and layout, without escapes)"),
        OptionSpec(
            "--hyperlinks", value: "WHEN", choices: ["auto", "always", "never"],
            help: "OSC 8 hyperlinks: auto (on a colour terminal), always, never"),
        .links,
        OptionSpec(
            "--highlight", value: "WHEN", choices: ["auto", "always", "never"],
            help: "colour code blocks by language: auto (where the theme has syntax styles), always (dark's where it has none), never"),
        ImageOption.spec,
        OptionSpec(
            "--format", value: "FORMAT", choices: ["ansi", "plain", "svg", "html"],
            help: "ansi (the default), plain (no escapes at all), or a snapshot of the terminal output: svg (a picture) or html (a page)"),
        OptionSpec("--frame", help: "svg/html: draw a window frame with a title bar"),
        OptionSpec(
            "--embed-images",
            help:
                "svg/html: embed the document's local pictures (read as for --images) at their cells; by default a snapshot carries no file"
        ),
        OptionSpec(
            "-o", "--output", value: "FILE",
            help:
                "write to FILE (all or nothing: through a temporary file in the same directory, renamed into place) instead of standard output"
        ),
        OptionSpec(
            "--stream",
            help:
                "read standard input as it arrives and print each block once it is final; on a terminal the open last block is redrawn in place"
        ),
        .pager,
        .noLimits,
        .timeLimit,
    ]

    var files: [String]
    /// `--pager`: auto (through $PAGER when taller than the terminal), never, always.
    var pager = "auto"
    var options: TerminalOptions
    var format: String
    var frame = false
    var embedImages = false
    var images = ImageOption()
    var outputPath: String?
    var parseOptions: ParseOptions
    var stream: Bool

    /// Seconds for parsing and layout (0: no limit).
    var timeLimit = 0

    init(arguments: inout Arguments) throws(CLIError) {
        options = try TerminalOptions.parse(&arguments, automaticTheme: true)
        format = try arguments.choice("--format", ["ansi", "plain", "svg", "html"]) ?? "ansi"
        // A picture shows colour whatever the terminal: `auto` is dark there.
        if options.themeIsAutomatic && (format == "svg" || format == "html") { options.theme = .dark }
        if options.themeIsAutomatic && format == "plain" { options.theme = .plain }  // no attributes: marked in text
        frame = arguments.flag("--frame")
        embedImages = arguments.flag("--embed-images")
        images = try ImageOption.parse(&arguments)
        outputPath = try arguments.value("--output", "-o")
        parseOptions = try ParseOptionParser.parse(&arguments, structuralLimits: true)
        // A leading `---` YAML block is front matter, shown as a key/value block (as GitHub does).
        parseOptions.frontMatter = true
        timeLimit = try TimeLimit.parse(&arguments, limits: parseOptions.limits)
        stream = arguments.flag("--stream")
        pager = try arguments.choice("--pager", ["auto", "never", "always"]) ?? "auto"
        files = try arguments.finish()
        if stream && files.contains(where: { $0 != "-" }) { throw .usage("--stream reads standard input only") }
        if stream && (format == "svg" || format == "html") { throw .usage("--stream prints ansi or plain text") }
        if frame && format != "svg" && format != "html" { throw .usage("--frame needs --format svg or html") }
        if embedImages && format != "svg" && format != "html" { throw .usage("--embed-images needs --format svg or html") }
    }

    init(files: [String], options: TerminalOptions, parseOptions: ParseOptions, images: ImageOption = ImageOption()) {
        self.files = files
        self.images = images
        self.options = options
        self.format = "ansi"
        self.parseOptions = parseOptions
        self.stream = false
    }

    func run(output: inout Output) throws(CLIError) {
        if stream { return try runStreaming(output: &output) }
        if files.count > 1 && format != "svg" && format != "html" { return try runEach(output: &output) }
        let document = try LimitOption.document(files, options: parseOptions, timeLimit: timeLimit)
        let bytes = render(document, file: files.count == 1 ? files[0] : nil)
        if let outputPath {
            try IO.writeFileAtomically(bytes, to: outputPath)
        } else {
            write(bytes, to: &output)
        }
    }

    /// Whether the output may go through the pager: then it is all rendered first.
    private var mayPage: Bool { pager == "always" || (pager == "auto" && Terminal.isOutputTerminal) }

    /// Writes to standard output, through the pager when `--pager` says so.
    private func write(_ bytes: [UInt8], to output: inout Output) {
        let pages = format != "svg" && format != "html" && OutputPager.shouldPage(bytes, mode: pager)
        if pages {
            output.flush()
            TimeLimit.stop()  // the reader takes their time in the pager
            if OutputPager.page(bytes, environment: Terminal.environment) { return }
        }
        bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
    }

    /// Several files for a terminal: each its own document (its own references and
    /// footnotes), one after the other with a blank line between. A file that cannot be read
    /// is reported in one line and the others still render; then the exit status is 1.
    private func runEach(output: inout Output) throws(CLIError) {
        TimeLimit.start(seconds: timeLimit)
        var all: [UInt8] = []
        var failed = false
        var rendersFirst = true
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try LimitOption.readInputs([file], limits: parseOptions.limits)
            } catch {
                failed = true
                output.flush()
                Output.report(error.message)
                continue
            }
            let document = Document(parsing: bytes, options: parseOptions)
            for note in document.limitNotes { Output.warn("\(file): \(note); use --no-limits to lift it") }
            var rendered = render(document, file: file)
            if !rendersFirst { rendered.insert(0x0A, at: 0) }
            rendersFirst = false
            if outputPath != nil || mayPage {
                all += rendered
            } else {
                rendered.withUnsafeBufferPointer { output.write(bytes: $0) }
            }
        }
        if let outputPath {
            try IO.writeFileAtomically(all, to: outputPath)
        } else if mayPage {
            // Every file is rendered before the pager (or the terminal) gets any of it.
            write(all, to: &output)
        }
        if failed { throw .failed }
    }

    /// The document styled and rendered in the chosen format, at the chosen width; its
    /// pictures read from the directory of `file` (the current one for standard input).
    func render(_ document: Document, file: String?) -> [UInt8] {
        let environment = Terminal.environment
        let width = options.resolvedWidth(environment: environment)
        var bytes: [UInt8] = []
        switch format {
        case "plain":
            // Terminal formats are written line by line as the layout makes them (no Layout kept).
            PlainRenderer().render(document, theme: options.theme(hyperlinks: false), width: width, into: &bytes)
        case "svg", "html":
            // Embedded pictures are the files' own bytes; the layout sizes them as kitty would.
            let pictures =
                embedImages
                ? ImageOption.load(document, directory: ImageOption.directory(of: file), protocol: .kitty, depth: .trueColor, file: file)
                : nil
            let layout = StyledDocument(
                document: document, theme: options.theme(hyperlinks: false), highlighter: options.highlighter, images: pictures
            ).layout(width: width)
            let title = files.isEmpty || files == ["-"] ? "cmark-swift" : files.map(Self.baseName).joined(separator: " ")
            var snapshot = SnapshotOptions(palette: .suited(to: options.theme), frame: frame, title: title)
            snapshot.pictures = pictures?.embeddedPictures(for: layout) ?? [:]
            let text =
                format == "svg" ? SVGRenderer(options: snapshot).render(layout) : HTMLSnapshotRenderer(options: snapshot).render(layout)
            bytes = Array(text.utf8)
        default:
            let depth = options.colorDepth(environment: environment)
            let hyperlinks = options.hyperlinksEnabled(depth: depth, environment: environment)
            let theme = options.theme(hyperlinks: hyperlinks)
            guard let imageProtocol = images.resolved(theme: theme, depth: depth, environment: environment) else {
                ANSIRenderer(colorDepth: depth, hyperlinks: hyperlinks).render(
                    document, theme: theme, highlighter: options.highlighter, width: width, into: &bytes)
                return bytes
            }
            let pictures = ImageOption.load(
                document, directory: ImageOption.directory(of: file), protocol: imageProtocol, depth: depth, file: file)
            let styled = StyledDocument(
                document: document, theme: Terminal.isOutputTerminal ? ImageOption.fitted(theme) : theme, highlighter: options.highlighter,
                images: pictures)
            ANSIRenderer(colorDepth: depth, hyperlinks: hyperlinks, images: pictures).render(styled.layout(width: width), into: &bytes)
        }
        return bytes
    }

    /// The last path component, as shown (see ``FileName/display(_:)``).
    static func baseName(_ path: String) -> String {
        FileName.display(path.split(separator: "/").last.map(String.init) ?? path)
    }
}
