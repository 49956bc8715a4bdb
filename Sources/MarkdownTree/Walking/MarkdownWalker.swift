/// A walker with a method per node kind, as swift-markdown's `MarkupWalker`: each
/// `visitX` returns what the walk does next and by default descends into the children
/// (through ``visitNode(_:)``), and ``didExit(_:)`` follows a node's children. The walk is
/// the tree's one iterator (``Node/walk(_:)``), so it never recurses: a document nested
/// 100,000 deep is walked like any other.
///
/// Each method comes in two forms: with the node's typed view (`visitHeading(_: HeadingNode)`,
/// its data non-optional) and with a plain ``Node``; implement one of them per kind (when
/// both are there, the `Node` form is called).
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

    // The same, with the node's typed view: implement one form or the other. The walk calls
    // the `Node` form, whose default hands the typed view to the typed form (so a walker
    // that implements `Node` forms builds no view); the typed form falls back to `visitNode`.
    /// Visits a node of kind ``NodeKind/document`` as a ``DocumentNode``; by default ``visitNode(_:)``.
    mutating func visitDocument(_ document: DocumentNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/blockQuote`` as a ``BlockQuoteNode``; by default ``visitNode(_:)``.
    mutating func visitBlockQuote(_ blockQuote: BlockQuoteNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/list`` as a ``ListNode``; by default ``visitNode(_:)``.
    mutating func visitList(_ list: ListNode) -> WalkAction
    /// Visits a node of kind ``NodeKind/item`` as a ``ListItemNode``; by default ``visitNode(_:)``.
    mutating func visitItem(_ listItem: ListItemNode) -> WalkAction
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
    mutating func visitCode(_ inlineCode: InlineCodeNode) -> WalkAction
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
    public mutating func visitDocument(_ node: Node) -> WalkAction { visitDocument(DocumentNode(node)!) }
    public mutating func visitBlockQuote(_ node: Node) -> WalkAction { visitBlockQuote(BlockQuoteNode(node)!) }
    public mutating func visitList(_ node: Node) -> WalkAction { visitList(ListNode(node)!) }
    public mutating func visitItem(_ node: Node) -> WalkAction { visitItem(ListItemNode(node)!) }
    public mutating func visitCodeBlock(_ node: Node) -> WalkAction { visitCodeBlock(CodeBlockNode(node)!) }
    public mutating func visitHTMLBlock(_ node: Node) -> WalkAction { visitHTMLBlock(HTMLBlockNode(node)!) }
    public mutating func visitCustomBlock(_ node: Node) -> WalkAction { visitCustomBlock(CustomBlockNode(node)!) }
    public mutating func visitParagraph(_ node: Node) -> WalkAction { visitParagraph(ParagraphNode(node)!) }
    public mutating func visitHeading(_ node: Node) -> WalkAction { visitHeading(HeadingNode(node)!) }
    public mutating func visitThematicBreak(_ node: Node) -> WalkAction { visitThematicBreak(ThematicBreakNode(node)!) }
    public mutating func visitTable(_ node: Node) -> WalkAction { visitTable(TableNode(node)!) }
    public mutating func visitTableRow(_ node: Node) -> WalkAction { visitTableRow(TableRowNode(node)!) }
    public mutating func visitTableCell(_ node: Node) -> WalkAction { visitTableCell(TableCellNode(node)!) }
    public mutating func visitFootnoteDefinition(_ node: Node) -> WalkAction {
        visitFootnoteDefinition(FootnoteDefinitionNode(node)!)
    }
    public mutating func visitText(_ node: Node) -> WalkAction { visitText(TextNode(node)!) }
    public mutating func visitSoftBreak(_ node: Node) -> WalkAction { visitSoftBreak(SoftBreakNode(node)!) }
    public mutating func visitLineBreak(_ node: Node) -> WalkAction { visitLineBreak(LineBreakNode(node)!) }
    public mutating func visitCode(_ node: Node) -> WalkAction { visitCode(InlineCodeNode(node)!) }
    public mutating func visitInlineHTML(_ node: Node) -> WalkAction { visitInlineHTML(InlineHTMLNode(node)!) }
    public mutating func visitCustomInline(_ node: Node) -> WalkAction { visitCustomInline(CustomInlineNode(node)!) }
    public mutating func visitEmphasis(_ node: Node) -> WalkAction { visitEmphasis(EmphasisNode(node)!) }
    public mutating func visitStrong(_ node: Node) -> WalkAction { visitStrong(StrongNode(node)!) }
    public mutating func visitStrikethrough(_ node: Node) -> WalkAction { visitStrikethrough(StrikethroughNode(node)!) }
    public mutating func visitLink(_ node: Node) -> WalkAction { visitLink(LinkNode(node)!) }
    public mutating func visitImage(_ node: Node) -> WalkAction { visitImage(ImageNode(node)!) }
    public mutating func visitFootnoteReference(_ node: Node) -> WalkAction {
        visitFootnoteReference(FootnoteReferenceNode(node)!)
    }

    public mutating func visitDocument(_ document: DocumentNode) -> WalkAction { visitNode(document.node) }
    public mutating func visitBlockQuote(_ blockQuote: BlockQuoteNode) -> WalkAction { visitNode(blockQuote.node) }
    public mutating func visitList(_ list: ListNode) -> WalkAction { visitNode(list.node) }
    public mutating func visitItem(_ listItem: ListItemNode) -> WalkAction { visitNode(listItem.node) }
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
    public mutating func visitCode(_ inlineCode: InlineCodeNode) -> WalkAction { visitNode(inlineCode.node) }
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
