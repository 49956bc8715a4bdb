import Foundation
import MarkdownLayout
import MarkdownTheme
import MarkdownTree

/// Markdown prepared for an app's text, in parts: each part an `AttributedString` of a few
/// top-level blocks, made again only when an edit restyled the part, with an identity that
/// lasts as long as the part, so a list of views (SwiftUI's `ForEach`) or a text view keeps
/// what did not change.
///
/// It is `PreparedMarkdown` styled for attributed text (the theme as
/// ``MarkdownTextOptions`` makes it, each piece remembering its node), with the attributed
/// string of every part. The parts joined (``attributedString``) are
/// `AttributedString(styling:theme:options:)` of the whole text, characters and attributes.
///
/// ```swift
/// var preview = PreparedAttributedText(text, theme: .light)
/// text += "\n\nOne more *paragraph*."              // the user types
/// preview = preview.updated(with: text)              // re-reads the parts around the edit
/// for part in preview.parts { print(part.id, String(part.text.characters)) }
/// let whole = AttributedString(preview)              // every part, joined
/// ```
public struct PreparedAttributedText: Sendable {
    /// The prepared content the parts are read from: its layout, sizes and update reports
    /// (`PreparedMarkdown.updateKind`) are those of the text as this value styles it.
    public private(set) var markdown: PreparedMarkdown
    /// What the text holds besides the document's words.
    public let options: MarkdownTextOptions
    /// The size scales of per-element styles (``MarkdownTextStyles``), or `nil`.
    let scales: SizeScales?
    /// The parts that show blocks, in order.
    public private(set) var parts: [Part]

    /// One part's text: consecutive top-level blocks, as an attributed string.
    public struct Part: Identifiable, Sendable, Hashable {
        /// The part's identity: the same after an update that kept the part, new for a part
        /// styled again (the identity `PreparedMarkdown.partSizes(forWidth:)` gives its size).
        public let id: PreparedPartID
        /// The part's blocks as attributed text (``AttributedString/init(styling:theme:options:)``
        /// reads them the same way).
        public let text: AttributedString
        /// Whether a blank line separates the part from the one before (`false`: a line
        /// break, as between the items of a tight list; `false` for the first part).
        public let blankLineBefore: Bool
    }

    /// Parses `source`, styles it with `theme` as ``MarkdownTextOptions`` says, and reads
    /// each part's attributed string.
    ///
    /// ```swift
    /// let preview = PreparedAttributedText("# Notes\n\nSome *text*.\n", theme: .dark)
    /// print(String(AttributedString(preview).characters))  // "Notes\n\nSome text."
    /// ```
    public init(
        _ source: String, theme: Theme, options: MarkdownTextOptions = MarkdownTextOptions(), parseOptions: ParseOptions = .init(),
        dialect: MarkdownDialect = .gfm, highlighter: (any CodeHighlighter)? = nil
    ) {
        self.init(
            source, styling: options.styling(theme), options: options, scales: nil, parseOptions: parseOptions, dialect: dialect,
            highlighter: highlighter)
    }

    /// Parses `source` and styles it with an app's per-element styles: as
    /// ``init(_:theme:options:parseOptions:dialect:highlighter:)`` with
    /// ``MarkdownTextStyles/theme``, each run also carrying its size relative to the body's
    /// (``MarkdownAttributes/SizeScale``), as `AttributedString(styling:styles:options:)`.
    ///
    /// ```swift
    /// var styles = MarkdownTextStyles()
    /// styles.h1.color = RGB(0xFF, 0x88, 0x00)
    /// let label = PreparedAttributedText("# Hi\n\nThere.\n", styles: styles)
    /// ```
    public init(
        _ source: String, styles: MarkdownTextStyles, options: MarkdownTextOptions = MarkdownTextOptions(),
        parseOptions: ParseOptions = .init(), dialect: MarkdownDialect = .gfm
    ) {
        self.init(
            source, styling: options.styling(styles.theme), options: options, scales: styles.sizeScales, parseOptions: parseOptions,
            dialect: dialect, highlighter: nil)
    }

    private init(
        _ source: String, styling theme: Theme, options: MarkdownTextOptions, scales: SizeScales?, parseOptions: ParseOptions,
        dialect: MarkdownDialect, highlighter: (any CodeHighlighter)?
    ) {
        let document = dialect.apply(to: Document(parsing: source, options: parseOptions))
        let styling = StylingTheme(theme, recordsProvenance: true)
        let markdown = PreparedMarkdown(document: document, styling: styling, dialect: dialect, reason: .initial, highlighter: highlighter)
        self.init(markdown: markdown, options: options, scales: scales, kept: [:])
    }

    /// The parts of `markdown`, those in `kept` (by identity) taken as they are, the others
    /// read: a part not kept was styled from `markdown`'s own document, whose nodes its
    /// pieces name.
    private init(markdown: PreparedMarkdown, options: MarkdownTextOptions, scales: SizeScales?, kept: [PreparedPartID: AttributedString]) {
        self.markdown = markdown
        self.options = options
        self.scales = scales
        let shown = markdown.shown
        let top = shown.topLevelIndices
        func node(_ block: Int) -> Int { block < top.count ? top[block] : shown.nodeCount }
        var parts: [Part] = []
        var stack = PartStack()
        for part in markdown.parts {
            guard let gap = stack.gap(before: part.styled) else { continue }
            let text =
                kept[part.id]
                ?? AttributedString(
                    styled: part.styled, of: shown, part: part.isWhole ? nil : node(part.blocks.lowerBound)..<node(part.blocks.upperBound),
                    options: options, scales: scales)
            parts.append(Part(id: part.id, text: text, blankLineBefore: gap > 0))
        }
        self.parts = parts
    }

    /// The Markdown text.
    public var source: String { markdown.source }

    /// The content for an edited text: `PreparedMarkdown.updated(with:)` restyles the
    /// parts around the edit, and only those parts are read again; every other part keeps
    /// its text and identity.
    ///
    /// ```swift
    /// let edited = preview.updated(with: text)
    /// let changed = edited.parts.filter { part in !preview.parts.contains { $0.id == part.id } }
    /// ```
    public func updated(with newSource: String) -> PreparedAttributedText {
        let next = markdown.updated(with: newSource)
        var kept: [PreparedPartID: AttributedString] = [:]
        kept.reserveCapacity(parts.count)
        for part in parts { kept[part.id] = part.text }
        return PreparedAttributedText(markdown: next, options: options, scales: scales, kept: kept)
    }

    /// The whole text: the parts joined, a blank line or a line break between them, equal to
    /// `AttributedString(styling:theme:options:)` of the text.
    public var attributedString: AttributedString {
        var whole = AttributedString()
        for (index, part) in parts.enumerated() {
            if index > 0 { whole.append(AttributedString(part.blankLineBefore ? "\n\n" : "\n")) }
            whole.append(part.text)
        }
        return whole
    }

    /// The size of the text laid out at `width` cells, as `PreparedMarkdown.boundingSize(forWidth:)`
    /// gives it for ``markdown`` (the placeholder's minimum height for an empty text).
    public func boundingSize(forWidth width: Int) -> Size { markdown.boundingSize(forWidth: width) }

    /// ``boundingSize(forWidth:)``, keeping each part's size at `width` for the next call
    /// (see `PreparedMarkdown.measure(forWidth:)`).
    public mutating func measure(forWidth width: Int) -> Size { markdown.measure(forWidth: width) }
}

extension AttributedString {
    /// The whole text of prepared content: its parts joined (see
    /// ``PreparedAttributedText/attributedString``).
    ///
    /// ```swift
    /// let text = AttributedString(PreparedAttributedText("Some *text*.\n", theme: .light))
    /// ```
    public init(_ prepared: PreparedAttributedText) {
        self = prepared.attributedString
    }
}
