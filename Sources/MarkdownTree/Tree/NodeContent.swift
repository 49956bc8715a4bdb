/// A node's kind together with its own data, as one value: what a node *is*, without its
/// children or its place in the tree.
///
/// Build documents with it (``DocumentBuilder``) and read it back from any node for pattern
/// matching. Numbers the tree derives (table cell columns and alignments, footnote numbers)
/// are not part of it: the builder computes them.
///
/// ```swift
/// switch node.content {
/// case .heading(let level, _): print("h\(level)")
/// case .link(let destination, _, _): print("link to", destination)
/// case .text(let text): print(text)
/// default: break
/// }
/// ```
public enum NodeContent: Sendable, Hashable {
    case document
    case blockQuote
    case list(ListAttributes)
    case item(TaskState = .none)
    /// A code block; `fence` is `nil` for an indented code block.
    case codeBlock(info: String = "", literal: String, fence: Fence? = Fence(character: "`", length: 3, offset: 0))
    case htmlBlock(String)
    case customBlock(onEnter: String, onExit: String)
    case paragraph
    case heading(level: Int, style: HeadingStyle = .atx)
    case thematicBreak
    /// A table, with one alignment per column.
    case table([ColumnAlignment])
    case tableRow(header: Bool = false)
    case tableCell
    case footnoteDefinition(label: String)
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case inlineHTML(String)
    /// A custom inline: cmark's on-enter/on-exit text, and the name of the ``InlineRule``
    /// that made it (empty for one built otherwise).
    case customInline(onEnter: String, onExit: String, name: String = "")
    case emphasis
    case strong
    case strikethrough
    case link(destination: String, title: String = "", autolink: Bool = false)
    case image(destination: String, title: String = "")
    case footnoteReference(label: String)

    /// The kind of node this content makes.
    public var kind: NodeKind {
        switch self {
        case .document: .document
        case .blockQuote: .blockQuote
        case .list: .list
        case .item: .item
        case .codeBlock: .codeBlock
        case .htmlBlock: .htmlBlock
        case .customBlock: .customBlock
        case .paragraph: .paragraph
        case .heading: .heading
        case .thematicBreak: .thematicBreak
        case .table: .table
        case .tableRow: .tableRow
        case .tableCell: .tableCell
        case .footnoteDefinition: .footnoteDefinition
        case .text: .text
        case .softBreak: .softBreak
        case .lineBreak: .lineBreak
        case .code: .code
        case .inlineHTML: .inlineHTML
        case .customInline: .customInline
        case .emphasis: .emphasis
        case .strong: .strong
        case .strikethrough: .strikethrough
        case .link: .link
        case .image: .image
        case .footnoteReference: .footnoteReference
        }
    }
}

extension Node {
    /// The node's kind and data as a ``NodeContent`` value, for pattern matching or for
    /// building a new document from it.
    ///
    /// ```swift
    /// if case .heading(level: 1, _) = node.content { print("title:", node.plainText) }
    /// ```
    public var content: NodeContent { view.content }
}

extension Fence: Codable {
    private enum CodingKeys: String, CodingKey {
        case character, length, offset
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .character)
        guard text == "`" || text == "~" else {
            throw DecodingError.dataCorruptedError(forKey: .character, in: container, debugDescription: "a fence is ` or ~, got '\(text)'")
        }
        let length = try container.decode(Int.self, forKey: .length)
        let offset = try container.decode(Int.self, forKey: .offset)
        guard (0...Int(UInt16.max)).contains(length), (0...Int(Int32.max)).contains(offset) else {
            throw DecodingError.dataCorruptedError(forKey: .length, in: container, debugDescription: "fence length or offset out of range")
        }
        self.init(character: Character(text), length: length, offset: offset)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(String(character), forKey: .character)
        try container.encode(length, forKey: .length)
        try container.encode(offset, forKey: .offset)
    }
}
