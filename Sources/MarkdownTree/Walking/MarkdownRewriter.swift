/// A rewriter with a method per node kind: each `rewriteX` decides what becomes of a node
/// (``Rewrite``: keep, drop, unwrap, update, replace, or replace keeping its children), by
/// default ``rewriteNode(_:)``, which keeps it. Built on ``Document/rewritten(_:)``, so it
/// is iterative at any depth.
///
/// ```swift
/// struct NoImages: MarkdownRewriter {
///     mutating func rewriteImage(_ node: Node) -> Rewrite { .replace { $0.text(node.plainText) } }
///     mutating func rewriteEmphasis(_ node: Node) -> Rewrite { .update(.strong) }
/// }
/// var rewriter = NoImages()
/// let document = rewriter.rewrite(Document(parsing: "*a* ![cat](c.png)\n"))
/// print(document.commonMark())  // **a** cat
/// ```
public protocol MarkdownRewriter {
    /// Every node whose kind's method is not implemented comes here; `.keep` by default.
    mutating func rewriteNode(_ node: Node) -> Rewrite
    /// What becomes of a block quote.
    mutating func rewriteBlockQuote(_ node: Node) -> Rewrite
    /// What becomes of a list (`node.listAttributes`).
    mutating func rewriteList(_ node: Node) -> Rewrite
    /// What becomes of a list item (`node.taskState`).
    mutating func rewriteItem(_ node: Node) -> Rewrite
    /// What becomes of a code block (`node.info`, `node.literal`).
    mutating func rewriteCodeBlock(_ node: Node) -> Rewrite
    /// What becomes of an HTML block.
    mutating func rewriteHTMLBlock(_ node: Node) -> Rewrite
    /// What becomes of a custom block.
    mutating func rewriteCustomBlock(_ node: Node) -> Rewrite
    /// What becomes of a paragraph.
    mutating func rewriteParagraph(_ node: Node) -> Rewrite
    /// What becomes of a heading (`node.headingLevel`).
    mutating func rewriteHeading(_ node: Node) -> Rewrite
    /// What becomes of a thematic break.
    mutating func rewriteThematicBreak(_ node: Node) -> Rewrite
    /// What becomes of a table (`node.tableAlignments`).
    mutating func rewriteTable(_ node: Node) -> Rewrite
    /// What becomes of a table row (`node.isHeaderRow`).
    mutating func rewriteTableRow(_ node: Node) -> Rewrite
    /// What becomes of a table cell (`node.cellColumn`).
    mutating func rewriteTableCell(_ node: Node) -> Rewrite
    /// What becomes of a footnote definition (`node.footnoteNumber`).
    mutating func rewriteFootnoteDefinition(_ node: Node) -> Rewrite
    /// What becomes of text (`node.literal`).
    mutating func rewriteText(_ node: Node) -> Rewrite
    /// What becomes of a soft line break.
    mutating func rewriteSoftBreak(_ node: Node) -> Rewrite
    /// What becomes of a hard line break.
    mutating func rewriteLineBreak(_ node: Node) -> Rewrite
    /// What becomes of inline code (`node.literal`).
    mutating func rewriteCode(_ node: Node) -> Rewrite
    /// What becomes of inline HTML.
    mutating func rewriteInlineHTML(_ node: Node) -> Rewrite
    /// What becomes of a custom inline (`node.customName`).
    mutating func rewriteCustomInline(_ node: Node) -> Rewrite
    /// What becomes of emphasis.
    mutating func rewriteEmphasis(_ node: Node) -> Rewrite
    /// What becomes of strong emphasis.
    mutating func rewriteStrong(_ node: Node) -> Rewrite
    /// What becomes of strikethrough.
    mutating func rewriteStrikethrough(_ node: Node) -> Rewrite
    /// What becomes of a link (`node.destination`, `node.title`).
    mutating func rewriteLink(_ node: Node) -> Rewrite
    /// What becomes of an image (`node.destination`).
    mutating func rewriteImage(_ node: Node) -> Rewrite
    /// What becomes of a footnote reference (`node.footnoteNumber`).
    mutating func rewriteFootnoteReference(_ node: Node) -> Rewrite

    // The same, with the node's typed view: implement whichever reads better. Each calls the
    // `Node` form by default; hand a changed view to `.update(_:)` to keep what you did not change.
    /// What becomes of a node of kind ``NodeKind/blockQuote``, seen as a ``BlockQuoteNode``; calls the `Node` form by default.
    mutating func rewriteBlockQuote(_ blockQuote: BlockQuoteNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/list``, seen as a ``ListNode``; calls the `Node` form by default.
    mutating func rewriteList(_ list: ListNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/item``, seen as a ``ListItemNode``; calls the `Node` form by default.
    mutating func rewriteItem(_ listItem: ListItemNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/codeBlock``, seen as a ``CodeBlockNode``; calls the `Node` form by default.
    mutating func rewriteCodeBlock(_ codeBlock: CodeBlockNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/htmlBlock``, seen as a ``HTMLBlockNode``; calls the `Node` form by default.
    mutating func rewriteHTMLBlock(_ hTMLBlock: HTMLBlockNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/customBlock``, seen as a ``CustomBlockNode``; calls the `Node` form by default.
    mutating func rewriteCustomBlock(_ customBlock: CustomBlockNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/paragraph``, seen as a ``ParagraphNode``; calls the `Node` form by default.
    mutating func rewriteParagraph(_ paragraph: ParagraphNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/heading``, seen as a ``HeadingNode``; calls the `Node` form by default.
    mutating func rewriteHeading(_ heading: HeadingNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/thematicBreak``, seen as a ``ThematicBreakNode``; calls the `Node` form by default.
    mutating func rewriteThematicBreak(_ thematicBreak: ThematicBreakNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/table``, seen as a ``TableNode``; calls the `Node` form by default.
    mutating func rewriteTable(_ table: TableNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/tableRow``, seen as a ``TableRowNode``; calls the `Node` form by default.
    mutating func rewriteTableRow(_ tableRow: TableRowNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/tableCell``, seen as a ``TableCellNode``; calls the `Node` form by default.
    mutating func rewriteTableCell(_ tableCell: TableCellNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/footnoteDefinition``, seen as a ``FootnoteDefinitionNode``; calls the `Node` form by default.
    mutating func rewriteFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/text``, seen as a ``TextNode``; calls the `Node` form by default.
    mutating func rewriteText(_ text: TextNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/softBreak``, seen as a ``SoftBreakNode``; calls the `Node` form by default.
    mutating func rewriteSoftBreak(_ softBreak: SoftBreakNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/lineBreak``, seen as a ``LineBreakNode``; calls the `Node` form by default.
    mutating func rewriteLineBreak(_ lineBreak: LineBreakNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/code``, seen as a ``InlineCodeNode``; calls the `Node` form by default.
    mutating func rewriteCode(_ inlineCode: InlineCodeNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/inlineHTML``, seen as a ``InlineHTMLNode``; calls the `Node` form by default.
    mutating func rewriteInlineHTML(_ inlineHTML: InlineHTMLNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/customInline``, seen as a ``CustomInlineNode``; calls the `Node` form by default.
    mutating func rewriteCustomInline(_ customInline: CustomInlineNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/emphasis``, seen as a ``EmphasisNode``; calls the `Node` form by default.
    mutating func rewriteEmphasis(_ emphasis: EmphasisNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/strong``, seen as a ``StrongNode``; calls the `Node` form by default.
    mutating func rewriteStrong(_ strong: StrongNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/strikethrough``, seen as a ``StrikethroughNode``; calls the `Node` form by default.
    mutating func rewriteStrikethrough(_ strikethrough: StrikethroughNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/link``, seen as a ``LinkNode``; calls the `Node` form by default.
    mutating func rewriteLink(_ link: LinkNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/image``, seen as a ``ImageNode``; calls the `Node` form by default.
    mutating func rewriteImage(_ image: ImageNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/footnoteReference``, seen as a ``FootnoteReferenceNode``; calls the `Node` form by default.
    mutating func rewriteFootnoteReference(_ footnoteReference: FootnoteReferenceNode) -> Rewrite
}

extension MarkdownRewriter {
    public mutating func rewriteNode(_ node: Node) -> Rewrite { .keep }
    public mutating func rewriteBlockQuote(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteList(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteItem(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteCodeBlock(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteHTMLBlock(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteCustomBlock(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteParagraph(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteHeading(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteThematicBreak(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteTable(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteTableRow(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteTableCell(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteFootnoteDefinition(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteText(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteSoftBreak(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteLineBreak(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteCode(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteInlineHTML(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteCustomInline(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteEmphasis(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteStrong(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteStrikethrough(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteLink(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteImage(_ node: Node) -> Rewrite { rewriteNode(node) }
    public mutating func rewriteFootnoteReference(_ node: Node) -> Rewrite { rewriteNode(node) }

    public mutating func rewriteBlockQuote(_ blockQuote: BlockQuoteNode) -> Rewrite { rewriteBlockQuote(blockQuote.node) }
    public mutating func rewriteList(_ list: ListNode) -> Rewrite { rewriteList(list.node) }
    public mutating func rewriteItem(_ listItem: ListItemNode) -> Rewrite { rewriteItem(listItem.node) }
    public mutating func rewriteCodeBlock(_ codeBlock: CodeBlockNode) -> Rewrite { rewriteCodeBlock(codeBlock.node) }
    public mutating func rewriteHTMLBlock(_ hTMLBlock: HTMLBlockNode) -> Rewrite { rewriteHTMLBlock(hTMLBlock.node) }
    public mutating func rewriteCustomBlock(_ customBlock: CustomBlockNode) -> Rewrite { rewriteCustomBlock(customBlock.node) }
    public mutating func rewriteParagraph(_ paragraph: ParagraphNode) -> Rewrite { rewriteParagraph(paragraph.node) }
    public mutating func rewriteHeading(_ heading: HeadingNode) -> Rewrite { rewriteHeading(heading.node) }
    public mutating func rewriteThematicBreak(_ thematicBreak: ThematicBreakNode) -> Rewrite { rewriteThematicBreak(thematicBreak.node) }
    public mutating func rewriteTable(_ table: TableNode) -> Rewrite { rewriteTable(table.node) }
    public mutating func rewriteTableRow(_ tableRow: TableRowNode) -> Rewrite { rewriteTableRow(tableRow.node) }
    public mutating func rewriteTableCell(_ tableCell: TableCellNode) -> Rewrite { rewriteTableCell(tableCell.node) }
    public mutating func rewriteFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode) -> Rewrite {
        rewriteFootnoteDefinition(footnoteDefinition.node)
    }
    public mutating func rewriteText(_ text: TextNode) -> Rewrite { rewriteText(text.node) }
    public mutating func rewriteSoftBreak(_ softBreak: SoftBreakNode) -> Rewrite { rewriteSoftBreak(softBreak.node) }
    public mutating func rewriteLineBreak(_ lineBreak: LineBreakNode) -> Rewrite { rewriteLineBreak(lineBreak.node) }
    public mutating func rewriteCode(_ inlineCode: InlineCodeNode) -> Rewrite { rewriteCode(inlineCode.node) }
    public mutating func rewriteInlineHTML(_ inlineHTML: InlineHTMLNode) -> Rewrite { rewriteInlineHTML(inlineHTML.node) }
    public mutating func rewriteCustomInline(_ customInline: CustomInlineNode) -> Rewrite { rewriteCustomInline(customInline.node) }
    public mutating func rewriteEmphasis(_ emphasis: EmphasisNode) -> Rewrite { rewriteEmphasis(emphasis.node) }
    public mutating func rewriteStrong(_ strong: StrongNode) -> Rewrite { rewriteStrong(strong.node) }
    public mutating func rewriteStrikethrough(_ strikethrough: StrikethroughNode) -> Rewrite { rewriteStrikethrough(strikethrough.node) }
    public mutating func rewriteLink(_ link: LinkNode) -> Rewrite { rewriteLink(link.node) }
    public mutating func rewriteImage(_ image: ImageNode) -> Rewrite { rewriteImage(image.node) }
    public mutating func rewriteFootnoteReference(_ footnoteReference: FootnoteReferenceNode) -> Rewrite {
        rewriteFootnoteReference(footnoteReference.node)
    }

    /// A new document with each node rewritten by the method of its kind (the root is kept).
    public mutating func rewrite(_ document: Document) -> Document {
        document.rewritten { node in dispatch(node) }
    }

    /// The `rewriteX` method of `node`'s kind.
    public mutating func dispatch(_ node: Node) -> Rewrite {
        switch node.kind {
        case .document: .keep
        case .blockQuote: rewriteBlockQuote(BlockQuoteNode(node)!)
        case .list: rewriteList(ListNode(node)!)
        case .item: rewriteItem(ListItemNode(node)!)
        case .codeBlock: rewriteCodeBlock(CodeBlockNode(node)!)
        case .htmlBlock: rewriteHTMLBlock(HTMLBlockNode(node)!)
        case .customBlock: rewriteCustomBlock(CustomBlockNode(node)!)
        case .paragraph: rewriteParagraph(ParagraphNode(node)!)
        case .heading: rewriteHeading(HeadingNode(node)!)
        case .thematicBreak: rewriteThematicBreak(ThematicBreakNode(node)!)
        case .table: rewriteTable(TableNode(node)!)
        case .tableRow: rewriteTableRow(TableRowNode(node)!)
        case .tableCell: rewriteTableCell(TableCellNode(node)!)
        case .footnoteDefinition: rewriteFootnoteDefinition(FootnoteDefinitionNode(node)!)
        case .text: rewriteText(TextNode(node)!)
        case .softBreak: rewriteSoftBreak(SoftBreakNode(node)!)
        case .lineBreak: rewriteLineBreak(LineBreakNode(node)!)
        case .code: rewriteCode(InlineCodeNode(node)!)
        case .inlineHTML: rewriteInlineHTML(InlineHTMLNode(node)!)
        case .customInline: rewriteCustomInline(CustomInlineNode(node)!)
        case .emphasis: rewriteEmphasis(EmphasisNode(node)!)
        case .strong: rewriteStrong(StrongNode(node)!)
        case .strikethrough: rewriteStrikethrough(StrikethroughNode(node)!)
        case .link: rewriteLink(LinkNode(node)!)
        case .image: rewriteImage(ImageNode(node)!)
        case .footnoteReference: rewriteFootnoteReference(FootnoteReferenceNode(node)!)
        }
    }
}
