import CMarkSwift
import MarkdownText

/// `cmark-swift commonmark`: Markdown in, normalised CommonMark out.
struct CommonMarkCommand: Command {
    static let name = "commonmark"
    static let summary = "rewrite Markdown as normalised CommonMark"
    static let synopsis =
        "[FILE...] [--width N] [--renderer swift|cmark] [-e NAME]... [--no-extensions] [--smart] [--no-limits] [--time-limit S]"
    static let about = """
        Parses Markdown and writes it back as CommonMark (GFM syntax where the document
        uses it). The output parses back to the same tree.
        """
    static let optionTable: [OptionSpec] = [
        OptionSpec("--width", value: "N", help: "wrap paragraph text at N columns (default 0: no wrapping)"),
        OptionSpec(
            "--renderer", value: "R", choices: ["swift", "cmark"],
            help: "swift (the default): this package's writer, linear at any depth; cmark: cmark-gfm's own CommonMark renderer"),
        OptionSpec(
            "-e", "--extension", value: "N",
            help: "enable a GFM extension (repeatable): table, strikethrough, autolink, tagfilter, tasklist, footnotes"),
        OptionSpec("--no-extensions", help: "plain CommonMark (the default is every GFM extension)"),
        OptionSpec("--smart", help: "smart punctuation"),
        OptionSpec(
            "--no-limits", help: "read inputs over 64 MiB, lift the time limit and make the links of a paragraph over the inline limit"),
        .timeLimit,
    ]

    var files: [String]
    var width: Int
    var useCMark: Bool
    var options: ParseOptions

    /// Seconds for reading, parsing and writing (0: no limit).
    var timeLimit: Int

    init(arguments: inout Arguments) throws(CLIError) {
        width = try arguments.integer("--width", in: 0...TerminalOptions.maximumWidth) ?? 0
        useCMark = try arguments.choice("--renderer", ["swift", "cmark"]) == "cmark"
        options = try ParseOptionParser.parse(&arguments, structuralLimits: false)
        timeLimit = try TimeLimit.parse(&arguments, limits: options.limits)
        files = try arguments.finish()
    }

    func run(output: inout Output) throws(CLIError) {
        TimeLimit.start(seconds: timeLimit)
        let bytes = try LimitOption.readInputs(files, limits: options.limits)
        if useCMark {
            TimeLimit.enter(.parsing)
            output.write(CMark.render(UTF8Repair.string(bytes), as: .commonMark(width: width), parseOptions: options))
        } else {
            let document = try LimitOption.parse(bytes, options: options, next: .rendering)
            LimitOption.warnAboutLimits(document)
            output.write(document.commonMark(width: width))
        }
    }
}
