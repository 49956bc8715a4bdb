import MarkdownLayout

extension Pager {
    /// How far row `row` is drawn moved left: every row of a block wider than the viewport
    /// by the same amount (so that its columns stay aligned), at most as far as its widest
    /// row needs; 0 for the rest. A wide table's row labels stay where they are
    /// (``rowLabelWidth(ofRow:)``): the columns after them move.
    package func shift(ofRow row: Int) -> Int {
        guard leftColumn > 0, let block = layout.block(ofRow: row), block < blockWidths.count else { return 0 }
        return min(leftColumn, max(0, blockWidths[block] - width))
    }

    /// The cells at the left of row `row` that stay in place while it is scrolled sideways:
    /// on a table's grid, its margin, first column and the border after it (the row labels,
    /// as a spreadsheet freezes them), when they take at most half the viewport; else 0.
    package func rowLabelWidth(ofRow row: Int) -> Int {
        guard !rowLabelWidths.isEmpty, let block = layout.block(ofRow: row), let labels = rowLabelWidths[block] else { return 0 }
        return labels <= width / 2 ? labels : 0
    }

    /// The layout column drawn at viewport column `column` of row `row`.
    func layoutColumn(ofScreenColumn column: Int, row: Int) -> Int {
        let shift = shift(ofRow: row)
        guard shift > 0 else { return column }
        return column < rowLabelWidth(ofRow: row) ? column : column + shift
    }

    /// On a row of a block wider than the viewport (code running on, a table's grid),
    /// scrolls sideways so that `columns` of `row` are in view.
    mutating func reveal(columns: Range<Int>, ofRow row: Int) {
        guard let block = layout.block(ofRow: row), block < blockWidths.count, blockWidths[block] > width else { return }
        let labels = rowLabelWidth(ofRow: row)
        // Cells among the row labels are always in view.
        if labels > 0 && columns.upperBound <= labels { return }
        let shift = shift(ofRow: row)
        let shown = (shift + labels)..<(shift + width)
        if !shown.contains(columns.lowerBound) || columns.upperBound > shown.upperBound {
            leftColumn = min(max(0, columns.lowerBound - labels - 4), maxLeftColumn)
        }
    }

    /// The widest row of each layout block, when some row is wider than the layout's width
    /// (else empty: no row needs to move).
    static func blockWidths(of layout: DocumentLayout) -> [Int] {
        guard layout.size.columns > layout.width else { return [] }
        var widths = [Int](repeating: 0, count: layout.blockRows.count)
        for block in widths.indices {
            for row in layout.rows(ofBlock: block) { widths[block] = max(widths[block], Int(layout.lineWidths[row])) }
        }
        return widths
    }

    /// The widest block shown whose rows run past the viewport (a table's grid, code running
    /// on): how far its rows are moved left and how wide it is; `nil` when every row shown
    /// fits. The status line shows it, so that a reader sees there is more to the right.
    var widestShown: (shift: Int, width: Int)? {
        guard !blockWidths.isEmpty else { return nil }
        var widest: Int?
        var row = top
        while row < visibleRows.upperBound, let block = layout.block(ofRow: row) {
            if blockWidths[block] > max(width, widest ?? 0) { widest = blockWidths[block] }
            row = max(row + 1, layout.rows(ofBlock: block).upperBound)
        }
        return widest.map { (min(leftColumn, $0 - width), $0) }
    }

    /// The widest a row runs past the viewport: how far ``leftColumn`` can go.
    public var maxLeftColumn: Int { max(0, layout.size.columns - width) }

    /// Scrolls rows wider than the viewport (code running on, a table's grid) sideways by
    /// `columns`.
    public mutating func scrollSideways(by columns: Int) {
        leftColumn = min(max(0, leftColumn + columns), maxLeftColumn)
    }

    /// Toggles between wrapped code and code that runs on, scrolled with ←/→, keeping the
    /// reader's place.
    public mutating func toggleCodeWrapping() {
        let place = readingPosition
        wrapsCode.toggle()
        leftColumn = 0
        relayout()
        scroll(to: layout.row(for: place))
        message = wrapsCode ? "code wraps" : "code runs on: ← → scroll it"
    }

    /// The cells of row `row` as drawn in the viewport: ``styledCells(ofRow:)`` moved left
    /// by ``leftColumn`` on a row wider than the viewport (its row labels, on a table's
    /// grid, kept in place), and cut at the edges. A wide character cut by an edge becomes
    /// a space.
    public func visibleCells(ofRow row: Int) -> [StyledCell] {
        let cells = styledCells(ofRow: row)
        let shift = self.shift(ofRow: row)
        guard shift > 0 || (cells.last.map { $0.column + $0.width > width } ?? false) else { return cells }
        let labels = shift > 0 ? rowLabelWidth(ofRow: row) : 0
        var shown: [StyledCell] = []
        for var cell in cells {
            // A cell of the row labels stays; the rest move, shown right of the labels.
            let kept = cell.column < labels
            let start = kept ? cell.column : cell.column - shift
            let end = start + cell.width
            let edges = kept ? 0..<labels : labels..<width
            guard end > edges.lowerBound, start < edges.upperBound else { continue }
            if start < edges.lowerBound || end > edges.upperBound {
                cell.character = " "
                cell.width = 1
                cell.column = max(edges.lowerBound, start)
            } else {
                cell.column = start
            }
            shown.append(cell)
        }
        return shown
    }
}
