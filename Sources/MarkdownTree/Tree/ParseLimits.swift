/// Limits that protect a caller from hostile or broken input.
///
/// The library parses without limits by default, exactly as cmark-gfm does. Programs that
/// show untrusted Markdown should parse with ``standard`` through
/// ``Document/parse(_:options:)``, which reports an over-size input as an error and
/// degrades the rest in documented ways, recorded in ``Document/limitNotes``:
///
/// - content nested deeper than ``maximumDepth`` is kept as plain text at that depth;
/// - a document with a table wider than ``maximumTableColumns`` columns or larger than
///   ``maximumTableCells`` cells is parsed without the table extension (its tables read
///   as text): Debian's cmark-gfm is quadratic in table width.
///
/// ```swift
/// var options = ParseOptions()
/// options.limits = .standard
/// let document = try Document.parse(untrustedText, options: options)
/// for note in document.limitNotes { print(note) }
/// ```
public struct ParseLimits: Sendable, Hashable, Codable {
    /// The largest input accepted by ``Document/parse(_:options:)``, in bytes.
    public var maximumInputBytes: Int
    /// The deepest nesting kept as structure; the root is depth 0. Content below it becomes
    /// one text node (in a paragraph where a block stood), so no node is deeper than this + 1.
    public var maximumDepth: Int
    /// The widest table parsed as a table.
    public var maximumTableColumns: Int
    /// The most cells (columns × rows) a table may have to be parsed as a table.
    public var maximumTableCells: Int

    public init(maximumInputBytes: Int, maximumDepth: Int, maximumTableColumns: Int, maximumTableCells: Int) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumDepth = maximumDepth
        self.maximumTableColumns = maximumTableColumns
        self.maximumTableCells = maximumTableCells
    }

    /// No limit at all: what cmark-gfm does.
    public static let unlimited = ParseLimits(
        maximumInputBytes: .max, maximumDepth: .max, maximumTableColumns: .max, maximumTableCells: .max)

    /// Safe defaults for untrusted input, used by the `cmark-swift` command: 64 MiB,
    /// depth 256, tables of at most 256 columns and 200,000 cells.
    public static let standard = ParseLimits(
        maximumInputBytes: 64 << 20, maximumDepth: 256, maximumTableColumns: 256, maximumTableCells: 200_000)
}

/// A limit that stopped a parse.
public enum ParseLimitError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input is larger than ``ParseLimits/maximumInputBytes``.
    case inputTooLarge(bytes: Int, limit: Int)

    public var description: String {
        switch self {
        case .inputTooLarge(let bytes, let limit):
            "input is \(bytes) bytes, more than the limit of \(limit) bytes"
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

    public var description: String {
        switch self {
        case .flattenedDeepContent(let depth, let subtrees):
            "content nested deeper than \(depth) levels was kept as plain text (in \(subtrees) \(subtrees == 1 ? "place" : "places"))"
        case .tablesDisabled(let line, let columns, let cells):
            "the table at line \(line) has \(columns) columns and \(cells) cells, over the limit; tables are shown as text"
        }
    }
}
