import MarkdownLayout
import MarkdownText
import MarkdownTheme
import MarkdownTree

/// Renders Markdown that arrives in pieces (a chat reply, an LLM's tokens, a pipe): each
/// top-level block is laid out and printed once, when it is final; the open last block is
/// rendered again, at most ``framesPerSecond`` times a second, for a caller that can redraw it.
///
/// A block is final when the next top-level block has started on a complete line: from then
/// on nothing can join it (no setext underline, no lazy line, no more list items, no more
/// table rows). Only the text after the last final block is parsed again, and only when a
/// completed line may have started a block (a line of text after text, an item after an
/// item of the same list, a table row after a row, a line inside an open fence cannot) or
/// a frame is due: a block growing piece by piece costs no parse per piece, so the work is
/// linear in the input whatever its shape. See <doc:Streaming>.
///
/// The concatenated ``StreamUpdate/final`` bytes of every update, ending with ``finish()``,
/// equal one render of the whole text, for every way of cutting it. Link reference
/// definitions reach every later block; a block showing `[…]` that a later definition may
/// resolve (a link or footnote reference) is held, and once a footnote definition arrives
/// blocks wait for ``finish()`` (cmark moves footnotes to the end), each while the open text
/// is under ``holdLimit`` bytes: past it, blocks are written as they stand. A theme that
/// lists link URLs at the end (`LinkDisplay.references`, as `Theme.plain`) keeps its blocks
/// final as they come: each part goes on numbering where the last stopped, and ``finish()``
/// writes the list.
///
/// ```swift
/// var stream = StreamingRenderer(theme: .dark, width: 80)
/// for chunk in chunks {
///     let update = stream.append(Array(chunk.utf8))
///     pipe.write(update.final)                              // printed once
/// }
/// pipe.write(stream.finish().final)
/// ```
///
/// On a terminal, ``StreamScreen`` turns each update into the bytes that redraw only the
/// rows that changed.
public struct StreamingRenderer: Sendable {
    /// How lines become bytes.
    public enum Format: Sendable {
        case plain
        case ansi(ANSIRenderer)
    }

    public var theme: Theme { styling.theme }
    /// The theme made ready for styling once, for every frame (making a `StylingTheme` costs
    /// about as much as styling a short block: docs/performance.md).
    private let styling: StylingTheme
    public let width: Int
    public let options: ParseOptions
    public let dialect: MarkdownDialect
    public let format: Format
    /// What highlights code blocks with a language (as in
    /// `StyledDocument(document:theme:highlighter:)`); `nil`, code is one colour.
    public let highlighter: (any CodeHighlighter)?
    /// Whether ``append(_:)`` renders the open block (off for a pipe, which prints only
    /// final blocks: then text is parsed only when a line is complete).
    public var rendersOpenBlock: Bool

    private(set) var text: [UInt8] = []
    /// Where the text not yet final starts (a line start, outside every block).
    var committed = 0
    private var emittedAny = false
    private var pendingGap = 0
    private var finished = false
    /// The URLs the final parts numbered (``LinkDisplay/references``), in order.
    private var referenceURLs: [String] = []
    /// The link reference definitions of the final text, one a line, parsed before the open
    /// text (see StreamingRenderer+Definitions.swift).
    var definitions: [UInt8] = []
    var definitionLines = 0
    /// The most bytes of open text held back because a definition may still come for a
    /// reference in it (or because footnote definitions have arrived); past it, blocks are
    /// written as they are.
    public var holdLimit = 32_768
    /// The most renderings of the open block a second (`nil`: one per ``append(_:)``). An
    /// append between frames only looks for final blocks; ``redraw()`` draws a frame now
    /// (for a caller whose input paused), and ``finish()`` always writes everything.
    public var framesPerSecond: Int? = 30
    /// When the open block was last rendered.
    private var lastFrame: ContinuousClock.Instant?
    /// How many times the open text was parsed, and the bytes those parses read with the
    /// definitions put before them (for tests of the work done).
    package private(set) var parseCount = 0
    package private(set) var parsedByteCount = 0
    /// Where the first line not yet looked at by newLinesMayStartBlock starts.
    var scanned = 0
    /// How far the bytes of the line at `scanned` were looked at.
    var scanCursor = 0
    /// The last line with content, and whether blank lines followed it.
    var lastContentLine: LineShape?
    var blankSinceContent = false
    /// The open fenced code block's fence (length 0: none), from the last parse.
    var openFenceCharacter: UInt8 = 0
    var openFenceLength = 0
    /// Whether the open text has passed ``holdLimit`` since it was last parsed.
    private var parsedPastHoldLimit = false

    public init(
        theme: Theme, width: Int, options: ParseOptions = .init(), dialect: MarkdownDialect = .gfm, format: Format = .plain,
        rendersOpenBlock: Bool = true, highlighter: (any CodeHighlighter)? = nil
    ) {
        styling = StylingTheme(theme)
        self.highlighter = highlighter
        self.width = DocumentLayout.clamped(width)
        self.options = options
        self.dialect = dialect
        self.format = format
        self.rendersOpenBlock = rendersOpenBlock
    }

    /// The bytes received so far.
    public var receivedByteCount: Int { text.count }

    /// Adds a piece of text (any split, even inside a UTF-8 sequence) and returns the
    /// blocks that became final and, when a frame is due or blocks became final, the open
    /// block's new rendering (``StreamUpdate/redrawsOpen``).
    public mutating func append(_ bytes: some Collection<UInt8>) -> StreamUpdate {
        guard !finished else { return StreamUpdate() }
        text.append(contentsOf: bytes)
        var parses = newLinesMayStartBlock()
        // Held blocks are written once the open text passes the hold limit.
        if !parsedPastHoldLimit && text.count - committed >= holdLimit { parses = true }
        let drawsOpen = rendersOpenBlock && frameIsDue()
        guard parses || drawsOpen else { return StreamUpdate() }
        return render(isLast: false, drawsOpen: drawsOpen)
    }

    /// Renders the open block now, whatever ``framesPerSecond`` says (with any blocks that
    /// became final): for a caller whose input paused between frames.
    public mutating func redraw() -> StreamUpdate {
        guard !finished, rendersOpenBlock else { return StreamUpdate() }
        return render(isLast: false, drawsOpen: true)
    }

    private func frameIsDue() -> Bool {
        guard let rate = framesPerSecond, rate > 0, let lastFrame else { return true }
        return ContinuousClock.now - lastFrame >= .seconds(1) / rate
    }

    /// Ends the input: everything left is final.
    public mutating func finish() -> StreamUpdate {
        guard !finished else { return StreamUpdate() }
        defer { finished = true }
        if !emittedAny && committed == 0 {
            // Nothing printed yet: one whole render (placeholder, references and all).
            let document = dialect.apply(to: Document(parsing: UTF8Repair.string(text), options: options))
            var update = StreamUpdate()
            let styled = StyledDocument(document: document, styling: styling, highlighter: highlighter, part: nil)
            update.final = rendered(styled.layout(width: width))
            update.redrawsOpen = true
            emittedAny = true
            return update
        }
        return render(isLast: true, drawsOpen: false)
    }

    private mutating func render(isLast: Bool, drawsOpen: Bool) -> StreamUpdate {
        let tail = text[committed...]
        let (document, shift) = parseTail(tail)
        parseCount += 1
        parsedByteCount += tail.count + definitions.count
        parsedPastHoldLimit = tail.count >= holdLimit
        let top = document.topLevelIndices
        var finalCount = isLast ? top.count : finalBlocks(of: document, top: top, tail: tail, shift: shift)
        var update = StreamUpdate()
        let listsReferences = theme.link.display == .references
        var finalPart: StyledDocument?
        if finalCount > 0 || (isLast && listsReferences) {
            let end = finalCount < top.count ? top[finalCount] : document.nodeCount
            let start = top.first ?? document.nodeCount
            let part = StyledDocument(
                document: document, styling: styling, highlighter: highlighter, part: start..<end, referencesBefore: referenceURLs,
                withReferences: isLast && listsReferences)
            // An HTML element left open (`<details>`, `<h1 align="center">`) is closed by a
            // later block and changes how these look: held, as references are.
            if !isLast && part.leavesHTMLOpen && tail.count < holdLimit {
                finalCount = 0
            } else {
                finalPart = part
            }
        }
        if let part = finalPart {
            referenceURLs = part.referenceURLs
            update.final = emit(part, commit: true)
            if finalCount < top.count {
                let line = Int(document.storage.nodes[top[finalCount]].range.start.rawLine) - shift
                let final = Self.offset(ofLine: line, in: tail)
                keepDefinitions(of: tail.prefix(final), document: document, top: top, count: finalCount, shift: shift)
                committed += final
            } else {
                committed = text.count
            }
        }
        if !isLast {
            noteOpenFence(document, top: top, tail: tail, shift: shift)
            if committed > tail.startIndex { parsedPastHoldLimit = false }
        }
        // A frame when one is due, or when final blocks moved the open one down.
        update.redrawsOpen = isLast || (rendersOpenBlock && (drawsOpen || !update.final.isEmpty))
        if update.redrawsOpen && !isLast { lastFrame = .now }
        if update.redrawsOpen && !isLast && finalCount < top.count {
            let part = StyledDocument(
                document: document, styling: styling, highlighter: highlighter, part: top[finalCount]..<document.nodeCount,
                referencesBefore: referenceURLs)
            let layout = part.layout(width: width)
            let gap = part.blockCount > 0 && emittedAny ? max(pendingGap, part.leadingGap) : 0
            update.open = Array(repeating: 0x0A, count: gap) + rendered(layout)
            update.openRows = gap + layout.rowCount
        }
        return update
    }

    /// How many top-level blocks, from the first, are final (line numbers in `document` are
    /// `shift` past the tail's, for the definitions parsed before it).
    private func finalBlocks(of document: Document, top: [Int], tail: ArraySlice<UInt8>, shift: Int) -> Int {
        let nodes = document.storage.nodes
        let holds = tail.count < holdLimit
        if holds && top.contains(where: { nodes[$0].kind == .footnoteDefinition }) { return 0 }
        // A definition still arriving may resolve a link with half its URL: wait for its line.
        let lastLine = tail.lastIndex(of: 0x0A).map { $0 + 1 } ?? tail.startIndex
        if Self.looksLikeDefinition(tail[lastLine...]) { return 0 }
        var completeLines = 0
        for byte in tail where byte == 0x0A { completeLines += 1 }
        func start(_ i: Int) -> Int { Int(nodes[top[i]].range.start.rawLine) - shift }
        func end(_ i: Int) -> Int { Int(nodes[top[i]].range.end.rawLine) - shift }
        var count = 0
        while count + 1 < top.count {
            let next = count + 1
            // The next block must start on a complete line, apart from this one.
            guard start(count) > 0, start(next) > 0, start(next) > end(count), start(next) <= completeLines else { break }
            if holds && mayAwaitDefinition(top[count], in: document) { break }
            count = next
        }
        return count
    }

    /// Renders a final part after the blank lines it needs, and remembers its margin.
    private mutating func emit(_ part: StyledDocument, commit: Bool) -> [UInt8] {
        guard part.blockCount > 0 else {
            pendingGap = max(pendingGap, part.trailingGap)
            return []
        }
        let gap = emittedAny ? max(pendingGap, part.leadingGap) : 0
        pendingGap = part.trailingGap
        emittedAny = true
        return Array(repeating: 0x0A, count: gap) + rendered(part.layout(width: width))
    }

    private func rendered(_ layout: DocumentLayout) -> [UInt8] {
        var bytes: [UInt8] = []
        switch format {
        case .plain: PlainRenderer().render(layout, into: &bytes)
        case .ansi(let renderer): renderer.render(layout, into: &bytes)
        }
        return bytes
    }

    /// The offset where 1-based `line` of `bytes` starts.
    static func offset(ofLine line: Int, in bytes: ArraySlice<UInt8>) -> Int {
        var current = 1
        var i = bytes.startIndex
        while current < line && i < bytes.endIndex {
            if bytes[i] == 0x0A {
                current += 1
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.endIndex && bytes[i + 1] == 0x0A { i += 1 }
                current += 1
            }
            i += 1
        }
        return i - bytes.startIndex
    }
}

/// What one piece of streamed input changed.
public struct StreamUpdate: Sendable, Hashable {
    /// Lines of blocks that became final: print them once, after the previous final ones.
    public var final: [UInt8] = []
    /// The open last block's lines (with the blank lines above it), replacing the previous
    /// ``open`` rendering; empty when there is none or it is not rendered.
    public var open: [UInt8] = []
    /// The rows ``open`` occupies: how far up to move to redraw it next time.
    public var openRows = 0
    /// Whether ``open`` and ``openRows`` are a new rendering of the open block, to replace
    /// the one shown; when `false` (between frames) the rows shown stay as they are.
    public var redrawsOpen = false

    public init() {}
}
