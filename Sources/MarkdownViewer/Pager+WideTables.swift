import MarkdownLayout

extension Pager {
    /// The pager's layout of `document` in a viewport `viewport` cells wide: the text at
    /// ``textWidth(document:viewport:maximum:)`` (the theme's measure), code as `wrapsCode`
    /// says, and tables fitted to the whole viewport when it is wider than the text: a
    /// table that would wrap its cells (or scroll) inside a 100-cell measure takes the room
    /// a 160-column terminal has beside it.
    ///
    /// The layout module lays a document out at one width; the pager lays it out at both and
    /// takes the table blocks' rows from the wider layout (its blocks are the same, in the
    /// same order, at any width).
    static func layout(_ document: StyledDocument, viewport: Int, maximum: Int?, wrapsCode: Bool) -> DocumentLayout {
        let width = textWidth(document: document, viewport: viewport, maximum: maximum)
        let options = layoutOptions(wrapsCode: wrapsCode)
        let text = document.layout(width: width, options: options)
        let isTable = document.blocks.map { if case .table = $0.content { true } else { false } }
        guard viewport > width, isTable.contains(true) else { return text }
        let wide = document.layout(width: viewport, options: options)
        return spliced(text, tablesFrom: wide, isTable: isTable) ?? text
    }

    /// `text` with the rows of each block `isTable` marks taken from `wide`; `nil` when the
    /// two layouts' blocks do not correspond (then the text layout is shown as it is).
    static func spliced(_ text: DocumentLayout, tablesFrom wide: DocumentLayout, isTable: [Bool]) -> DocumentLayout? {
        guard text.blockRows.count == isTable.count, wide.blockRows.count == isTable.count, text.blockRows.first == 0,
            wide.blockRows.first == 0
        else { return nil }
        var segments: [Segment] = []
        segments.reserveCapacity(max(text.segments.count, wide.segments.count))
        var lineEnds: [Int32] = []
        var lineWidths: [Int32] = []
        var blockRows: [Int32] = []
        var placements: [ImagePlacement] = []
        for block in isTable.indices {
            let source = isTable[block] ? wide : text
            let rows = source.rows(ofBlock: block)
            let moved = lineEnds.count - rows.lowerBound
            blockRows.append(Int32(lineEnds.count))
            for placement in source.placements where rows.contains(placement.row) {
                var placement = placement
                placement.row += moved
                placements.append(placement)
            }
            for row in rows {
                segments.append(contentsOf: source.segments[source.segmentRange(ofRow: row)])
                lineEnds.append(Int32(segments.count))
                lineWidths.append(source.lineWidths[row])
            }
        }
        return DocumentLayout(
            width: text.width, styles: text.styles, links: text.links, text: text.text, segments: segments, lineEnds: lineEnds,
            lineWidths: lineWidths, blockRows: blockRows, blockLines: text.blockLines, images: text.images,
            placements: placements)
    }

    /// For each table block laid out as a grid of two columns or more: the cells of its
    /// rows up to and including the border after the first column (with the margin before
    /// the table), which stay in place while the grid scrolls sideways.
    static func rowLabelWidths(of layout: DocumentLayout, document: StyledDocument) -> [Int: Int] {
        guard layout.blockRows.count == document.blocks.count else { return [:] }
        var widths: [Int: Int] = [:]
        for (block, content) in document.blocks.enumerated() {
            guard case .table(let index) = content.content else { continue }
            let table = document.tables[Int(index)]
            guard table.columns > 1 else { continue }
            let rows = layout.rows(ofBlock: block)
            guard !rows.isEmpty else { continue }
            let labels: Int?
            if table.borders != .none {
                labels = firstColumnEnd(
                    top: Pager.textRow(from: rows.lowerBound, in: layout), corner: layout.string(of: table.glyphs.top.0),
                    junction: layout.string(of: table.glyphs.top.1), in: layout)
            } else {
                labels = firstGap(rows: rows, gap: max(1, 2 * table.padding), in: layout)
            }
            if let labels { widths[block] = labels }
        }
        return widths
    }

    /// A bordered grid: the first column ends at the top border's first junction after its
    /// left corner; the labels take the cells through that junction. `nil` when the top
    /// row is not a border (a stacked table).
    private static func firstColumnEnd(top: Int, corner: String, junction: String, in layout: DocumentLayout) -> Int? {
        let cells = layout.cells(ofRow: top)
        guard let left = cells.firstIndex(where: { $0.text == corner }) else { return nil }
        guard let end = cells[(left + 1)...].first(where: { $0.text == junction }) else { return nil }
        return end.column + end.width
    }

    /// A grid without borders: the first column ends at the first run of `gap` columns that
    /// are blank on every row after text on some row; the labels take the cells through the
    /// gap. `nil` when no such run exists.
    private static func firstGap(rows: Range<Int>, gap: Int, in layout: DocumentLayout) -> Int? {
        var widest = 0
        for row in rows { widest = max(widest, Int(layout.lineWidths[row])) }
        // Per column: whether every row is blank there, and whether some row has text there.
        var blank = [Bool](repeating: true, count: widest)
        var inked = [Bool](repeating: false, count: widest)
        for row in rows {
            for cell in layout.cells(ofRow: row) where cell.text != " " {
                for column in cell.column..<min(widest, cell.column + max(1, cell.width)) {
                    blank[column] = false
                    inked[column] = true
                }
            }
        }
        guard let first = inked.firstIndex(of: true) else { return nil }
        var run = 0
        for column in first..<widest {
            run = blank[column] ? run + 1 : 0
            if run == gap { return column + 1 }
        }
        return nil
    }
}
