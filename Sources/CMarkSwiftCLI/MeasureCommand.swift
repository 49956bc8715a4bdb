import CMarkSwift

/// `cmark-swift measure`: the size a document takes at each of several widths.
struct MeasureCommand: Command {
    static let name = "measure"
    static let summary = "print the rendered size at widths"
    static let synopsis =
        "[FILE] --width 40,80,120 [--json] [--theme NAME|PATH] [--color auto|always|never] [--hyperlinks auto|always|never] [--links hyperlink|inline|references|none] [--highlight auto|always|never] [--images auto|kitty|iterm|sixel|symbols|none] [--format ansi|plain|svg|html] [--embed-images] [--no-limits] [--time-limit S]"
    static let about = """
        Prints one line "WIDTH COLUMNS ROWS" per width: the widest line and the line count of
        what `render` prints at that width with the same options, here, computed without
        rendering it. Every option that changes the layout is render's, with render's
        defaults (the environment and the config file included).
        """
    static let optionTable: [OptionSpec] =
        [
            OptionSpec("-w", "--width", value: "LIST", help: "comma-separated widths in cells, or ranges such as 20-200"),
            OptionSpec("--json", help: "a JSON array of {\"width\", \"columns\", \"rows\"} objects"),
        ] + RenderSettings.optionTable + [.noLimits, .timeLimit]

    var files: [String]
    var widths: [Int]
    var json: Bool
    /// What changes the layout, parsed as `render` parses it.
    var settings: RenderSettings

    init(arguments: inout Arguments) throws(CLIError) {
        let widthList = try arguments.value("--width", "-w")
        json = arguments.flag("--json")
        settings = try RenderSettings.parse(&arguments, widthOption: false)
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
        let document = try LimitOption.document(files, options: settings.parseOptions, timeLimit: settings.timeLimit)
        let styled = try settings.styled(document, file: files.first).document
        // One memo for every width: a table stacked at several widths is stacked once.
        var memo = LayoutMemo(styled)
        let sizes = widths.map { ($0, memo.boundingSize(forWidth: $0)) }
        if json {
            let items = sizes.map { "{\"width\": \($0.0), \"columns\": \($0.1.columns), \"rows\": \($0.1.rows)}" }
            output.write("[\n  " + items.joined(separator: ",\n  ") + "\n]\n")
        } else {
            for (width, size) in sizes { output.write("\(width) \(size.columns) \(size.rows)\n") }
        }
    }
}
