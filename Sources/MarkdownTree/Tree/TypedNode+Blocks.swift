// The typed views of the block kinds other than tables (see TypedNode+Tables.swift).

/// The root of a document.
public struct DocumentNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.document
    public let node: Node

    public var content: NodeContent { .document }
}

/// A block quote (`> …`).
public struct BlockQuoteNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.blockQuote
    public let node: Node

    public var content: NodeContent { .blockQuote }
}

/// A bullet or ordered list.
///
/// ```swift
/// let list = Document(parsing: "3) a\n4) b\n").root.firstChild!.as(ListNode.self)!
/// print(list.isOrdered, list.start, list.delimiter, list.items.count)  // true 3 parenthesis 2
/// ```
public struct ListNode: TypedNode {
    public static let kind = NodeKind.list
    public let node: Node
    /// Bullets or numbers.
    public var type: ListType {
        get { editedType ?? node.raw.listType }
        set { editedType = newValue }
    }
    private var editedType: ListType?
    /// The delimiter after an ordered list's numbers (``ListDelimiter/none`` for bullets).
    public var delimiter: ListDelimiter {
        get { editedDelimiter ?? node.raw.listDelimiter }
        set { editedDelimiter = newValue }
    }
    private var editedDelimiter: ListDelimiter?
    /// The first number of an ordered list (0 for a bullet list).
    public var start: Int {
        get { editedStart ?? node.raw.listStart }
        set { editedStart = newValue }
    }
    private var editedStart: Int?
    /// Whether the items are not separated by blank lines.
    public var isTight: Bool {
        get { editedIsTight ?? node.raw.isTight }
        set { editedIsTight = newValue }
    }
    private var editedIsTight: Bool?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    /// Whether the list is numbered.
    public var isOrdered: Bool { type == .ordered }

    /// The list's items, in order.
    public var items: [ListItemNode] { node.children.compactMap(ListItemNode.init) }

    public var content: NodeContent {
        .list(ListAttributes(type: type, delimiter: delimiter, start: start, isTight: isTight))
    }
}

/// A list item, with its GFM task checkbox if it has one (`- [x] done`).
public struct ListItemNode: TypedNode {
    public static let kind = NodeKind.item
    public let node: Node
    /// The checkbox: ``TaskState/none`` for an ordinary item.
    public var taskState: TaskState {
        get { editedTaskState ?? node.raw.taskState }
        set { editedTaskState = newValue }
    }
    private var editedTaskState: TaskState?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    /// Whether the item has a checkbox (`[ ]` or `[x]`).
    public var isTask: Bool { taskState != .none }

    /// Whether the item's checkbox is ticked; setting it gives the item a checkbox.
    public var isChecked: Bool {
        get { taskState == .checked }
        set { taskState = newValue ? .checked : .unchecked }
    }

    public var content: NodeContent { .item(taskState) }
}

/// A code block, fenced or indented.
///
/// ```swift
/// let code = Document(parsing: "```swift title=a\nprint(1)\n```\n").root.firstChild!.as(CodeBlockNode.self)!
/// print(code.language, code.info, code.code)  // swift swift title=a print(1)
/// ```
public struct CodeBlockNode: TypedNode {
    public static let kind = NodeKind.codeBlock
    public let node: Node
    /// The info string after the opening fence; empty for indented code.
    public var info: String {
        get { editedInfo ?? node.document.storage.string(node.raw.text2) }
        set { editedInfo = newValue }
    }
    private var editedInfo: String?
    /// The code, each line ending in a line feed.
    public var code: String {
        get { editedCode ?? node.document.storage.string(node.raw.text) }
        set { editedCode = newValue }
    }
    private var editedCode: String?
    /// The fence, `nil` for an indented code block.
    public var fence: Fence?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
        fence = node.raw.fence
    }

    /// The first word of the info string (what cmark puts in `class="language-…"`); empty
    /// when there is none.
    public var language: String {
        String(info.prefix { $0 != " " && $0 != "\t" })
    }

    /// Whether the block is fenced (else indented).
    public var isFenced: Bool { fence != nil }

    public var content: NodeContent { .codeBlock(info: info, literal: code, fence: fence) }
}

/// A block of raw HTML.
public struct HTMLBlockNode: TypedNode {
    public static let kind = NodeKind.htmlBlock
    public let node: Node
    /// The HTML, as written.
    public var html: String {
        get { editedHtml ?? node.document.storage.string(node.raw.text) }
        set { editedHtml = newValue }
    }
    private var editedHtml: String?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .htmlBlock(html) }
}

/// A custom block: cmark's text to write on entering and on exiting it.
public struct CustomBlockNode: TypedNode {
    public static let kind = NodeKind.customBlock
    public let node: Node
    /// Written before the children.
    public var onEnter: String {
        get { editedOnEnter ?? node.document.storage.string(node.raw.text) }
        set { editedOnEnter = newValue }
    }
    private var editedOnEnter: String?
    /// Written after the children.
    public var onExit: String {
        get { editedOnExit ?? node.document.storage.string(node.raw.text2) }
        set { editedOnExit = newValue }
    }
    private var editedOnExit: String?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .customBlock(onEnter: onEnter, onExit: onExit) }
}

/// A paragraph.
public struct ParagraphNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.paragraph
    public let node: Node

    public var content: NodeContent { .paragraph }
}

/// A heading: its level and how it was written.
///
/// ```swift
/// let heading = Document(parsing: "Title\n---\n").root.firstChild!.as(HeadingNode.self)!
/// print(heading.level, heading.style, heading.plainText)  // 2 setext Title
/// ```
public struct HeadingNode: TypedNode {
    public static let kind = NodeKind.heading
    public let node: Node
    /// The level, 1 to 6.
    public var level: Int {
        get { editedLevel ?? node.raw.headingLevel }
        set { editedLevel = newValue }
    }
    private var editedLevel: Int?
    /// `## Title` or underlined.
    public var style: HeadingStyle {
        get { editedStyle ?? (node.raw.isSetext ? .setext : .atx) }
        set { editedStyle = newValue }
    }
    private var editedStyle: HeadingStyle?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .heading(level: level, style: style) }
}

/// A thematic break (`---`, `***`, `___`).
public struct ThematicBreakNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.thematicBreak
    public let node: Node

    public var content: NodeContent { .thematicBreak }
}

/// A GFM footnote definition (`[^label]: …`).
public struct FootnoteDefinitionNode: TypedNode {
    public static let kind = NodeKind.footnoteDefinition
    public let node: Node
    /// The label, as written between `[^` and `]`.
    public var label: String {
        get { editedLabel ?? node.document.storage.string(node.raw.text) }
        set { editedLabel = newValue }
    }
    private var editedLabel: String?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    /// Its number: its place in the order of first reference, 1-based (0 when never
    /// referenced). The tree derives it; a rewrite recomputes it.
    public var number: Int { node.raw.footnoteNumber }

    public var content: NodeContent { .footnoteDefinition(label: label) }
}
