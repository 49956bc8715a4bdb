import MarkdownText
import MarkdownTheme

/// What styling makes: a ``StyledDocument``'s plain data under the same names (with the
/// cascade's style table), and where the next block goes: the open container and the
/// margin asked for below the last block.
struct StyledOutput {
    /// The text of every run, segment and code line, sanitized.
    var text: [UInt8] = []
    var links: [LinkTarget] = []
    var images: [ImageAttachment] = []
    var runs: [StyledRun] = []
    var texts: [StyledText] = []
    var textStore = TextStore()
    var containers: [Container] = []
    var pieces: [Segment] = []
    var blocks: [LayoutBlock] = []
    var codeLines: [CodeLine] = []
    var codeSpans: [CodeSpan] = []
    var tables: [StyledTable] = []
    var provenance = StyleProvenance()
    /// The placeholder's minimum height when an empty document shows it.
    var minimumRows = 0
    /// The gap the first block asked for (its margin and those opened before it): what a
    /// part styled alone needs above it when stacked under another part.
    private(set) var leadingGap = 0
    /// The blank lines asked for before the next block; at the end, below the last.
    private(set) var pendingGap = 0
    /// The innermost open container, and the innermost one already open before the last
    /// block (-1: none).
    private var current: Int32 = -1
    private var stable: Int32 = -1
    /// The source line of the block being styled: what the next emitted block records.
    var sourceLine: Int32 = 0

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
        let firstStart = Int32(pieces.count)
        pieces.append(contentsOf: first)
        let restStart = Int32(pieces.count)
        pieces.append(contentsOf: rest)
        let gapStart = Int32(pieces.count)
        pieces.append(contentsOf: gap)
        openContainer(pieces: (firstStart, restStart, gapStart), marginTop: marginTop)
    }

    /// Opens a container whose first, rest and gap pieces were just appended to ``pieces``,
    /// from the given starts on (each opener appends its own: no array of pieces per container).
    private mutating func openContainer(pieces starts: (first: Int32, rest: Int32, gap: Int32), marginTop: Int) {
        pendingGap = max(pendingGap, marginTop)
        let end = Int32(pieces.count)
        let width = pieces[Int(starts.first)..<Int(starts.rest)].reduce(0) { $0 + Int($1.width) }
        let gapWidth = pieces[Int(starts.gap)..<Int(end)].reduce(0) { $0 + Int($1.width) }
        let id = Int32(containers.count)
        provenance.addContainer()
        let anchor = gapWidth > 0 ? id : (current >= 0 ? containers[Int(current)].gapAnchor : -1)
        containers.append(
            Container(
                parent: current, first: starts.first..<starts.rest, rest: starts.rest..<starts.gap, gap: starts.gap..<end,
                width: Int32(width), gapWidth: Int32(gapWidth), gapAnchor: anchor))
        current = id
    }

    /// Opens a container whose first line starts with `first` and whose other lines hang
    /// under it, blank (a list item's marker, a footnote's number).
    mutating func openHanging(_ first: [Segment], marginTop: Int = 0) {
        let firstStart = Int32(pieces.count)
        pieces.append(contentsOf: first)
        openHanging(appendedFrom: firstStart, marginTop: marginTop)
    }

    /// ``openHanging(_:marginTop:)`` for first pieces just appended to ``pieces``, from
    /// `firstStart` on.
    mutating func openHanging(appendedFrom firstStart: Int32, marginTop: Int = 0) {
        let restStart = Int32(pieces.count)
        pieces.append(.spaces(pieces[Int(firstStart)...].reduce(0) { $0 + Int($1.width) }))
        openContainer(pieces: (firstStart, restStart, Int32(pieces.count)), marginTop: marginTop)
    }

    /// Opens a container with `bar` and `spaces` blank cells before each line, and the bar
    /// alone on the blank lines between its blocks (a quote's, an alert's).
    mutating func openBar(_ bar: Segment, spaces: Int, marginTop: Int) {
        let firstStart = Int32(pieces.count)
        for _ in 0..<2 {
            pieces.append(bar)
            if spaces > 0 { pieces.append(.spaces(spaces)) }
        }
        let gapStart = Int32(pieces.count)
        pieces.append(bar)
        openContainer(pieces: (firstStart, firstStart + (gapStart - firstStart) / 2, gapStart), marginTop: marginTop)
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

    /// Leaves the innermost container, which no block holds, showing nothing of it.
    mutating func leaveEmptyContainer() {
        current = containers[Int(current)].parent
    }

    /// Adds a run of text already in ``text``, merged with the previous run when contiguous
    /// and alike.
    mutating func addRun(
        placed: (offset: UInt32, count: UInt32), style: UInt32, link: UInt32, isURL: Bool, isWhole: Bool, isCode: Bool = false,
        since start: Int
    ) {
        guard placed.count > 0 else { return }
        if runs.count > start, let last = runs.last, last.style == style, last.link == link, last.isURL == isURL,
            last.isWhole == isWhole, last.isCode == isCode, last.offset + last.count == placed.offset
        {
            runs[runs.count - 1].count += placed.count
            return
        }
        runs.append(
            StyledRun(offset: placed.offset, count: placed.count, style: style, link: link, isURL: isURL, isWhole: isWhole, isCode: isCode))
    }

    /// The last byte of the line group from `start` so far; `nil` at its start.
    func lastByte(since start: Int) -> UInt8? {
        guard runs.count > start, let last = runs.last, last.count > 0 else { return nil }
        return text[Int(last.offset + last.count) - 1]
    }

    /// Whether the text of the line group from `start` so far ends in a word (not in a
    /// space or a line break): what is added next is attached to it.
    func endsInWord(since start: Int) -> Bool {
        guard let byte = lastByte(since: start) else { return false }
        return byte != 0x20 && byte != 0x0A && byte != 0x09
    }

    /// Closes the line group made of the runs from `start` on.
    mutating func finishText(from start: Int) -> Int32 {
        let prepared = PreparedText(runs: runs[start...], buffer: text, store: &textStore)
        texts.append(StyledText(runs: Int32(start)..<Int32(runs.count), prepared: prepared))
        return Int32(texts.count - 1)
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
