/// A node seen as its kind: a value with that kind's data as non-optional properties, over
/// the same flat storage as ``Node``. Nothing is copied: a property reads the tree when
/// asked, and a property you set is kept in the value beside it.
///
/// Every kind has one: ``HeadingNode``, ``LinkNode``, ``CodeBlockNode``, ``TableNode``,
/// ``ListItemNode``, ... Reach them from any node with ``Node/as(_:)`` or by switching over
/// ``Node/view``. The names end in `Node` so that a file importing swift-markdown or SwiftUI
/// as well (`Heading`, `Link`, `Text`, `Image`, `Table`) names both without qualification.
///
/// ```swift
/// let document = Document(parsing: "## Install\n\nSee [the guide](guide.md \"Guide\").\n")
/// for node in document.nodes {
///     if let heading = node.as(HeadingNode.self) { print("h\(heading.level)", heading.plainText) }
///     if let link = node.as(LinkNode.self) { print(link.destination, link.title) }
/// }
/// // h2 Install
/// // guide.md Guide
/// ```
///
/// The data properties are `var`: change a copy and return `.update(view)` from a rewrite
/// (``Rewrite``), and what you did not change is kept.
public protocol TypedNode: Sendable {
    /// The kind of node this type views.
    static var kind: NodeKind { get }
    /// The node viewed.
    var node: Node { get }
    /// A view of `node`, or `nil` when it is not of ``kind``.
    init?(_ node: Node)
    /// The node's kind and data as they stand in this value (with any change made to it).
    var content: NodeContent { get }
}

/// A typed view that holds nothing but its node (a kind without data, or whose data is
/// derived): its failable initializer is this one.
protocol NodeOnlyView: TypedNode {
    init(node: Node)
}

extension NodeOnlyView {
    public init?(_ node: Node) {
        guard node.kind == Self.kind else { return nil }
        self.init(node: node)
    }
}

extension Node {
    /// This node as the typed view `type`, or `nil` when it is of another kind.
    ///
    /// ```swift
    /// if let code = node.as(CodeBlockNode.self) { print(code.language, code.code) }
    /// ```
    @inlinable public func `as`<View: TypedNode>(_ type: View.Type) -> View? {
        // The kind first: a view's initializer takes the node as its own, a copy of the
        // document's references, which a node of another kind would make for nothing.
        kind == View.kind ? View(self) : nil
    }
}

extension TypedNode {
    /// The document the node belongs to.
    public var document: Document { node.document }

    /// The node's pre-order index in its document.
    public var index: Int { node.index }

    /// The span of source the node came from, both ends inclusive as cmark reports them
    /// (``SourceRange/none`` for nodes built in code); ``range`` is the half-open form.
    public var sourceRange: SourceRange { node.sourceRange }

    /// The node's source as a half-open range, `nil` for a node built in code.
    public var range: Range<SourceLocation>? { node.range }

    /// The node's children.
    public var children: Node.Children { node.children }

    /// The parent node, `nil` for the root.
    public var parent: Node? { node.parent }

    /// The text of the node's subtree (see ``Node/plainText``).
    public var plainText: String { node.plainText }

    /// The node's subtree as HTML (see ``Node/html(options:)``).
    public func html(options: RenderOptions = .init()) -> String { node.html(options: options) }

    /// The node's subtree as CommonMark (see ``Node/commonMark(width:)``).
    public func commonMark(width: Int = 0) -> String { node.commonMark(width: width) }
}
