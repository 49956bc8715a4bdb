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
/// equal one render of the whole text, for every way of cutting it: no text is ever written
/// as it stands when it may read otherwise in the end. Link reference definitions reach
/// every later block; a final block showing `[…]` that a later definition may resolve (a
/// link or footnote reference), or leaving an HTML element open, is held with every block
/// after it, and written as soon as it is known (its definition arrived, its element closed);
/// from a footnote definition on, blocks wait for ``finish()``, which writes them with the
/// footnotes last, numbered as one render numbers them. Held blocks are parsed apart from the
/// open text, and again only when they may have become known, so the work stays linear
/// however much is held. When the held text reaches ``holdLimit`` bytes,
/// ``StreamUpdate/reachedHoldLimit`` says so (the caller may warn that output is waiting). A
/// theme that lists link URLs at the end (`LinkDisplay.references`, as `Theme.plain`) keeps
/// its blocks final as they come: each part goes on numbering where the last stopped, and
/// ``finish()`` writes the list.
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
    let styling: StylingTheme
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
    var emittedAny = false
    var pendingGap = 0
    private var finished = false
    /// Whether ``finish()`` was called (and returned its update).
    public private(set) var hasFinished = false
    /// The URLs the final parts numbered (``LinkDisplay/references``), in order.
    var referenceURLs: [String] = []
    /// The link reference definitions of the final text, one a line, parsed before the open
    /// text (see StreamingRenderer+Definitions.swift).
    var definitions: [UInt8] = []
    var definitionLines = 0
    /// How many bytes of final blocks may be held back (waiting for a definition, an HTML
    /// element's end or ``finish()``) before ``StreamUpdate/reachedHoldLimit`` reports it.
    /// Held blocks are never written as they stand: past the limit they still wait.
    public var holdLimit = 32_768
    /// The most renderings of the open block a second (`nil`: one per ``append(_:)``). An
    /// append between frames only looks for final blocks; ``redraw()`` draws a frame now
    /// (for a caller whose input paused), and ``finish()`` always writes everything.
    public var framesPerSecond: Int? = 30
    /// The time the renderer may spend in its calls, summed over the stream (waiting for
    /// text between calls does not count), and whether cancelling the task that makes a call
    /// stops it. Past it, the update that found it has ``StreamUpdate/stopped`` set, and the
    /// renderer writes nothing more: the text it has not written is ``unwrittenText``.
    public let budget: WorkBudget
    /// What stopped the stream: its ``budget`` ran out, or a parse passed
    /// `ParseOptions.limits` (the parser's memory); nil while it goes on.
    public internal(set) var stoppedBy: ParseLimitError?
    /// What is left of ``budget``: running during a call, paused between calls.
    var callBudget: WorkBudget
    /// When the open block was last rendered.
    private var lastFrame: ContinuousClock.Instant?
    /// How many times the open text was parsed, and the bytes those parses read with the
    /// definitions put before them (for tests of the work done).
    package internal(set) var parseCount = 0
    package internal(set) var parsedByteCount = 0
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
    /// Where the text not yet written starts: from there to `committed`, final blocks held
    /// because they may not read yet as they will (see StreamingRenderer+Holding.swift).
    var written = 0
    /// Whether a footnote definition is in the final text: every block from then on waits
    /// for ``finish()`` (cmark numbers footnotes across the document and lists them last).
    var holdsToEnd = false
    /// The held bytes when they were last looked at and found not known yet.
    var examinedHeldBytes = 0
    /// The definitions kept when the held blocks were last looked at.
    var definitionsAtExamination = 0
    /// Whether the held blocks may be known since then for another reason than a new
    /// definition: text that may close an HTML element became final, or the line that
    /// looked like a definition still arriving is complete.
    var heldMayBeKnown = false
    /// How the held blocks read as they stand, for the open rendering (see
    /// ``StreamUpdate/open``), with the blank lines they ask for above and below.
    var heldPreview: [UInt8] = []
    var heldPreviewGaps = (leading: 0, trailing: 0)
    /// Whether the held bytes are at ``holdLimit`` or more.
    private var pastHoldLimit = false

    /// A stream rendered with `theme` at `width`; its calls share `budget`, whose time counts
    /// only while a call runs.
    ///
    /// ```swift
    /// var stream = StreamingRenderer(theme: .dark, width: 80, budget: WorkBudget(time: .seconds(2)))
    /// ```
    public init(
        theme: Theme, width: Int, options: ParseOptions = .init(), dialect: MarkdownDialect = .gfm, format: Format = .plain,
        rendersOpenBlock: Bool = true, highlighter: (any CodeHighlighter)? = nil, budget: WorkBudget = .unlimited
    ) {
        self.budget = budget
        callBudget = budget
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
    ///
    /// After ``finish()`` the stream has ended: the bytes are refused, and the update says
    /// how many (``StreamUpdate/refusedByteCount``), so that a caller who appends late sees
    /// it. After the stream stopped (``stoppedBy``) the caller shows the text as it comes
    /// itself, as that update said, and an append returns an empty update.
    public mutating func append(_ bytes: some Collection<UInt8>) -> StreamUpdate {
        if hasFinished {
            var update = StreamUpdate()
            update.refusedByteCount = bytes.count
            return update
        }
        guard !finished else { return StreamUpdate() }
        text.append(contentsOf: bytes)
        return withinBudget { renderer in
            let parses = renderer.newLinesMayStartBlock()
            let drawsOpen = renderer.rendersOpenBlock && renderer.frameIsDue()
            guard parses || drawsOpen else { return StreamUpdate() }
            return renderer.render(isLast: false, drawsOpen: drawsOpen)
        }
    }

    /// The received text not yet written as final lines: after ``stoppedBy`` is set, what the
    /// caller shows as it came (sanitised: it is untrusted). An incomplete UTF-8 sequence at
    /// its end reads as U+FFFD; ``unwrittenBytes`` keeps it for the bytes that follow.
    public var unwrittenText: String { UTF8Repair.string(text[written...]) }

    /// ``unwrittenText`` as the bytes received, unrepaired. Both are empty once ``finish()``
    /// has written everything.
    public var unwrittenBytes: [UInt8] { Array(text[written...]) }

    /// The time spent in the renderer's calls so far (counted when ``budget`` has a deadline).
    public var spentTime: Duration {
        guard budget.deadline != nil, let total = budget.time, let left = callBudget.time else { return .zero }
        return total - left
    }

    /// Runs one call's work within what is left of ``budget``. When the budget runs out
    /// (or a parse passes the limits) the work's update is dropped for one that says so
    /// (``StreamUpdate/stopped``) and clears the open rendering; the renderer is finished.
    private mutating func withinBudget(_ work: (inout StreamingRenderer) -> StreamUpdate) -> StreamUpdate {
        callBudget = callBudget.resumed()
        var update = work(&self)
        // Styling past the deadline passes over what is left: the work is incomplete.
        if stoppedBy == nil && callBudget.isStopped { stoppedBy = callBudget.ranOut(in: .styling) }
        // The call's deadline was what was left: the message gives the whole budget.
        if case .timeRanOut(let stage, _) = stoppedBy { stoppedBy = .timeRanOut(stage: stage, budget: budget.time ?? .zero) }
        callBudget = callBudget.paused()
        guard let stoppedBy else { return update }
        finished = true
        update = StreamUpdate()
        update.redrawsOpen = true
        update.stopped = stoppedBy
        return update
    }

    /// Renders the open block now, whatever ``framesPerSecond`` says (with any blocks that
    /// became final): for a caller whose input paused between frames.
    public mutating func redraw() -> StreamUpdate {
        guard !finished, rendersOpenBlock else { return StreamUpdate() }
        return withinBudget { $0.render(isLast: false, drawsOpen: true) }
    }

    private func frameIsDue() -> Bool {
        guard let rate = framesPerSecond, rate > 0, let lastFrame else { return true }
        return ContinuousClock.now - lastFrame >= .seconds(1) / rate
    }

    /// Ends the input: everything left is final. Later calls of ``append(_:)`` refuse their
    /// bytes (see ``StreamUpdate/refusedByteCount``); a second `finish()` returns an empty
    /// update.
    public mutating func finish() -> StreamUpdate {
        guard !finished else { return StreamUpdate() }
        let update = withinBudget { $0.finishing() }
        finished = true
        hasFinished = update.stopped == nil
        return update
    }

    private mutating func finishing() -> StreamUpdate {
        if !emittedAny && written == 0 {
            // Nothing printed yet: one whole render (placeholder, references and all).
            let document = parsed(text[...], options: options)
            var update = StreamUpdate()
            let styled = StyledDocument(document: document, styling: styling, highlighter: highlighter, part: nil, budget: callBudget)
            update.final = rendered(styled.layout(width: width))
            update.redrawsOpen = true
            emittedAny = true
            written = text.count
            committed = text.count
            return update
        }
        return render(isLast: true, drawsOpen: false)
    }

    private mutating func render(isLast: Bool, drawsOpen: Bool) -> StreamUpdate {
        var update = StreamUpdate()
        if isLast {
            update.final = writeRest()
            update.redrawsOpen = true
            return update
        }
        let tail = text[committed...]
        let (document, shift) = parse(tail)
        let top = document.topLevelIndices
        let structural = finalBlocks(of: document, top: top, tail: tail, shift: shift)
        func offset(ofBlock i: Int) -> Int {
            Self.offset(ofLine: Int(document.storage.nodes[top[i]].range.start.rawLine) - shift, in: tail)
        }
        if structural > 0 {
            let length = offset(ofBlock: structural)
            let final = tail.prefix(length)
            let wasHolding = written < committed
            // A definition still arriving may resolve a link with half its URL: wait for its line.
            let lastLine = tail.lastIndex(of: 0x0A).map { $0 + 1 } ?? tail.startIndex
            let definitionArriving = SourceScan.looksLikeDefinition(tail[lastLine...])
            var writes = wasHolding || definitionArriving ? 0 : writableBlocks(of: document, top: top, count: structural, tail: tail)
            if writes > 0 {
                let part = StyledDocument(
                    document: document, styling: styling, highlighter: highlighter, part: top[0]..<top[writes],
                    referencesBefore: referenceURLs, budget: callBudget)
                // An HTML element left open (`<details>`, `<h1 align="center">`) is closed by a
                // later block and changes how these look: held, as references are.
                if part.leavesHTMLOpen {
                    writes = 0
                } else {
                    referenceURLs = part.referenceURLs
                    update.final = emit(part)
                    written = committed + (writes < structural ? offset(ofBlock: writes) : length)
                }
            }
            keepDefinitions(of: final, document: document, top: top, count: structural, shift: shift)
            if Self.hasFootnoteDefinition(final, document: document, before: top[structural]) { holdsToEnd = true }
            committed += length
            if writes < structural {
                // The blocks held now: shown as they stand while open, written when known.
                if !wasHolding { examinedHeldBytes = committed - written }
                if text[max(written, committed - length)..<committed].contains(UInt8(ascii: "<")) { heldMayBeKnown = true }
                if rendersOpenBlock { addToHeldPreview(document, part: top[writes]..<top[structural]) }
            }
            update.final += writeKnownHeldBlocks()
            // Looked at again once the line that looks like a definition is complete, which
            // may not make it one.
            if definitionArriving && written < committed { heldMayBeKnown = true }
        }
        noteOpenFence(document, top: top, tail: tail, shift: shift)
        let held = committed - written
        if held >= holdLimit {
            update.reachedHoldLimit = !pastHoldLimit
            pastHoldLimit = true
        } else {
            pastHoldLimit = false
        }
        // A frame when one is due, or when final blocks moved the open one down.
        update.redrawsOpen = rendersOpenBlock && (drawsOpen || !update.final.isEmpty)
        if update.redrawsOpen {
            lastFrame = .now
            update.open = openRendering(document, part: structural < top.count ? top[structural]..<document.nodeCount : nil)
            update.openRows = StreamScreen.rowCount(of: update.open)
        }
        return update
    }

    /// Writes everything not written yet, at ``finish()``: held blocks and the open text are
    /// one part, parsed once, with the link list (``LinkDisplay/references``) and the
    /// footnotes at its end, as one render ends.
    private mutating func writeRest() -> [UInt8] {
        let rest = text[written...]
        let (document, _) = parse(rest)
        let top = document.topLevelIndices
        // Inline links are numbered too where they stand in a heading or a table cell.
        let display = theme.link.display ?? ThemeDefaults.linkDisplay
        let listsReferences = display == .references || display == .inline
        written = text.count
        committed = text.count
        guard !top.isEmpty || listsReferences else { return [] }
        let part = StyledDocument(
            document: document, styling: styling, highlighter: highlighter, part: (top.first ?? document.nodeCount)..<document.nodeCount,
            referencesBefore: referenceURLs, withReferences: listsReferences, budget: callBudget)
        referenceURLs = part.referenceURLs
        return emit(part)
    }

    /// How many top-level blocks, from the first, are final: nothing later can join them
    /// (line numbers in `document` are `shift` past the tail's, for the definitions parsed
    /// before it). Whether they read as they will in the end is `writableBlocks`' question.
    private func finalBlocks(of document: Document, top: [Int], tail: ArraySlice<UInt8>, shift: Int) -> Int {
        // Front matter not closed yet reads as a rule and text until its closing line comes.
        if tail.startIndex == 0 && options.frontMatter && document.frontMatter == nil,
            let end = tail.firstIndex(of: 0x0A),
            tail[..<end].reversed().drop(while: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }).elementsEqual("---".utf8.reversed())
        {
            return 0
        }
        let nodes = document.storage.nodes
        var completeLines = 0
        for byte in tail where byte == 0x0A { completeLines += 1 }
        func start(_ i: Int) -> Int { Int(nodes[top[i]].range.start.rawLine) - shift }
        func end(_ i: Int) -> Int { Int(nodes[top[i]].range.end.rawLine) - shift }
        var count = 0
        while count + 1 < top.count {
            let next = count + 1
            // The next block must start on a complete line, apart from this one.
            guard start(count) > 0, start(next) > 0, start(next) > end(count), start(next) <= completeLines else { break }
            count = next
        }
        return count
    }

    /// How many of the first `count` final blocks of the open text read as they will in one
    /// render, so that they can be written now (with nothing held before them).
    private func writableBlocks(of document: Document, top: [Int], count: Int, tail: ArraySlice<UInt8>) -> Int {
        // cmark numbers footnotes across the document and moves their definitions to its
        // end: from a footnote definition on, blocks wait for finish().
        guard !holdsToEnd, !Self.hasFootnoteDefinition(tail, document: document, before: document.nodeCount) else { return 0 }
        var writes = 0
        while writes < count && !mayAwaitDefinition(top[writes], in: document) { writes += 1 }
        return writes
    }

    /// Renders a final part after the blank lines it needs, and remembers its margin.
    mutating func emit(_ part: StyledDocument) -> [UInt8] {
        guard part.blockCount > 0 else {
            pendingGap = max(pendingGap, part.trailingGap)
            return []
        }
        let gap = emittedAny ? max(pendingGap, part.leadingGap) : 0
        pendingGap = part.trailingGap
        emittedAny = true
        return Array(repeating: 0x0A, count: gap) + rendered(part.layout(width: width))
    }

    func rendered(_ layout: DocumentLayout) -> [UInt8] {
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
    /// Whether the held text (final blocks not written yet, because they may not read as
    /// they will: see ``StreamingRenderer/holdLimit``) reached ``StreamingRenderer/holdLimit``
    /// bytes with this update. It is set once each time the held text grows past the limit;
    /// the held blocks are still written, when they are known or at ``StreamingRenderer/finish()``.
    public var reachedHoldLimit = false
    /// What stopped the stream with this update (see ``StreamingRenderer/budget``):
    /// nothing more is written; show ``StreamingRenderer/unwrittenText`` as it came.
    public var stopped: ParseLimitError?
    /// The bytes that ``StreamingRenderer/append(_:)`` refused because the stream had
    /// ended (``StreamingRenderer/finish()``): nothing of them is rendered or kept. 0 for any
    /// other update.
    public var refusedByteCount = 0

    public init() {}
}
