// What a raw node's generic fields (`small`, `number`, `extra`, `flags`, `aux`) mean for each
// kind, read and written in one place: the converter and the builder write them through
// these setters, and everything that reads them (the typed `Node`, the HTML and CommonMark
// writers, the styler) through these getters, so the table in RawNode.swift and the code
// cannot drift apart. Each is meaningful only for the kinds its section names.

extension RawNode {
    /// Sets or clears `flag` in ``flags``.
    @inlinable mutating func setFlag(_ flag: UInt8, _ on: Bool) {
        if on { flags |= flag } else { flags &= ~flag }
    }

    // MARK: Lists

    /// A list's type; `extra` holds it.
    @inlinable package var listType: ListType {
        get { ListType(rawValue: UInt8(truncatingIfNeeded: extra)) ?? .bullet }
        set { extra = UInt32(newValue.rawValue) }
    }
    /// An ordered list's delimiter; `small` holds it.
    @inlinable package var listDelimiter: ListDelimiter {
        get { ListDelimiter(rawValue: UInt8(truncatingIfNeeded: small)) ?? .none }
        set { small = UInt16(newValue.rawValue) }
    }
    /// An ordered list's first number.
    @inlinable package var listStart: Int {
        get { Int(number) }
        set { number = Int32(clamping: newValue) }
    }
    /// Whether a list is tight.
    @inlinable package var isTight: Bool {
        get { flags & Self.tightFlag != 0 }
        set { setFlag(Self.tightFlag, newValue) }
    }

    // MARK: Items

    /// An item's checkbox.
    @inlinable package var taskState: TaskState {
        get { TaskState(rawValue: UInt8(truncatingIfNeeded: small)) ?? .none }
        set { small = UInt16(newValue.rawValue) }
    }

    // MARK: Code blocks

    /// Whether a code block is fenced (else indented).
    @inlinable package var isFenced: Bool { flags & Self.fencedFlag != 0 }
    /// A fenced code block's fence: its character (`extra`, one byte), length (`small`) and
    /// indent (`number`); nil for an indented code block.
    @inlinable package var fence: Fence? {
        get {
            guard isFenced else { return nil }
            return Fence(character: Character(Unicode.Scalar(UInt8(truncatingIfNeeded: extra))), length: Int(small), offset: Int(number))
        }
        set {
            setFlag(Self.fencedFlag, newValue != nil)
            small = UInt16(clamping: newValue?.length ?? 0)
            number = Int32(clamping: newValue?.offset ?? 0)
            extra = UInt32(newValue?.character.asciiValue ?? 0)
        }
    }

    // MARK: Headings

    /// A heading's level, 1 to 6 (a level outside is brought into range).
    @inlinable package var headingLevel: Int {
        get { Int(small) }
        set { small = UInt16(min(max(newValue, 1), 6)) }
    }
    /// Whether a heading is setext (underlined).
    @inlinable package var isSetext: Bool {
        get { flags & Self.setextFlag != 0 }
        set { setFlag(Self.setextFlag, newValue) }
    }

    // MARK: Tables

    /// A table's column count (its alignments, one byte each, are in `aux`: see
    /// ``TreeStorage/tableAlignments(of:)``).
    @inlinable package var tableColumnCount: Int {
        get { Int(small) }
        set { small = UInt16(clamping: newValue) }
    }
    /// Whether a table row is the header row.
    @inlinable package var isHeaderRow: Bool {
        get { flags & Self.headerFlag != 0 }
        set { setFlag(Self.headerFlag, newValue) }
    }
    /// A table cell's alignment (its column's).
    @inlinable package var cellAlignment: ColumnAlignment {
        get { ColumnAlignment(rawValue: UInt8(truncatingIfNeeded: small)) ?? .none }
        set { small = UInt16(newValue.rawValue) }
    }
    /// A table cell's 0-based column.
    @inlinable package var cellColumn: Int {
        get { Int(number) }
        set { number = Int32(clamping: newValue) }
    }

    // MARK: Links

    /// Whether a link is an autolink.
    @inlinable package var isAutolink: Bool {
        get { flags & Self.autolinkFlag != 0 }
        set { setFlag(Self.autolinkFlag, newValue) }
    }

    // MARK: Footnotes

    /// A footnote definition's or reference's number (0 for a definition never referenced).
    @inlinable package var footnoteNumber: Int {
        get { Int(number) }
        set { number = Int32(clamping: newValue) }
    }
    /// A footnote reference's 1-based count among the references to its definition.
    @inlinable package var footnoteReferenceIndex: Int {
        get { Int(small) }
        set { small = UInt16(clamping: newValue) }
    }
}

extension TreeStorage {
    /// A table's column alignments, one a column (`aux` holds their raw values, a byte each).
    package func tableAlignments(of table: RawNode) -> [ColumnAlignment] {
        slice(table.aux).map { ColumnAlignment(rawValue: $0) ?? .none }
    }

    /// Appends a table's column alignments to the text buffer and sets its `aux` and column
    /// count.
    package mutating func setTableAlignments(_ alignments: some Collection<ColumnAlignment>, of table: inout RawNode) {
        table.aux = alignments.isEmpty ? .empty : append(alignments.map(\.rawValue))
        table.tableColumnCount = alignments.count
    }

    /// Gives each table cell its column (its place among its row's cells) and its column's
    /// alignment (the table's; `.none` past the table's alignments, or outside a table). The
    /// parser and the builder both number cells so, after the tree is made.
    package mutating func numberTableCells() {
        for i in nodes.indices {
            switch nodes[i].kind {
            case .tableRow:
                let table = Int(nodes[i].parent)
                let alignments = table >= 0 && nodes[table].kind == .table ? nodes[table].aux : .empty
                var column = 0
                var cell = i + 1
                while cell < Int(nodes[i].end) {
                    if nodes[cell].kind == .tableCell {
                        nodes[cell].cellColumn = column
                        nodes[cell].cellAlignment =
                            column < Int(alignments.count)
                            ? ColumnAlignment(rawValue: bytes[Int(alignments.offset) + column]) ?? .none : .none
                        column += 1
                    }
                    cell = Int(nodes[cell].end)
                }
            case .tableCell:
                let row = Int(nodes[i].parent)
                if row < 0 || nodes[row].kind != .tableRow {
                    nodes[i].cellColumn = 0
                    nodes[i].cellAlignment = .none
                }
            default:
                break
            }
        }
    }
}
