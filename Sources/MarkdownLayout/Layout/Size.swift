import MarkdownSupport

/// A size in terminal cells.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    /// The widest line, in cells.
    public var columns: Int
    /// The number of lines.
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    public var description: String { "Size(columns: \(columns), rows: \(rows))" }
}

/// Bounding sizes already computed, per width; shared by copies of a styled document.
package final class SizeCache: Sendable {
    private let sizes = Locked<[Int: Size]>([:])

    package init() {}

    package subscript(width: Int) -> Size? {
        get { sizes.withLock { $0[width] } }
        set { sizes.withLock { $0[width] = newValue } }
    }
}
