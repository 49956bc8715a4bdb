/// A visitor that computes a value from a tree, bottom-up: each node's method receives the
/// node's typed view and its children's results, and returns the node's. By default a
/// method combines the children's results with ``defaultVisit(_:children:)``; implement the
/// kinds that matter. It is swift-markdown's `MarkupVisitor` with the descent done for you,
/// over an explicit stack: a document nested 100,000 deep is visited like any other.
///
/// ```swift
/// /// The words of a document, headings counted twice.
/// struct WordCount: MarkdownReducer {
///     func defaultVisit(_ node: Node, children: [Int]) -> Int { children.reduce(0, +) }
///     func visitText(_ text: TextNode, children: [Int]) -> Int {
///         text.string.split(separator: " ").count
///     }
///     func visitHeading(_ heading: HeadingNode, children: [Int]) -> Int { 2 * children.reduce(0, +) }
/// }
/// var counter = WordCount()
/// print(counter.visit(Document(parsing: "# Two words\n\nAnd three more.\n")))  // 7
/// ```
///
/// When `Result` is a number (`AdditiveArithmetic`) the default sums the children's
/// results, and when it is a collection (`RangeReplaceableCollection`) it joins them, so
/// the example's `defaultVisit` can go.
public protocol MarkdownReducer {
    /// What a node comes to.
    associatedtype Result

    /// The result of a node whose kind's method is not implemented, from its children's
    /// results in order (empty for a leaf).
    mutating func defaultVisit(_ node: Node, children: [Result]) -> Result
    /// Whether to visit `node`'s children; when not, its method receives no results. `true`
    /// by default.
    mutating func visitsChildren(of node: Node) -> Bool
    /// The result of the root.
    mutating func visitDocument(_ document: DocumentNode, children: [Result]) -> Result
    /// The result of a block quote.
    mutating func visitBlockQuote(_ blockQuote: BlockQuoteNode, children: [Result]) -> Result
    /// The result of a list.
    mutating func visitList(_ list: ListNode, children: [Result]) -> Result
    /// The result of a list item.
    mutating func visitListItem(_ listItem: ListItemNode, children: [Result]) -> Result
    /// The result of a code block.
    mutating func visitCodeBlock(_ codeBlock: CodeBlockNode, children: [Result]) -> Result
    /// The result of an HTML block.
    mutating func visitHTMLBlock(_ htmlBlock: HTMLBlockNode, children: [Result]) -> Result
    /// The result of a custom block.
    mutating func visitCustomBlock(_ customBlock: CustomBlockNode, children: [Result]) -> Result
    /// The result of a paragraph.
    mutating func visitParagraph(_ paragraph: ParagraphNode, children: [Result]) -> Result
    /// The result of a heading.
    mutating func visitHeading(_ heading: HeadingNode, children: [Result]) -> Result
    /// The result of a thematic break.
    mutating func visitThematicBreak(_ thematicBreak: ThematicBreakNode, children: [Result]) -> Result
    /// The result of a table.
    mutating func visitTable(_ table: TableNode, children: [Result]) -> Result
    /// The result of a table row.
    mutating func visitTableRow(_ tableRow: TableRowNode, children: [Result]) -> Result
    /// The result of a table cell.
    mutating func visitTableCell(_ tableCell: TableCellNode, children: [Result]) -> Result
    /// The result of a footnote definition.
    mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode, children: [Result]) -> Result
    /// The result of text.
    mutating func visitText(_ text: TextNode, children: [Result]) -> Result
    /// The result of a soft break.
    mutating func visitSoftBreak(_ softBreak: SoftBreakNode, children: [Result]) -> Result
    /// The result of a hard line break.
    mutating func visitLineBreak(_ lineBreak: LineBreakNode, children: [Result]) -> Result
    /// The result of inline code.
    mutating func visitInlineCode(_ inlineCode: InlineCodeNode, children: [Result]) -> Result
    /// The result of inline HTML.
    mutating func visitInlineHTML(_ inlineHTML: InlineHTMLNode, children: [Result]) -> Result
    /// The result of a custom inline.
    mutating func visitCustomInline(_ customInline: CustomInlineNode, children: [Result]) -> Result
    /// The result of emphasis.
    mutating func visitEmphasis(_ emphasis: EmphasisNode, children: [Result]) -> Result
    /// The result of strong emphasis.
    mutating func visitStrong(_ strong: StrongNode, children: [Result]) -> Result
    /// The result of strikethrough.
    mutating func visitStrikethrough(_ strikethrough: StrikethroughNode, children: [Result]) -> Result
    /// The result of a link.
    mutating func visitLink(_ link: LinkNode, children: [Result]) -> Result
    /// The result of an image.
    mutating func visitImage(_ image: ImageNode, children: [Result]) -> Result
    /// The result of a footnote reference.
    mutating func visitFootnoteReference(_ footnoteReference: FootnoteReferenceNode, children: [Result]) -> Result
}

extension MarkdownReducer {
    @inlinable public mutating func visitsChildren(of node: Node) -> Bool { true }
    @inlinable public mutating func visitDocument(_ document: DocumentNode, children: [Result]) -> Result {
        defaultVisit(document.node, children: children)
    }
    @inlinable public mutating func visitBlockQuote(_ blockQuote: BlockQuoteNode, children: [Result]) -> Result {
        defaultVisit(blockQuote.node, children: children)
    }
    @inlinable public mutating func visitList(_ list: ListNode, children: [Result]) -> Result {
        defaultVisit(list.node, children: children)
    }
    @inlinable public mutating func visitListItem(_ listItem: ListItemNode, children: [Result]) -> Result {
        defaultVisit(listItem.node, children: children)
    }
    @inlinable public mutating func visitCodeBlock(_ codeBlock: CodeBlockNode, children: [Result]) -> Result {
        defaultVisit(codeBlock.node, children: children)
    }
    @inlinable public mutating func visitHTMLBlock(_ htmlBlock: HTMLBlockNode, children: [Result]) -> Result {
        defaultVisit(htmlBlock.node, children: children)
    }
    @inlinable public mutating func visitCustomBlock(_ customBlock: CustomBlockNode, children: [Result]) -> Result {
        defaultVisit(customBlock.node, children: children)
    }
    @inlinable public mutating func visitParagraph(_ paragraph: ParagraphNode, children: [Result]) -> Result {
        defaultVisit(paragraph.node, children: children)
    }
    @inlinable public mutating func visitHeading(_ heading: HeadingNode, children: [Result]) -> Result {
        defaultVisit(heading.node, children: children)
    }
    @inlinable public mutating func visitThematicBreak(_ thematicBreak: ThematicBreakNode, children: [Result]) -> Result {
        defaultVisit(thematicBreak.node, children: children)
    }
    @inlinable public mutating func visitTable(_ table: TableNode, children: [Result]) -> Result {
        defaultVisit(table.node, children: children)
    }
    @inlinable public mutating func visitTableRow(_ tableRow: TableRowNode, children: [Result]) -> Result {
        defaultVisit(tableRow.node, children: children)
    }
    @inlinable public mutating func visitTableCell(_ tableCell: TableCellNode, children: [Result]) -> Result {
        defaultVisit(tableCell.node, children: children)
    }
    @inlinable public mutating func visitFootnoteDefinition(_ footnoteDefinition: FootnoteDefinitionNode, children: [Result]) -> Result {
        defaultVisit(footnoteDefinition.node, children: children)
    }
    @inlinable public mutating func visitText(_ text: TextNode, children: [Result]) -> Result {
        defaultVisit(text.node, children: children)
    }
    @inlinable public mutating func visitSoftBreak(_ softBreak: SoftBreakNode, children: [Result]) -> Result {
        defaultVisit(softBreak.node, children: children)
    }
    @inlinable public mutating func visitLineBreak(_ lineBreak: LineBreakNode, children: [Result]) -> Result {
        defaultVisit(lineBreak.node, children: children)
    }
    @inlinable public mutating func visitInlineCode(_ inlineCode: InlineCodeNode, children: [Result]) -> Result {
        defaultVisit(inlineCode.node, children: children)
    }
    @inlinable public mutating func visitInlineHTML(_ inlineHTML: InlineHTMLNode, children: [Result]) -> Result {
        defaultVisit(inlineHTML.node, children: children)
    }
    @inlinable public mutating func visitCustomInline(_ customInline: CustomInlineNode, children: [Result]) -> Result {
        defaultVisit(customInline.node, children: children)
    }
    @inlinable public mutating func visitEmphasis(_ emphasis: EmphasisNode, children: [Result]) -> Result {
        defaultVisit(emphasis.node, children: children)
    }
    @inlinable public mutating func visitStrong(_ strong: StrongNode, children: [Result]) -> Result {
        defaultVisit(strong.node, children: children)
    }
    @inlinable public mutating func visitStrikethrough(_ strikethrough: StrikethroughNode, children: [Result]) -> Result {
        defaultVisit(strikethrough.node, children: children)
    }
    @inlinable public mutating func visitLink(_ link: LinkNode, children: [Result]) -> Result {
        defaultVisit(link.node, children: children)
    }
    @inlinable public mutating func visitImage(_ image: ImageNode, children: [Result]) -> Result {
        defaultVisit(image.node, children: children)
    }
    @inlinable public mutating func visitFootnoteReference(_ footnoteReference: FootnoteReferenceNode, children: [Result]) -> Result {
        defaultVisit(footnoteReference.node, children: children)
    }

    /// The result of `document`'s root.
    @inlinable public mutating func visit(_ document: Document) -> Result {
        visit(document.root)
    }

    /// The result of `node`: its subtree is visited children first, with a stack of results
    /// in place of recursion.
    @inlinable public mutating func visit(_ node: Node) -> Result {
        var results: [Result] = []
        // Where each open node's children's results start in `results`, innermost last.
        var starts: [Int] = []
        node.walk { event in
            switch event {
            case .enter(let node):
                starts.append(results.count)
                return visitsChildren(of: node) ? .visitChildren : .skipChildren
            case .exit(let node):
                let start = starts.removeLast()
                let children = Array(results[start...])
                results.removeSubrange(start...)
                results.append(dispatch(node, children: children))
                return .visitChildren
            }
        }
        return results.removeLast()
    }

    /// The `visitX` method of `node`'s kind.
    @inlinable public mutating func dispatch(_ node: Node, children: [Result]) -> Result {
        switch node.view {
        case .document(let view): visitDocument(view, children: children)
        case .blockQuote(let view): visitBlockQuote(view, children: children)
        case .list(let view): visitList(view, children: children)
        case .item(let view): visitListItem(view, children: children)
        case .codeBlock(let view): visitCodeBlock(view, children: children)
        case .htmlBlock(let view): visitHTMLBlock(view, children: children)
        case .customBlock(let view): visitCustomBlock(view, children: children)
        case .paragraph(let view): visitParagraph(view, children: children)
        case .heading(let view): visitHeading(view, children: children)
        case .thematicBreak(let view): visitThematicBreak(view, children: children)
        case .table(let view): visitTable(view, children: children)
        case .tableRow(let view): visitTableRow(view, children: children)
        case .tableCell(let view): visitTableCell(view, children: children)
        case .footnoteDefinition(let view): visitFootnoteDefinition(view, children: children)
        case .text(let view): visitText(view, children: children)
        case .softBreak(let view): visitSoftBreak(view, children: children)
        case .lineBreak(let view): visitLineBreak(view, children: children)
        case .code(let view): visitInlineCode(view, children: children)
        case .inlineHTML(let view): visitInlineHTML(view, children: children)
        case .customInline(let view): visitCustomInline(view, children: children)
        case .emphasis(let view): visitEmphasis(view, children: children)
        case .strong(let view): visitStrong(view, children: children)
        case .strikethrough(let view): visitStrikethrough(view, children: children)
        case .link(let view): visitLink(view, children: children)
        case .image(let view): visitImage(view, children: children)
        case .footnoteReference(let view): visitFootnoteReference(view, children: children)
        }
    }
}

extension MarkdownReducer where Result: AdditiveArithmetic {
    /// The sum of the children's results (zero for a leaf).
    @inlinable public mutating func defaultVisit(_ node: Node, children: [Result]) -> Result {
        children.reduce(.zero, +)
    }
}

extension MarkdownReducer where Result: RangeReplaceableCollection {
    /// The children's results joined in order (empty for a leaf).
    @inlinable public mutating func defaultVisit(_ node: Node, children: [Result]) -> Result {
        children.reduce(into: Result()) { $0.append(contentsOf: $1) }
    }
}
