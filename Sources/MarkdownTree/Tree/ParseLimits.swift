/// Limits that protect a caller from hostile or broken input.
///
/// The library parses without limits by default, exactly as cmark-gfm does. Programs that
/// show untrusted Markdown should parse with ``standard`` through
/// ``Document/parse(_:options:budget:)-(String,_,_)``, which reports an over-size input as an error and
/// degrades the rest in documented ways, recorded in ``Document/limitNotes``:
///
/// - content nested deeper than ``maximumDepth`` is kept as plain text at that depth;
/// - a document with a table wider than ``maximumTableColumns`` columns or larger than
///   ``maximumTableCells`` cells is parsed without the table extension (its tables read
///   as text): Debian's cmark-gfm is quadratic in table width;
/// - cmark-gfm may hold at most ``maximumParserBytesPerInputByte`` bytes for each byte of
///   input (and never less than ``parserBytesFloor``) while it parses; past that the parse
///   stops with an error. cmark makes a node of about 180 bytes for each mark of a run of
///   punctuation (`::::`, `!!!!`, `[[[[`), where a real document needs 10 to 30 bytes a
///   byte.
/// - a paragraph whose links would make cmark-gfm walk its emphasis delimiters more than
///   ``maximumInlineStepsPerByte`` times a byte (and more than ``inlineStepsFloor`` times)
///   keeps its links as text: its `]` reach cmark as another byte, put back afterwards, so
///   nothing is lost. cmark-gfm 0.29.0.gfm.6 walks every delimiter of the paragraph before
///   a link each time a link closes (`*a* [b](u) ` repeated: quadratic); a real paragraph
///   takes under 1 step a byte.
///
/// ```swift
/// var options = ParseOptions()
/// options.limits = .standard
/// let document = try Document.parse(untrustedText, options: options)
/// for note in document.limitNotes { print(note) }
/// ```
public struct ParseLimits: Sendable, Hashable, Codable {
    /// The largest input accepted by ``Document/parse(_:options:budget:)-(String,_,_)``, in bytes.
    public var maximumInputBytes: Int
    /// The deepest nesting kept as structure; the root is depth 0. Content below it becomes
    /// one text node (in a paragraph where a block stood), so no node is deeper than this + 1.
    public var maximumDepth: Int
    /// The widest table parsed as a table.
    public var maximumTableColumns: Int
    /// The most cells (columns × rows) a table may have to be parsed as a table.
    public var maximumTableCells: Int
    /// The most memory cmark-gfm may hold while parsing, in bytes per byte of input (see
    /// ``parserBytesFloor``). It is checked by ``Document/parse(_:options:budget:)-(String,_,_)``.
    public var maximumParserBytesPerInputByte: Int
    /// The most steps cmark-gfm may take matching the links of one paragraph against its
    /// emphasis delimiters, per byte of the paragraph (see ``inlineStepsFloor``), as a linear
    /// scan estimates them before cmark runs; past that the paragraph's links are kept as
    /// text.
    public var maximumInlineStepsPerByte: Int

    /// The memory cmark-gfm may always hold, however short the input: 256 MiB.
    public static let parserBytesFloor = 256 << 20

    /// The steps a paragraph may always take, however short: 4,096.
    public static let inlineStepsFloor = 4096

    public init(
        maximumInputBytes: Int, maximumDepth: Int, maximumTableColumns: Int, maximumTableCells: Int,
        maximumParserBytesPerInputByte: Int = .max, maximumInlineStepsPerByte: Int = .max
    ) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
        self.maximumTableColumns = maximumTableColumns
        self.maximumTableCells = maximumTableCells
        self.maximumParserBytesPerInputByte = maximumParserBytesPerInputByte
        self.maximumInlineStepsPerByte = maximumInlineStepsPerByte
    }

    /// No limit at all: what cmark-gfm does.
    public static let unlimited = ParseLimits(
        maximumInputBytes: .max, maximumDepth: .max, maximumTableColumns: .max, maximumTableCells: .max)

    /// Safe defaults for untrusted input, used by the `cmark-swift` command: 64 MiB,
    /// depth 256, tables of at most 256 columns and 200,000 cells, 40 bytes of parser
    /// memory a byte of input (three times what a real document takes), and 16 steps a byte
    /// matching one paragraph's links.
    public static let standard = ParseLimits(
        maximumInputBytes: 64 << 20, maximumDepth: 256, maximumTableColumns: 256, maximumTableCells: 200_000,
        maximumParserBytesPerInputByte: 40, maximumInlineStepsPerByte: 16)

    /// The parser memory allowed for an input of `bytes`; nil for no limit.
    package func parserBytes(forInputBytes bytes: Int) -> Int? {
        guard maximumParserBytesPerInputByte < .max else { return nil }
        let (product, overflow) = bytes.multipliedReportingOverflow(by: maximumParserBytesPerInputByte)
        return overflow ? nil : max(Self.parserBytesFloor, product)
    }

    /// The inline steps allowed for a paragraph of `bytes`; nil for no limit.
    package func inlineSteps(forBytes bytes: Int) -> Int? {
        guard maximumInlineStepsPerByte < .max else { return nil }
        let (product, overflow) = bytes.multipliedReportingOverflow(by: maximumInlineStepsPerByte)
        return overflow ? nil : max(Self.inlineStepsFloor, product)
    }

    private enum CodingKeys: String, CodingKey {
        case maximumInputBytes, maximumDepth, maximumTableColumns, maximumTableCells, maximumParserBytesPerInputByte
        case maximumInlineStepsPerByte
    }

    /// Reads limits written before ``maximumParserBytesPerInputByte`` or
    /// ``maximumInlineStepsPerByte`` existed as having none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            maximumInputBytes: try container.decode(Int.self, forKey: .maximumInputBytes),
            maximumDepth: try container.decode(Int.self, forKey: .maximumDepth),
            maximumTableColumns: try container.decode(Int.self, forKey: .maximumTableColumns),
            maximumTableCells: try container.decode(Int.self, forKey: .maximumTableCells),
            maximumParserBytesPerInputByte: try container.decodeIfPresent(Int.self, forKey: .maximumParserBytesPerInputByte) ?? .max,
            maximumInlineStepsPerByte: try container.decodeIfPresent(Int.self, forKey: .maximumInlineStepsPerByte) ?? .max)
    }
}

/// A limit that stopped the work on a document: a parse, or a stage after it that was
/// given a ``WorkBudget``.
public enum ParseLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input is larger than ``ParseLimits/maximumInputBytes``.
    case inputTooLarge(bytes: Int, limit: Int)
    /// cmark-gfm needed more memory than ``ParseLimits/maximumParserBytesPerInputByte``
    /// allows for `inputBytes`; it held `limit` bytes when it was stopped.
    case parserMemoryExceeded(inputBytes: Int, limit: Int)
    /// The ``WorkBudget`` of `budget` ran out during `stage`.
    case timeRanOut(stage: WorkStage, budget: Duration)
    /// The task doing the work was cancelled during `stage`, and its ``WorkBudget`` stops
    /// on cancellation.
    case cancelled(stage: WorkStage)

    public var description: String {
        switch self {
        case .inputTooLarge(let bytes, let limit):
            "input is \(bytes) bytes, more than the limit of \(limit) bytes"
        case .parserMemoryExceeded(let inputBytes, let limit):
            "parsing \(inputBytes) bytes needed more than \(limit >> 20) MiB, the parser's limit for that size "
                + "(a shape that makes a node of nearly every byte, such as a long run of punctuation)"
        case .timeRanOut(let stage, let budget):
            "the time budget of \(budget) ran out while \(stage)"
        case .cancelled(let stage):
            "the task was cancelled while \(stage)"
        }
    }
}

/// A limit that changed how a document was parsed (see ``ParseLimits``).
public enum LimitNote: Sendable, Hashable, CustomStringConvertible {
    /// This many subtrees nested deeper than `depth` were kept as plain text.
    case flattenedDeepContent(depth: Int, subtrees: Int)
    /// A table at `line` was too large (`columns` columns, `cells` cells), so tables were
    /// not parsed.
    case tablesDisabled(line: Int, columns: Int, cells: Int)
    /// This many paragraphs, the first at `line`, would have taken cmark-gfm more than
    /// `stepsPerByte` steps a byte to match links (``ParseLimits/maximumInlineStepsPerByte``),
    /// so their links were kept as text.
    case linksKeptAsText(line: Int, paragraphs: Int, stepsPerByte: Int)

    public var description: String {
        switch self {
        case .flattenedDeepContent(let depth, let subtrees):
            "content nested deeper than \(depth) levels was kept as plain text (in \(subtrees) \(subtrees == 1 ? "place" : "places"))"
        case .tablesDisabled(let line, let columns, let cells):
            "the table at line \(line) has \(columns) columns and \(cells) cells, over the limit; tables are shown as text"
        case .linksKeptAsText(let line, let paragraphs, let stepsPerByte):
            "the paragraph at line \(line)\(paragraphs > 1 ? " (and \(paragraphs - 1) more)" : "") would take cmark-gfm over "
                + "\(stepsPerByte) steps a byte to match its links with its emphasis, the inline limit; its links are shown as text"
        }
    }
}
