/// The kind of a node in a GitHub-Flavored Markdown document.
///
/// Names follow the CommonMark and GFM specs, not cmark's C names:
/// `blockQuote`, `thematicBreak`, `inlineHTML`.
///
/// ```swift
/// for node in document.root.children where node.kind == .heading {
///     print(node.headingLevel ?? 0)
/// }
/// ```
public enum NodeKind: UInt8, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    // Blocks
    case document
    case blockQuote
    case list
    case item
    case codeBlock
    case htmlBlock
    case customBlock
    case paragraph
    case heading
    case thematicBreak
    case table
    case tableRow
    case tableCell
    case footnoteDefinition
    // Inlines
    case text
    case softBreak
    case lineBreak
    case code
    case inlineHTML
    case customInline
    case emphasis
    case strong
    case strikethrough
    case link
    case image
    case footnoteReference

    /// Whether nodes of this kind are blocks (as opposed to inlines).
    public var isBlock: Bool { rawValue <= NodeKind.footnoteDefinition.rawValue }

    /// Whether nodes of this kind are inlines.
    public var isInline: Bool { !isBlock }

    /// Whether nodes of this kind can never have children.
    public var isLeaf: Bool {
        switch self {
        case .codeBlock, .htmlBlock, .thematicBreak, .text, .softBreak, .lineBreak, .code, .inlineHTML:
            return true
        default:
            return false
        }
    }

    /// The spec's name for the kind, in snake case, as used by the tree dumps.
    public var name: String {
        switch self {
        case .document: "document"
        case .blockQuote: "block_quote"
        case .list: "list"
        case .item: "item"
        case .codeBlock: "code_block"
        case .htmlBlock: "html_block"
        case .customBlock: "custom_block"
        case .paragraph: "paragraph"
        case .heading: "heading"
        case .thematicBreak: "thematic_break"
        case .table: "table"
        case .tableRow: "table_row"
        case .tableCell: "table_cell"
        case .footnoteDefinition: "footnote_definition"
        case .text: "text"
        case .softBreak: "softbreak"
        case .lineBreak: "linebreak"
        case .code: "code"
        case .inlineHTML: "html_inline"
        case .customInline: "custom_inline"
        case .emphasis: "emph"
        case .strong: "strong"
        case .strikethrough: "strikethrough"
        case .link: "link"
        case .image: "image"
        case .footnoteReference: "footnote_reference"
        }
    }

    /// Looks a kind up by its ``name``.
    public init?(name: String) {
        guard let kind = NodeKind.allCases.first(where: { $0.name == name }) else { return nil }
        self = kind
    }

    public var description: String { name }
}

/// The type of a list: bullets or numbers.
public enum ListType: UInt8, Sendable, Hashable, Codable {
    case bullet
    case ordered
}

/// The delimiter after an ordered list's numbers.
public enum ListDelimiter: UInt8, Sendable, Hashable, Codable {
    /// No delimiter: a bullet list.
    case none
    /// `1.`
    case period
    /// `1)`
    case parenthesis
}

/// The alignment of a table column, from the delimiter row (`:--`, `:-:`, `--:`).
public enum ColumnAlignment: UInt8, Sendable, Hashable, Codable {
    case none
    case left
    case center
    case right
}

/// The state of a GFM task list item (`- [ ]` or `- [x]`).
public enum TaskState: UInt8, Sendable, Hashable, Codable {
    /// An ordinary list item, with no checkbox.
    case none
    case unchecked
    case checked
}

/// How a heading was written.
public enum HeadingStyle: UInt8, Sendable, Hashable, Codable {
    /// `## Title`
    case atx
    /// A title underlined by `===` or `---`.
    case setext
}
