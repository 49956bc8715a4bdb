import MarkdownText
import MarkdownTheme
import MarkdownTree

/// Builds a ``StyledDocument`` in one pass over the flat tree, without recursion: an explicit
/// stack of open blocks, and for each paragraph an explicit stack of open inlines.
///
/// This file holds the state and the small helpers: the style cascade, the text buffer
/// (where all text is sanitized), runs, containers and the margins between blocks.
struct StyleBuilder {
    /// The theme, shared by reference: the builder reads its bounded form in place (a copy
    /// of a theme retains every string in it).
    let styling: StylingTheme
    /// The tree walked and its text, transformed before styling (see StyledDocument+Transforms).
    let nodes: [RawNode]
    let source: [UInt8]
    /// The document's limits; HTML tables beyond its table limits are shown as text, as
    /// GFM tables are.
    let limits: ParseLimits
    /// What finds code blocks' tokens, and its session, made at the first block it is asked
    /// about (see StyleBuilder+Highlighting).
    let highlighter: (any CodeHighlighter)?
    var highlightSession: (any CodeHighlightSession)?
    /// The attributes ids of the syntax styles over each code block style met.
    var syntaxStyles: [Int32: [UInt32]] = [:]
    /// What tells pictures from placeholders (nil: every image is its placeholder).
    let imageResolver: (any ImageResolver)?
    /// The pictures given blocks, in order (see StyleBuilder+Images).
    var images: [ImageAttachment] = []

    // Output.
    var buffer: [UInt8] = []
    var styles = StyleTable()
    var links: [LinkTarget] = []
    var runs: [StyledRun] = []
    var texts: [StyledText] = []
    /// The cluster runs and words of every text's PreparedText.
    var textStore = TextStore()
    var containers: [Container] = []
    var pieces: [Segment] = []
    var blocks: [LayoutBlock] = []
    var codeLines: [CodeLine] = []
    var codeSpans: [CodeSpan] = []
    var tables: [StyledTable] = []
    /// The node each block, container and stretch of text came from.
    var provenance = StyleProvenance()

    // The cascade: resolved styles interned, cascades memoised by (element, parent) in a
    // table of a row per resolved style, a column per element (-1: not made yet).
    var resolved: [Style] = []
    private var resolvedIDs: [Style: Int32] = [:]
    private var cascades: [Int32] = []
    private static let elementCount = StyleElement.allCases.count
    private static let usualStyleCount = 32
    private var attributeIDs: [UInt32] = []
    private var strings: [String: (offset: UInt32, count: UInt32, width: UInt32)] = [:]

    /// The theme's footnote format cut at its `{n}`s, made at the first footnote.
    var footnoteFormat: FootnoteFormat?

    // Links shown as numbered references: URL -> number, and the list in order.
    var referenceNumbers: [String: Int] = [:]
    var references: [(url: String, link: UInt32)] = []
    /// Whether the inlines being styled may print a URL after a link's text (see
    /// ``printsURLsInline(_:)``).
    var printsURLsInline = true

    /// Whether inlines of a block of `kind` may print a URL after a link's text: not in a
    /// heading or a table cell, where an inline URL buries the title or squeezes the column;
    /// there ``LinkDisplay/inline`` numbers the link and lists its URL at the end.
    static func printsURLsInline(_ kind: NodeKind) -> Bool { kind != .heading && kind != .tableCell }

    /// The level of the Markdown heading whose inlines are being styled.
    var headingLevel: Int?

    /// Whether the document was empty and shows the placeholder.
    var showsPlaceholder = false
    /// The source line of the block being styled: what the next emitted block records.
    var sourceLine: Int32 = 0

    /// Where the document's text may need substitutes, for a large paragraph's text nodes
    /// (see ``markDirtyText(of:)``): offsets in order, within `range`, and the next to
    /// look at.
    var dirtyText: (range: Range<Int>, offsets: [Int], next: Int) = (0..<0, [], 0)

    // Blocks and margins.
    var current: Int32 = -1
    private var stable: Int32 = -1
    private(set) var pendingGap = 0
    /// The gap the first block asked for (its margin and those opened before it): what a
    /// part styled alone needs above it when stacked under another part.
    private(set) var leadingGap = 0
    private var customCascades: [String: [Int32: Int32]] = [:]

    // Markers, the quote bar and the rule glyph, their text placed once (see StyleBuilder+Blocks
    // and StyleBuilder+Leaves).
    var bulletMarkers: [Segment?] = []
    var orderedMarkers: [Segment?] = []
    var quoteBar: (bar: Segment, spaces: Int)?
    var taskGlyphs: [Segment]?
    /// The border glyphs the last table got, with its borders and border style.
    var lastBorderGlyphs: (borders: TableBorders, style: UInt32, glyphs: BorderGlyphs)?
    var placedRuleGlyph: Segment?
    /// Raw HTML's tokens and the HTML elements open across blocks (see StyleBuilder+HTML).
    var html = HTMLState()
    /// Whether the last block styled left an HTML element open (`<details>`, `<h1>`, ...)
    /// that a later block may close.
    var leftHTMLOpen = false
    /// The deadline, read before each block and between inlines; once it has passed,
    /// `stopped` is set and the rest is passed over (the caller throws, keeping nothing).
    var blockBudget = BudgetCheck(.unlimited, stage: .styling, every: 1)
    var inlineBudget = BudgetCheck(.unlimited, stage: .styling)
    var stopped = false

    /// A builder for `document`; `expectedBytes` sizes the text buffer (the whole text by
    /// default; a part of the document needs less).
    init(
        document: Document, styling: StylingTheme, highlighter: (any CodeHighlighter)? = nil, images: (any ImageResolver)? = nil,
        expectedBytes: Int? = nil
    ) {
        self.styling = styling
        self.highlighter = highlighter
        self.imageResolver = images
        self.nodes = document.storage.nodes
        self.source = document.storage.bytes
        self.limits = document.options.limits
        let bytes = expectedBytes ?? source.count
        buffer.reserveCapacity(bytes + 1024)
        // Room for the styles a document usually resolves (a few dozen), so that a short
        // part does not grow and rehash its tables on every new style.
        resolved.reserveCapacity(Self.usualStyleCount)
        resolvedIDs.reserveCapacity(Self.usualStyleCount)
        attributeIDs.reserveCapacity(Self.usualStyleCount)
        cascades.reserveCapacity(Self.usualStyleCount * Self.elementCount)
        _ = intern(styling.bounded.document)
        // A single space first, at offset 0: every fill and padding repeats it. Then `…` at
        // offset 1 (see `StyledDocument.ellipsis`). Both are found by their offsets, so they
        // are not kept among the reused strings (a short part often needs no other).
        let space = placedSegment(Array(" ".utf8), style: 0, link: 0)
        assert(space.offset == 0, "the space is not first in the buffer")
        _ = placedSegment(Array("…".utf8), style: 0, link: 0)
    }

    // MARK: Cascade

    mutating func intern(_ style: Style) -> Int32 {
        if let id = resolvedIDs[style] { return id }
        let id = Int32(resolved.count)
        resolved.append(style)
        resolvedIDs[style] = id
        cascades.append(contentsOf: repeatElement(-1, count: Self.elementCount))
        attributeIDs.append(styles.id(for: style.textAttributes))
        return id
    }

    /// The theme's style for `element` with unset text attributes taken from `parent`. In a
    /// heading (a Markdown one, or inside an HTML `<h1>`-`<h6>`) a link, its URL and code
    /// take the level's own styles, so that they stay legible on the heading's colours.
    mutating func cascade(_ element: StyleElement, over parent: Int32) -> Int32 {
        let element = (headingLevel ?? htmlHeadingLevel).map { element.inHeading($0) } ?? element
        let key = Int(parent) * Self.elementCount + element.rawValue
        if cascades[key] >= 0 { return cascades[key] }
        var around = resolved[Int(parent)]
        if element.isCode {
            // Code keeps its own face: colour, background, italics, faintness and case come
            // from the code style or the document, never from a quote, an alert or emphasis
            // around it. Weight, underline and strikethrough still pass (bold in a heading,
            // underlined in a link, struck inside `~~`).
            let document = resolved[0]
            around.foreground = document.foreground
            around.background = document.background
            around.italic = document.italic
            around.faint = document.faint
            around.inverse = document.inverse
            around.textCase = document.textCase
        }
        let id = intern(styling.elementStyles[element.rawValue].inheriting(from: around))
        cascades[key] = id
        return id
    }

    /// The style of a custom inline: the theme's style for its rule name over `parent`.
    mutating func customCascade(_ raw: RawNode, over parent: Int32) -> Int32 {
        guard raw.kind == .customInline, raw.aux.count > 0 else { return parent }
        let name = String(decoding: source[span: raw.aux], as: UTF8.self)
        if let id = customCascades[name]?[parent] { return id }
        let id = intern((styling.bounded.custom[name] ?? Style()).inheriting(from: resolved[Int(parent)]))
        customCascades[name, default: [:]][parent] = id
        return id
    }

    /// The text attributes id of the theme's `element` cascaded over `parent`.
    mutating func attributeID(_ element: StyleElement, over parent: Int32) -> UInt32 {
        let style = cascade(element, over: parent)
        return attributeIDs[Int(style)]
    }

    /// The text attributes id of a resolved style. Never `attributes(cascade(…))`: the
    /// call reads `self` before its argument interns the style, so a new style is not there
    /// yet (`attributeID(_:over:)` does both in order).
    func attributes(_ style: Int32) -> UInt32 { attributeIDs[Int(style)] }

    func marginTop(_ style: Int32) -> Int { max(0, resolved[Int(style)].marginTop ?? ThemeDefaults.marginTop) }
    func marginBottom(_ style: Int32) -> Int { max(0, resolved[Int(style)].marginBottom ?? ThemeDefaults.marginBottom) }

    // MARK: Text (the one place text enters the buffer, sanitized)

    /// What the theme makes of bidirectional overrides and isolates.
    var bidi: BidiControls { styling.bounded.bidiControls ?? .substitute }

    /// Appends text in `textCase`, with controls replaced; returns its place and, when
    /// `measuring`, its width (inline runs are measured by the line breaker instead: 0).
    mutating func appendText<C: Collection<UInt8>>(
        _ utf8: C, mode: TextSanitizer.Mode, textCase: TextCase?, measuring: Bool = true
    ) -> (offset: UInt32, count: UInt32, width: UInt32) where C.Index == Int {
        let start = buffer.count
        switch textCase ?? .none {
        case .none:
            TextSanitizer.append(utf8, to: &buffer, mode: mode, bidi: bidi)
        case .upper:
            var cased = String(decoding: utf8, as: UTF8.self).uppercased()
            cased.withUTF8 { TextSanitizer.append($0, to: &buffer, mode: mode, bidi: bidi) }
        case .lower:
            var cased = String(decoding: utf8, as: UTF8.self).lowercased()
            cased.withUTF8 { TextSanitizer.append($0, to: &buffer, mode: mode, bidi: bidi) }
        }
        let width = measuring ? CellWidth.of(buffer[start...]) : 0
        return (UInt32(start), UInt32(buffer.count - start), UInt32(width))
    }

    /// A theme or generated string as a segment (sanitized, stored once).
    mutating func segment(_ string: String, style: UInt32, link: UInt32 = 0) -> Segment {
        if let known = strings[string] {
            return Segment(offset: known.offset, count: known.count, width: known.width, style: style, link: link)
        }
        var copy = string
        let placed = copy.withUTF8 { appendText($0, mode: .inline, textCase: nil) }
        strings[string] = placed
        return Segment(offset: placed.offset, count: placed.count, width: placed.width, style: style, link: link)
    }

    /// Text placed as a segment without keeping it for reuse (a footnote's mark: one each).
    mutating func placedSegment(_ utf8: [UInt8], style: UInt32, link: UInt32) -> Segment {
        let placed = appendText(utf8, mode: .inline, textCase: nil)
        return Segment(offset: placed.offset, count: placed.count, width: placed.width, style: style, link: link)
    }

    /// `count` spaces as one segment (the space at offset 0, repeated).
    func spaces(_ count: Int, style: UInt32 = 0) -> Segment {
        Segment(offset: 0, count: 1, width: 1, style: style).repeated(count)
    }

    // MARK: Runs and line groups

    /// Appends a run of inline text, merged with the previous run when contiguous and alike.
    mutating func addRun<C: Collection<UInt8>>(
        _ utf8: C, style: Int32, link: UInt32, isURL: Bool = false, isWhole: Bool = false, isCode: Bool = false, since start: Int
    ) where C.Index == Int {
        let placed = appendText(utf8, mode: .inline, textCase: resolved[Int(style)].textCase, measuring: false)
        addRun(
            placed: (placed.offset, placed.count), style: style, link: link, isURL: isURL, isWhole: isWhole, isCode: isCode,
            since: start)
    }

    /// Adds a run of the document's text at `span` (a text node's): copied as it is when
    /// ``dirtyText`` shows it needs no substitute and its style takes no case, else
    /// sanitized.
    mutating func addSourceRun(_ span: TextSpan, style: Int32, link: UInt32, since start: Int) {
        let range = Int(span.offset)..<Int(span.offset + span.count)
        let textCase = resolved[Int(style)].textCase
        guard textCase == nil || textCase == TextCase.none, isClean(range) else {
            addRun(source[range], style: style, link: link, since: start)
            return
        }
        let offset = UInt32(buffer.count)
        buffer.append(contentsOf: source[range])
        addRun(placed: (offset, UInt32(range.count)), style: style, link: link, isURL: false, isWhole: false, since: start)
    }

    /// Whether the text at `range` is inside ``dirtyText``'s range, starts and ends at
    /// sequence boundaries and holds none of its offsets (text nodes come in order, so the
    /// next offset to look at only moves forward).
    private mutating func isClean(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty, range.lowerBound >= dirtyText.range.lowerBound, range.upperBound <= dirtyText.range.upperBound,
            source[range.lowerBound] & 0xC0 != 0x80, range.upperBound == source.count || source[range.upperBound] & 0xC0 != 0x80
        else { return false }
        let offsets = dirtyText.offsets
        var next = dirtyText.next
        if next > 0 && offsets[next - 1] >= range.lowerBound {
            // Out of order: look again from the first offset.
            next = 0
        }
        while next < offsets.count && offsets[next] < range.lowerBound { next += 1 }
        dirtyText.next = next
        return next == offsets.count || offsets[next] >= range.upperBound
    }

    /// Finds where the text nodes of a paragraph (or other inline container) at `node`
    /// may need substitutes, when they hold ``sparseScanBytes`` or more: when such places
    /// are few, the other nodes are copied as they are, rather than sanitized one by one.
    mutating func markDirtyText(of node: Int) {
        let end = Int(nodes[node].end)
        guard end - node > 2 else { return }
        var (lower, upper) = (Int.max, 0)
        for index in (node + 1)..<end where nodes[index].kind == .text && nodes[index].text.count > 0 {
            lower = min(lower, Int(nodes[index].text.offset))
            upper = max(upper, Int(nodes[index].text.offset + nodes[index].text.count))
        }
        guard upper - lower >= Self.sparseScanBytes else { return }
        let found = source.withUnsafeBufferPointer { TextSanitizer.sparseDirtyOffsets(UnsafeBufferPointer(rebasing: $0[lower..<upper])) }
        guard let offsets = found else { return }
        dirtyText = (lower..<upper, offsets.map { $0 + lower }, 0)
    }

    /// The text bytes from which a paragraph's text nodes are scanned for substitutes at
    /// once (see ``markDirtyText(of:)``); below it each node is sanitized as it comes.
    static let sparseScanBytes = 256 * 1024

    /// Adds a run of `count` spaces that keeps them (padding): spaces need no sanitizing and
    /// no case, so they are appended straight to the buffer.
    mutating func addSpaceRun(_ count: Int, style: Int32, since start: Int) {
        guard count > 0 else { return }
        let offset = UInt32(buffer.count)
        buffer.append(contentsOf: repeatElement(0x20, count: count))
        addRun(placed: (offset, UInt32(count)), style: style, link: 0, isURL: false, isWhole: true, since: start)
    }

    /// Adds a run of text already in the buffer, merged with the previous run when contiguous
    /// and alike.
    private mutating func addRun(
        placed: (offset: UInt32, count: UInt32), style: Int32, link: UInt32, isURL: Bool, isWhole: Bool, isCode: Bool = false,
        since start: Int
    ) {
        guard placed.count > 0 else { return }
        let attributes = attributes(style)
        if runs.count > start, let last = runs.last, last.style == attributes, last.link == link, last.isURL == isURL,
            last.isWhole == isWhole, last.isCode == isCode, last.offset + last.count == placed.offset
        {
            runs[runs.count - 1].count += placed.count
            return
        }
        runs.append(
            StyledRun(
                offset: placed.offset, count: placed.count, style: attributes, link: link, isURL: isURL,
                isWhole: isWhole, isCode: isCode))
    }

    mutating func addRun(
        _ string: some StringProtocol, style: Int32, link: UInt32, isURL: Bool = false, isWhole: Bool = false, since start: Int
    ) {
        var string = String(string)
        string.withUTF8 { addRun($0, style: style, link: link, isURL: isURL, isWhole: isWhole, since: start) }
    }

    /// The last byte of the line group from `start` so far; `nil` at its start.
    func lastByte(since start: Int) -> UInt8? {
        guard runs.count > start, let last = runs.last, last.count > 0 else { return nil }
        return buffer[Int(last.offset + last.count) - 1]
    }

    /// Whether the text of the line group from `start` so far ends in a word (not in a
    /// space or a line break): what is added next is attached to it.
    func endsInWord(since start: Int) -> Bool {
        guard let byte = lastByte(since: start) else { return false }
        return byte != 0x20 && byte != 0x0A && byte != 0x09
    }

    /// Closes the line group made of the runs from `start` on.
    mutating func finishText(from start: Int) -> Int32 {
        let prepared = PreparedText(runs: runs[start...], buffer: buffer, store: &textStore)
        texts.append(StyledText(runs: Int32(start)..<Int32(runs.count), prepared: prepared))
        return Int32(texts.count - 1)
    }

    /// A text block of one line group holding `string`.
    mutating func singleLineText(_ string: String, style: Int32, link: UInt32 = 0, isURL: Bool = false) -> Range<Int32> {
        let start = runs.count
        addRun(string, style: style, link: link, isURL: isURL, since: start)
        let text = finishText(from: start)
        return text..<(text + 1)
    }

    // MARK: Blocks, containers, margins

    /// Adds a block after a gap of the larger of the pending margin and `marginTop`.
    mutating func emit(_ content: BlockContent, marginTop: Int, marginBottom: Int) {
        if blocks.isEmpty { leadingGap = max(pendingGap, marginTop) }
        let gap = blocks.isEmpty ? 0 : max(pendingGap, marginTop)
        blocks.append(LayoutBlock(container: current, outer: stable, gapBefore: Int32(gap), content: content, sourceLine: sourceLine))
        provenance.addBlock()
        stable = current
        pendingGap = marginBottom
    }

    /// Asks for at least `lines` blank lines before the next block.
    mutating func addMargin(_ lines: Int) {
        pendingGap = max(pendingGap, lines)
    }

    /// Drops the pending margin: the next block follows without a blank line.
    mutating func clearMargin() {
        pendingGap = 0
    }

    /// Opens a container: its pieces prefix every line of the blocks inside.
    mutating func openContainer(first: [Segment], rest: [Segment], gap: [Segment], marginTop: Int) {
        pendingGap = max(pendingGap, marginTop)
        let width = first.reduce(0) { $0 + Int($1.width) }
        let firstStart = Int32(pieces.count)
        pieces.append(contentsOf: first)
        let restStart = Int32(pieces.count)
        pieces.append(contentsOf: rest)
        let gapStart = Int32(pieces.count)
        pieces.append(contentsOf: gap)
        let gapWidth = gap.reduce(0) { $0 + Int($1.width) }
        let id = Int32(containers.count)
        provenance.addContainer()
        let anchor = gapWidth > 0 ? id : (current >= 0 ? containers[Int(current)].gapAnchor : -1)
        containers.append(
            Container(
                parent: current, first: firstStart..<restStart, rest: restStart..<gapStart, gap: gapStart..<Int32(pieces.count),
                width: Int32(width), gapWidth: Int32(gapWidth), gapAnchor: anchor))
        current = id
    }

    /// Closes the innermost container; `blocksAtOpen` tells whether it got any block (an
    /// empty one still shows its first line).
    mutating func closeContainer(marginBottom: Int, blocksAtOpen: Int) {
        if blocks.count == blocksAtOpen {
            let empty = finishText(from: runs.count)
            emit(.text(texts: empty..<(empty + 1), alignment: .left), marginTop: 0, marginBottom: 0)
        }
        if stable == current { stable = containers[Int(current)].parent }
        current = containers[Int(current)].parent
        pendingGap = max(pendingGap, marginBottom)
    }

    /// Pieces for an indent of `width` cells of `token` (spaces by default).
    mutating func indentPieces(width: Int, token: String?, style: UInt32) -> [Segment] {
        guard width > 0 else { return [] }
        let token = token.flatMap { $0.isEmpty ? nil : $0 } ?? " "
        let unit = segment(token, style: style)
        guard unit.width > 0 else { return [spaces(width)] }
        let whole = width / Int(unit.width)
        var result = whole > 0 ? [unit.repeated(whole)] : []
        if width % Int(unit.width) > 0 { result.append(spaces(width % Int(unit.width))) }
        return result
    }

    /// A registered link target's id (1-based), or 0 (no link) for a URL whose scheme
    /// ``URLScheme`` does not allow.
    ///
    /// This is the one place a URL is judged: every door that reads links (OSC 8, the
    /// pictures, the viewer's open, `layout.links`, `linkHit`, `AttributedString.link`) sees
    /// only what passed here. A refused link keeps its text and shows no URL.
    mutating func addLink(_ target: LinkTarget) -> UInt32 {
        if let url = target.url, !URLScheme.isAllowed(url) { return 0 }
        links.append(target)
        return UInt32(links.count)
    }
}
