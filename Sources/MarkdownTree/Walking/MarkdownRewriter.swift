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

    /// A new document with each node rewritten by the method of its kind (the root is kept).
    public mutating func rewrite(_ document: Document) -> Document {
        document.rewritten { node in dispatch(node) }
    }

    /// The `rewriteX` method of `node`'s kind.
    public mutating func dispatch(_ node: Node) -> Rewrite {
        switch node.kind {
        case .document: .keep
        case .blockQuote: rewriteBlockQuote(node)
        case .list: rewriteList(node)
        case .item: rewriteItem(node)
        case .codeBlock: rewriteCodeBlock(node)
        case .htmlBlock: rewriteHTMLBlock(node)
        case .customBlock: rewriteCustomBlock(node)
        case .paragraph: rewriteParagraph(node)
        case .heading: rewriteHeading(node)
        case .thematicBreak: rewriteThematicBreak(node)
        case .table: rewriteTable(node)
        case .tableRow: rewriteTableRow(node)
        case .tableCell: rewriteTableCell(node)
        case .footnoteDefinition: rewriteFootnoteDefinition(node)
        case .text: rewriteText(node)
        case .softBreak: rewriteSoftBreak(node)
        case .lineBreak: rewriteLineBreak(node)
        case .code: rewriteCode(node)
        case .inlineHTML: rewriteInlineHTML(node)
        case .customInline: rewriteCustomInline(node)
        case .emphasis: rewriteEmphasis(node)
        case .strong: rewriteStrong(node)
        case .strikethrough: rewriteStrikethrough(node)
        case .link: rewriteLink(node)
        case .image: rewriteImage(node)
        case .footnoteReference: rewriteFootnoteReference(node)
        }
    }
}
