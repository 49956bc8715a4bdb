/// A node as one case per kind, each with its typed view: switch over it to handle kinds
/// with their data at hand, non-optional.
///
/// ```swift
/// for node in document.nodes {
///     switch node.view {
///     case .heading(let heading): print("h\(heading.level)", heading.plainText)
///     case .link(let link): print(link.destination)
///     case .codeBlock(let code): print(code.language)
///     default: break
///     }
/// }
/// ```
public enum NodeView: Sendable {
    case document(DocumentNode)
    case blockQuote(BlockQuoteNode)
    case list(ListNode)
    case item(ListItemNode)
    case codeBlock(CodeBlockNode)
    case htmlBlock(HTMLBlockNode)
    case customBlock(CustomBlockNode)
    case paragraph(ParagraphNode)
    case heading(HeadingNode)
    case thematicBreak(ThematicBreakNode)
    case table(TableNode)
    case tableRow(TableRowNode)
    case tableCell(TableCellNode)
    case footnoteDefinition(FootnoteDefinitionNode)
    case text(TextNode)
    case softBreak(SoftBreakNode)
    case lineBreak(LineBreakNode)
    case code(InlineCodeNode)
    case inlineHTML(InlineHTMLNode)
    case customInline(CustomInlineNode)
    case emphasis(EmphasisNode)
    case strong(StrongNode)
    case strikethrough(StrikethroughNode)
    case link(LinkNode)
    case image(ImageNode)
    case footnoteReference(FootnoteReferenceNode)

    /// The node viewed.
    public var node: Node {
        switch self {
        case .document(let view): view.node
        case .blockQuote(let view): view.node
        case .list(let view): view.node
        case .item(let view): view.node
        case .codeBlock(let view): view.node
        case .htmlBlock(let view): view.node
        case .customBlock(let view): view.node
        case .paragraph(let view): view.node
        case .heading(let view): view.node
        case .thematicBreak(let view): view.node
        case .table(let view): view.node
        case .tableRow(let view): view.node
        case .tableCell(let view): view.node
        case .footnoteDefinition(let view): view.node
        case .text(let view): view.node
        case .softBreak(let view): view.node
        case .lineBreak(let view): view.node
        case .code(let view): view.node
        case .inlineHTML(let view): view.node
        case .customInline(let view): view.node
        case .emphasis(let view): view.node
        case .strong(let view): view.node
        case .strikethrough(let view): view.node
        case .link(let view): view.node
        case .image(let view): view.node
        case .footnoteReference(let view): view.node
        }
    }

    /// The viewed node's kind and data (with any change made to the view).
    public var content: NodeContent {
        switch self {
        case .document(let view): view.content
        case .blockQuote(let view): view.content
        case .list(let view): view.content
        case .item(let view): view.content
        case .codeBlock(let view): view.content
        case .htmlBlock(let view): view.content
        case .customBlock(let view): view.content
        case .paragraph(let view): view.content
        case .heading(let view): view.content
        case .thematicBreak(let view): view.content
        case .table(let view): view.content
        case .tableRow(let view): view.content
        case .tableCell(let view): view.content
        case .footnoteDefinition(let view): view.content
        case .text(let view): view.content
        case .softBreak(let view): view.content
        case .lineBreak(let view): view.content
        case .code(let view): view.content
        case .inlineHTML(let view): view.content
        case .customInline(let view): view.content
        case .emphasis(let view): view.content
        case .strong(let view): view.content
        case .strikethrough(let view): view.content
        case .link(let view): view.content
        case .image(let view): view.content
        case .footnoteReference(let view): view.content
        }
    }
}

extension Node {
    /// The node as its kind's typed view, for `switch`.
    public var view: NodeView {
        switch kind {
        case .document: .document(DocumentNode(self)!)
        case .blockQuote: .blockQuote(BlockQuoteNode(self)!)
        case .list: .list(ListNode(self)!)
        case .item: .item(ListItemNode(self)!)
        case .codeBlock: .codeBlock(CodeBlockNode(self)!)
        case .htmlBlock: .htmlBlock(HTMLBlockNode(self)!)
        case .customBlock: .customBlock(CustomBlockNode(self)!)
        case .paragraph: .paragraph(ParagraphNode(self)!)
        case .heading: .heading(HeadingNode(self)!)
        case .thematicBreak: .thematicBreak(ThematicBreakNode(self)!)
        case .table: .table(TableNode(self)!)
        case .tableRow: .tableRow(TableRowNode(self)!)
        case .tableCell: .tableCell(TableCellNode(self)!)
        case .footnoteDefinition: .footnoteDefinition(FootnoteDefinitionNode(self)!)
        case .text: .text(TextNode(self)!)
        case .softBreak: .softBreak(SoftBreakNode(self)!)
        case .lineBreak: .lineBreak(LineBreakNode(self)!)
        case .code: .code(InlineCodeNode(self)!)
        case .inlineHTML: .inlineHTML(InlineHTMLNode(self)!)
        case .customInline: .customInline(CustomInlineNode(self)!)
        case .emphasis: .emphasis(EmphasisNode(self)!)
        case .strong: .strong(StrongNode(self)!)
        case .strikethrough: .strikethrough(StrikethroughNode(self)!)
        case .link: .link(LinkNode(self)!)
        case .image: .image(ImageNode(self)!)
        case .footnoteReference: .footnoteReference(FootnoteReferenceNode(self)!)
        }
    }
}
