import CMarkSwift

/// `cmark-swift measure`: the size a document takes at each of several widths.
struct MeasureCommand: Command {
    static let name = "measure"
    static let summary = "print the rendered size at widths"
    static let synopsis = "[FILE] --width 40,80,120 [--theme NAME|PATH] [--json]"
    static let about = """
        Prints one line "WIDTH COLUMNS ROWS" per width: the widest line and the line count of
        the rendered document, computed without rendering it.
        """
    static let optionTable: [OptionSpec] = [
        OptionSpec("-w", "--width", value: "LIST", help: "comma-separated widths in cells, or ranges such as 20-200"),
        OptionSpec("--theme", value: "NAME|PATH", help: "a built-in theme or a JSON file (the default is dark)"),
        OptionSpec("--json", help: "a JSON array of {\"width\", \"columns\", \"rows\"} objects"),
        .noLimits,
        .timeLimit,
    ]

    var files: [String]
    var widths: [Int]
    var json: Bool
    var options: TerminalOptions
    var parseOptions: ParseOptions

    /// Seconds for parsing and layout (0: no limit).
    var timeLimit: Int

    init(arguments: inout Arguments) throws(CLIError) {
        let widthList = try arguments.value("--width", "-w")
        json = arguments.flag("--json")
        options = try TerminalOptions.parse(&arguments, widthOption: false)
        parseOptions = try ParseOptionParser.parse(&arguments, structuralLimits: true)
        timeLimit = try TimeLimit.parse(&arguments, limits: parseOptions.limits)
        // Unknown options first: `measure --bogus` names the option, not the missing --width.
        files = try arguments.finish()
        guard let list = widthList else { throw .usage("measure needs --width, such as --width 40,80,120") }
        var widths: [Int] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            let bounds = item.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            if bounds.count == 2, !bounds[0].isEmpty {
                let low = try TerminalOptions.parseWidth(String(bounds[0]))
                let high = try TerminalOptions.parseWidth(String(bounds[1]))
                guard low <= high else { throw .usage("--width range '\(item)' runs backwards") }
                widths.append(contentsOf: low...high)
            } else {
                widths.append(try TerminalOptions.parseWidth(String(item)))
            }
        }
        self.widths = widths
        guard files.count <= 1 else { throw .usage("measure reads one FILE (or standard input)") }
    }

    func run(output: inout Output) throws(CLIError) {
        let document = try LimitOption.document(files, options: parseOptions, timeLimit: timeLimit)
        let styled = StyledDocument(document: document, theme: options.theme)
        let sizes = widths.map { ($0, styled.boundingSize(forWidth: $0)) }
        if json {
            let items = sizes.map { "{\"width\": \($0.0), \"columns\": \($0.1.columns), \"rows\": \($0.1.rows)}" }
            output.write("[\n  " + items.joined(separator: ",\n  ") + "\n]\n")
        } else {
            for (width, size) in sizes { output.write("\(width) \(size.columns) \(size.rows)\n") }
        }
    }
}
