import CMarkSwift
import MarkdownImages

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cmark-swift view`: a full-screen pager that reflows on resize and reloads on change.
struct ViewCommand: Command {
    static let name = "view"
    static let summary = "read Markdown in a full-screen pager (reflows, searches, reloads)"
    static let synopsis =
        "[FILE] [--width N|auto] [--theme NAME|PATH] [--color auto|always|never] [--links hyperlink|inline|references|none] [--highlight auto|always|never] [--images auto|kitty|iterm|sixel|symbols|none] [--watch] [--open] [--open-command CMD] [--no-limits] [--time-limit S]"
    static let about = """
        Shows the document full-screen in the alternate screen, with the keys of less: j/k
        or arrows, space/b, d/u, Ctrl-F/B/D/U, PgUp/PgDn, g/G, the mouse wheel; a count
        first repeats or aims a key (10j, 5k, 42G or :42 for source line 42, 50% or 50p);
        / and ? search forward and backward for a regular expression (case ignored when it
        has no capital letter), n/N for the next/previous match; Tab and Shift-Tab move
        between links, Enter follows one (a #heading link jumps to its heading, Backspace
        goes back); o opens the outline of headings, narrowed by typing; a table too wide
        for the screen keeps its grid, scrolled sideways with the left and right arrows (or
        h and l) while its first column stays, and w lets long code lines run on, scrolled
        the same way; y copies the current link, the code block or the line to the
        clipboard (OSC 52: the terminal must allow it; tmux needs set-clipboard on); R
        reloads the file, keeping the place; H shows help; q or Ctrl-C quits. Resizing the
        terminal re-lays the document out, keeping the same source line at the top (and
        the end at the bottom); tables take the terminal's whole width. When standard
        output is not a terminal, it prints the document like 'render'.

        Links show as their text; Tab shows the URL in the status line (--links inline or
        references prints them in the text). The text is at most the theme's measure wide
        (100 cells unless the theme sets "measure"), or --width N. Defaults for --theme,
        --width, --links, --highlight and --color come from the environment and the config
        file, as for 'render'.
        """
    static let optionTable: [OptionSpec] = [
        OptionSpec("-w", "--width", value: "N|auto", help: "the widest the text is laid out, in cells (auto: the theme's measure)"),
        OptionSpec(
            "--theme", value: "NAME|PATH",
            help: "a built-in theme or a JSON file; the default, auto, is dark where colour shows and plain where it does not"),
        OptionSpec("--color", value: "WHEN", choices: ["auto", "always", "never"], help: "auto (detect the terminal), always, never"),
        .links,
        OptionSpec(
            "--highlight", value: "WHEN", choices: ["auto", "always", "never"],
            help: "colour code blocks: auto (where the theme has syntax styles), always, never"),
        ImageOption.spec,
        OptionSpec("--watch", help: "reload when the file changes (polled every 200 ms, debounced)"),
        OptionSpec("--open", help: "Enter on a link opens it with xdg-open (default: show the URL)"),
        OptionSpec(
            "--open-command", value: "CMD",
            help: "Enter on a link runs CMD with the URL as its one argument (only http, https, mailto and relative URLs are opened)"),
        .noLimits,
        .timeLimit,
    ]

    var file: String
    var options: TerminalOptions
    var watch: Bool
    var openCommand: String?
    var parseOptions: ParseOptions
    var images: ImageOption

    /// Seconds for reading, parsing and the first layout (0: no limit).
    var timeLimit: Int

    init(arguments: inout Arguments) throws(CLIError) {
        options = try TerminalOptions.parse(&arguments, automaticTheme: true)
        watch = arguments.flag("--watch")
        let open = arguments.flag("--open")
        openCommand = try arguments.value("--open-command") ?? (open ? "xdg-open" : nil)
        images = try ImageOption.parse(&arguments)
        parseOptions = try ParseOptionParser.parse(&arguments, structuralLimits: true)
        // A leading `---` YAML block is front matter, shown as a key/value block (as GitHub does).
        parseOptions.frontMatter = true
        timeLimit = try TimeLimit.parse(&arguments, limits: parseOptions.limits)
        let files = try arguments.finish()
        // No FILE reads standard input (keys come from /dev/tty), unless it is the terminal.
        guard files.count <= 1 else { throw .usage("view takes one FILE (or - for standard input)") }
        if files.isEmpty && isatty(STDIN_FILENO) == 1 { throw .usage("view needs a FILE, or a document piped to standard input") }
        file = files.first ?? "-"
        if watch && file == "-" { throw .usage("--watch needs a file, not standard input") }
    }

    func run(output: inout Output) throws(CLIError) {
        guard Terminal.isOutputTerminal else {
            // Not a terminal: exactly what `render` prints.
            var render = RenderCommand(files: [file], options: options, parseOptions: parseOptions, images: images)
            render.settings.timeLimit = timeLimit
            try render.run(output: &output)
            return
        }
        // The deadline covers reading, parsing and the first layout, and ends before the
        // terminal is taken over (its handler could not give the terminal back). A reload
        // with --watch runs without it.
        TimeLimit.start(seconds: timeLimit)
        let environment = Terminal.environment
        let depth = options.colorDepth(environment: environment)
        let imageProtocol = images.resolved(theme: options.theme(hyperlinks: true), depth: depth, environment: environment)
        let (styled, headings, pictures) = try load(imageProtocol: imageProtocol)
        var viewer = ViewerLoop(command: self, document: styled, headings: headings, colorDepth: depth, pictures: pictures)
        TimeLimit.stop()
        try viewer.run()
    }

    /// Reads, parses and styles the file; its headings for the outline and in-page links;
    /// with `imageProtocol`, its local pictures loaded too (pictures not shown are told in
    /// their placeholders, not in warnings that would scribble over the full-screen view).
    func load(imageProtocol: ImageProtocol?) throws(CLIError) -> (StyledDocument, [HeadingAnchor], ImageSet?) {
        // The size limit as for `render`; degradations show in the document, not as warnings.
        let bytes = try LimitOption.readInputs([file], limits: parseOptions.limits)
        let document = try LimitOption.parse(bytes, options: parseOptions)
        let headings = HeadingAnchor.all(in: document)
        // Links show as their text (Tab puts the URL in the status line) unless --links
        // says otherwise: inline URLs would lengthen every line and squeeze tables.
        let theme = options.theme(hyperlinks: true)
        guard let imageProtocol else {
            return (StyledDocument(document: document, theme: theme, highlighter: options.highlighter), headings, nil)
        }
        var pictures = ImageSet(
            loading: document, directory: ImageOption.directory(of: file), protocol: imageProtocol,
            cellSize: TerminalSize.cellPixels() ?? CellPixels())
        pictures.symbolColors = ImageOption.symbolColors(options.colorDepth(environment: Terminal.environment))
        // The status line is a row: pictures fit in the rows above it.
        var fitted = ImageOption.fitted(theme)
        fitted.image.maxHeight = fitted.image.maxHeight.map { max(1, $0 - 1) }
        return (StyledDocument(document: document, theme: fitted, highlighter: options.highlighter, images: pictures), headings, pictures)
    }

    /// The name shown in the status line.
    var title: String { file == "-" ? "standard input" : RenderCommand.baseName(file) }
}
