import MarkdownLayout
import MarkdownText
import MarkdownTheme
import MarkdownTree

/// Renders Markdown that arrives in pieces (a chat reply, an LLM's tokens, a pipe) on a
/// terminal: each top-level block is laid out and printed once, when it is final; the open
/// last block is rendered again, at most ``framesPerSecond`` times a second, for a caller
/// that can redraw it.
///
/// It is the terminal's door over `MarkdownStream` (in MarkdownLayout), which decides what
/// is final and styles it: a block is final as soon as nothing can join it (the blank line
/// after a paragraph, table or quote, a closing fence, a heading's line end, or the next
/// block's start), and only the text after the last final block is parsed again, and only
/// when a completed line may start or end a block, or a frame is due, so the work is linear
/// in the input whatever its shape. See <doc:Streaming>. The renderer keeps what is its own
/// (the width, the format, the frame rate); the stream's state is read on ``stream``
/// (`renderer.stream.stoppedBy`).
///
/// The concatenated ``StreamUpdate/final`` bytes of every update, ending with ``finish()``,
/// equal one render of the whole text, for every way of cutting it: no text is ever written
/// as it stands when it may read otherwise in the end. A final block showing `[…]` that a
/// later definition may resolve, or leaving an HTML element open, is held with every block
/// after it and written as soon as it is known; from a footnote definition on, blocks wait
/// for ``finish()``, which writes them with the footnotes last. When the held text reaches
/// ``holdLimit`` bytes, ``StreamUpdate/reachedHoldLimit`` says so (the caller may warn that
/// output is waiting).
///
/// ```swift
/// var renderer = StreamingRenderer(theme: .dark, width: 80)
/// for chunk in chunks {
///     let update = renderer.append(Array(chunk.utf8))
///     pipe.write(update.final)                              // printed once
/// }
/// pipe.write(renderer.finish().final)
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

    /// The stream this renders, which decides what is final and styles it: read its state
    /// here (`stoppedBy`, `hasFinished`, `unwrittenText`, `heldByteCount`, `budget`,
    /// `spentTime`, `theme`, `options`); only the renderer appends to it.
    public private(set) var stream: MarkdownStream
    /// The cells a line may take (at least 1).
    public let width: Int
    /// How the lines become bytes.
    public let format: Format
    /// How many bytes of final blocks may be held back (waiting for a definition, an HTML
    /// element's end or ``finish()``) before ``StreamUpdate/reachedHoldLimit`` reports it
    /// (the stream's `holdLimit`, set here). Held blocks are never written as they stand:
    /// past the limit they still wait.
    public var holdLimit: Int {
        get { stream.holdLimit }
        set { stream.holdLimit = newValue }
    }
    /// The most renderings of the open block a second (`nil`: one per ``append(_:)``). An
    /// append between frames only looks for final blocks; ``redraw()`` draws a frame now
    /// (for a caller whose input paused), and ``finish()`` always writes everything.
    ///
    /// When the next frame is due is worked out once, as a frame is drawn: a new rate takes
    /// effect from the frame after the one already due, and `nil` (or 0) at once.
    public var framesPerSecond: Int? = 30
    /// When the open block may be rendered again (nil: at the next append).
    private var nextFrame: ContinuousClock.Instant?
    /// The blank lines between final parts, and whether one was written.
    private var stack = PartStack()
    /// The held parts of the last tail as rendered (kept while they stay held), with the
    /// blank lines they ask for above and below.
    private var heldPreview = RenderedParts()

    /// A stream rendered with `theme` at `width`; its calls share `budget`, whose time counts
    /// only while a call runs. Past it, the update that found it has
    /// ``StreamUpdate/stopped`` set, and the renderer writes nothing more: the text it has
    /// not written is `stream.unwrittenText`. `rendersOpenBlock: false` is for a pipe, which
    /// prints only final blocks: then text is parsed only when a line is complete.
    ///
    /// ```swift
    /// var renderer = StreamingRenderer(theme: .dark, width: 80, budget: WorkBudget(time: .seconds(2)))
    /// ```
    public init(
        theme: Theme, width: Int, options: ParseOptions = .init(), dialect: MarkdownDialect = .gfm, format: Format = .plain,
        rendersOpenBlock: Bool = true, highlighter: (any CodeHighlighter)? = nil, budget: WorkBudget = .unlimited
    ) {
        stream = MarkdownStream(
            theme: theme, options: options, dialect: dialect, highlighter: highlighter, stylesTail: rendersOpenBlock, budget: budget)
        self.width = DocumentLayout.clamped(width)
        self.format = format
    }

    /// Adds a piece of text (any split, even inside a UTF-8 sequence) and returns the
    /// blocks that became final and, when a frame is due or blocks became final, the open
    /// block's new rendering (``StreamUpdate/redrawsOpen``).
    ///
    /// After ``finish()`` the stream has ended: the bytes are refused, and the update says
    /// how many (``StreamUpdate/refusedByteCount``), so that a caller who appends late sees
    /// it. After the stream stopped (`stream.stoppedBy`) the caller shows the text as it
    /// comes itself (`stream.unwrittenText`), as that update said, and an append returns an
    /// empty update.
    public mutating func append(_ bytes: some Collection<UInt8>) -> StreamUpdate {
        let frameIsDue = stream.stylesTail && frameIsDue()
        return rendered(stream.append(bytes, stylingTail: frameIsDue))
    }

    /// Renders the open block now, whatever ``framesPerSecond`` says (with any blocks that
    /// became final): for a caller whose input paused between frames.
    public mutating func redraw() -> StreamUpdate {
        rendered(stream.styleTail())
    }

    private func frameIsDue() -> Bool {
        guard (framesPerSecond ?? 0) > 0, let nextFrame else { return true }
        return ContinuousClock.now >= nextFrame
    }

    /// Ends the input: everything left is final. Later calls of ``append(_:)`` refuse their
    /// bytes (see ``StreamUpdate/refusedByteCount``); a second `finish()` returns an empty
    /// update.
    public mutating func finish() -> StreamUpdate {
        let finishes = !stream.hasFinished && stream.stoppedBy == nil
        var update = rendered(stream.finish())
        if finishes { update.redrawsOpen = true }
        return update
    }

    /// The terminal's update for the stream's: final parts laid out after the blank lines
    /// they need, and the tail, when styled, as the open rows.
    private mutating func rendered(_ styled: MarkdownStreamUpdate) -> StreamUpdate {
        var update = StreamUpdate()
        update.refusedByteCount = styled.refusedByteCount
        update.reachedHoldLimit = styled.reachedHoldLimit
        if let stopped = styled.stopped {
            // Nothing more is written: the open rows are cleared.
            update.stopped = stopped
            update.redrawsOpen = true
            return update
        }
        for part in styled.final {
            // The whole text styled at once is laid out whole: an empty one's minimum height too.
            if part.isWhole {
                _ = stack.gap(before: part.styled)
                update.final += rendered(part.styled.layout(width: width))
                continue
            }
            guard let gap = stack.gap(before: part.styled) else { continue }
            update.final += Array(repeating: 0x0A, count: gap) + rendered(part.styled.layout(width: width))
        }
        if let tail = styled.tail {
            nextFrame = framesPerSecond.flatMap { $0 > 0 ? .now + .seconds(1) / $0 : nil }
            update.redrawsOpen = true
            update.open = openRendering(tail)
            update.openRows = StreamScreen.rowCount(of: update.open)
        }
        return update
    }

    /// The held blocks and the open block as they stand, with the blank lines above them.
    private mutating func openRendering(_ tail: StreamTail) -> [UInt8] {
        let (width, format) = (width, format)
        heldPreview.update(to: tail.held) { Self.rendered($0.styled.layout(width: width), format: format) }
        var bytes: [UInt8] = []
        var gapAbove = stack.pending
        var hasBlocks = false
        if !heldPreview.bytes.isEmpty {
            if stack.shownAny { bytes += Array(repeating: 0x0A, count: max(gapAbove, heldPreview.leadingGap)) }
            bytes += heldPreview.bytes
            gapAbove = heldPreview.trailingGap
            hasBlocks = true
        }
        guard let open = tail.open, open.showsBlocks else { return bytes }
        if stack.shownAny || hasBlocks { bytes += Array(repeating: 0x0A, count: max(gapAbove, open.leadingGap)) }
        bytes += rendered(open.styled.layout(width: width))
        return bytes
    }

    func rendered(_ layout: DocumentLayout) -> [UInt8] {
        Self.rendered(layout, format: format)
    }

    static func rendered(_ layout: DocumentLayout, format: Format) -> [UInt8] {
        switch format {
        case .plain: PlainRenderer().renderUTF8(layout)
        case .ansi(let renderer): renderer.renderUTF8(layout)
        }
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
    /// What stopped the stream with this update (its budget ran out, or a parse passed
    /// `ParseOptions.limits`): nothing more is written; show the renderer's
    /// `stream.unwrittenText` as it came.
    public var stopped: ParseLimitError?
    /// The bytes that ``StreamingRenderer/append(_:)`` refused because the stream had
    /// ended (``StreamingRenderer/finish()``): nothing of them is rendered or kept. 0 for any
    /// other update.
    public var refusedByteCount = 0

    public init() {}
}
