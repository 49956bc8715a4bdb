// The typed views of the inline kinds.

/// Literal text.
public struct TextNode: TypedNode {
    public static let kind = NodeKind.text
    public let node: Node
    /// The text, with entities and escapes resolved.
    public var string: String

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
        string = node.document.storage.string(node.raw.text)
    }

    public var content: NodeContent { .text(string) }
}

/// A soft line break: a line end inside a paragraph.
public struct SoftBreakNode: TypedNode {
    public static let kind = NodeKind.softBreak
    public let node: Node

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .softBreak }
}

/// A hard line break (two spaces or a backslash before a line end).
public struct LineBreakNode: TypedNode {
    public static let kind = NodeKind.lineBreak
    public let node: Node

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .lineBreak }
}

/// Inline code: a code span, the text between backtick runs.
public struct InlineCodeNode: TypedNode {
    public static let kind = NodeKind.code
    public let node: Node
    /// The code between the backticks, with the spec's stripping of one space each side.
    public var code: String

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
        code = node.document.storage.string(node.raw.text)
    }

    public var content: NodeContent { .code(code) }
}

/// Raw inline HTML (one tag, comment or declaration).
public struct InlineHTMLNode: TypedNode {
    public static let kind = NodeKind.inlineHTML
    public let node: Node
    /// The HTML, as written.
    public var html: String

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
        html = node.document.storage.string(node.raw.text)
    }

    public var content: NodeContent { .inlineHTML(html) }
}

/// A custom inline: cmark's text for entering and exiting it, and the name of the
/// ``InlineRule`` that made it.
public struct CustomInlineNode: TypedNode {
    public static let kind = NodeKind.customInline
    public let node: Node
    /// Written before the children.
    public var onEnter: String
    /// Written after the children.
    public var onExit: String
    /// The rule's name (empty for one built otherwise).
    public var name: String

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        let storage = node.document.storage
        self.node = node
        onEnter = storage.string(node.raw.text)
        onExit = storage.string(node.raw.text2)
        name = storage.string(node.raw.aux)
    }

    public var content: NodeContent { .customInline(onEnter: onEnter, onExit: onExit, name: name) }
}

/// Emphasis (`*a*`).
public struct EmphasisNode: TypedNode {
    public static let kind = NodeKind.emphasis
    public let node: Node

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .emphasis }
}

/// Strong emphasis (`**a**`).
public struct StrongNode: TypedNode {
    public static let kind = NodeKind.strong
    public let node: Node

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

    public var content: NodeContent { .strong }
}

/// GFM strikethrough (`~~a~~`).
public struct StrikethroughNode: TypedNode {
    public static let kind = NodeKind.strikethrough
    public let node: Node

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
    }

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
    public var destination: String
    /// The title (empty when none).
    public var title: String
    /// Whether it was written as an autolink (`<https://…>`, or bare with the autolink
    /// extension). A rewritten link stays one only while its text equals its destination.
    public var isAutolink: Bool

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        let storage = node.document.storage
        self.node = node
        destination = storage.string(node.raw.text)
        title = storage.string(node.raw.text2)
        isAutolink = node.raw.isAutolink
    }

    public var content: NodeContent { .link(destination: destination, title: title, autolink: isAutolink) }
}

/// An image: its source, title and description (its children).
public struct ImageNode: TypedNode {
    public static let kind = NodeKind.image
    public let node: Node
    /// The image's address.
    public var destination: String
    /// The title (empty when none).
    public var title: String

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        let storage = node.document.storage
        self.node = node
        destination = storage.string(node.raw.text)
        title = storage.string(node.raw.text2)
    }

    /// The description as plain text: what HTML puts in `alt`.
    public var altText: String { node.plainText }

    public var content: NodeContent { .image(destination: destination, title: title) }
}

/// A GFM footnote reference (`[^label]`).
public struct FootnoteReferenceNode: TypedNode {
    public static let kind = NodeKind.footnoteReference
    public let node: Node
    /// The label, as written between `[^` and `]`.
    public var label: String

    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.node = node
        label = node.document.storage.string(node.raw.text)
    }

    /// The number printed: the definition's place in the order of first reference.
    public var number: Int { node.raw.footnoteNumber }

    /// The 1-based count of references to the same footnote up to and including this one.
    public var referenceIndex: Int { node.raw.footnoteReferenceIndex }

    public var content: NodeContent { .footnoteReference(label: label) }
}
