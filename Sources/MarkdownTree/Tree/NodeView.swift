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

    /// The typed view this case holds.
    var typed: any TypedNode {
        switch self {
        case .document(let view): view
        case .blockQuote(let view): view
        case .list(let view): view
        case .item(let view): view
        case .codeBlock(let view): view
        case .htmlBlock(let view): view
        case .customBlock(let view): view
        case .paragraph(let view): view
        case .heading(let view): view
        case .thematicBreak(let view): view
        case .table(let view): view
        case .tableRow(let view): view
        case .tableCell(let view): view
        case .footnoteDefinition(let view): view
        case .text(let view): view
        case .softBreak(let view): view
        case .lineBreak(let view): view
        case .code(let view): view
        case .inlineHTML(let view): view
        case .customInline(let view): view
        case .emphasis(let view): view
        case .strong(let view): view
        case .strikethrough(let view): view
        case .link(let view): view
        case .image(let view): view
        case .footnoteReference(let view): view
        }
    }

    /// The node viewed.
    public var node: Node { typed.node }

    /// The viewed node's kind and data (with any change made to the view).
    public var content: NodeContent { typed.content }
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
