import CMarkSwift
import MarkdownText

/// `cmark-swift html`: Markdown to HTML, by this package's renderer or cmark-gfm's.
struct HTMLCommand: Command {
    static let name = "html"
    static let summary = "write HTML (byte-identical to cmark-gfm)"
    static let synopsis =
        "[FILE...] [--renderer swift|cmark] [--unsafe] [--smart] [--sourcepos] [--hardbreaks] [--nobreaks] [--full-info-string] [--table-prefer-style-attributes] [--github-pre-lang] [-e NAME]... [--no-extensions]"
    static let about = """
        Writes the HTML of the Markdown input, byte for byte as cmark-gfm 0.29.0.gfm.6
        does for valid UTF-8. In invalid UTF-8 each bad sequence becomes U+FFFD and the
        rest is kept, where cmark-gfm --validate-utf8 may drop the bytes after it:
        'a\\xf0\\x9fb' gives a\u{FFFD}b here and a\u{FFFD} there.
        """
    static let optionTable: [OptionSpec] = [
        OptionSpec(
            "--renderer", value: "R", choices: ["swift", "cmark"],
            help: "swift (default): this package's renderer over the typed tree; cmark: cmark-gfm's own renderer"),
        OptionSpec("--unsafe", help: "pass raw HTML and javascript:/vbscript:/file:/data: URLs through"),
        OptionSpec("--smart", help: "smart punctuation"),
        OptionSpec("--sourcepos", help: "add data-sourcepos attributes"),
        OptionSpec("--hardbreaks", help: "soft line breaks as <br />"),
        OptionSpec("--nobreaks", help: "soft line breaks as spaces"),
        OptionSpec("--full-info-string", value: "put the rest of a code block's info string in data-meta", help: ""),
        OptionSpec("--table-prefer-style-attributes", help: "align table cells with style=\"text-align: …\""),
        OptionSpec("--github-pre-lang", help: "<pre lang=\"…\"> for fenced code"),
        OptionSpec(
            "-e", "--extension", value: "N",
            help: "enable only the named GFM extensions (repeatable): table, strikethrough, autolink, tagfilter, tasklist, footnotes"),
        OptionSpec("--no-extensions", help: "plain CommonMark (the default is every GFM extension)"),
        OptionSpec(
            "--no-limits",
            help:
                "read inputs over 64 MiB, lift the time limit and make the links of a paragraph over the inline limit (html applies no limit that changes a real document: its output stays byte-identical to cmark-gfm's)"
        ),
        .timeLimit,
    ]

    var files: [String]
    var useCMark: Bool
    var parseOptions: ParseOptions
    var renderOptions: RenderOptions

    /// Seconds for parsing and rendering (0: no limit).
    var timeLimit: Int

    init(arguments: inout Arguments) throws(CLIError) {
        useCMark = try arguments.choice("--renderer", ["swift", "cmark"]) == "cmark"
        renderOptions = try RenderOptionParser.parse(&arguments)
        parseOptions = try ParseOptionParser.parse(&arguments, structuralLimits: false)
        timeLimit = try TimeLimit.parse(&arguments, limits: parseOptions.limits)
        files = try arguments.finish()
    }

    func run(output: inout Output) throws(CLIError) {
        TimeLimit.start(seconds: timeLimit)
        let input = try LimitOption.readInputs(files, limits: parseOptions.limits)
        if useCMark {
            TimeLimit.enter(.parsing)
            let html = CMark.render(
                UTF8Repair.string(input), as: .html, parseOptions: parseOptions, renderOptions: renderOptions)
            output.write(html)
        } else {
            let document = try LimitOption.parse(input, options: parseOptions, next: .rendering)
            LimitOption.warnAboutLimits(document)
            let bytes = document.htmlUTF8(options: renderOptions)
            bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
        }
    }
}

/// The HTML render options, as `cmark-gfm`'s flags name them.
enum RenderOptionParser {
    static func parse(_ arguments: inout Arguments) throws(CLIError) -> RenderOptions {
        var options = RenderOptions()
        options.unsafe = arguments.flag("--unsafe")
        options.sourcepos = arguments.flag("--sourcepos")
        options.hardBreaks = arguments.flag("--hardbreaks")
        options.noBreaks = arguments.flag("--nobreaks")
        options.fullInfoString = arguments.flag("--full-info-string")
        options.tablePreferStyleAttributes = arguments.flag("--table-prefer-style-attributes")
        options.githubPreLang = arguments.flag("--github-pre-lang")
        return options
    }
}
