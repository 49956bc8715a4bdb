// What a raw node's generic fields (`small`, `number`, `extra`, `flags`) mean for each kind,
// read in one place. The converter and the builder write them; everything that reads them
// (the typed `Node`, the HTML and CommonMark writers, the styler) goes through these, so the
// table in RawNode.swift and the code cannot drift apart. Each is meaningful only for the
// kinds its section names.

extension RawNode {
    // MARK: Lists

    /// A list's type; `extra` holds it.
    @inlinable package var listType: ListType { ListType(rawValue: UInt8(truncatingIfNeeded: extra)) ?? .bullet }
    /// An ordered list's delimiter; `small` holds it.
    @inlinable package var listDelimiter: ListDelimiter { ListDelimiter(rawValue: UInt8(truncatingIfNeeded: small)) ?? .none }
    /// An ordered list's first number.
    @inlinable package var listStart: Int { Int(number) }
    /// Whether a list is tight.
    @inlinable package var isTight: Bool { flags & Self.tightFlag != 0 }

    // MARK: Items

    /// An item's checkbox.
    @inlinable package var taskState: TaskState { TaskState(rawValue: UInt8(truncatingIfNeeded: small)) ?? .none }

    // MARK: Code blocks

    /// Whether a code block is fenced (else indented).
    @inlinable package var isFenced: Bool { flags & Self.fencedFlag != 0 }
    /// A fenced code block's fence: its character (`extra`), length (`small`) and indent (`number`).
    @inlinable package var fence: Fence? {
        guard isFenced else { return nil }
        return Fence(character: Character(Unicode.Scalar(UInt8(truncatingIfNeeded: extra))), length: Int(small), offset: Int(number))
    }

    // MARK: Headings

    /// A heading's level, 1 to 6.
    @inlinable package var headingLevel: Int { Int(small) }
    /// Whether a heading is setext (underlined).
    @inlinable package var isSetext: Bool { flags & Self.setextFlag != 0 }

    // MARK: Tables

    /// Whether a table row is the header row.
    @inlinable package var isHeaderRow: Bool { flags & Self.headerFlag != 0 }
    /// A table cell's alignment (its column's).
    @inlinable package var cellAlignment: ColumnAlignment { ColumnAlignment(rawValue: UInt8(truncatingIfNeeded: small)) ?? .none }
    /// A table cell's 0-based column.
    @inlinable package var cellColumn: Int { Int(number) }

    // MARK: Links

    /// Whether a link is an autolink.
    @inlinable package var isAutolink: Bool { flags & Self.autolinkFlag != 0 }

    // MARK: Footnotes

    /// A footnote definition's or reference's number (0 for a definition never referenced).
    @inlinable package var footnoteNumber: Int { Int(number) }
    /// A footnote reference's 1-based count among the references to its definition.
    @inlinable package var footnoteReferenceIndex: Int { Int(small) }
}
