import CMarkSwift

/// `--no-limits` and the parse limits the commands apply to what they read.
///
/// `render`, `measure` and `ast` parse with ``ParseLimits/standard``: an input over the size
/// limit is an error; deep nesting and oversized tables degrade, with one warning line each.
/// `html` and `commonmark` keep only the size limit and the parser's memory limit (both
/// refuse, neither changes the document), so that their output stays byte-identical to
/// cmark-gfm's, and the inline limit, which changes no real document (its warning says when
/// it changes one) and keeps cmark-gfm from going quadratic in a paragraph's links.
enum LimitOption {
    /// Removes `--no-limits` and returns the limits to parse with: `structural` ones (depth,
    /// tables) or only the input size.
    static func parse(_ arguments: inout Arguments, structural: Bool) -> ParseLimits {
        if arguments.flag("--no-limits") { return .unlimited }
        if structural { return .standard }
        var limits = ParseLimits.unlimited
        limits.maximumInputBytes = ParseLimits.standard.maximumInputBytes
        limits.maximumParserBytesPerInputByte = ParseLimits.standard.maximumParserBytesPerInputByte
        limits.maximumInlineStepsPerByte = ParseLimits.standard.maximumInlineStepsPerByte
        return limits
    }

    /// Reads the inputs within the size limit and parses them; prints one warning per limit
    /// that changed the document. The ``TimeLimit`` deadline starts before the input is
    /// read, so a trickling pipe is cut off too.
    static func document(
        _ files: [String], options: ParseOptions, timeLimit: Int, next: TimeLimit.Stage = .styling
    ) throws(CLIError) -> Document {
        TimeLimit.start(seconds: timeLimit)
        let bytes = try readInputs(files, limits: options.limits)
        let document = try parse(bytes, options: options, next: next)
        warnAboutLimits(document)
        warnAboutFrontMatter(document)
        return document
    }

    /// One warning line for each limit that changed the document.
    static func warnAboutLimits(_ document: Document) {
        for note in document.limitNotes {
            Output.warn("\(note); use --no-limits to lift it")
        }
    }

    /// Parses within the limits (the parser's memory among them); marks the time limit's
    /// stages: parsing, then `next` (what the command does with the tree).
    ///
    /// The tree keeps its text as a `String` (invalid UTF-8 repaired): the bytes are let go
    /// once it is made, before cmark-gfm parses, so the input is not held twice.
    static func parse(_ bytes: consuming [UInt8], options: ParseOptions, next: TimeLimit.Stage = .styling) throws(CLIError) -> Document {
        TimeLimit.enter(.parsing)
        defer { TimeLimit.enter(next) }
        let text = UTF8Repair.string(bytes)
        _ = consume bytes
        do {
            return try Document.parse(text, options: options, budget: TimeLimit.budget)
        } catch {
            if case .timeRanOut = error { throw TimeLimit.error(.parsing) }
            throw .input("\(error); use --no-limits to lift it")
        }
    }

    /// Front matter that could not be read (malformed YAML, or more values than the reader
    /// takes) is shown as written: one warning says why, with its line, so nothing is lost
    /// silently.
    static func warnAboutFrontMatter(_ document: Document, file: String? = nil) {
        guard let error = document.frontMatter?.error else { return }
        Output.warn((file.map { "\(FileName.display($0)): " } ?? "") + "\(error)")
    }

    /// Reads the inputs, failing as soon as together they pass the size limit (nothing is
    /// read beyond it).
    static func readInputs(_ files: [String], limits: ParseLimits) throws(CLIError) -> [UInt8] {
        TimeLimit.enter(.reading)
        let bytes = try IO.readInputs(files, limit: limits.maximumInputBytes)
        guard bytes.count <= limits.maximumInputBytes else { throw tooLarge(limits) }
        return bytes
    }

    /// The error for input over the size limit: "the input is over 64 MiB".
    static func tooLarge(_ limits: ParseLimits) -> CLIError {
        let limit = limits.maximumInputBytes
        let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
        return .input("the input is over \(size), the size limit; use --no-limits to lift it")
    }
}
