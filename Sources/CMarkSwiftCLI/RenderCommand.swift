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

        Links: on a terminal with OSC 8 hyperlinks the text is the link. In a pipe (as
        with --color always | less -R) a link the theme would follow with its URL gets
        a number instead, and the URLs are listed at the end, so the text reads as it
        does on the terminal and no URL is lost; --links inline keeps them inline.

        Defaults for --theme, --width, --links, --pager, --highlight, --color and
        --hyperlinks come from CMARK_SWIFT_THEME, CMARK_SWIFT_WIDTH, ... and from the
        config file ($XDG_CONFIG_HOME/cmark-swift/config, else
        ~/.config/cmark-swift/config; one 'key = value' a line). A flag wins over the
        environment, the environment over the file.
        """
    static let optionTable: [OptionSpec] =
        [
            OptionSpec(
                "-w", "--width", value: "N|auto",
                help: "width in cells (auto: the terminal's, else $COLUMNS, else 80, capped at the theme's measure)")
        ] + RenderSettings.optionTable + [
            OptionSpec("--frame", help: "svg/html: draw a window frame with a title bar"),
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
    /// What changes the layout, shared with `measure`.
    var settings: RenderSettings
    var frame = false
    var outputPath: String?
    var stream: Bool

    init(arguments: inout Arguments) throws(CLIError) {
        settings = try RenderSettings.parse(&arguments)
        frame = arguments.flag("--frame")
        outputPath = try arguments.value("--output", "-o")
        stream = arguments.flag("--stream")
        pager = try arguments.choice("--pager", ["auto", "never", "always"]) ?? "auto"
        files = try arguments.finish()
        if stream && files.contains(where: { $0 != "-" }) { throw .usage("--stream reads standard input only") }
        if stream && settings.isSnapshot { throw .usage("--stream prints ansi or plain text") }
        if frame && !settings.isSnapshot { throw .usage("--frame needs --format svg or html") }
    }

    init(files: [String], options: TerminalOptions, parseOptions: ParseOptions, images: ImageOption = ImageOption()) {
        self.files = files
        self.settings = RenderSettings(options: options, images: images, parseOptions: parseOptions)
        self.stream = false
    }

    func run(output: inout Output) throws(CLIError) {
        if stream { return try runStreaming(output: &output) }
        if files.count > 1 && !settings.isSnapshot { return try runEach(output: &output) }
        let document = try LimitOption.document(files, options: settings.parseOptions, timeLimit: settings.timeLimit)
        let file = files.count == 1 ? files[0] : nil
        if outputPath == nil && !mayPage && !settings.isSnapshot {
            // Nothing needs the output whole: it goes out as the layout makes it.
            return try render(consume document, file: file) { output.write(bytes: $0) }
        }
        let bytes = try render(consume document, file: file)
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
        let pages = !settings.isSnapshot && OutputPager.shouldPage(bytes, mode: pager)
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
        TimeLimit.start(seconds: settings.timeLimit)
        var all: [UInt8] = []
        var failed = false
        var rendersFirst = true
        for file in files {
            let bytes: [UInt8]
            do {
                bytes = try LimitOption.readInputs([file], limits: settings.parseOptions.limits)
            } catch {
                failed = true
                output.flush()
                Output.report(error.message)
                continue
            }
            let document: Document
            do {
                document = try LimitOption.parse(bytes, options: settings.parseOptions)
            } catch {
                failed = true
                output.flush()
                Output.report("\(FileName.display(file)): \(error.message)")
                continue
            }
            for note in document.limitNotes { Output.warn("\(file): \(note); use --no-limits to lift it") }
            LimitOption.warnAboutFrontMatter(document, file: file)
            var rendered = try render(document, file: file)
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

    /// The document styled for the chosen format and the width to lay it out at; its
    /// pictures read from the directory of `file` (the current one for standard input).
    private func styled(_ document: consuming Document, file: String?) throws(CLIError) -> (styled: RenderSettings.Styled, width: Int) {
        let width = settings.options.resolvedWidth(environment: Terminal.environment)
        let styled = try settings.styled(consume document, file: file)
        for note in styled.document.limitNotes { Output.warn((file.map { "\(FileName.display($0)): " } ?? "") + note) }
        TimeLimit.enter(.rendering)
        return (styled, width)
    }

    /// The document rendered for a terminal (ansi or plain), handed to `write` in pieces of
    /// some 64 KiB as the layout makes them: the output of a large document is never held
    /// whole, and its first lines go out before its last are laid out.
    ///
    /// What holds when a render fails: the time limit stops at the first byte written (as it
    /// does for a whole output), so it can only end a render before the first piece, which
    /// then writes nothing, as before. Past the first piece nothing stops the layout but the
    /// reader going away.
    func render(_ document: consuming Document, file: String?, inPieces write: (UnsafeBufferPointer<UInt8>) -> Void) throws(CLIError) {
        let (styled, width) = try styled(consume document, file: file)
        if settings.format == "plain" {
            PlainRenderer().render(styled.document, width: width, inPieces: write)
        } else {
            ANSIRenderer(colorDepth: styled.depth, hyperlinks: styled.hyperlinks, images: styled.pictures).render(
                styled.document, width: width, inPieces: write)
        }
    }

    /// The document styled and rendered in the chosen format, at the chosen width, whole; its
    /// pictures read from the directory of `file` (the current one for standard input).
    func render(_ document: consuming Document, file: String?) throws(CLIError) -> [UInt8] {
        let (styled, width) = try styled(consume document, file: file)
        var bytes: [UInt8] = []
        switch settings.format {
        case "plain":
            // Terminal formats are written line by line as the layout makes them (no layout kept).
            PlainRenderer().render(styled.document, width: width, into: &bytes)
        case "svg", "html":
            let layout = styled.document.layout(width: width)
            let title = files.isEmpty || files == ["-"] ? "cmark-swift" : files.map(Self.baseName).joined(separator: " ")
            var snapshot = SnapshotOptions(palette: .suited(to: settings.options.theme), frame: frame, title: title)
            snapshot.pictures = styled.pictures?.embeddedPictures(for: layout) ?? [:]
            let text =
                settings.format == "svg"
                ? SVGRenderer(options: snapshot).render(layout) : HTMLSnapshotRenderer(options: snapshot).render(layout)
            bytes = Array(text.utf8)
        default:
            ANSIRenderer(colorDepth: styled.depth, hyperlinks: styled.hyperlinks, images: styled.pictures).render(
                styled.document, width: width, into: &bytes)
        }
        return bytes
    }

    /// The last path component, as shown (see ``FileName/display(_:)``).
    static func baseName(_ path: String) -> String {
        FileName.display(path.split(separator: "/").last.map(String.init) ?? path)
    }
}
