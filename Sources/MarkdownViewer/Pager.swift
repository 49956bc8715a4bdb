import MarkdownLayout
import MarkdownTheme

/// The embeddable core of `cmark-swift view`: a styled document laid out for a viewport,
/// with a scroll offset, search matches and a current link. A value type; every change is
/// a pure function of the old state and a key (``handling(_:)``), so a Swift TUI can embed
/// it and draw ``styledCells(ofRow:)`` however it likes.
///
/// ```swift
/// var pager = Pager(document: StyledDocument(document: document, theme: .dark), width: 80, height: 23)
/// pager.handle(.character("/"))
/// for character in "table" { pager.handle(.character(character)) }
/// pager.handle(.enter)                         // jumps to the first match
/// pager.resize(width: 100, height: 40)         // same source line stays at the top
/// for row in pager.visibleRows { draw(pager.styledCells(ofRow: row)) }
/// ```
public struct Pager: Sendable {
    /// What the keyboard drives.
    public enum Mode: Sendable, Hashable {
        /// Scrolling, searching with n/N, following links.
        case reading
        /// Typing a search pattern after `/` (or after `?`: `backward`).
        case searching(query: String, backward: Bool = false)
        /// Typing a line number after `:`.
        case goingToLine(typed: String)
        /// The key help is shown; any key closes it.
        case help
        /// The outline: the document's headings (``Pager/headings``), the one at index
        /// `selected` chosen; only those whose title contains `filter` (typed while it is
        /// open) are listed.
        case outline(selected: Int, filter: String = "")
    }

    /// The styled document, kept to re-lay it out at a new width.
    public internal(set) var document: StyledDocument
    /// The document laid out at ``width``.
    public private(set) var layout: DocumentLayout
    /// Columns of the viewport. The document is laid out at ``textWidth``, which may be less.
    public private(set) var width: Int
    /// The widest the text is laid out (`view --width`), or `nil` for the theme's measure
    /// (`Theme.cappedWidth(_:)`); never wider than the viewport.
    public private(set) var maximumTextWidth: Int?
    /// Whether code lines wrap (the theme's way) or run on, scrolled sideways with
    /// ``leftColumn`` (the `w` key toggles). Tables too wide for the text width are never
    /// stacked in the pager: they keep their grid, scrolled sideways the same way.
    public internal(set) var wrapsCode = true
    /// How far rows wider than the viewport (code running on, a table's grid) are scrolled
    /// to the left.
    public internal(set) var leftColumn = 0
    /// When some row is wider than the text width, the widest row of each layout block
    /// (see ``shift(ofRow:)``); else empty.
    var blockWidths: [Int] = []
    /// Where the reader was before each jump (a link to a heading, the outline), the last
    /// last: Backspace goes back. Kept by source line, so it survives a resize.
    public internal(set) var jumpsBack: [ReadingPosition] = []
    /// The document's headings (`HeadingAnchor.all(in:)`), for the outline and in-page
    /// links; empty when the front end gave none.
    public internal(set) var headings: [HeadingAnchor]
    /// The row of each heading's text in ``layout``, by source line (see ``row(of:)``).
    var headingRows: [Int: Int] = [:]
    /// Rows of the viewport showing the document.
    public private(set) var height: Int
    /// The first row shown.
    public private(set) var top = 0
    public internal(set) var mode = Mode.reading
    /// The last search query, and where it matches.
    public internal(set) var query = ""
    public internal(set) var matches: [CellSpan] = []
    /// Whether the last search was backward (`?`): `n` then goes up and `N` down.
    public internal(set) var searchesBackward = false
    /// A count typed before a key (`10j`, `50%`, `42G`), while it is being typed.
    public internal(set) var pendingCount: Int?
    /// The rows of each table block kept as a grid, by block: how many cells at their left
    /// (the margin, the first column and its border) stay in place when the grid is
    /// scrolled sideways (see `Pager+WideTables.swift`).
    var rowLabelWidths: [Int: Int] = [:]
    /// The current match (index into ``matches``), after Enter, n or N.
    public internal(set) var currentMatch: Int?
    /// Every run of link cells, in reading order, and the current one (Tab, Shift-Tab).
    public private(set) var links: [LinkSpot] = []
    public internal(set) var currentLink: Int?
    /// A one-line message for the status line (a URL, "no match"), cleared by the next key.
    public var message: String?

    /// A document laid out for a viewport of `width` × `height` cells, its text at most
    /// `maximumTextWidth` cells wide (`nil`: the theme's measure). `headings`
    /// (`HeadingAnchor.all(in:)` of the parsed document) are what the outline lists and
    /// in-page links find.
    ///
    /// ```swift
    /// let parsed = Document(parsing: text)
    /// let pager = Pager(document: StyledDocument(document: parsed, theme: .dark), width: 120, height: 40,
    ///                   headings: HeadingAnchor.all(in: parsed))
    /// ```
    public init(
        document: StyledDocument, width: Int, height: Int, maximumTextWidth: Int? = nil, headings: [HeadingAnchor] = []
    ) {
        self.document = document
        self.width = max(1, width)
        self.height = max(1, height)
        self.maximumTextWidth = maximumTextWidth.map { max(1, $0) }
        self.headings = headings
        layout = Pager.layout(document, viewport: self.width, maximum: self.maximumTextWidth, wrapsCode: true)
        blockWidths = Pager.blockWidths(of: layout)
        rowLabelWidths = Pager.rowLabelWidths(of: layout, document: document)
        links = LinkSpot.all(in: layout)
        headingRows = Pager.headingRows(headings, in: layout)
    }

    /// The width the document is laid out at in a viewport of `viewport` columns.
    static func textWidth(document: StyledDocument, viewport: Int, maximum: Int?) -> Int {
        if let maximum { return min(viewport, maximum) }
        return document.theme.cappedWidth(viewport)
    }

    /// The width the text is laid out at.
    public var textWidth: Int { layout.width }

    /// The rows shown, top to bottom.
    public var visibleRows: Range<Int> { top..<min(layout.rowCount, top + height) }

    /// The largest scroll offset: the last row at the bottom of the viewport.
    public var maxTop: Int { max(0, layout.rowCount - height) }

    /// Scrolls so that `row` is the first row shown (clamped).
    public mutating func scroll(to row: Int) {
        top = min(max(0, row), maxTop)
    }

    /// Scrolls by `rows` (negative: up).
    public mutating func scroll(by rows: Int) {
        scroll(to: top + rows)
    }

    /// Where the reader is: the source line at the top and how far into its block.
    public var readingPosition: ReadingPosition { layout.readingPosition(atRow: top) }

    /// Re-lays the document out for a new viewport, keeping the reader's place: the same
    /// source line stays at the top, and a reader at the end stays at the end (every last
    /// row shown). Never re-parses nor re-styles.
    public mutating func resize(width: Int, height: Int) {
        let place = readingPosition
        let atEnd = top > 0 && top >= maxTop
        let width = max(1, width)
        self.height = max(1, height)
        if width != self.width {
            // Tables take the whole viewport (see `Pager+WideTables.swift`): a new width lays
            // them out again even where the text's width stays.
            let hasTables = document.blocks.contains { if case .table = $0.content { true } else { false } }
            let textWidth = Pager.textWidth(document: document, viewport: width, maximum: maximumTextWidth)
            let tableWidthChanged = hasTables && (width > textWidth || self.width > layout.width)
            self.width = width
            if textWidth != layout.width || tableWidthChanged { relayout() }
        }
        scroll(to: atEnd ? maxTop : layout.row(for: place))
        leftColumn = min(leftColumn, maxLeftColumn)
    }

    /// How the pager lays the document out: code as ``wrapsCode`` says, wide tables as grids.
    static func layoutOptions(wrapsCode: Bool) -> LayoutOptions {
        LayoutOptions(wrapsCode: wrapsCode, stacksWideTables: false)
    }

    mutating func relayout() {
        layout = Pager.layout(document, viewport: width, maximum: maximumTextWidth, wrapsCode: wrapsCode)
        blockWidths = Pager.blockWidths(of: layout)
        rowLabelWidths = Pager.rowLabelWidths(of: layout, document: document)
        // A reload may have made the rows narrower: nothing may be left to scroll.
        leftColumn = min(leftColumn, maxLeftColumn)
        headingRows = Pager.headingRows(headings, in: layout)
        links = LinkSpot.all(in: layout)
        currentLink = nil
        matches = (try? SearchPattern(query)).map { $0.matches(in: layout) } ?? []
        currentMatch = nil
    }

    /// The percentage of the document above the bottom of the viewport (100 when it all fits).
    public var percentage: Int {
        let total = layout.rowCount
        guard total > height else { return 100 }
        return min(100, (top + height) * 100 / total)
    }
}

/// A run of cells of one link on one row: where Tab stops.
public struct LinkSpot: Sendable, Hashable {
    public var row: Int
    public var columns: Range<Int>
    /// The link id (`DocumentLayout.links`, 1-based).
    public var link: Int

    /// Every link run of a layout, in reading order.
    static func all(in layout: DocumentLayout) -> [LinkSpot] {
        var spots: [LinkSpot] = []
        for row in 0..<layout.rowCount {
            var column = 0
            for part in layout.line(row).parts {
                defer { column += part.width }
                guard let link = part.link, part.width > 0 else { continue }
                if let last = spots.last, last.row == row, last.link == link, last.columns.upperBound == column {
                    spots[spots.count - 1].columns = last.columns.lowerBound..<(column + part.width)
                } else {
                    spots.append(LinkSpot(row: row, columns: column..<(column + part.width), link: link))
                }
            }
        }
        return spots
    }
}
