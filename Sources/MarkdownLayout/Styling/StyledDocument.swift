import MarkdownTheme
import MarkdownTree

/// A document with a theme applied: width-independent, built once per (document, theme),
/// laid out at any width.
///
/// Styling resolves the cascade (document → block quote → list → paragraph → emphasis → …)
/// into interned text attributes, turns the tree into a flat list of layout blocks, replaces
/// every control character with a visible substitute, and prepares each paragraph's break
/// opportunities. Laying out at a new width never re-parses nor re-styles.
///
/// ```swift
/// let document = Document(parsing: "# Title\n\nSome *emphasis* and a [link](https://example.com).\n")
/// let styled = StyledDocument(document: document, theme: Theme(name: "mine"))
/// let layout = styled.layout(width: 40)
/// print(layout.size)                                  // Size(columns: 24, rows: 4)
/// print(styled.boundingSize(forWidth: 40))            // the same, without building lines
/// ```
public struct StyledDocument: Sendable {
    /// The theme the document was styled with.
    public var theme: Theme { styling.theme }
    /// The theme with its bounded form, shared with the parts styled with it.
    package let styling: StylingTheme
    /// The text attributes every style id stands for.
    public let styles: StyleTable
    /// Every link, image and footnote reference, by link id (1-based: `links[id - 1]`).
    public let links: [LinkTarget]
    /// The pictures that have blocks of cells (only with an ``ImageResolver``), in order.
    public let images: [ImageAttachment]

    package private(set) var text: [UInt8]
    package private(set) var runs: [StyledRun]
    package private(set) var texts: [StyledText]
    /// The cluster runs and words the texts' prepared text is kept in.
    package private(set) var textStore: TextStore
    package let containers: [Container]
    package let pieces: [Segment]
    package private(set) var blocks: [LayoutBlock]
    package private(set) var codeLines: [CodeLine]
    /// Highlighted pieces of code lines, each block's in order (see ``CodeHighlighter``).
    package let codeSpans: [CodeSpan]
    package let tables: [StyledTable]
    /// The node each block, container and stretch of text came from (see StyledDocument+Runs).
    package let provenance: StyleProvenance
    /// The fewest lines the layout has: the placeholder's minimum height for an empty document.
    package let minimumRows: Int

    /// Blank lines the first block asks for above it, and the last block below it: how a
    /// part (see ``Part``) joins the parts around it.
    package let leadingGap: Int
    package let trailingGap: Int
    /// The URLs numbered under ``LinkDisplay/references``, in order (those given to the
    /// init first).
    package let referenceURLs: [String]
    /// Whether the blocks end inside an HTML element that a later part may close (a
    /// stream holds such parts back: the element's end changes how they look).
    package let leavesHTMLOpen: Bool
    /// The limits that changed how the document reads, one line each: raw HTML past
    /// `HTMLLimits.standard` (attributes left out, start tags past the open elements allowed,
    /// at most the document's `ParseLimits.maximumDepth`, kept as text). Empty when none was
    /// reached.
    ///
    /// ```swift
    /// for note in styled.limitNotes { print("warning: \(note)") }
    /// ```
    public let limitNotes: [String]

    /// Styles `document` with `theme`; with a `highlighter`, code blocks with a language
    /// are highlighted (when the theme has `Theme.syntax` styles); with an `images`
    /// resolver, an image alone in its paragraph that it knows the size of takes a block of
    /// cells (see ``ImagePlacement``), and its notes join the placeholders of the others.
    public init(document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, images: (any ImageResolver)? = nil) {
        self.init(document: document, styling: StylingTheme(theme), highlighter: highlighter, images: images)
    }

    /// Styles as ``init(document:theme:highlighter:images:)`` does, within `budget`: when its
    /// deadline passes, styling stops and throws `ParseLimitError.timeRanOut(stage:budget:)`
    /// naming `WorkStage.styling`.
    ///
    /// ```swift
    /// let budget = WorkBudget(time: .seconds(1))
    /// let styled = try StyledDocument(document: document, theme: .dark, budget: budget)
    /// let layout = try styled.layout(width: 80, budget: budget)
    /// ```
    public init(
        document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, images: (any ImageResolver)? = nil,
        budget: WorkBudget
    ) throws(ParseLimitError) {
        try self.init(document: document, styling: StylingTheme(theme), highlighter: highlighter, images: images, budget: budget)
    }

    /// Styles as ``init(document:theme:highlighter:images:budget:)`` does, with a theme made
    /// ready once (for a caller that transformed the document with it, `Document.shown(with:)`).
    package init(
        document: Document, styling: StylingTheme, highlighter: (any CodeHighlighter)?, images: (any ImageResolver)?,
        budget: WorkBudget
    ) throws(ParseLimitError) {
        let builder = Self.build(
            document: document, styling: styling, highlighter: highlighter, images: images, part: Part(), budget: budget)
        if builder.budget.stopped { throw builder.budget.error }
        self.init(builder: builder, styling: styling)
    }

    /// Which top-level blocks of a document a styled part holds, and how it joins the parts
    /// around it. A part has no reference list and no placeholder; its front matter block,
    /// when the theme shows it, comes with the part that starts the document. Parts stacked
    /// with `leadingGap`/`trailingGap` lay out like the whole.
    package struct Part: Sendable {
        /// The nodes of the part's blocks; `nil`: the whole document.
        package var nodes: Range<Int>?
        /// For ``LinkDisplay/references``: the URLs the parts before numbered (in order), so
        /// this part goes on counting.
        package var referencesBefore: [String]
        /// Whether the part ends with the numbered list of all of them, as the whole document
        /// ends.
        package var withReferences: Bool

        package init(nodes: Range<Int>? = nil, referencesBefore: [String] = [], withReferences: Bool = false) {
            (self.nodes, self.referencesBefore, self.withReferences) = (nodes, referencesBefore, withReferences)
        }
    }

    /// Styles `part` of `document` as ``init(document:theme:highlighter:images:)`` does, with
    /// a theme made ready once for many parts (whose `recordsProvenance` keeps which node each
    /// piece came from, see ``StyleProvenance``, for outputs that read it). Past `budget`'s
    /// deadline the rest is passed over: a caller with a budget checks it after (the
    /// deadline, once passed, stays passed) and throws.
    package init(
        document: Document, styling: StylingTheme, highlighter: (any CodeHighlighter)? = nil, images: (any ImageResolver)? = nil,
        part: Part = Part(), budget: WorkBudget = .unlimited
    ) {
        let builder = Self.build(document: document, styling: styling, highlighter: highlighter, images: images, part: part, budget: budget)
        self.init(builder: builder, styling: styling)
    }

    /// The styling pass: a builder that has walked the blocks of `part`, or stopped where
    /// `budget` ran out (``StylingBudget/stopped``).
    private static func build(
        document: Document, styling: StylingTheme, highlighter: (any CodeHighlighter)?, images: (any ImageResolver)?, part: Part,
        budget: WorkBudget
    ) -> StyleBuilder {
        // The tree transforms (shortcodes, directives) are done before the walk, once: a
        // document transformed already (every part of prepared content) is styled as it is.
        let (document, nodes) = document.shown(with: styling, part: part.nodes)
        var builder = StyleBuilder(
            document: document, styling: styling, highlighter: highlighter, images: images, budget: budget,
            expectedBytes: nodes.map { Self.textBytes(of: document, in: $0) })
        builder.numbering.seed(part.referencesBefore, links: &builder.out.links)
        builder.out.provenance = StyleProvenance(recording: styling.recordsProvenance)
        builder.out.provenance.enterBlock(StyleProvenance.frontMatter, at: builder.out.text.count)
        // The front matter takes the document's indent, as the body does.
        builder.openDocumentIndent()
        if (nodes?.lowerBound ?? 1) <= 1 { builder.styleFrontMatter(document.frontMatter) }
        builder.styleBlocks(in: nodes)
        builder.out.provenance.enterBlock(StyleProvenance.references, at: builder.out.text.count)
        if nodes == nil || part.withReferences { builder.styleReferences() }
        builder.out.provenance.enterBlock(StyleProvenance.placeholder, at: builder.out.text.count)
        if nodes == nil { builder.stylePlaceholder() }
        return builder
    }

    /// The styled document a finished `builder` holds.
    private init(builder: StyleBuilder, styling: StylingTheme) {
        referenceURLs = builder.numbering.references.map(\.url)
        leavesHTMLOpen = builder.html.leftOpen
        limitNotes = builder.html.report.messages(limits: builder.html.limits)
        self.styling = styling
        styles = builder.cascade.table
        let out = builder.out
        leadingGap = out.leadingGap
        trailingGap = out.pendingGap
        links = out.links
        images = out.images
        text = out.text
        runs = out.runs
        texts = out.texts
        textStore = out.textStore
        containers = out.containers
        pieces = out.pieces
        blocks = out.blocks
        codeLines = out.codeLines
        codeSpans = out.codeSpans
        tables = out.tables
        provenance = out.provenance
        minimumRows = out.minimumRows
    }

    /// The bytes of text of the nodes in `part`, roughly what styling them stores.
    private static func textBytes(of document: Document, in part: Range<Int>) -> Int {
        let nodes = document.storage.nodes
        var total = 0
        for index in part { total += Int(nodes[index].text.count) }
        return total
    }

    /// The number of layout blocks (paragraphs, headings, code blocks, tables, rules, …).
    package var blockCount: Int { blocks.count }
}

extension StyledDocument {
    /// Whether styling `document` with `theme` numbers a link for the list at the end: every
    /// link under ``LinkDisplay/references``; under ``LinkDisplay/inline``, one in a heading
    /// or a table cell (see `LinkNumbering.printsURLsInline(_:)`). The numbers run through the
    /// whole document, so its parts are styled in order, each after the one before (never
    /// side by side), and the list ends the last. Conservative: any link or inline HTML there
    /// counts.
    package static func numbersLinks(in document: Document, theme: Theme) -> Bool {
        switch theme.link.display ?? ThemeDefaults.linkDisplay {
        case .references: return true
        case .inline: break
        default: return false
        }
        let nodes = document.storage.nodes
        var i = 0
        while i < nodes.count {
            let kind = nodes[i].kind
            guard !LinkNumbering.printsURLsInline(kind) else {
                i += 1
                continue
            }
            let end = Int(nodes[i].end)
            if nodes[(i + 1)..<end].contains(where: { $0.kind == .link || $0.kind == .inlineHTML }) { return true }
            i = end
        }
        return false
    }
}

extension StyleBuilder {
    /// For ``LinkDisplay/references``: the numbered URLs, one a line, after everything else.
    mutating func styleReferences() {
        let section = cascade.style(.linkURL, over: cascade.document)
        for (index, reference) in numbering.references.enumerated() {
            let blocksAtOpen = out.blocks.count
            out.openHanging(
                [segment("[\(index + 1)]", style: section.attributes, link: reference.link), .spaces(1)], marginTop: index == 0 ? 1 : 0)
            let text = singleLineText(reference.url, style: section, link: reference.link, isURL: true)
            out.emit(.text(texts: text, alignment: .left), marginTop: 0, marginBottom: 0)
            out.closeContainer(marginBottom: 0, blocksAtOpen: blocksAtOpen)
        }
    }

    /// An empty document shows the theme's placeholder text.
    mutating func stylePlaceholder() {
        guard out.blocks.isEmpty else { return }
        let placeholder = input.styling.bounded.placeholder
        out.minimumRows = placeholder.minimumHeight ?? 0
        guard let text = placeholder.text, !text.isEmpty else { return }
        let style = cascade.style(.placeholder, over: cascade.document)
        out.emit(
            .text(texts: singleLineText(text, style: style), alignment: cascade[style].alignment ?? .left), marginTop: 0, marginBottom: 0)
    }
}
