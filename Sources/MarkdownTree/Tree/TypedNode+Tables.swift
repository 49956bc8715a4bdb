// The typed views of GFM tables: the table, its rows and their cells.

/// A GFM table, with one alignment per column.
///
/// ```swift
/// let table = Document(parsing: "| a | b |\n|:--|--:|\n| 1 | 2 |\n").root.firstChild!.as(TableNode.self)!
/// print(table.alignments == [.left, .right], table.bodyRows.count)  // true 1
/// ```
public struct TableNode: TypedNode {
    public static let kind = NodeKind.table
    public let node: Node
    /// The alignment of each column, from the delimiter row.
    public var alignments: [ColumnAlignment] {
        get { editedAlignments ?? node.document.storage.tableAlignments(of: node.raw) }
        set { editedAlignments = newValue }
    }
    private var editedAlignments: [ColumnAlignment]?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    /// The number of columns.
    public var columnCount: Int { alignments.count }

    /// The header row (the first row of a parsed table).
    public var headerRow: TableRowNode? {
        node.firstChild.flatMap(TableRowNode.init).flatMap { $0.isHeader ? $0 : nil }
    }

    /// The rows after the header, in order.
    public var bodyRows: [TableRowNode] {
        node.children.compactMap(TableRowNode.init).filter { !$0.isHeader }
    }

    public var content: NodeContent { .table(alignments) }
}

/// A row of a table: the header row or a body row.
public struct TableRowNode: TypedNode {
    public static let kind = NodeKind.tableRow
    public let node: Node
    /// Whether this is the header row.
    public var isHeader: Bool {
        get { editedIsHeader ?? node.raw.isHeaderRow }
        set { editedIsHeader = newValue }
    }
    private var editedIsHeader: Bool?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    /// The row's cells, in column order.
    public var cells: [TableCellNode] { node.children.compactMap(TableCellNode.init) }

    public var content: NodeContent { .tableRow(header: isHeader) }
}

/// A cell of a table row. Its column and alignment are the table's, derived by the tree.
public struct TableCellNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.tableCell
    public let node: Node

    /// The 0-based column.
    public var column: Int { node.raw.cellColumn }

    /// The column's alignment.
    public var alignment: ColumnAlignment { node.raw.cellAlignment }

    public var content: NodeContent { .tableCell }
}
