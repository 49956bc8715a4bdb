import MarkdownText
import MarkdownTheme
import MarkdownTree

/// Markdown that arrives in pieces (a chat reply, an LLM's tokens, a pipe), styled block by
/// block: each append returns the top-level blocks that became final, styled once
/// (``StreamPart``), and, when asked, the open tail as it stands. A terminal lays the parts
/// out (`StreamingRenderer` in MarkdownRendering), an app reads them as attributed text
/// (`MarkdownAttributedStream` in MarkdownAttributedString); either way the final parts,
/// stacked, equal the whole text styled at once.
///
/// A block is final as soon as nothing can join it: the next top-level block has started on
/// a complete line, or what ends it arrived (a blank line after a paragraph, table or block
/// quote; the closing fence of a fenced code block; the end of an ATX heading's or thematic
/// break's line). A list stays open across blank lines (a later item may join it). Only the
/// text after the last final block is parsed again, and only when a completed line may
/// start or end a block, or the tail is to be styled: a block growing piece by piece costs
/// no parse per piece, so the work is linear in the input whatever its shape.
///
/// Link reference definitions reach every later block: those of final text, at the top
/// level or inside a block quote, list or footnote, are carried before every later parse. A final
/// block showing `[…]` that a later definition may resolve, or leaving an HTML element open,
/// is *held* with every block after it, and made final as soon as it is known; from a
/// footnote definition on, blocks wait for ``finish()``, which styles them with the
/// footnotes last, numbered as one render numbers them. Held blocks are parsed apart from the
/// open text, and again only when they may have become known, so the work stays linear
/// however much is held. A theme that lists link URLs at the end (`LinkDisplay.references`)
/// keeps its blocks final as they come: each part goes on numbering where the last stopped,
/// and ``finish()`` adds the list.
///
/// ```swift
/// var stream = MarkdownStream(theme: .dark)
/// for chunk in chunks {
///     for part in stream.append(Array(chunk.utf8)).final { show(part.styled.layout(width: 80)) }
/// }
/// for part in stream.finish().final { show(part.styled.layout(width: 80)) }
/// ```
public struct MarkdownStream: Sendable {
    public var theme: Theme { styling.theme }
    /// The theme made ready for styling once, for every part.
    package let styling: StylingTheme
    public let options: ParseOptions
    public let dialect: MarkdownDialect
    /// What highlights code blocks with a language (as in
    /// `StyledDocument(document:theme:highlighter:)`); `nil`, code is one colour.
    public let highlighter: (any CodeHighlighter)?
    /// Whether the tail is ever styled (off for a pipe, which shows only final parts: then
    /// text is parsed only when a line is complete).
    public var stylesTail: Bool
    /// How many bytes of final blocks may be held (waiting for a definition, an HTML
    /// element's end or ``finish()``) before ``MarkdownStreamUpdate/reachedHoldLimit`` reports
    /// it. Held blocks are never made final as they stand: past the limit they still wait.
    public var holdLimit = 32_768
    /// The time the stream may spend in its calls that parse or style, summed (waiting for
    /// text between calls, and appends that only look at their bytes, do not count), and
    /// whether cancelling the task that makes such a call stops it. Past it,
    /// the update that found it has ``MarkdownStreamUpdate/stopped`` set, and the stream
    /// makes nothing more final: the text it has not is ``unwrittenText``.
    public let budget: WorkBudget
    /// What stopped the stream: its ``budget`` ran out, or a parse passed
    /// `ParseOptions.limits`; nil while it goes on.
    public internal(set) var stoppedBy: ParseLimitError?
    /// What is left of ``budget``: running during a call, paused between calls.
    var callBudget: WorkBudget
    /// Whether ``finish()`` was called (and returned its update).
    public private(set) var hasFinished = false
    /// Whether the stream takes no more text: finished, or stopped.
    private var ended: Bool { hasFinished || stoppedBy != nil }

    private(set) var text: [UInt8] = []
    /// Where the text not yet final starts (a line start, outside every block).
    var committed = 0
    /// Where the text not made final yet starts: from there to `committed`, held blocks.
    var written = 0
    /// Whether a final part showed blocks.
    var madeBlocksFinal = false
    /// The URLs the final parts numbered (``LinkDisplay/references``), in order.
    var referenceURLs: [String] = []
    /// The link reference definitions of the final text, carried before every later parse.
    var definitions: [DefinitionLine] = []
    /// The 1-based line of the text `committed` is on.
    var committedLine = 1
    /// Which complete lines are worth a parse.
    var lines = StreamLines()
    /// The blocks held and how they were last looked at.
    var held = HeldBlocks()
    /// The parts made so far (for ``StreamPart/id``).
    private var partCount = 0
    /// How many times text was parsed, and the bytes those parses read with the definitions
    /// put before them (for tests of the work done).
    package internal(set) var parseCount = 0
    package internal(set) var parsedByteCount = 0

    /// A stream styled with `theme`; its calls share `budget`, whose time counts only while
    /// a call runs.
    ///
    /// ```swift
    /// var stream = MarkdownStream(theme: .dark, budget: WorkBudget(time: .seconds(2)))
    /// ```
    public init(
        theme: Theme, options: ParseOptions = .init(), dialect: MarkdownDialect = .gfm, highlighter: (any CodeHighlighter)? = nil,
        stylesTail: Bool = true, budget: WorkBudget = .unlimited
    ) {
        self.init(
            styling: StylingTheme(theme), options: options, dialect: dialect, highlighter: highlighter, stylesTail: stylesTail,
            budget: budget)
    }

    /// A stream styled with `styling`, whose parts record where each piece came from when
    /// the styling's `recordsProvenance` is on (an attributed string reads them so).
    package init(
        styling: StylingTheme, options: ParseOptions, dialect: MarkdownDialect, highlighter: (any CodeHighlighter)?, stylesTail: Bool,
        budget: WorkBudget
    ) {
        self.styling = styling
        self.options = options
        self.dialect = dialect
        self.highlighter = highlighter
        self.stylesTail = stylesTail
        self.budget = budget
        callBudget = budget
    }

    /// The bytes received so far.
    public var receivedByteCount: Int { text.count }

    /// The bytes of final blocks held (see ``MarkdownStreamUpdate/reachedHoldLimit``).
    public var heldByteCount: Int { committed - written }

    /// The received text not yet made final: after ``stoppedBy`` is set, what the caller
    /// shows as it came (sanitised: it is untrusted). An incomplete UTF-8 sequence at its end
    /// reads as U+FFFD; ``unwrittenBytes`` keeps it for the bytes that follow.
    public var unwrittenText: String { UTF8Repair.string(text[written...]) }

    /// ``unwrittenText`` as the bytes received, unrepaired. Both are empty once ``finish()``
    /// has made everything final.
    public var unwrittenBytes: [UInt8] { Array(text[written...]) }

    /// The time spent in the stream's calls so far (counted when ``budget`` has a deadline).
    public var spentTime: Duration {
        guard budget.deadline != nil, let total = budget.time, let left = callBudget.time else { return .zero }
        return total - left
    }

    /// Adds a piece of text (any split, even inside a UTF-8 sequence) and returns the parts
    /// that became final and, when `stylingTail` (and ``stylesTail``) or parts became final,
    /// the tail as it stands. Pass `stylingTail: false` between frames: the append then only
    /// looks for final blocks.
    ///
    /// Most appends only extend a line or a block: when no complete line is worth a parse and
    /// no tail is asked for, the append returns an empty update at once, and ``budget`` does
    /// not count it (nothing but the new bytes was looked at; a deadline or a cancellation
    /// is noticed by the next append that parses or styles).
    ///
    /// After ``finish()`` the stream has ended: the bytes are refused, and the update says
    /// how many (``MarkdownStreamUpdate/refusedByteCount``). After the stream stopped
    /// (``stoppedBy``) an append returns an empty update.
    public mutating func append(_ bytes: some Collection<UInt8>, stylingTail: Bool = true) -> MarkdownStreamUpdate {
        if hasFinished {
            var update = MarkdownStreamUpdate()
            update.refusedByteCount = bytes.count
            return update
        }
        guard !ended else { return MarkdownStreamUpdate() }
        // Contiguous bytes (an array, a slice, a string's UTF-8) are copied at once, not
        // one element at a time through the generic collection.
        if bytes.withContiguousStorageIfAvailable({ text.append(contentsOf: $0) }) == nil { text.append(contentsOf: bytes) }
        let parses = lines.scan(text)
        let stylesTail = self.stylesTail && stylingTail
        guard parses || stylesTail else { return MarkdownStreamUpdate() }
        return withinBudget { $0.step(stylingTail: stylesTail) }
    }

    /// Styles the tail now (with any parts that became final): for a caller whose input
    /// paused between frames. Empty when ``stylesTail`` is off or the stream ended.
    public mutating func styleTail() -> MarkdownStreamUpdate {
        guard !ended, stylesTail else { return MarkdownStreamUpdate() }
        return withinBudget { $0.step(stylingTail: true) }
    }

    /// Ends the input: everything left is final. Later calls of ``append(_:stylingTail:)``
    /// refuse their bytes; a second `finish()` returns an empty update.
    public mutating func finish() -> MarkdownStreamUpdate {
        guard !ended else { return MarkdownStreamUpdate() }
        let update = withinBudget { $0.finishing() }
        hasFinished = update.stopped == nil
        return update
    }

    /// Runs one call's work within what is left of ``budget``. When the budget runs out
    /// (or a parse passes the limits) the work's update is dropped for one that says so
    /// (``MarkdownStreamUpdate/stopped``); the stream has ended.
    private mutating func withinBudget(_ work: (inout MarkdownStream) -> MarkdownStreamUpdate) -> MarkdownStreamUpdate {
        // A budget without a deadline has no time to pause between calls.
        let timed = budget.deadline != nil
        if timed { callBudget = callBudget.resumed() }
        var update = work(&self)
        // Styling past the deadline passes over what is left: the work is incomplete.
        if stoppedBy == nil && callBudget.isStopped { stoppedBy = callBudget.ranOut(in: .styling) }
        // The call's deadline was what was left: the message gives the whole budget.
        if case .timeRanOut(let stage, _) = stoppedBy { stoppedBy = .timeRanOut(stage: stage, budget: budget.time ?? .zero) }
        if timed { callBudget = callBudget.paused() }
        guard let stoppedBy else { return update }
        update = MarkdownStreamUpdate()
        update.stopped = stoppedBy
        return update
    }

    private mutating func finishing() -> MarkdownStreamUpdate {
        var update = MarkdownStreamUpdate()
        if !madeBlocksFinal {
            // Nothing final yet: the whole text styled at once (placeholder, references and all).
            let document = parsed(text[...], options: options)
            guard stoppedBy == nil else { return update }
            update.final = [style(document, part: nil)]
            madeBlocksFinal = true
        } else {
            update.final = finalRest()
        }
        written = text.count
        committed = text.count
        return update
    }

    /// Parses the open text, makes the blocks final that are, holds those that may not read
    /// yet as they will, and styles the tail when asked.
    private mutating func step(stylingTail: Bool) -> MarkdownStreamUpdate {
        var update = MarkdownStreamUpdate()
        let tail = text[committed...]
        let (document, shift) = parse(tail)
        guard stoppedBy == nil else { return update }
        let top = document.topLevelIndices
        let (structural, length) = finalBlocks(of: document, top: top, tail: tail, shift: shift)
        func node(_ block: Int) -> Int { block < top.count ? top[block] : document.nodeCount }
        if length > 0 {
            let final = tail.prefix(length)
            let wasHolding = written < committed
            // A definition still arriving may resolve a link with half its URL: wait for its line.
            let lastLine = tail.lastIndex(of: 0x0A).map { $0 + 1 } ?? tail.startIndex
            let definitionArriving = SourceScan.looksLikeDefinition(tail[lastLine...])
            var writes = wasHolding || definitionArriving ? 0 : writableBlocks(of: document, top: top, count: structural, tail: tail)
            if writes > 0 {
                let part = style(document, part: node(0)..<node(writes))
                // An HTML element left open (`<details>`, `<h1 align="center">`) is closed by a
                // later block and changes how these look: held, as references are.
                if part.styled.leavesHTMLOpen {
                    writes = 0
                } else {
                    makeFinal(part, into: &update)
                    written =
                        committed
                        + (writes < structural ? Self.offset(ofBlock: writes, top: top, in: document, tail: tail, shift: shift) : length)
                }
            } else if structural == 0 && !wasHolding {
                // Link definitions alone: nothing to show, nothing held.
                written = committed + length
            }
            keepDefinitions(of: document, final: final, finalLines: Self.lineCount(final), shift: shift)
            if Self.hasFootnoteDefinition(final, document: document, before: node(structural)) { held.toEnd = true }
            committed += length
            committedLine += Self.lineCount(final)
            if writes < structural {
                // The blocks held now: shown as they stand while open, made final when known.
                if !wasHolding { held.examinedBytes = committed - written }
                if text[max(written, committed - length)..<committed].contains(UInt8(ascii: "<")) { held.mayBeKnown = true }
                if stylesTail { held.preview.append(style(document, part: node(writes)..<node(structural))) }
            }
            makeKnownHeldBlocksFinal(into: &update)
            // Looked at again once the line that looks like a definition is complete, which
            // may not make it one.
            if definitionArriving && written < committed { held.mayBeKnown = true }
        }
        lines.noteOpenBlock(document, top: structural < top.count ? top : [], tail: tail, shift: shift)
        if committed - written >= holdLimit {
            update.reachedHoldLimit = !held.pastLimit
            held.pastLimit = true
        } else {
            held.pastLimit = false
        }
        // The tail when it is due, or when final parts moved it down.
        if stylesTail && (stylingTail || update.final.contains(where: \.showsBlocks)) {
            let open = structural < top.count ? style(document, part: top[structural]..<document.nodeCount) : nil
            update.tail = StreamTail(held: held.preview, open: open)
        }
        return update
    }

    /// Everything not final yet, at ``finish()``: held blocks and the open text are one part,
    /// parsed once, with the link list (``LinkDisplay/references``) and the footnotes at its
    /// end, as one render ends.
    private mutating func finalRest() -> [StreamPart] {
        let (document, _) = parse(text[written...])
        guard stoppedBy == nil else { return [] }
        let top = document.topLevelIndices
        // Inline links are numbered too where they stand in a heading or a table cell.
        let display = theme.link.display ?? ThemeDefaults.linkDisplay
        let listsReferences = display == .references || display == .inline
        guard !top.isEmpty || listsReferences else { return [] }
        var update = MarkdownStreamUpdate()
        makeFinal(
            style(document, part: (top.first ?? document.nodeCount)..<document.nodeCount, withReferences: listsReferences), into: &update)
        return update.final
    }

    /// Adds a final part to `update`, numbering links on from it.
    mutating func makeFinal(_ part: StreamPart, into update: inout MarkdownStreamUpdate) {
        referenceURLs = part.styled.referenceURLs
        if part.showsBlocks { madeBlocksFinal = true }
        update.final.append(part)
    }

    /// Styles the nodes `part` of `document` (`nil`: the whole text) after the parts before,
    /// transformed as styling transforms a document.
    mutating func style(_ document: Document, part: Range<Int>?, withReferences: Bool = false) -> StreamPart {
        let (shown, nodes) = document.shown(with: styling, part: part)
        let styled = StyledDocument(
            document: shown, styling: styling, highlighter: highlighter,
            part: .init(nodes: nodes, referencesBefore: referenceURLs, withReferences: withReferences), budget: callBudget)
        partCount += 1
        return StreamPart(id: partCount, styled: styled, document: shown, isWhole: part == nil)
    }
}
