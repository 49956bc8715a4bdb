/// A walker with a method per node kind, as swift-markdown's `MarkupWalker`: each
/// `visitX` returns what the walk does next and by default descends into the children
/// (through ``visitNode(_:)``), and ``didExit(_:)`` follows a node's children. The walk is
/// the tree's one iterator (``Node/walk(_:)``), so it never recurses: a document nested
/// 100,000 deep is walked like any other.
///
/// Each method comes in two forms: with the node's typed view (`visitHeading(_: HeadingNode)`,
/// its data non-optional) and with a plain ``Node``; implement either.
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

    // The same, with the node's typed view: implement whichever reads better. Each calls the
    // `Node` form by default.
    /// Visits a node of kind ``NodeKind/document`` as a ``DocumentNode``; calls the `Node` form by default.
    mutating func visitDocument(_ document: DocumentNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/blockQuote`` as a ``BlockQuoteNode``; calls the `Node` form by default.
    mutating func visitBlockQuote(_ blockQuote: BlockQuoteNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/list`` as a ``ListNode``; calls the `Node` form by default.
    mutating func visitList(_ list: ListNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/item`` as a ``ListItemNode``; calls the `Node` form by default.
    mutating func visitItem(_ listItem: ListItemNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/codeBlock`` as a ``CodeBlockNode``; calls the `Node` form by default.
    mutating func visitCodeBlock(_ codeBlock: CodeBlockNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/htmlBlock`` as a ``HTMLBlockNode``; calls the `Node` form by default.
    mutating func visitHTMLBlock(_ hTMLBlock: HTMLBlockNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/customBlock`` as a ``CustomBlockNode``; calls the `Node` form by default.
    mutating func visitCustomBlock(_ customBlock: CustomBlockNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/paragraph`` as a ``ParagraphNode``; calls the `Node` form by default.
    mutating func visitParagraph(_ paragraph: ParagraphNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/heading`` as a ``HeadingNode``; calls the `Node` form by default.
    mutating func visitHeading(_ heading: HeadingNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/thematicBreak`` as a ``ThematicBreakNode``; calls the `Node` form by default.
    mutating func visitThematicBreak(_ thematicBreak: ThematicBreakNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/table`` as a ``TableNode``; calls the `Node` form by default.
    mutating func visitTable(_ table: TableNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/tableRow`` as a ``TableRowNode``; calls the `Node` form by default.
    mutating func visitTableRow(_ tableRow: TableRowNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/tableCell`` as a ``TableCellNode``; calls the `Node` form by default.
    mutating func visitTableCell(_ tableCell: TableCellNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/footnoteDefinition`` as a ``FootnoteDefinitionNode``; calls the `Node` form by default.
    mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/text`` as a ``TextNode``; calls the `Node` form by default.
    mutating func visitText(_ text: TextNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/softBreak`` as a ``SoftBreakNode``; calls the `Node` form by default.
    mutating func visitSoftBreak(_ softBreak: SoftBreakNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/lineBreak`` as a ``LineBreakNode``; calls the `Node` form by default.
    mutating func visitLineBreak(_ lineBreak: LineBreakNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/code`` as a ``InlineCodeNode``; calls the `Node` form by default.
    mutating func visitCode(_ inlineCode: InlineCodeNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/inlineHTML`` as a ``InlineHTMLNode``; calls the `Node` form by default.
    mutating func visitInlineHTML(_ inlineHTML: InlineHTMLNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/customInline`` as a ``CustomInlineNode``; calls the `Node` form by default.
    mutating func visitCustomInline(_ customInline: CustomInlineNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/emphasis`` as a ``EmphasisNode``; calls the `Node` form by default.
    mutating func visitEmphasis(_ emphasis: EmphasisNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/strong`` as a ``StrongNode``; calls the `Node` form by default.
    mutating func visitStrong(_ strong: StrongNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/strikethrough`` as a ``StrikethroughNode``; calls the `Node` form by default.
    mutating func visitStrikethrough(_ strikethrough: StrikethroughNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/link`` as a ``LinkNode``; calls the `Node` form by default.
    mutating func visitLink(_ link: LinkNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/image`` as a ``ImageNode``; calls the `Node` form by default.
    mutating func visitImage(_ image: ImageNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/footnoteReference`` as a ``FootnoteReferenceNode``; calls the `Node` form by default.
    mutating func visitFootnoteReference(_ footnoteReference: FootnoteReferenceNode) -> WalkAction
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

    public mutating func visitDocument(_ document: DocumentNode) -> WalkAction { visitDocument(document.node) }
    public mutating func visitBlockQuote(_ blockQuote: BlockQuoteNode) -> WalkAction { visitBlockQuote(blockQuote.node) }
    public mutating func visitList(_ list: ListNode) -> WalkAction { visitList(list.node) }
    public mutating func visitItem(_ listItem: ListItemNode) -> WalkAction { visitItem(listItem.node) }
    public mutating func visitCodeBlock(_ codeBlock: CodeBlockNode) -> WalkAction { visitCodeBlock(codeBlock.node) }
    public mutating func visitHTMLBlock(_ hTMLBlock: HTMLBlockNode) -> WalkAction { visitHTMLBlock(hTMLBlock.node) }
    public mutating func visitCustomBlock(_ customBlock: CustomBlockNode) -> WalkAction { visitCustomBlock(customBlock.node) }
    public mutating func visitParagraph(_ paragraph: ParagraphNode) -> WalkAction { visitParagraph(paragraph.node) }
    public mutating func visitHeading(_ heading: HeadingNode) -> WalkAction { visitHeading(heading.node) }
    public mutating func visitThematicBreak(_ thematicBreak: ThematicBreakNode) -> WalkAction { visitThematicBreak(thematicBreak.node) }
    public mutating func visitTable(_ table: TableNode) -> WalkAction { visitTable(table.node) }
    public mutating func visitTableRow(_ tableRow: TableRowNode) -> WalkAction { visitTableRow(tableRow.node) }
    public mutating func visitTableCell(_ tableCell: TableCellNode) -> WalkAction { visitTableCell(tableCell.node) }
    public mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode) -> WalkAction {
        visitFootnoteDefinition(footnoteDefinition.node)
    }
    public mutating func visitText(_ text: TextNode) -> WalkAction { visitText(text.node) }
    public mutating func visitSoftBreak(_ softBreak: SoftBreakNode) -> WalkAction { visitSoftBreak(softBreak.node) }
    public mutating func visitLineBreak(_ lineBreak: LineBreakNode) -> WalkAction { visitLineBreak(lineBreak.node) }
    public mutating func visitCode(_ inlineCode: InlineCodeNode) -> WalkAction { visitCode(inlineCode.node) }
    public mutating func visitInlineHTML(_ inlineHTML: InlineHTMLNode) -> WalkAction { visitInlineHTML(inlineHTML.node) }
    public mutating func visitCustomInline(_ customInline: CustomInlineNode) -> WalkAction { visitCustomInline(customInline.node) }
    public mutating func visitEmphasis(_ emphasis: EmphasisNode) -> WalkAction { visitEmphasis(emphasis.node) }
    public mutating func visitStrong(_ strong: StrongNode) -> WalkAction { visitStrong(strong.node) }
    public mutating func visitStrikethrough(_ strikethrough: StrikethroughNode) -> WalkAction { visitStrikethrough(strikethrough.node) }
    public mutating func visitLink(_ link: LinkNode) -> WalkAction { visitLink(link.node) }
    public mutating func visitImage(_ image: ImageNode) -> WalkAction { visitImage(image.node) }
    public mutating func visitFootnoteReference(_ footnoteReference: FootnoteReferenceNode) -> WalkAction {
        visitFootnoteReference(footnoteReference.node)
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
        switch node.kind {
        case .document: visitDocument(DocumentNode(node)!)
        case .blockQuote: visitBlockQuote(BlockQuoteNode(node)!)
        case .list: visitList(ListNode(node)!)
        case .item: visitItem(ListItemNode(node)!)
        case .codeBlock: visitCodeBlock(CodeBlockNode(node)!)
        case .htmlBlock: visitHTMLBlock(HTMLBlockNode(node)!)
        case .customBlock: visitCustomBlock(CustomBlockNode(node)!)
        case .paragraph: visitParagraph(ParagraphNode(node)!)
        case .heading: visitHeading(HeadingNode(node)!)
        case .thematicBreak: visitThematicBreak(ThematicBreakNode(node)!)
        case .table: visitTable(TableNode(node)!)
        case .tableRow: visitTableRow(TableRowNode(node)!)
        case .tableCell: visitTableCell(TableCellNode(node)!)
        case .footnoteDefinition: visitFootnoteDefinition(FootnoteDefinitionNode(node)!)
        case .text: visitText(TextNode(node)!)
        case .softBreak: visitSoftBreak(SoftBreakNode(node)!)
        case .lineBreak: visitLineBreak(LineBreakNode(node)!)
        case .code: visitCode(InlineCodeNode(node)!)
        case .inlineHTML: visitInlineHTML(InlineHTMLNode(node)!)
        case .customInline: visitCustomInline(CustomInlineNode(node)!)
        case .emphasis: visitEmphasis(EmphasisNode(node)!)
        case .strong: visitStrong(StrongNode(node)!)
        case .strikethrough: visitStrikethrough(StrikethroughNode(node)!)
        case .link: visitLink(LinkNode(node)!)
        case .image: visitImage(ImageNode(node)!)
        case .footnoteReference: visitFootnoteReference(FootnoteReferenceNode(node)!)
        }
    }
}
