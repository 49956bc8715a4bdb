import CMarkSwift

/// `--no-limits` and the parse limits the commands apply to what they read.
///
/// `render`, `measure` and `ast` parse with ``ParseLimits/standard``: an input over the size
/// limit is an error; deep nesting and oversized tables degrade, with one warning line each.
/// `html` keeps only the size limit, so that its output stays byte-identical to cmark-gfm's.
enum LimitOption {
    /// The help lines for `--no-limits`.
    static let help =
        "  --no-limits        lift the parse limits for untrusted input (64 MiB, depth 256, tables of\n"
        + "                     256 columns / 200,000 cells); see 'Untrusted input' in the README"

    /// Removes `--no-limits` and returns the limits to parse with: `structural` ones (depth,
    /// tables) or only the input size.
    static func parse(_ arguments: inout Arguments, structural: Bool) -> ParseLimits {
        if arguments.flag("--no-limits") { return .unlimited }
        if structural { return .standard }
        var limits = ParseLimits.unlimited
        limits.maximumInputBytes = ParseLimits.standard.maximumInputBytes
        return limits
    }

    /// Reads the inputs within the size limit and parses them; prints one warning per limit
    /// that changed the document.
    /// The ``TimeLimit`` deadline starts once the input is read.
    static func document(_ files: [String], options: ParseOptions, timeLimit: Int) throws(CLIError) -> Document {
        let bytes = try readInputs(files, limits: options.limits)
        TimeLimit.start(seconds: timeLimit)
        let document = Document(parsing: bytes, options: options)
        for note in document.limitNotes {
            Output.warn("\(note); use --no-limits to lift it")
        }
        return document
    }

    /// Reads the inputs, failing when together they exceed the size limit.
    static func readInputs(_ files: [String], limits: ParseLimits) throws(CLIError) -> [UInt8] {
        let (bytes, total) = try IO.readInputs(files, limit: limits.maximumInputBytes)
        guard total <= limits.maximumInputBytes else {
            throw .input("\(ParseLimitError.inputTooLarge(bytes: total, limit: limits.maximumInputBytes)); use --no-limits to lift it")
        }
        return bytes
    }
}
