import Foundation
import MarkdownLayout
import MarkdownTheme
import MarkdownTree

/// Reads a styled document's pieces into an attributed string in one pass.
///
/// What a piece is comes from its block (looked up once per block), the containers around
/// the block and the inlines around its node (each container and node looked up once, kept
/// in arrays by index). The text is gathered into one `String` and pieces with the same
/// attributes into one run; the `AttributedString` is made at the end, with one attribute
/// change per run, since changing an `AttributedString` costs far more than appending to a
/// `String`.
struct AttributedTextReader {
    let styled: StyledDocument
    let document: Document
    let nodes: [RawNode]
    let options: MarkdownTextOptions
    let scales: SizeScales?

    private var text = ""
    /// The runs in order: their length in UTF-8 bytes and attributes (`nil` for separators).
    private var runs: [(bytes: Int, values: RunValues?)] = []

    /// What the containers around them make of blocks, by container.
    private var containerContexts: [ContainerContext?]
    /// What the inlines from it up to its block make of a node, by node - `inlineNodes.lowerBound`.
    private var inlineContexts: [InlineContext?]
    /// The nodes whose inline context is kept: the styled part's (a part of prepared content
    /// keeps no array as long as the whole document).
    private let inlineNodes: Range<Int>
    /// The links' URLs as Foundation reads them, by link id - 1.
    var urls: [URL??]
    /// The link id a link's runs carry, by link id - 1 (0: not looked at yet): the first
    /// link to the same URL, so that runs of links to one destination have equal values and
    /// share one attribute container.
    private var sharedLinks: [UInt32]
    /// The first link id to each URL.
    private var firstLinks: [String: UInt32] = [:]
    /// The block being read and what it says of its pieces.
    private var block = -1
    private var blockValues = RunValues()
    /// The block whose first item marker has been indented (``MarkdownTextOptions/Decoration/terminal``).
    private var indentedBlock = -1

    /// A reader of `styled`, made from the nodes `part` of `document` (`nil`: all of them).
    init(styled: StyledDocument, document: Document, part: Range<Int>? = nil, options: MarkdownTextOptions, scales: SizeScales?) {
        self.styled = styled
        self.document = document
        self.nodes = document.storage.nodes
        self.options = options
        self.scales = scales
        containerContexts = Array(repeating: nil, count: styled.containers.count)
        inlineNodes = part?.clamped(to: 0..<nodes.count) ?? 0..<nodes.count
        inlineContexts = Array(repeating: nil, count: inlineNodes.count)
        urls = Array(repeating: nil, count: styled.links.count)
        sharedLinks = Array(repeating: 0, count: styled.links.count)
    }

    mutating func add(_ piece: ReadingPiece) {
        guard !piece.text.isEmpty else { return }
        if piece.role == .separator {
            append(piece.text, nil)
            return
        }
        if piece.block != block { enter(block: piece.block) }
        var values = blockValues
        var text = piece.text
        switch piece.role {
        case .marker(let box, let isLast):
            guard let marker = markerText(piece, container: box, isLast: isLast, values: &values) else { return }
            text = marker
        case .cell(_, let column, let isHeader):
            values.tableColumn = column
            values.tableHeader = isHeader
        case .text, .separator:
            break
        }
        if piece.node >= 0, Int(piece.node) < nodes.count {
            let inline = inlineContext(of: Int(piece.node))
            values.inline = inline.flags
            values.customRule = inline.customRule
            values.imageSource = inline.imageSource
            values.imageAlt = inline.imageAlt
        }
        // The link is the styled document's only: the one link policy refused what has none
        // (`javascript:`, `file:`), so the node's own destination is never a fallback.
        if piece.link > 0 {
            switch styled.links[Int(piece.link) - 1] {
            case .url(let url): values.link = sharedLink(piece.link, url: url)
            case .image(let source, let alt):
                values.imageSource = source
                values.imageAlt = alt
            case .footnote(_, let number): values.footnote = number
            }
        }
        values.style = piece.style
        if let scales {
            values.sizeScale = scales.scale(block: values.block, headingLevel: values.headingLevel, isCode: values.inline.contains(.code))
        }
        append(text, values)
    }

    private mutating func append(_ piece: String, _ values: RunValues?) {
        text += piece
        if let last = runs.indices.last, runs[last].values == values {
            runs[last].bytes += piece.utf8.count
        } else {
            runs.append((piece.utf8.count, values))
        }
    }

    /// The attributed string of what was read: each distinct run value's attributes made
    /// once, then the text and its runs handed to Foundation (`init(_:runs:)`).
    mutating func result() -> AttributedString {
        var containers: [RunValues: AttributeContainer] = [:]
        var attributedRuns: [(bytes: Int, attributes: AttributeContainer?)] = []
        attributedRuns.reserveCapacity(runs.count)
        for run in runs {
            guard let values = run.values else {
                attributedRuns.append((run.bytes, nil))
                continue
            }
            let container = containers[values] ?? attributes(values)
            containers[values] = container
            attributedRuns.append((run.bytes, container))
        }
        return AttributedString(text, runs: attributedRuns)
    }

    /// The link id that runs of link `id`, to `url`, carry (see `sharedLinks`).
    private mutating func sharedLink(_ id: UInt32, url: String) -> UInt32 {
        let index = Int(id) - 1
        if sharedLinks[index] == 0 {
            let first = firstLinks[url] ?? id
            firstLinks[url] = first
            sharedLinks[index] = first
        }
        return sharedLinks[index]
    }

    // MARK: Blocks and containers

    private mutating func enter(block index: Int) {
        block = index
        var values = RunValues()
        let node = styled.node(ofBlock: index)
        if node == StyleProvenance.frontMatter {
            values.block = .frontMatter
        } else if node >= 0 {
            let raw = nodes[Int(node)]
            switch raw.kind {
            case .paragraph: values.block = .paragraph
            case .heading:
                values.block = .heading
                values.headingLevel = raw.headingLevel
            case .codeBlock:
                values.block = .codeBlock
                if let info = document[Int(node)].info, let language = info.split(separator: " ", maxSplits: 1).first {
                    values.codeLanguage = String(language)
                }
            case .htmlBlock: values.block = .htmlBlock
            case .thematicBreak: values.block = .thematicBreak
            case .table: values.block = .table
            case .customBlock: values.block = .customBlock
            // An alert's title line is emitted on entering its quote.
            case .blockQuote: values.block = .alertTitle
            default: break
            }
        }
        if let container = styled.innermostContainer(ofBlock: index) {
            let context = context(ofContainer: container)
            values.listDepth = context.listDepth
            values.quoteDepth = context.quoteDepth
            values.alert = context.alert
            values.footnote = context.footnote
        }
        blockValues = values
    }

    /// A marker piece's text and what it marks; `nil` for a list item's marker under
    /// ``MarkdownTextOptions/ListMarkers/none``.
    private mutating func markerText(_ piece: ReadingPiece, container box: Int32, isLast: Bool, values: inout RunValues) -> String? {
        let trimmed = piece.text.trimmingCharacters(in: .whitespaces)
        let node = styled.node(ofContainer: box)
        let kind = node >= 0 ? nodes[Int(node)].kind : nil
        if kind == .item && options.listMarkers == .none { return nil }
        // One space after a list item's, a footnote's or a link list's marker (`•`, `[^1]`); an HTML
        // container's marker (a `<summary>`'s) is followed by what its own text holds.
        let standsApart = kind == nil || kind == .item || kind == .footnoteDefinition || piece.text.last?.isWhitespace == true
        var text = standsApart ? trimmed + " " : trimmed
        guard kind == .item else { return text }
        // A task's checkbox is its item's last marker piece; what comes before it is the
        // list's marker (an ordered task item has both).
        let task = nodes[Int(node)].taskState
        if task != .none && isLast {
            values.taskChecked = task == .checked
        } else {
            values.listMarker = trimmed
        }
        let depth = context(ofContainer: box).listDepth
        values.listDepth = depth
        // The terminal's indent for a nested item, before the first marker of its block.
        if options.decoration == .terminal, indentedBlock != piece.block {
            indentedBlock = piece.block
            text = String(repeating: " ", count: 2 * max(0, depth - 1)) + text
        }
        return text
    }

    /// A container's context: its parent's with its own node added. The chain is walked
    /// up only to the first known container, so each is worked out once.
    private mutating func context(ofContainer index: Int32) -> ContainerContext {
        if let known = containerContexts[Int(index)] { return known }
        var chain: [Int32] = []
        var current = index
        while current >= 0, containerContexts[Int(current)] == nil {
            chain.append(current)
            current = styled.parent(ofContainer: current)
        }
        var context = current >= 0 ? containerContexts[Int(current)]! : ContainerContext()
        for box in chain.reversed() {
            let node = styled.node(ofContainer: box)
            if node >= 0 {
                switch nodes[Int(node)].kind {
                case .item: context.listDepth += 1
                case .blockQuote:
                    context.quoteDepth += 1
                    if let alert = document[Int(node)].alertKind { context.alert = alert }
                case .footnoteDefinition: context.footnote = nodes[Int(node)].footnoteNumber
                default: break
                }
            }
            containerContexts[Int(box)] = context
        }
        return context
    }

    // MARK: Inlines

    /// What the inlines from `node` up to its block make of it, each node worked out once.
    private mutating func inlineContext(of node: Int) -> InlineContext {
        if let known = knownInlineContext(of: node) { return known }
        var chain: [Int] = []
        var current = node
        while current >= 0, nodes[current].kind.isInline, knownInlineContext(of: current) == nil {
            chain.append(current)
            current = Int(nodes[current].parent)
        }
        var context = current >= 0 ? knownInlineContext(of: current) ?? InlineContext() : InlineContext()
        for inline in chain.reversed() {
            switch nodes[inline].kind {
            case .emphasis: context.flags.insert(.emphasis)
            case .strong: context.flags.insert(.strong)
            case .strikethrough: context.flags.insert(.strikethrough)
            case .code: context.flags.insert(.code)
            case .customInline: context.customRule = document[inline].customName
            case .image:
                let image = document[inline]
                context.imageSource = image.destination ?? ""
                context.imageAlt = image.plainText
            default: break
            }
            if inlineNodes.contains(inline) { inlineContexts[inline - inlineNodes.lowerBound] = context }
        }
        return context
    }

    /// The inline context of `node` worked out already, if any.
    private func knownInlineContext(of node: Int) -> InlineContext? {
        inlineNodes.contains(node) ? inlineContexts[node - inlineNodes.lowerBound] : nil
    }
}

extension AttributedString {
    /// The runs of one piece of ``init(_:runs:)``: a leaf of Foundation's tree of runs holds
    /// 15 (its rope's `maxNodeSize`), so a piece's attribute changes split and join a tree of
    /// one leaf; fewer runs a piece append more pieces, more make the piece's tree deeper.
    private static let runsPerPiece = 15

    /// `text` with `runs` (their lengths in UTF-8 bytes, in order, and their attributes;
    /// `nil` for none), made in pieces of at most ``runsPerPiece`` runs, each with one
    /// attribute change per run that has attributes, then appended: an attribute change
    /// splits and joins the tree, which in a small string is a few times cheaper than in the
    /// whole. (What the reader hands to Foundation; the benchmark times it alone.)
    ///
    /// Each change goes through a substring that alone holds the piece (the piece is
    /// consumed), so the substring changes it in place: the string's own range subscript
    /// puts a new empty storage in the string's place while it yields, two trees and two
    /// `getrandom` system calls for every run.
    package init(_ text: String, runs: [(bytes: Int, attributes: AttributeContainer?)]) {
        self.init()
        let utf8 = text.utf8
        var offset = utf8.startIndex
        var first = 0
        while first < runs.count {
            let last = min(runs.count, first + Self.runsPerPiece)
            let bytes = runs[first..<last].reduce(0) { $0 + $1.bytes }
            let end = utf8.index(offset, offsetBy: bytes)
            var piece = AttributedString(String(text[offset..<end]))
            var start = piece.startIndex
            for run in runs[first..<last] {
                let runEnd = piece.utf8.index(start, offsetBy: run.bytes)
                if let attributes = run.attributes {
                    var part = piece[start..<runEnd]
                    _ = consume piece
                    part.setAttributes(attributes)
                    piece = part.base
                }
                start = runEnd
            }
            append(piece)
            offset = end
            first = last
        }
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
    var flags = InlineFlags()
    var customRule: String?
    /// An image's source and alt text, on its placeholder (whose link is an enclosing
    /// link's when there is one).
    var imageSource: String?
    var imageAlt: String?
}
