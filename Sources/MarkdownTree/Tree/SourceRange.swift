/// A position in the Markdown source, as cmark reports it.
///
/// Lines are 1-based; columns are 1-based byte offsets into the line's UTF-8.
///
/// ```swift
/// let heading = Document(parsing: "# Title\n").root.children.first!
/// print(heading.sourceRange.start.line, heading.sourceRange.end.column)  // 1 7
/// ```
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    /// Stored as cmark reports them (32 bits), so a node's range stays small; read as `Int`.
    package var rawLine: Int32
    package var rawColumn: Int32

    /// The 1-based line (0 for a node built in code).
    public var line: Int {
        get { Int(rawLine) }
        set { rawLine = Int32(clamping: newValue) }
    }

    /// The 1-based byte column in the line's UTF-8 (0 for a node built in code).
    public var column: Int {
        get { Int(rawColumn) }
        set { rawColumn = Int32(clamping: newValue) }
    }

    /// A location; values past `Int32.max` (cmark's own limit) are clamped.
    public init(line: Int, column: Int) {
        self.rawLine = Int32(clamping: line)
        self.rawColumn = Int32(clamping: column)
    }

    package init(rawLine: Int32, rawColumn: Int32) {
        self.rawLine = rawLine
        self.rawColumn = rawColumn
    }

    private enum CodingKeys: String, CodingKey {
        case line, column
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rawLine = try container.decode(Int32.self, forKey: .line)
        rawColumn = try container.decode(Int32.self, forKey: .column)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rawLine, forKey: .line)
        try container.encode(rawColumn, forKey: .column)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.rawLine, lhs.rawColumn) < (rhs.rawLine, rhs.rawColumn)
    }

    public var description: String { "\(line):\(column)" }
}

/// The span of source a node was parsed from: first and last byte, both inclusive,
/// the way cmark's `sourcepos` reports them (`1:1-2:5`).
public struct SourceRange: Sendable, Hashable, Codable, CustomStringConvertible {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// An empty range at 0:0, used for nodes built in code rather than parsed.
    public static let none = SourceRange(start: .init(line: 0, column: 0), end: .init(line: 0, column: 0))

    /// Whether the range refers to real source (nodes built in code have none).
    public var isEmpty: Bool { start.rawLine == 0 }

    public var description: String { "\(start)-\(end)" }
}
