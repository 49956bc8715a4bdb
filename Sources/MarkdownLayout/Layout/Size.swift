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
