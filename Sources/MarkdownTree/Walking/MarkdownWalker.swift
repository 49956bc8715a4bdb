/// A walker with a method per node kind, as swift-markdown's `MarkupWalker`: each
/// `visitX` returns what the walk does next and by default descends into the children
/// (through ``visitNode(_:)``), and ``didExit(_:)`` follows a node's children. The walk is
/// the tree's one iterator (``Node/walk(_:)``), so it never recurses: a document nested
/// 100,000 deep is walked like any other.
///
/// Each method takes the node's typed view (`visitHeading(_: HeadingNode)`), its data
/// non-optional; ``visitNode(_:)`` takes the plain ``Node`` of every kind left to it.
///
/// ```swift
/// struct Outline: MarkdownWalker {
///     var lines: [String] = []
///     mutating func visitHeading(_ heading: HeadingNode) -> WalkAction {
///         lines.append(String(repeating: "  ", count: heading.level - 1) + heading.plainText)
///         return .skipChildren
///     }
///     mutating func visitCodeBlock(_ code: CodeBlockNode) -> WalkAction { .skipChildren }
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
    /// Visits a node of kind ``NodeKind/document`` as a ``DocumentNode``; by default ``visitNode(_:)``.
    mutating func visitDocument(_ document: DocumentNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/blockQuote`` as a ``BlockQuoteNode``; by default ``visitNode(_:)``.
    mutating func visitBlockQuote(_ blockQuote: BlockQuoteNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/list`` as a ``ListNode``; by default ``visitNode(_:)``.
    mutating func visitList(_ list: ListNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/item`` as a ``ListItemNode``; by default ``visitNode(_:)``.
    mutating func visitListItem(_ listItem: ListItemNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/codeBlock`` as a ``CodeBlockNode``; by default ``visitNode(_:)``.
    mutating func visitCodeBlock(_ codeBlock: CodeBlockNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/htmlBlock`` as a ``HTMLBlockNode``; by default ``visitNode(_:)``.
    mutating func visitHTMLBlock(_ htmlBlock: HTMLBlockNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/customBlock`` as a ``CustomBlockNode``; by default ``visitNode(_:)``.
    mutating func visitCustomBlock(_ customBlock: CustomBlockNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/paragraph`` as a ``ParagraphNode``; by default ``visitNode(_:)``.
    mutating func visitParagraph(_ paragraph: ParagraphNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/heading`` as a ``HeadingNode``; by default ``visitNode(_:)``.
    mutating func visitHeading(_ heading: HeadingNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/thematicBreak`` as a ``ThematicBreakNode``; by default ``visitNode(_:)``.
    mutating func visitThematicBreak(_ thematicBreak: ThematicBreakNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/table`` as a ``TableNode``; by default ``visitNode(_:)``.
    mutating func visitTable(_ table: TableNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/tableRow`` as a ``TableRowNode``; by default ``visitNode(_:)``.
    mutating func visitTableRow(_ tableRow: TableRowNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/tableCell`` as a ``TableCellNode``; by default ``visitNode(_:)``.
    mutating func visitTableCell(_ tableCell: TableCellNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/footnoteDefinition`` as a ``FootnoteDefinitionNode``; by default ``visitNode(_:)``.
    mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/text`` as a ``TextNode``; by default ``visitNode(_:)``.
    mutating func visitText(_ text: TextNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/softBreak`` as a ``SoftBreakNode``; by default ``visitNode(_:)``.
    mutating func visitSoftBreak(_ softBreak: SoftBreakNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/lineBreak`` as a ``LineBreakNode``; by default ``visitNode(_:)``.
    mutating func visitLineBreak(_ lineBreak: LineBreakNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/code`` as a ``InlineCodeNode``; by default ``visitNode(_:)``.
    mutating func visitInlineCode(_ inlineCode: InlineCodeNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/inlineHTML`` as a ``InlineHTMLNode``; by default ``visitNode(_:)``.
    mutating func visitInlineHTML(_ inlineHTML: InlineHTMLNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/customInline`` as a ``CustomInlineNode``; by default ``visitNode(_:)``.
    mutating func visitCustomInline(_ customInline: CustomInlineNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/emphasis`` as a ``EmphasisNode``; by default ``visitNode(_:)``.
    mutating func visitEmphasis(_ emphasis: EmphasisNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/strong`` as a ``StrongNode``; by default ``visitNode(_:)``.
    mutating func visitStrong(_ strong: StrongNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/strikethrough`` as a ``StrikethroughNode``; by default ``visitNode(_:)``.
    mutating func visitStrikethrough(_ strikethrough: StrikethroughNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/link`` as a ``LinkNode``; by default ``visitNode(_:)``.
    mutating func visitLink(_ link: LinkNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/image`` as a ``ImageNode``; by default ``visitNode(_:)``.
    mutating func visitImage(_ image: ImageNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/footnoteReference`` as a ``FootnoteReferenceNode``; by default ``visitNode(_:)``.
    mutating func visitFootnoteReference(_ footnoteReference: FootnoteReferenceNode) -> WalkAction
}

extension MarkdownWalker {
    public mutating func visitNode(_ node: Node) -> WalkAction { .visitChildren }
    public mutating func didExit(_ node: Node) {}
    public mutating func visitDocument(_ document: DocumentNode) -> WalkAction { visitNode(document.node) }
    public mutating func visitBlockQuote(_ blockQuote: BlockQuoteNode) -> WalkAction { visitNode(blockQuote.node) }
    public mutating func visitList(_ list: ListNode) -> WalkAction { visitNode(list.node) }
    public mutating func visitListItem(_ listItem: ListItemNode) -> WalkAction { visitNode(listItem.node) }
    public mutating func visitCodeBlock(_ codeBlock: CodeBlockNode) -> WalkAction { visitNode(codeBlock.node) }
    public mutating func visitHTMLBlock(_ htmlBlock: HTMLBlockNode) -> WalkAction { visitNode(htmlBlock.node) }
    public mutating func visitCustomBlock(_ customBlock: CustomBlockNode) -> WalkAction { visitNode(customBlock.node) }
    public mutating func visitParagraph(_ paragraph: ParagraphNode) -> WalkAction { visitNode(paragraph.node) }
    public mutating func visitHeading(_ heading: HeadingNode) -> WalkAction { visitNode(heading.node) }
    public mutating func visitThematicBreak(_ thematicBreak: ThematicBreakNode) -> WalkAction { visitNode(thematicBreak.node) }
    public mutating func visitTable(_ table: TableNode) -> WalkAction { visitNode(table.node) }
    public mutating func visitTableRow(_ tableRow: TableRowNode) -> WalkAction { visitNode(tableRow.node) }
    public mutating func visitTableCell(_ tableCell: TableCellNode) -> WalkAction { visitNode(tableCell.node) }
    public mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode) -> WalkAction {
        visitNode(footnoteDefinition.node)
    }
    public mutating func visitText(_ text: TextNode) -> WalkAction { visitNode(text.node) }
    public mutating func visitSoftBreak(_ softBreak: SoftBreakNode) -> WalkAction { visitNode(softBreak.node) }
    public mutating func visitLineBreak(_ lineBreak: LineBreakNode) -> WalkAction { visitNode(lineBreak.node) }
    public mutating func visitInlineCode(_ inlineCode: InlineCodeNode) -> WalkAction { visitNode(inlineCode.node) }
    public mutating func visitInlineHTML(_ inlineHTML: InlineHTMLNode) -> WalkAction { visitNode(inlineHTML.node) }
    public mutating func visitCustomInline(_ customInline: CustomInlineNode) -> WalkAction { visitNode(customInline.node) }
    public mutating func visitEmphasis(_ emphasis: EmphasisNode) -> WalkAction { visitNode(emphasis.node) }
    public mutating func visitStrong(_ strong: StrongNode) -> WalkAction { visitNode(strong.node) }
    public mutating func visitStrikethrough(_ strikethrough: StrikethroughNode) -> WalkAction { visitNode(strikethrough.node) }
    public mutating func visitLink(_ link: LinkNode) -> WalkAction { visitNode(link.node) }
    public mutating func visitImage(_ image: ImageNode) -> WalkAction { visitNode(image.node) }
    public mutating func visitFootnoteReference(_ footnoteReference: FootnoteReferenceNode) -> WalkAction {
        visitNode(footnoteReference.node)
    }

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
        switch node.view {
        case .document(let view): visitDocument(view)
        case .blockQuote(let view): visitBlockQuote(view)
        case .list(let view): visitList(view)
        case .item(let view): visitListItem(view)
        case .codeBlock(let view): visitCodeBlock(view)
        case .htmlBlock(let view): visitHTMLBlock(view)
        case .customBlock(let view): visitCustomBlock(view)
        case .paragraph(let view): visitParagraph(view)
        case .heading(let view): visitHeading(view)
        case .thematicBreak(let view): visitThematicBreak(view)
        case .table(let view): visitTable(view)
        case .tableRow(let view): visitTableRow(view)
        case .tableCell(let view): visitTableCell(view)
        case .footnoteDefinition(let view): visitFootnoteDefinition(view)
        case .text(let view): visitText(view)
        case .softBreak(let view): visitSoftBreak(view)
        case .lineBreak(let view): visitLineBreak(view)
        case .code(let view): visitInlineCode(view)
        case .inlineHTML(let view): visitInlineHTML(view)
        case .customInline(let view): visitCustomInline(view)
        case .emphasis(let view): visitEmphasis(view)
        case .strong(let view): visitStrong(view)
        case .strikethrough(let view): visitStrikethrough(view)
        case .link(let view): visitLink(view)
        case .image(let view): visitImage(view)
        case .footnoteReference(let view): visitFootnoteReference(view)
        }
    }
}
