import Foundation
import MarkdownLayout
import MarkdownTheme
import MarkdownTree

extension AttributedString {
    /// The document as styled text for an app's text view: the words the terminal render
    /// shows, each run carrying what its node is and how `theme` styles it
    /// (``AttributeScopes/CMarkSwiftAttributes``), links carrying Foundation's `link`, and on
    /// Apple platforms inline code, emphasis, strong and strikethrough also carrying
    /// Foundation's `inlinePresentationIntent` (which SwiftUI's `Text` draws; Linux's
    /// Foundation has no such attribute).
    ///
    /// It is read from the ``StyledDocument`` the terminal lays out, so it shows what the
    /// terminal shows: raw HTML rendered, emoji shortcodes as emoji (unless the theme turns
    /// them off), alerts with the theme's title, list markers and footnote numbers as the
    /// theme writes them, front matter as the theme displays it, link references under
    /// ``LinkDisplay/references``.
    ///
    /// Nothing is hard-wrapped: a paragraph is one line of the string, for the view to wrap
    /// at its own width. Blocks are separated by a blank line where the terminal leaves one
    /// and by a line break where it does not (the items of a tight list); hard breaks are
    /// line breaks. A list item starts with its marker and a space, indented two spaces a
    /// level below the first; table cells are separated by tabs and rows by line breaks; a
    /// thematic break is its glyph once. What is layout, not text (quote bars, indents,
    /// margins, table borders, alignment, padding), is the view's business and is left out.
    ///
    /// ```swift
    /// let document = Document(parsing: "# Title\n\nSome *emphasis* and a [link](https://example.com).\n")
    /// let text = AttributedString(styling: document, theme: .dark)
    /// for run in text.runs {
    ///     print(text[run.range].characters.count, run.block as Any, run.link as Any, run.themeForeground as Any)
    /// }
    /// ```
    public init(styling document: Document, theme: Theme) {
        // Transformed first, so that the styled document's node indices are the tree's.
        let styling = StylingTheme(theme)
        let shown = document.shown(with: styling)
        let styled = StyledDocument(document: shown, styling: styling, part: nil, recordsProvenance: true)
        self.init(styled: styled, of: shown)
    }

    /// The text of `styled`, a styling of `document` made with `recordsProvenance` (see
    /// ``init(styling:theme:)``).
    package init(styled: StyledDocument, of document: Document) {
        var builder = AttributedMarkdownBuilder(styled: styled, document: document)
        styled.forEachReadingPiece { builder.add($0) }
        self = builder.result
    }
}

/// Turns the styled document's reading pieces into attributed runs. What each run is comes
/// from its node and the containers around its block, found by walking up the flat tree
/// with memos (every node and container is looked at once), never by recursion.
struct AttributedMarkdownBuilder {
    let styled: StyledDocument
    let nodes: NodeTable
    var result = AttributedString()

    /// What the containers around a block make of it, by container.
    private var containerContexts: [Int32: ContainerContext] = [:]
    /// What the inlines around a node make of it, by node (for the current block).
    private var inlineContexts: [Int32: InlineContext] = [:]
    private var inlineBlock = -1
    /// The block whose markers are being written, and whether its indent is written.
    private var indentedBlock = -1

    init(styled: StyledDocument, document: Document) {
        self.styled = styled
        self.nodes = NodeTable(document: document)
    }

    mutating func add(_ piece: ReadingPiece) {
        guard !piece.text.isEmpty else { return }
        if piece.role == .separator {
            result.append(AttributedString(piece.text))
            return
        }
        var container = AttributeContainer()
        let blockNode = styled.node(ofBlock: piece.block)
        let blockContainer = context(ofContainersAround: piece.block)
        applyBlock(blockNode, containers: blockContainer, to: &container)
        var text = piece.text
        switch piece.role {
        case .marker(let box, let isLast):
            text = markerText(piece, container: box, isLast: isLast, attributes: &container)
        case .cell(_, let column, let isHeader):
            container[MarkdownAttributes.TableColumn.self] = column
            container[MarkdownAttributes.TableHeader.self] = isHeader
        case .text, .separator:
            break
        }
        let inline = inlineContext(of: piece.node, block: piece.block)
        applyInline(inline, link: piece.link, to: &container)
        applyTheme(styled.styles[piece.style], to: &container)
        result.append(AttributedString(text, attributes: container))
    }

    // MARK: Blocks and containers

    private func applyBlock(_ node: Int32, containers: ContainerContext, to container: inout AttributeContainer) {
        let kind: MarkdownBlockKind? =
            switch node {
            case StyleProvenance.frontMatter: .frontMatter
            case _ where node < 0: nil
            default:
                switch nodes.kind(node) {
                case .paragraph: .paragraph
                case .heading: .heading
                case .codeBlock: .codeBlock
                case .htmlBlock: .htmlBlock
                case .thematicBreak: .thematicBreak
                case .table: .table
                case .customBlock: .customBlock
                // An alert's title line is emitted on entering its quote.
                case .blockQuote: .alertTitle
                default: nil
                }
            }
        container[MarkdownAttributes.Block.self] = kind
        if node >= 0 {
            let found = nodes.node(node)
            container[MarkdownAttributes.HeadingLevel.self] = found.headingLevel
            if let info = found.info, let language = info.split(separator: " ", maxSplits: 1).first {
                container[MarkdownAttributes.CodeLanguage.self] = String(language)
            }
        }
        if containers.listDepth > 0 { container[MarkdownAttributes.ListDepth.self] = containers.listDepth }
        if containers.quoteDepth > 0 { container[MarkdownAttributes.QuoteDepth.self] = containers.quoteDepth }
        container[MarkdownAttributes.Alert.self] = containers.alert
        container[MarkdownAttributes.Footnote.self] = containers.footnote
    }

    /// A marker piece's text (after the indent of its list level, for the first marker of a
    /// block) and what it marks.
    private mutating func markerText(
        _ piece: ReadingPiece, container box: Int32, isLast: Bool, attributes: inout AttributeContainer
    ) -> String {
        let trimmed = piece.text.trimmingCharacters(in: .whitespaces)
        let node = styled.node(ofContainer: box)
        // One space after a list item's, a footnote's or a link list's marker (`•`, `[^1]`); an HTML
        // container's marker (a `<summary>`'s) is followed by what its own text holds.
        let kind = node >= 0 ? nodes.kind(node) : nil
        let standsApart = kind == nil || kind == .item || kind == .footnoteDefinition || piece.text.last?.isWhitespace == true
        var text = standsApart ? trimmed + " " : trimmed
        if node >= 0, nodes.kind(node) == .item {
            let item = nodes.node(node)
            let task = item.taskState ?? TaskState.none
            // A task's checkbox is its item's last marker piece; what comes before it is the
            // list's marker (an ordered task item has both).
            if task != .none && isLast {
                attributes[MarkdownAttributes.TaskChecked.self] = task == .checked
            } else {
                attributes[MarkdownAttributes.ListMarker.self] = trimmed
            }
            let depth = context(ofContainer: box).listDepth
            attributes[MarkdownAttributes.ListDepth.self] = depth
            if indentedBlock != piece.block {
                indentedBlock = piece.block
                text = String(repeating: " ", count: 2 * max(0, depth - 1)) + text
            }
        }
        return text
    }

    /// What the containers around a block make of it.
    private mutating func context(ofContainersAround block: Int) -> ContainerContext {
        guard let innermost = styled.innermostContainer(ofBlock: block) else { return ContainerContext() }
        return context(ofContainer: innermost)
    }

    /// A container's context: its parent's with its own node added. Parents come before
    /// their children, so the chain is walked up only to the first known one.
    private mutating func context(ofContainer index: Int32) -> ContainerContext {
        if let known = containerContexts[index] { return known }
        var chain: [Int32] = []
        var current = index
        while current >= 0, containerContexts[current] == nil {
            chain.append(current)
            current = styled.parent(ofContainer: current)
        }
        var context = current >= 0 ? containerContexts[current]! : ContainerContext()
        for box in chain.reversed() {
            let node = styled.node(ofContainer: box)
            if node >= 0 {
                switch nodes.kind(node) {
                case .item: context.listDepth += 1
                case .blockQuote:
                    context.quoteDepth += 1
                    if let alert = nodes.node(node).alertKind { context.alert = alert }
                case .footnoteDefinition: context.footnote = nodes.node(node).footnoteNumber
                default: break
                }
            }
            containerContexts[box] = context
        }
        return context
    }

    // MARK: Inlines

    /// What the inlines from `node` up to its block make of it.
    private mutating func inlineContext(of node: Int32, block: Int) -> InlineContext {
        if inlineBlock != block {
            inlineBlock = block
            inlineContexts.removeAll(keepingCapacity: true)
        }
        guard node >= 0 else { return InlineContext() }
        if let known = inlineContexts[node] { return known }
        var chain: [Int32] = []
        var current = node
        while current >= 0, nodes.kind(current).isInline, inlineContexts[current] == nil {
            chain.append(current)
            current = nodes.parent(current)
        }
        var context = current >= 0 ? inlineContexts[current] ?? InlineContext() : InlineContext()
        for inline in chain.reversed() {
            switch nodes.kind(inline) {
            case .emphasis: context.emphasis = true
            case .strong: context.strong = true
            case .strikethrough: context.strikethrough = true
            case .code: context.code = true
            case .link: context.destination = nodes.node(inline).destination
            case .customInline: context.customRule = nodes.node(inline).customName
            case .image:
                let image = nodes.node(inline)
                context.image = (image.destination ?? "", image.plainText)
            default: break
            }
            inlineContexts[inline] = context
        }
        return context
    }

    private func applyInline(_ inline: InlineContext, link: UInt32, to container: inout AttributeContainer) {
        if inline.code { container[MarkdownAttributes.IsCode.self] = true }
        if inline.emphasis { container[MarkdownAttributes.IsEmphasis.self] = true }
        if inline.strong { container[MarkdownAttributes.IsStrong.self] = true }
        if inline.strikethrough { container[MarkdownAttributes.IsStrikethrough.self] = true }
        container[MarkdownAttributes.CustomRule.self] = inline.customRule
        if let image = inline.image {
            container[MarkdownAttributes.ImageSource.self] = image.source
            container[MarkdownAttributes.ImageAlt.self] = image.alt
        }
        #if canImport(Darwin)
            // Foundation's inline intents (what SwiftUI's Text draws); Linux's Foundation has none.
            var intent = InlinePresentationIntent()
            if inline.code { intent.insert(.code) }
            if inline.emphasis { intent.insert(.emphasized) }
            if inline.strong { intent.insert(.stronglyEmphasized) }
            if inline.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { container.inlinePresentationIntent = intent }
        #endif
        // The link is the styled document's only: the one link policy refused what has none
        // (`javascript:`, `file:`), so the node's own destination is never a fallback.
        var destination: String?
        if link > 0 {
            switch styled.links[Int(link) - 1] {
            case .url(let url): destination = url
            case .image(let source, let alt):
                container[MarkdownAttributes.ImageSource.self] = source
                container[MarkdownAttributes.ImageAlt.self] = alt
            case .footnote(_, let number): container[MarkdownAttributes.Footnote.self] = number
            }
        }
        if let destination, let url = URL(string: destination) { container.link = url }
    }

    private func applyTheme(_ style: TextAttributes, to container: inout AttributeContainer) {
        container[MarkdownAttributes.ThemeForeground.self] = style.foreground?.rgbValue
        container[MarkdownAttributes.ThemeBackground.self] = style.background?.rgbValue
        if style.bold { container[MarkdownAttributes.ThemeBold.self] = true }
        if style.italic { container[MarkdownAttributes.ThemeItalic.self] = true }
        if style.underline { container[MarkdownAttributes.ThemeUnderline.self] = true }
        if style.strikethrough { container[MarkdownAttributes.ThemeStrikethrough.self] = true }
        if style.faint { container[MarkdownAttributes.ThemeFaint.self] = true }
        if style.inverse { container[MarkdownAttributes.ThemeInverse.self] = true }
    }
}

/// What the containers around a block say of it.
private struct ContainerContext {
    var listDepth = 0
    var quoteDepth = 0
    var alert: AlertKind?
    var footnote: Int?
}

/// What the inlines around a node say of it.
private struct InlineContext {
    var emphasis = false
    var strong = false
    var strikethrough = false
    var code = false
    var destination: String?
    var customRule: String?
    /// An image's source and alt text, on its placeholder (whose link is an enclosing
    /// link's when there is one).
    var image: (source: String, alt: String)?
}

/// The document's nodes by index, as the styled document's provenance names them.
struct NodeTable {
    let document: Document

    func node(_ index: Int32) -> Node { document[Int(index)] }
    func kind(_ index: Int32) -> NodeKind { node(index).kind }
    func parent(_ index: Int32) -> Int32 { node(index).parent.map { Int32($0.index) } ?? -1 }
}
