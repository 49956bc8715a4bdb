/// A walker with a method per node kind, as swift-markdown's `MarkupWalker`: each
/// `visitX` returns what the walk does next and by default descends into the children
/// (through ``visitNode(_:)``), and ``didExit(_:)`` follows a node's children. The walk is
/// the tree's one iterator (``Node/walk(_:)``), so it never recurses: a document nested
/// 100,000 deep is walked like any other.
///
/// ```swift
/// struct Outline: MarkdownWalker {
///     var lines: [String] = []
///     mutating func visitHeading(_ heading: Node) -> WalkAction {
///         lines.append(String(repeating: "  ", count: (heading.headingLevel ?? 1) - 1) + heading.plainText)
///         return .skipChildren
///     }
///     mutating func visitCodeBlock(_ code: Node) -> WalkAction { .skipChildren }
/// }
/// var outline = Outline()
/// outline.walk(Document(parsing: "# A\n\n## B\n"))
/// print(outline.lines)  // ["A", "  B"]
/// ```
public protocol MarkdownWalker {
    /// Every node whose kind's method is not implemented comes here; `.visitChildren` by default.
    mutating func visitNode(_ node: Node) -> WalkAction
    /// Called after a node's children (or right after the node, for a leaf or a skipped node).
    mutating func didExit(_ node: Node)
    /// Visits the root.
    mutating func visitDocument(_ node: Node) -> WalkAction
    /// Visits a block quote.
    mutating func visitBlockQuote(_ node: Node) -> WalkAction
    /// Visits a list (`node.listAttributes`).
    mutating func visitList(_ node: Node) -> WalkAction
    /// Visits a list item (`node.taskState`).
    mutating func visitItem(_ node: Node) -> WalkAction
    /// Visits a code block (`node.info`, `node.literal`).
    mutating func visitCodeBlock(_ node: Node) -> WalkAction
    /// Visits an HTML block.
    mutating func visitHTMLBlock(_ node: Node) -> WalkAction
    /// Visits a custom block.
    mutating func visitCustomBlock(_ node: Node) -> WalkAction
    /// Visits a paragraph.
    mutating func visitParagraph(_ node: Node) -> WalkAction
    /// Visits a heading (`node.headingLevel`).
    mutating func visitHeading(_ node: Node) -> WalkAction
    /// Visits a thematic break.
    mutating func visitThematicBreak(_ node: Node) -> WalkAction
    /// Visits a table (`node.tableAlignments`).
    mutating func visitTable(_ node: Node) -> WalkAction
    /// Visits a table row (`node.isHeaderRow`).
    mutating func visitTableRow(_ node: Node) -> WalkAction
    /// Visits a table cell (`node.cellColumn`).
    mutating func visitTableCell(_ node: Node) -> WalkAction
    /// Visits a footnote definition (`node.footnoteNumber`).
    mutating func visitFootnoteDefinition(_ node: Node) -> WalkAction
    /// Visits text (`node.literal`).
    mutating func visitText(_ node: Node) -> WalkAction
    /// Visits a soft line break.
    mutating func visitSoftBreak(_ node: Node) -> WalkAction
    /// Visits a hard line break.
    mutating func visitLineBreak(_ node: Node) -> WalkAction
    /// Visits inline code (`node.literal`).
    mutating func visitCode(_ node: Node) -> WalkAction
    /// Visits inline HTML.
    mutating func visitInlineHTML(_ node: Node) -> WalkAction
    /// Visits a custom inline (`node.customName`).
    mutating func visitCustomInline(_ node: Node) -> WalkAction
    /// Visits emphasis.
    mutating func visitEmphasis(_ node: Node) -> WalkAction
    /// Visits strong emphasis.
    mutating func visitStrong(_ node: Node) -> WalkAction
    /// Visits strikethrough.
    mutating func visitStrikethrough(_ node: Node) -> WalkAction
    /// Visits a link (`node.destination`, `node.title`).
    mutating func visitLink(_ node: Node) -> WalkAction
    /// Visits an image (`node.destination`).
    mutating func visitImage(_ node: Node) -> WalkAction
    /// Visits a footnote reference (`node.footnoteNumber`).
    mutating func visitFootnoteReference(_ node: Node) -> WalkAction
}

extension MarkdownWalker {
    public mutating func visitNode(_ node: Node) -> WalkAction { .visitChildren }
    public mutating func didExit(_ node: Node) {}
    public mutating func visitDocument(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitBlockQuote(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitList(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitItem(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitCodeBlock(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitHTMLBlock(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitCustomBlock(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitParagraph(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitHeading(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitThematicBreak(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitTable(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitTableRow(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitTableCell(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitFootnoteDefinition(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitText(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitSoftBreak(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitLineBreak(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitCode(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitInlineHTML(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitCustomInline(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitEmphasis(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitStrong(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitStrikethrough(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitLink(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitImage(_ node: Node) -> WalkAction { visitNode(node) }
    public mutating func visitFootnoteReference(_ node: Node) -> WalkAction { visitNode(node) }

    /// Walks `document` from its root.
    public mutating func walk(_ document: Document) {
        walk(document.root)
    }

    /// Walks `node`'s subtree, calling the method of each node's kind.
    public mutating func walk(_ node: Node) {
        node.walk { event in
            switch event {
            case .enter(let node): return dispatch(node)
            case .exit(let node):
                didExit(node)
                return .visitChildren
            }
        }
    }

    /// The `visitX` method of `node`'s kind.
    public mutating func dispatch(_ node: Node) -> WalkAction {
        switch node.kind {
        case .document: visitDocument(node)
        case .blockQuote: visitBlockQuote(node)
        case .list: visitList(node)
        case .item: visitItem(node)
        case .codeBlock: visitCodeBlock(node)
        case .htmlBlock: visitHTMLBlock(node)
        case .customBlock: visitCustomBlock(node)
        case .paragraph: visitParagraph(node)
        case .heading: visitHeading(node)
        case .thematicBreak: visitThematicBreak(node)
        case .table: visitTable(node)
        case .tableRow: visitTableRow(node)
        case .tableCell: visitTableCell(node)
        case .footnoteDefinition: visitFootnoteDefinition(node)
        case .text: visitText(node)
        case .softBreak: visitSoftBreak(node)
        case .lineBreak: visitLineBreak(node)
        case .code: visitCode(node)
        case .inlineHTML: visitInlineHTML(node)
        case .customInline: visitCustomInline(node)
        case .emphasis: visitEmphasis(node)
        case .strong: visitStrong(node)
        case .strikethrough: visitStrikethrough(node)
        case .link: visitLink(node)
        case .image: visitImage(node)
        case .footnoteReference: visitFootnoteReference(node)
        }
    }
}
