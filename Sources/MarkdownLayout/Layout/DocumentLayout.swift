import MarkdownTheme

/// A styled document laid out at one width: lines of styled segments, in terminal cells.
///
/// No line is wider than ``width`` cells, and ``size`` equals
/// ``StyledDocument/boundingSize(forWidth:)`` at that width (a pager's layout excepted: there
/// code may run on and a wide table keep its grid, rows it scrolls sideways). The layout never holds an escape
/// sequence: renderers add those, last.
///
/// ```swift
/// let layout = StyledDocument(document: document, theme: .dark).layout(width: 60)
/// for row in 0..<layout.rowCount {
///     print(layout.line(row).text)
/// }
/// if case .url(let url)? = layout.link(atRow: 2, column: 10) { print("link to", url) }
/// ```
public struct DocumentLayout: Sendable {
    /// The widest a document is laid out: a wider width asks for this one. Terminals are a
    /// few hundred cells wide; the bound keeps every width, count and offset the layout
    /// computes far from overflow, and a fill or rule at `Int.max` from a giant allocation.
    ///
    /// ```swift
    /// styled.layout(width: .max).width == DocumentLayout.maximumWidth   // true
    /// ```
    public static let maximumWidth = 32_768

    /// A requested width as the layout takes it: at least 1, at most ``maximumWidth``.
    package static func clamped(_ width: Int) -> Int {
        min(max(1, width), maximumWidth)
    }

    /// The width the document was laid out at (at least 1, at most ``maximumWidth``).
    public let width: Int
    /// The widest line and the number of lines.
    public let size: Size
    /// The text attributes of every style id.
    public let styles: StyleTable
    /// Link targets by link id (1-based: `links[id - 1]`).
    public let links: [LinkTarget]
    /// The pictures the layout reserved cells for (``placements`` index into them).
    public let images: [ImageAttachment]
    /// Each picture's block of cells, in row order: blank cells (the placeholder on the
    /// first row) that a renderer able to draw pictures draws over.
    public let placements: [ImagePlacement]

    package let text: [UInt8]
    package let segments: [Segment]
    /// For each line, the end of its segments in ``segments``.
    package let lineEnds: [Int32]
    package let lineWidths: [Int32]
    /// The first row of each layout block (its gap lines included), and the source line
    /// each block starts on: the row ↔ source line map (see `DocumentLayout+SourceLines.swift`).
    package let blockRows: [Int32]
    package let blockLines: [Int32]

    package init(
        width: Int, styles: StyleTable, links: [LinkTarget], text: [UInt8], segments: [Segment], lineEnds: [Int32],
        lineWidths: [Int32], blockRows: [Int32] = [], blockLines: [Int32] = [], images: [ImageAttachment] = [],
        placements: [ImagePlacement] = []
    ) {
        self.images = images
        self.placements = placements
        self.blockRows = blockRows
        self.blockLines = blockLines
        self.width = width
        self.styles = styles
        self.links = links
        self.text = text
        self.segments = segments
        self.lineEnds = lineEnds
        self.lineWidths = lineWidths
        size = Size(columns: Int(lineWidths.max() ?? 0), rows: lineEnds.count)
    }

    /// The number of lines.
    public var rowCount: Int { lineEnds.count }

    /// The segments of line `row` as a range of ``segments``.
    package func segmentRange(ofRow row: Int) -> Range<Int> {
        (row == 0 ? 0 : Int(lineEnds[row - 1]))..<Int(lineEnds[row])
    }

    /// One line of the layout.
    public func line(_ row: Int) -> Line {
        precondition(row >= 0 && row < rowCount, "row out of range")
        let range = segmentRange(ofRow: row)
        let parts = segments[range].map { segment in
            Line.Part(
                text: string(of: segment), width: Int(segment.width), style: segment.style,
                link: segment.link == 0 ? nil : Int(segment.link))
        }
        return Line(parts: parts, width: Int(lineWidths[row]))
    }

    /// The link, image or footnote reference drawn at a cell, if any.
    ///
    /// ```swift
    /// layout.link(atRow: 0, column: 3)   // .url("https://example.com")
    /// ```
    public func link(atRow row: Int, column: Int) -> LinkTarget? {
        linkID(atRow: row, column: column).map { links[$0 - 1] }
    }

    /// The text of a segment (its repeats included).
    package func string(of segment: Segment) -> String {
        let bytes = text[Int(segment.offset)..<Int(segment.offset + segment.count)]
        if segment.repeats == 1 { return String(decoding: bytes, as: UTF8.self) }
        var all: [UInt8] = []
        all.reserveCapacity(bytes.count * Int(segment.repeats))
        for _ in 0..<segment.repeats { all.append(contentsOf: bytes) }
        return String(decoding: all, as: UTF8.self)
    }
}

/// One laid-out line: styled parts, left to right.
public struct Line: Sendable, Hashable {
    /// A run of cells with one style and one link.
    public struct Part: Sendable, Hashable {
        public var text: String
        /// Cells the text takes.
        public var width: Int
        /// The style id (``DocumentLayout/styles``).
        public var style: UInt32
        /// The link id (``DocumentLayout/links``, 1-based), if the part is a link.
        public var link: Int?
    }

    public var parts: [Part]
    /// The line's width in cells.
    public var width: Int

    /// The line's text without styling.
    public var text: String { parts.map(\.text).joined() }
}
