import CMarkSwift

/// `cmark-swift ast`: the typed tree, as a readable dump.
struct ASTCommand: Command {
    static let name = "ast"
    static let summary = "print the typed tree"
    static let synopsis = "[FILE...] [--json] [--sourcepos] [-e NAME]... [--no-extensions] [--smart]"
    static let about = """
        Prints the typed document tree, one node a line, indented by depth.
        """
    static let optionTable: [OptionSpec] = [
        OptionSpec("--json", help: "print the tree as nested JSON on one line instead"),
        OptionSpec("--sourcepos", help: "show each node's source range (line:column-line:column)"),
        OptionSpec(
            "-e", "--extension", value: "N",
            help: "enable a GFM extension (repeatable): table, strikethrough, autolink, tagfilter, tasklist, footnotes"),
        OptionSpec("--no-extensions", help: "plain CommonMark (the default is every GFM extension)"),
        OptionSpec("--smart", help: "smart punctuation"),
        .noLimits,
        .timeLimit,
    ]

    var files: [String]
    var sourcePositions: Bool
    var json: Bool
    var options: ParseOptions

    /// Seconds for parsing and layout (0: no limit).
    var timeLimit: Int

    init(arguments: inout Arguments) throws(CLIError) {
        sourcePositions = arguments.flag("--sourcepos")
        json = arguments.flag("--json")
        options = try ParseOptionParser.parse(&arguments, structuralLimits: true)
        timeLimit = try TimeLimit.parse(&arguments, limits: options.limits)
        files = try arguments.finish()
    }

    func run(output: inout Output) throws(CLIError) {
        let document = try LimitOption.document(files, options: options, timeLimit: timeLimit, next: .rendering)
        output.write(json ? document.jsonDump(sourcePositions: sourcePositions) : document.treeDump(sourcePositions: sourcePositions))
    }
}

/// The parse options every command that parses shares.
enum ParseOptionParser {
    /// The options given, with ``LimitOption`` limits: `structuralLimits` for commands that
    /// may degrade the tree, else only the input size limit.
    static func parse(_ arguments: inout Arguments, structuralLimits: Bool) throws(CLIError) -> ParseOptions {
        var options = ParseOptions()
        options.limits = LimitOption.parse(&arguments, structural: structuralLimits)
        let named = try arguments.values("-e", "--extension")
        if arguments.flag("--no-extensions") || !named.isEmpty { options.extensions = [] }
        for name in named {
            guard let found = Extension(rawValue: name) else {
                throw .usage("unknown extension '\(name)'; known: \(Extension.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.extensions.insert(found)
        }
        options.smart = arguments.flag("--smart")
        options.validateUTF8 = arguments.flag("--validate-utf8")
        options.liberalHTMLTag = arguments.flag("--liberal-html-tag")
        options.strikethroughDoubleTilde = arguments.flag("--strikethrough-double-tilde")
        return options
    }
}
