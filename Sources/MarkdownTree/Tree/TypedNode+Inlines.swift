// The typed views of the inline kinds.

/// Literal text.
public struct TextNode: TypedNode {
    public static let kind = NodeKind.text
    public let node: Node
    /// The text, with entities and escapes resolved.
    public var string: String {
        get { editedString ?? node.document.storage.string(node.raw.text) }
        set { editedString = newValue }
    }
    private var editedString: String?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .text(string) }
}

/// A soft line break: a line end inside a paragraph.
public struct SoftBreakNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.softBreak
    public let node: Node

    public var content: NodeContent { .softBreak }
}

/// A hard line break (two spaces or a backslash before a line end).
public struct LineBreakNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.lineBreak
    public let node: Node

    public var content: NodeContent { .lineBreak }
}

/// Inline code: a code span, the text between backtick runs.
public struct InlineCodeNode: TypedNode {
    public static let kind = NodeKind.code
    public let node: Node
    /// The code between the backticks, with the spec's stripping of one space each side.
    public var code: String {
        get { editedCode ?? node.document.storage.string(node.raw.text) }
        set { editedCode = newValue }
    }
    private var editedCode: String?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .code(code) }
}

/// Raw inline HTML (one tag, comment or declaration).
public struct InlineHTMLNode: TypedNode {
    public static let kind = NodeKind.inlineHTML
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

    public var content: NodeContent { .inlineHTML(html) }
}

/// A custom inline: cmark's text for entering and exiting it, and the name of the
/// ``InlineRule`` that made it.
public struct CustomInlineNode: TypedNode {
    public static let kind = NodeKind.customInline
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
    /// The rule's name (empty for one built otherwise).
    public var name: String {
        get { editedName ?? node.document.storage.string(node.raw.aux) }
        set { editedName = newValue }
    }
    private var editedName: String?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .customInline(onEnter: onEnter, onExit: onExit, name: name) }
}

/// Emphasis (`*a*`).
public struct EmphasisNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.emphasis
    public let node: Node

    public var content: NodeContent { .emphasis }
}

/// Strong emphasis (`**a**`).
public struct StrongNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.strong
    public let node: Node

    public var content: NodeContent { .strong }
}

/// GFM strikethrough (`~~a~~`).
public struct StrikethroughNode: TypedNode, NodeOnlyView {
    public static let kind = NodeKind.strikethrough
    public let node: Node

    public var content: NodeContent { .strikethrough }
}

/// A link: inline, reference or autolink.
///
/// ```swift
/// let document = Document(parsing: "[docs](https://x.org \"Docs\") <https://y.org>\n")
/// for link in document.nodes.compactMap({ $0.as(LinkNode.self) }) {
///     print(link.destination, link.title, link.isAutolink)
/// }
/// // https://x.org Docs false
/// // https://y.org  true
/// ```
public struct LinkNode: TypedNode {
    public static let kind = NodeKind.link
    public let node: Node
    /// Where the link goes.
    public var destination: String {
        get { editedDestination ?? node.document.storage.string(node.raw.text) }
        set { editedDestination = newValue }
    }
    private var editedDestination: String?
    /// The title (empty when none).
    public var title: String {
        get { editedTitle ?? node.document.storage.string(node.raw.text2) }
        set { editedTitle = newValue }
    }
    private var editedTitle: String?
    /// Whether it was written as an autolink (`<https://…>`, or bare with the autolink
    /// extension). A rewritten link stays one only while its text equals its destination.
    public var isAutolink: Bool {
        get { editedIsAutolink ?? node.raw.isAutolink }
        set { editedIsAutolink = newValue }
    }
    private var editedIsAutolink: Bool?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .link(destination: destination, title: title, autolink: isAutolink) }
}

/// An image: its source, title and description (its children; their `plainText` is what
/// HTML puts in `alt`).
public struct ImageNode: TypedNode {
    public static let kind = NodeKind.image
    public let node: Node
    /// The image's address.
    public var destination: String {
        get { editedDestination ?? node.document.storage.string(node.raw.text) }
        set { editedDestination = newValue }
    }
    private var editedDestination: String?
    /// The title (empty when none).
    public var title: String {
        get { editedTitle ?? node.document.storage.string(node.raw.text2) }
        set { editedTitle = newValue }
    }
    private var editedTitle: String?

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .image(destination: destination, title: title) }
}

/// A GFM footnote reference (`[^label]`).
public struct FootnoteReferenceNode: TypedNode {
    public static let kind = NodeKind.footnoteReference
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

    /// The number printed: the definition's place in the order of first reference.
    public var number: Int { node.raw.footnoteNumber }

    /// The 1-based count of references to the same footnote up to and including this one.
    public var referenceIndex: Int { node.raw.footnoteReferenceIndex }

    public var content: NodeContent { .footnoteReference(label: label) }
}
