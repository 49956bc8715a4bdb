/// A position in the Markdown source, as cmark reports it.
///
/// Lines are 1-based; columns are 1-based byte offsets into the line's UTF-8.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var line: Int32
    public var column: Int32

    public init(line: Int32, column: Int32) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
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
    public var isEmpty: Bool { start.line == 0 }

    public var description: String { "\(start)-\(end)" }
}
