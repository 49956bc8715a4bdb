/// A rewriter with a method per node kind: each `rewriteX` decides what becomes of a node
/// (``Rewrite``: keep, drop, unwrap, update, replace, or replace keeping its children), by
/// default ``rewriteNode(_:)``, which keeps it. Built on ``Document/rewritten(_:)``, so it
/// is iterative at any depth.
///
/// ```swift
/// struct NoImages: MarkdownRewriter {
///     mutating func rewriteImage(_ image: ImageNode) -> Rewrite { .replace { $0.text(image.plainText) } }
///     mutating func rewriteEmphasis(_ emphasis: EmphasisNode) -> Rewrite { .update(.strong) }
/// }
/// var rewriter = NoImages()
/// let document = rewriter.rewrite(Document(parsing: "*a* ![cat](c.png)\n"))
/// print(document.commonMark())  // **a** cat
/// ```
public protocol MarkdownRewriter {
    /// Every node whose kind's method is not implemented comes here; `.keep` by default.
    mutating func rewriteNode(_ node: Node) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/blockQuote``, seen as a ``BlockQuoteNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteBlockQuote(_ blockQuote: BlockQuoteNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/list``, seen as a ``ListNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteList(_ list: ListNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/item``, seen as a ``ListItemNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteListItem(_ listItem: ListItemNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/codeBlock``, seen as a ``CodeBlockNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteCodeBlock(_ codeBlock: CodeBlockNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/htmlBlock``, seen as a ``HTMLBlockNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteHTMLBlock(_ htmlBlock: HTMLBlockNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/customBlock``, seen as a ``CustomBlockNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteCustomBlock(_ customBlock: CustomBlockNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/paragraph``, seen as a ``ParagraphNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteParagraph(_ paragraph: ParagraphNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/heading``, seen as a ``HeadingNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteHeading(_ heading: HeadingNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/thematicBreak``, seen as a ``ThematicBreakNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteThematicBreak(_ thematicBreak: ThematicBreakNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/table``, seen as a ``TableNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteTable(_ table: TableNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/tableRow``, seen as a ``TableRowNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteTableRow(_ tableRow: TableRowNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/tableCell``, seen as a ``TableCellNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteTableCell(_ tableCell: TableCellNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/footnoteDefinition``, seen as a ``FootnoteDefinitionNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/text``, seen as a ``TextNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteText(_ text: TextNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/softBreak``, seen as a ``SoftBreakNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteSoftBreak(_ softBreak: SoftBreakNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/lineBreak``, seen as a ``LineBreakNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteLineBreak(_ lineBreak: LineBreakNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/code``, seen as a ``InlineCodeNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteInlineCode(_ inlineCode: InlineCodeNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/inlineHTML``, seen as a ``InlineHTMLNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteInlineHTML(_ inlineHTML: InlineHTMLNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/customInline``, seen as a ``CustomInlineNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteCustomInline(_ customInline: CustomInlineNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/emphasis``, seen as a ``EmphasisNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteEmphasis(_ emphasis: EmphasisNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/strong``, seen as a ``StrongNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteStrong(_ strong: StrongNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/strikethrough``, seen as a ``StrikethroughNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteStrikethrough(_ strikethrough: StrikethroughNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/link``, seen as a ``LinkNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteLink(_ link: LinkNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/image``, seen as a ``ImageNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteImage(_ image: ImageNode) -> Rewrite
    /// What becomes of a node of kind ``NodeKind/footnoteReference``, seen as a ``FootnoteReferenceNode``; by default ``rewriteNode(_:)``.
    mutating func rewriteFootnoteReference(_ footnoteReference: FootnoteReferenceNode) -> Rewrite
}

extension MarkdownRewriter {
    public mutating func rewriteNode(_ node: Node) -> Rewrite { .keep }
    public mutating func rewriteBlockQuote(_ blockQuote: BlockQuoteNode) -> Rewrite { rewriteNode(blockQuote.node) }
    public mutating func rewriteList(_ list: ListNode) -> Rewrite { rewriteNode(list.node) }
    public mutating func rewriteListItem(_ listItem: ListItemNode) -> Rewrite { rewriteNode(listItem.node) }
    public mutating func rewriteCodeBlock(_ codeBlock: CodeBlockNode) -> Rewrite { rewriteNode(codeBlock.node) }
    public mutating func rewriteHTMLBlock(_ htmlBlock: HTMLBlockNode) -> Rewrite { rewriteNode(htmlBlock.node) }
    public mutating func rewriteCustomBlock(_ customBlock: CustomBlockNode) -> Rewrite { rewriteNode(customBlock.node) }
    public mutating func rewriteParagraph(_ paragraph: ParagraphNode) -> Rewrite { rewriteNode(paragraph.node) }
    public mutating func rewriteHeading(_ heading: HeadingNode) -> Rewrite { rewriteNode(heading.node) }
    public mutating func rewriteThematicBreak(_ thematicBreak: ThematicBreakNode) -> Rewrite { rewriteNode(thematicBreak.node) }
    public mutating func rewriteTable(_ table: TableNode) -> Rewrite { rewriteNode(table.node) }
    public mutating func rewriteTableRow(_ tableRow: TableRowNode) -> Rewrite { rewriteNode(tableRow.node) }
    public mutating func rewriteTableCell(_ tableCell: TableCellNode) -> Rewrite { rewriteNode(tableCell.node) }
    public mutating func rewriteFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode) -> Rewrite {
        rewriteNode(footnoteDefinition.node)
    }
    public mutating func rewriteText(_ text: TextNode) -> Rewrite { rewriteNode(text.node) }
    public mutating func rewriteSoftBreak(_ softBreak: SoftBreakNode) -> Rewrite { rewriteNode(softBreak.node) }
    public mutating func rewriteLineBreak(_ lineBreak: LineBreakNode) -> Rewrite { rewriteNode(lineBreak.node) }
    public mutating func rewriteInlineCode(_ inlineCode: InlineCodeNode) -> Rewrite { rewriteNode(inlineCode.node) }
    public mutating func rewriteInlineHTML(_ inlineHTML: InlineHTMLNode) -> Rewrite { rewriteNode(inlineHTML.node) }
    public mutating func rewriteCustomInline(_ customInline: CustomInlineNode) -> Rewrite { rewriteNode(customInline.node) }
    public mutating func rewriteEmphasis(_ emphasis: EmphasisNode) -> Rewrite { rewriteNode(emphasis.node) }
    public mutating func rewriteStrong(_ strong: StrongNode) -> Rewrite { rewriteNode(strong.node) }
    public mutating func rewriteStrikethrough(_ strikethrough: StrikethroughNode) -> Rewrite { rewriteNode(strikethrough.node) }
    public mutating func rewriteLink(_ link: LinkNode) -> Rewrite { rewriteNode(link.node) }
    public mutating func rewriteImage(_ image: ImageNode) -> Rewrite { rewriteNode(image.node) }
    public mutating func rewriteFootnoteReference(_ footnoteReference: FootnoteReferenceNode) -> Rewrite {
        rewriteNode(footnoteReference.node)
    }

    /// A new document with each node rewritten by the method of its kind (the root is kept).
    public mutating func rewrite(_ document: Document) -> Document {
        document.rewritten { node in dispatch(node) }
    }

    /// The `rewriteX` method of `node`'s kind.
    public mutating func dispatch(_ node: Node) -> Rewrite {
        switch node.view {
        case .document: .keep
        case .blockQuote(let view): rewriteBlockQuote(view)
        case .list(let view): rewriteList(view)
        case .item(let view): rewriteListItem(view)
        case .codeBlock(let view): rewriteCodeBlock(view)
        case .htmlBlock(let view): rewriteHTMLBlock(view)
        case .customBlock(let view): rewriteCustomBlock(view)
        case .paragraph(let view): rewriteParagraph(view)
        case .heading(let view): rewriteHeading(view)
        case .thematicBreak(let view): rewriteThematicBreak(view)
        case .table(let view): rewriteTable(view)
        case .tableRow(let view): rewriteTableRow(view)
        case .tableCell(let view): rewriteTableCell(view)
        case .footnoteDefinition(let view): rewriteFootnoteDefinition(view)
        case .text(let view): rewriteText(view)
        case .softBreak(let view): rewriteSoftBreak(view)
        case .lineBreak(let view): rewriteLineBreak(view)
        case .code(let view): rewriteInlineCode(view)
        case .inlineHTML(let view): rewriteInlineHTML(view)
        case .customInline(let view): rewriteCustomInline(view)
        case .emphasis(let view): rewriteEmphasis(view)
        case .strong(let view): rewriteStrong(view)
        case .strikethrough(let view): rewriteStrikethrough(view)
        case .link(let view): rewriteLink(view)
        case .image(let view): rewriteImage(view)
        case .footnoteReference(let view): rewriteFootnoteReference(view)
        }
    }
}
