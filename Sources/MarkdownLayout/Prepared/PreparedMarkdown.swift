import MarkdownTheme
import MarkdownTree

/// Markdown parsed and styled once for a theme, laid out cheaply at any width, and updated
/// incrementally as its text is edited.
///
/// The styled content is kept in parts of a few top-level blocks each. ``measure(forWidth:)``
/// keeps each part's size per width in the value, so asking the height again, or after an
/// edit, only measures the parts that changed.
///
/// ```swift
/// var prepared = PreparedMarkdown("# Notes\n\nSome *text*.\n", theme: .dark)
/// let size = prepared.boundingSize(forWidth: 60)      // before drawing
/// let layout = prepared.layout(width: 60)
/// prepared = prepared.updated(with: "# Notes\n\nSome *more* text.\n")  // re-parses one block
/// ```
public struct PreparedMarkdown: Sendable {
    /// The parsed document (after the dialect's transform).
    public let document: Document
    /// The document as styled: ``document`` after the styling transforms (see
    /// `Document.shown(with:)`), made once, every part styled from it.
    package let shown: Document
    /// The theme the content is styled with.
    public var theme: Theme { styling.theme }
    /// The theme made ready for styling once, shared with every part and update.
    package let styling: StylingTheme
    /// What Markdown is accepted: the subset and custom inline rules.
    public let dialect: MarkdownDialect
    /// What highlights code blocks with a language (kept for updates), or `nil`.
    public let highlighter: (any CodeHighlighter)?

    /// The styled parts, in order.
    package private(set) var parts: [PreparedPart]
    /// The link reference definitions on lines of their own between top-level blocks, which
    /// an incremental update puts before the slice it re-parses.
    package let definitions: [DefinitionLine]
    /// Other places that may define link references: inside blocks, over several lines, or
    /// in a footnote definition nothing refers to (incremental updates re-parse everything
    /// while there are any, since such a definition changes blocks far from it and cannot be
    /// carried to a slice alone).
    package let otherDefinitionSites: Int
    /// What made this content: a full parse and style, or an incremental update that
    /// re-parsed only the blocks around an edit (see ``updated(with:)``).
    ///
    /// ```swift
    /// let edited = prepared.updated(with: text + "!")
    /// if edited.updateKind == .full { print("re-parsed everything:", edited.updateReason) }
    /// ```
    public let updateKind: UpdateKind
    /// Why this content was made the way it was: ``UpdateReason/incremental``, the first
    /// preparation, or what made an update parse everything.
    public let updateReason: UpdateReason
    /// The top-level blocks (positions among the root's children) that were parsed and
    /// styled to make this content: all of them after a full parse, the few around the edit
    /// after an incremental update.
    ///
    /// ```swift
    /// let edited = prepared.updated(with: text)
    /// print(edited.reparsedBlocks, "of", edited.document.root.children.count)  // 13..<14 of 480
    /// ```
    public let reparsedBlocks: Range<Int>

    /// How prepared content was made.
    public enum UpdateKind: Sendable, Hashable {
        /// Parsed and styled whole: the first preparation, or an update that could not be
        /// incremental (see ``PreparedMarkdown/updateReason``).
        case full
        /// Only the top-level blocks around the edit re-parsed and re-styled.
        case incremental
    }

    /// Top-level blocks per styled part (an edit restyles the part around it).
    package static let blocksPerPart = 4
    /// The least text a part holds, in bytes: a part of small blocks (short paragraphs)
    /// takes in more of them, so that each styling's fixed cost is shared.
    package static let minimumPartBytes = 128

    /// Parses and styles `source`.
    ///
    /// ```swift
    /// let prepared = PreparedMarkdown(text, theme: .light, options: ParseOptions(frontMatter: true), dialect: .chat)
    /// ```
    public init(
        _ source: String, theme: Theme, options: ParseOptions = .init(), dialect: MarkdownDialect = .gfm,
        highlighter: (any CodeHighlighter)? = nil
    ) {
        let document = dialect.apply(to: Document(parsing: source, options: options))
        self.init(document: document, theme: theme, dialect: dialect, highlighter: highlighter)
    }

    /// Parses and styles `source` within `budget`, as ``init(_:theme:options:dialect:highlighter:)``
    /// does: parsing is bounded as `Document.parse(_:options:budget:)` bounds
    /// it, and styling stops at the deadline. Either throws, naming the limit or the stage.
    ///
    /// ```swift
    /// let prepared = try PreparedMarkdown(untrusted, theme: .dark, options: ParseOptions(limits: .standard),
    ///                                     budget: WorkBudget(time: .milliseconds(200)))
    /// ```
    public init(
        _ source: String, theme: Theme, options: ParseOptions = .init(), dialect: MarkdownDialect = .gfm,
        highlighter: (any CodeHighlighter)? = nil, budget: WorkBudget
    ) throws(ParseLimitError) {
        let document = dialect.apply(to: try Document.parse(source, options: options, budget: budget))
        try self.init(
            document: document, styling: StylingTheme(theme), dialect: dialect, reason: .initial, highlighter: highlighter, budget: budget)
    }

    /// A full parse's content within `budget`; throws when its deadline passed while styling.
    package init(
        document: Document, styling: StylingTheme, dialect: MarkdownDialect, reason: UpdateReason,
        highlighter: (any CodeHighlighter)?, budget: WorkBudget
    ) throws(ParseLimitError) {
        let shown = document.shown(with: styling)
        let parts = PreparedPart.style(shown, styling: styling, highlighter: highlighter, budget: budget)
        // A part past the deadline stopped early; the deadline, once passed, stays passed.
        try budget.check(.styling)
        let scan = DefinitionScan.scan(document)
        self.init(
            document: document, shown: shown, styling: styling, dialect: dialect, parts: parts, definitions: scan.lines,
            otherDefinitionSites: scan.others, reason: reason, reparsedBlocks: 0..<document.topLevelIndices.count,
            highlighter: highlighter)
    }

    /// Styles a parsed document (the dialect is what later updates apply to new text).
    /// With a `highlighter`, code blocks are highlighted as
    /// `StyledDocument(document:theme:highlighter:)` highlights them, and so are those of
    /// every update.
    public init(document: Document, theme: Theme, dialect: MarkdownDialect = .gfm, highlighter: (any CodeHighlighter)? = nil) {
        self.init(document: document, styling: StylingTheme(theme), dialect: dialect, reason: .initial, highlighter: highlighter)
    }

    /// A full parse's content, made for `reason`.
    package init(
        document: Document, styling: StylingTheme, dialect: MarkdownDialect, reason: UpdateReason,
        highlighter: (any CodeHighlighter)?
    ) {
        let scan = DefinitionScan.scan(document)
        let shown = document.shown(with: styling)
        self.init(
            document: document, shown: shown, styling: styling, dialect: dialect,
            parts: PreparedPart.style(shown, styling: styling, highlighter: highlighter), definitions: scan.lines,
            otherDefinitionSites: scan.others, reason: reason, reparsedBlocks: 0..<document.topLevelIndices.count,
            highlighter: highlighter)
    }

    package init(
        document: Document, shown: Document, styling: StylingTheme, dialect: MarkdownDialect, parts: [PreparedPart],
        definitions: [DefinitionLine], otherDefinitionSites: Int, reason: UpdateReason, reparsedBlocks: Range<Int>,
        highlighter: (any CodeHighlighter)?
    ) {
        self.document = document
        self.shown = shown
        self.styling = styling
        self.dialect = dialect
        self.highlighter = highlighter
        self.parts = parts
        self.definitions = definitions
        self.otherDefinitionSites = otherDefinitionSites
        self.updateKind = reason == .incremental ? .incremental : .full
        self.updateReason = reason
        self.reparsedBlocks = reparsedBlocks
    }

    /// The Markdown text.
    public var source: String { document.source }

    /// The content laid out at `width` cells: the same lines as
    /// `StyledDocument(document:theme:).layout(width:)`.
    public func layout(width: Int) -> DocumentLayout {
        let width = DocumentLayout.clamped(width)
        if parts.count == 1 && parts[0].isWhole { return parts[0].styled.layout(width: width) }
        var stacked: [(layout: DocumentLayout, gapBefore: Int)] = []
        stacked.reserveCapacity(parts.count)
        forEachShownPart { part, gap in stacked.append((part.styled.layout(width: width), gap)) }
        return DocumentLayout(width: width, stacking: stacked)
    }

    /// The size of ``layout(width:)`` without building lines (nothing is kept between calls).
    ///
    /// ```swift
    /// let rows = prepared.boundingSize(forWidth: 80).rows   // SwiftUI's sizeThatFits
    /// ```
    public func boundingSize(forWidth width: Int) -> Size {
        let width = DocumentLayout.clamped(width)
        // One whole part (an empty document among them) is sized as its layout is made, the
        // placeholder's minimum height included, with or without placeholder text.
        if parts.count == 1 && parts[0].isWhole { return parts[0].styled.boundingSize(forWidth: width) }
        var size = Size(columns: 0, rows: 0)
        forEachShownPart { part, gap in
            let partSize = part.styled.boundingSize(forWidth: width)
            size.rows += gap + partSize.rows
            size.columns = max(size.columns, partSize.columns)
        }
        return size
    }

    /// ``boundingSize(forWidth:)``, keeping each part's size at `width` in this value for the
    /// next call: asked again, or after ``updated(with:)`` (which keeps the parts it did not
    /// style again), only the parts not measured at `width` yet are measured.
    ///
    /// ```swift
    /// prepared = prepared.updated(with: edited)
    /// let rows = prepared.measure(forWidth: 80).rows   // measures the edited part alone
    /// ```
    public mutating func measure(forWidth width: Int) -> Size {
        var total = Size(columns: 0, rows: 0)
        for part in partSizes(forWidth: width) {
            total.rows += part.blankRowsBefore + part.size.rows
            total.columns = max(total.columns, part.size.columns)
        }
        return total
    }

    /// Where each part that shows blocks sits at `width`: its identity, the blank rows above
    /// it and its size, kept in this value as ``measure(forWidth:)`` keeps them. An app that
    /// draws part by part redraws only parts whose identity is new after an update; the
    /// rows of the others are where they were, moved by the parts before them.
    ///
    /// ```swift
    /// let before = Set(prepared.partSizes(forWidth: 80).map(\.id))
    /// prepared = prepared.updated(with: edited)
    /// let redraw = prepared.partSizes(forWidth: 80).filter { !before.contains($0.id) }   // the edited part
    /// ```
    public mutating func partSizes(forWidth width: Int) -> [PartSize] {
        let width = DocumentLayout.clamped(width)
        func size(ofPart index: Int) -> Size {
            if let known = parts[index].sizes[width] { return known }
            let size = parts[index].styled.boundingSize(forWidth: width)
            parts[index].sizes[width] = size
            return size
        }
        // One whole part (an empty document among them) is sized as its layout is made.
        if parts.count == 1 && parts[0].isWhole { return [PartSize(id: parts[0].id, blankRowsBefore: 0, size: size(ofPart: 0))] }
        var sizes: [PartSize] = []
        var stack = PartStack()
        for index in parts.indices {
            guard let gap = stack.gap(before: parts[index].styled) else { continue }
            sizes.append(PartSize(id: parts[index].id, blankRowsBefore: gap, size: size(ofPart: index)))
        }
        return sizes
    }

    /// A part's place in the content at a width (``partSizes(forWidth:)``).
    public struct PartSize: Sendable, Hashable {
        /// The part's identity: the same after an update that kept the part.
        public let id: PreparedPartID
        /// The blank rows between the part before and this one.
        public let blankRowsBefore: Int
        /// The part's own rows and widest row.
        public let size: Size
    }

    /// Calls `body` with every part that shows blocks and the blank lines above it, the
    /// margins between parts collapsed as between blocks of one styled document.
    private func forEachShownPart(_ body: (PreparedPart, Int) -> Void) {
        var stack = PartStack()
        for part in parts {
            if let gap = stack.gap(before: part.styled) { body(part, gap) }
        }
    }
}

/// A styled run of consecutive top-level blocks of a prepared document.
package struct PreparedPart: Sendable {
    /// Which styling made the part: drawn afresh each time a part is styled, kept while an
    /// update keeps the part, so an app can keep what it made from it (an attributed string,
    /// a view) for as long as the identity lasts.
    package let id: PreparedPartID
    package var styled: StyledDocument
    /// The part's sizes found by ``PreparedMarkdown/measure(forWidth:)``, by width.
    package var sizes: [Int: Size] = [:]
    /// The part's top-level blocks, as positions among the root's children.
    package var blocks: Range<Int>
    /// Whether the part is the whole document styled at once (the placeholder).
    package var isWhole: Bool
    /// Whether the part is the list of numbered link URLs, after every block.
    package var isReferenceList = false

    /// Styles `document` in parts of about ``PreparedMarkdown/blocksPerPart`` top-level
    /// blocks (more when they are small: ``PreparedMarkdown/minimumPartBytes``), cut where
    /// ``DocumentParts`` allows; numbered links go on from part to part,
    /// their list a part of its own, last. An empty document gets one whole part. The
    /// document is the one shown (transformed once, `Document.shown(with:)`): no part
    /// transforms it again.
    package static func style(
        _ document: Document, styling: StylingTheme, highlighter: (any CodeHighlighter)?, budget: WorkBudget = .unlimited
    ) -> [PreparedPart] {
        let cuts = DocumentParts(document, theme: styling.theme)
        func whole() -> [PreparedPart] {
            let styled = StyledDocument(document: document, styling: styling, highlighter: highlighter, budget: budget)
            return [PreparedPart(id: PreparedPartID.fresh(), styled: styled, blocks: 0..<cuts.top.count, isWhole: true)]
        }
        if cuts.isWhole { return whole() }
        var parts = style(document, styling: styling, highlighter: highlighter, cuts: cuts, blocks: 0..<cuts.top.count, budget: budget)
            .parts
        if cuts.numbersLinks {
            parts.append(referenceList(document, styling: styling, urls: parts.last?.styled.referenceURLs ?? [], after: cuts.top.count))
        }
        return parts.contains { $0.styled.blockCount > 0 } ? parts : whole()
    }

    /// The numbered link URLs `urls`, listed as one render lists them after its last block
    /// (top-level block `after`).
    package static func referenceList(_ document: Document, styling: StylingTheme, urls: [String], after: Int) -> PreparedPart {
        let styled = StyledDocument(
            document: document, styling: styling,
            part: .init(nodes: document.nodeCount..<document.nodeCount, referencesBefore: urls, withReferences: true))
        var part = PreparedPart(id: PreparedPartID.fresh(), styled: styled, blocks: after..<after, isWhole: false)
        part.isReferenceList = true
        return part
    }

    /// Styles top-level blocks `blocks` (positions in `cuts.top`) in parts, numbering links
    /// on from `referencesBefore`; the last may end past them (at `end`), where HTML left
    /// open closes.
    package static func style(
        _ document: Document, styling: StylingTheme, highlighter: (any CodeHighlighter)?, cuts: DocumentParts, blocks: Range<Int>,
        referencesBefore: [String] = [], budget: WorkBudget = .unlimited
    ) -> (parts: [PreparedPart], end: Int) {
        let styled = cuts.style(
            blocks, blocksPerPart: PreparedMarkdown.blocksPerPart, minimumBytes: PreparedMarkdown.minimumPartBytes,
            referencesBefore: referencesBefore
        ) { part, before in
            StyledDocument(
                document: document, styling: styling, highlighter: highlighter,
                part: .init(nodes: cuts.nodes(part), referencesBefore: before), budget: budget)
        }
        let ids = PreparedPartID.fresh(styled.parts.count)
        let parts = zip(ids, styled.parts).map { id, part in PreparedPart(id: id, styled: part.styled, blocks: part.blocks, isWhole: false)
        }
        return (parts, styled.end)
    }
}
