import Foundation
import MarkdownLayout
import MarkdownTheme
import MarkdownTree

/// Markdown that arrives in pieces (an LLM's answer, a chat message) as styled text for an
/// app: each append gives the text of the blocks that became final, to append once to what
/// the view shows, and the tail (the blocks not final yet, as they stand), to show in place
/// of the previous tail. The final texts joined equal
/// `AttributedString(styling:theme:options:)` of the whole text,
/// characters and attributes.
///
/// It is the app's door over `MarkdownStream` (in MarkdownLayout), which decides what is
/// final, holds what may still read otherwise (a `[…]` a later definition may resolve,
/// footnotes, an open HTML element) and styles each block once; this door reads the styled
/// parts as `AttributedString(styling:theme:options:)` reads a whole
/// document. The stream's state is read on ``stream`` (`answer.stream.stoppedBy`), as on
/// the terminal's door (`StreamingRenderer.stream`).
///
/// ```swift
/// var stream = MarkdownAttributedStream(theme: .dark)
/// var shown = AttributedString()          // what the chat view holds, final
/// var tail = AttributedString()           // drawn after it, replaced each update
/// for chunk in chunks {
///     let update = stream.append(chunk)
///     shown += update.final
///     if let newTail = update.tail { tail = newTail }
/// }
/// shown += stream.finish().final          // the whole answer; the tail is gone
/// ```
public struct MarkdownAttributedStream: Sendable {
    /// What the text holds besides the document's words.
    public let options: MarkdownTextOptions
    /// The stream this reads, which decides what is final and styles it: read its state
    /// here (`stoppedBy`, `hasFinished`, `unwrittenText`, `heldByteCount`, `budget`,
    /// `spentTime`, `theme`); only this door appends to it.
    public private(set) var stream: MarkdownStream
    /// The sizes of ``init(styles:options:parseOptions:dialect:budget:)``'s styles.
    private let scales: SizeScales?
    /// The blank lines between final parts, and whether one was shown.
    private var stack = PartStack()
    /// The held parts of the last tail, read (kept while they stay held), by part id.
    private var heldTexts: [Int: AttributedString] = [:]

    /// A stream styled with `theme` as `AttributedString(styling:theme:options:)`
    /// styles a document; its calls share `budget`, whose time counts only while a call runs.
    public init(
        theme: Theme, options: MarkdownTextOptions = MarkdownTextOptions(), parseOptions: ParseOptions = .init(),
        dialect: MarkdownDialect = .gfm, budget: WorkBudget = .unlimited
    ) {
        self.init(theme: theme, scales: nil, options: options, parseOptions: parseOptions, dialect: dialect, budget: budget)
    }

    /// A stream styled with an app's per-element styles, as
    /// `AttributedString(styling:styles:options:)` styles a document.
    public init(
        styles: MarkdownTextStyles, options: MarkdownTextOptions = MarkdownTextOptions(), parseOptions: ParseOptions = .init(),
        dialect: MarkdownDialect = .gfm, budget: WorkBudget = .unlimited
    ) {
        self.init(
            theme: styles.theme, scales: styles.sizeScales, options: options, parseOptions: parseOptions, dialect: dialect,
            budget: budget)
    }

    private init(
        theme: Theme, scales: SizeScales?, options: MarkdownTextOptions, parseOptions: ParseOptions, dialect: MarkdownDialect,
        budget: WorkBudget
    ) {
        self.options = options
        self.scales = scales
        // Parts record where each piece came from: the reader needs it (a terminal does not).
        stream = MarkdownStream(
            styling: StylingTheme(options.styling(theme), recordsProvenance: true), options: parseOptions, dialect: dialect,
            highlighter: nil, stylesTail: true, budget: budget)
    }

    /// How many bytes of final blocks may be held before ``Update/reachedHoldLimit`` says
    /// so (the stream's `holdLimit`, set here).
    public var holdLimit: Int {
        get { stream.holdLimit }
        set { stream.holdLimit = newValue }
    }

    /// Adds a piece of text and returns the text that became final and, when `stylingTail`
    /// or text became final, the tail as it stands. Pass `stylingTail: false` to skip the
    /// tail (between an app's frames). After ``finish()`` the text is refused
    /// (``Update/refusedByteCount``).
    public mutating func append(_ text: String, stylingTail: Bool = true) -> Update {
        append(Array(text.utf8), stylingTail: stylingTail)
    }

    /// Adds a piece of UTF-8 (split anywhere, even inside a sequence), as appending a `String` does.
    public mutating func append(_ bytes: some Collection<UInt8>, stylingTail: Bool = true) -> Update {
        read(stream.append(bytes, stylingTail: stylingTail))
    }

    /// Styles the tail as it stands (with any text that became final), for an app that
    /// appended with `stylingTail: false` and is about to draw a frame. The update's tail
    /// is `nil` once the stream has ended.
    public mutating func styleTail() -> Update {
        read(stream.styleTail())
    }

    /// Ends the input: the rest becomes final, and the tail is empty.
    public mutating func finish() -> Update {
        let finishes = !stream.hasFinished && stream.stoppedBy == nil
        var update = read(stream.finish())
        if finishes { update.tail = AttributedString() }
        return update
    }

    /// What one piece of streamed text changed.
    public struct Update: Sendable {
        /// The text of the blocks that became final (after the line breaks that separate it
        /// from the final text before): append it once.
        public var final = AttributedString()
        /// The tail as it stands (after the line breaks that separate it from the final
        /// text), to show in place of the tail shown; `nil` when it was not styled and the
        /// tail shown stays.
        public var tail: AttributedString?
        /// Whether the held text reached ``MarkdownAttributedStream/holdLimit`` bytes.
        public var reachedHoldLimit = false
        /// What stopped the stream with this update (its budget ran out, or a parse passed
        /// the limits): show `stream.unwrittenText` as it came (sanitise it first).
        public var stopped: ParseLimitError?
        /// The bytes refused because the stream had finished.
        public var refusedByteCount = 0
    }

    private mutating func read(_ styled: MarkdownStreamUpdate) -> Update {
        var update = Update()
        update.reachedHoldLimit = styled.reachedHoldLimit
        update.refusedByteCount = styled.refusedByteCount
        if let stopped = styled.stopped {
            update.stopped = stopped
            update.tail = AttributedString()
            return update
        }
        for part in styled.final {
            update.final += joined(part, stack: &stack)
        }
        if let tail = styled.tail {
            var texts: [Int: AttributedString] = [:]
            var after = stack
            var shown = AttributedString()
            for part in tail.held {
                let held = heldTexts[part.id] ?? text(of: part)
                texts[part.id] = held
                if let separator = separator(before: part, stack: &after) { shown += separator + held }
            }
            heldTexts = texts
            if let open = tail.open, let separator = separator(before: open, stack: &after) { shown += separator + text(of: open) }
            update.tail = shown
        }
        return update
    }

    /// `part`'s text after the line breaks that separate it from the parts before; empty
    /// when it shows no blocks.
    private func joined(_ part: StreamPart, stack: inout PartStack) -> AttributedString {
        guard let separator = separator(before: part, stack: &stack) else { return AttributedString() }
        return separator + text(of: part)
    }

    /// What separates `part` from the parts before it, as blocks of one document are
    /// separated: a blank line where the layout leaves one, a line break where it does not;
    /// nothing before the first. `nil` for a part that shows no blocks.
    private func separator(before part: StreamPart, stack: inout PartStack) -> AttributedString? {
        let first = !stack.shownAny
        guard let gap = stack.gap(before: part.styled) else { return nil }
        return first ? AttributedString() : AttributedString(gap > 0 ? "\n\n" : "\n")
    }

    /// The part read as styled text.
    private func text(of part: StreamPart) -> AttributedString {
        var reader = AttributedTextReader(styled: part.styled, document: part.document, options: options, scales: scales)
        part.styled.forEachReadingPiece { reader.add($0) }
        return reader.result()
    }
}
