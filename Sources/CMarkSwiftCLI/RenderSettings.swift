import CMarkSwift
import MarkdownImages

/// Everything on `render`'s command line that changes what it lays out: the terminal
/// options (width, theme, colour, hyperlinks, links, highlighting), the format, the pictures
/// and the parse options (front matter on).
///
/// `render` draws the ``Styled`` this makes and `measure` sizes it, so the two agree by
/// construction: an option that changes the layout is parsed here, once, for both.
struct RenderSettings {
    static let formats = ["ansi", "plain", "svg", "html"]

    var options: TerminalOptions
    var format = "ansi"
    /// `--embed-images`: svg/html carry the document's local pictures, sized as kitty's.
    var embedImages = false
    var images = ImageOption()
    var parseOptions: ParseOptions
    /// Seconds for reading, parsing and layout (0: no limit).
    var timeLimit = 0

    /// The options of ``parse(_:widthOption:)`` but `--width`, `--no-limits` and `--time-limit`
    /// (each command lists those itself), for the tables of `render` and `measure`.
    static let optionTable: [OptionSpec] = [
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
            "--format", value: "FORMAT", choices: formats,
            help: "ansi (the default), plain (no escapes at all), or a snapshot of the terminal output: svg (a picture) or html (a page)"),
        OptionSpec(
            "--embed-images",
            help:
                "svg/html: embed the document's local pictures (read as for --images) at their cells; by default a snapshot carries no file"
        ),
    ]

    /// Whether the format is a picture of a terminal (svg or html).
    var isSnapshot: Bool { format == "svg" || format == "html" }

    /// Parses the options of ``optionTable`` (and `--width` when `widthOption`).
    static func parse(_ arguments: inout Arguments, widthOption: Bool = true) throws(CLIError) -> RenderSettings {
        var settings = RenderSettings(
            options: try TerminalOptions.parse(&arguments, widthOption: widthOption, automaticTheme: true), parseOptions: ParseOptions())
        settings.format = try arguments.choice("--format", formats) ?? "ansi"
        // A picture shows colour whatever the terminal: `auto` is dark there.
        if settings.options.themeIsAutomatic && settings.isSnapshot { settings.options.theme = .dark }
        if settings.options.themeIsAutomatic && settings.format == "plain" { settings.options.theme = .plain }  // marked in text
        settings.embedImages = arguments.flag("--embed-images")
        settings.images = try ImageOption.parse(&arguments)
        settings.parseOptions = try ParseOptionParser.parse(&arguments, structuralLimits: true)
        // A leading `---` YAML block is front matter, shown as a key/value block (as GitHub does).
        settings.parseOptions.frontMatter = true
        settings.timeLimit = try TimeLimit.parse(&arguments, limits: settings.parseOptions.limits)
        if settings.embedImages && !settings.isSnapshot { throw .usage("--embed-images needs --format svg or html") }
        return settings
    }

    /// How the output shows links and colour: its depth, whether links are OSC 8
    /// hyperlinks, and the theme with links shown once.
    struct Surface {
        var theme: Theme
        /// The colour depth of the output (`.none` for plain text and pictures).
        var depth: ColorDepth = .none
        var hyperlinks = false
    }

    /// The surface of this output: plain text has no escapes; a picture shows what a
    /// terminal with OSC 8 hyperlinks shows (the text, with the link on it, no URL printed);
    /// a terminal its detected depth and hyperlinks. `render --stream` takes the same.
    func surface(environment: [String: String]) -> Surface {
        switch format {
        case "plain":
            return Surface(theme: options.theme(hyperlinks: false))
        case "svg", "html":
            return Surface(theme: options.theme(hyperlinks: true))
        default:
            let depth = options.colorDepth(environment: environment)
            let hyperlinks = options.hyperlinksEnabled(depth: depth, environment: environment)
            let theme = options.theme(hyperlinks: hyperlinks, piped: !Terminal.isOutputTerminal)
            return Surface(theme: theme, depth: depth, hyperlinks: hyperlinks)
        }
    }

    /// A document styled for the output, with what draws it.
    struct Styled {
        var document: StyledDocument
        /// The colour depth of the output (`.none` for plain text and pictures).
        var depth: ColorDepth = .none
        /// Whether links are OSC 8 hyperlinks.
        var hyperlinks = false
        /// The pictures, loaded for their protocol; nil where none are drawn.
        var pictures: ImageSet?
    }

    /// The document styled as this output shows it, within the command's time limit; its
    /// pictures read from the directory of `file` (the current one for standard input), each
    /// one not shown warned about.
    ///
    /// The document is taken: the tree transforms styling makes (emoji shortcodes, MyST
    /// directives; see `Document.shown(with:)`) are made here, and the tree as parsed is let
    /// go before styling, so it is not held beside its transformed copy while the styled
    /// document grows.
    func styled(_ document: consuming Document, file: String?) throws(CLIError) -> Styled {
        let environment = Terminal.environment
        let surface = surface(environment: environment)
        var theme = surface.theme
        // Pictures are found in the tree as written, before the transforms.
        var pictures: ImageSet?
        switch format {
        case "plain":
            break
        case "svg", "html":
            // Embedded pictures are the files' own bytes; the layout sizes them as kitty would.
            if embedImages {
                pictures = ImageOption.load(
                    document, directory: ImageOption.directory(of: file), protocol: .kitty, depth: .trueColor, file: file)
            }
        default:
            if let imageProtocol = images.resolved(theme: theme, depth: surface.depth, environment: environment) {
                pictures = ImageOption.load(
                    document, directory: ImageOption.directory(of: file), protocol: imageProtocol, depth: surface.depth, file: file)
                if Terminal.isOutputTerminal { theme = ImageOption.fitted(theme) }
            }
        }
        let styling = StylingTheme(theme)
        let shown = document.shown(with: styling)
        _ = consume document
        let styled: StyledDocument
        do {
            styled = try StyledDocument(
                document: shown, styling: styling, highlighter: format == "plain" ? nil : options.highlighter, images: pictures,
                budget: TimeLimit.budget)
        } catch {
            throw TimeLimit.error(.styling)
        }
        switch format {
        case "plain": return Styled(document: styled)
        case "svg", "html": return Styled(document: styled, pictures: pictures)
        default: return Styled(document: styled, depth: surface.depth, hyperlinks: surface.hyperlinks, pictures: pictures)
        }
    }
}
