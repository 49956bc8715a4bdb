import MarkdownLayout

extension Pager {
    /// The row a heading's text starts on in the current layout (after the blank lines
    /// that come with its block), if it is laid out.
    public func row(of heading: HeadingAnchor) -> Int? {
        if let row = headingRows[heading.sourceLine] { return row }
        return layout.firstRow(atOrAfterSourceLine: heading.sourceLine).map { Pager.textRow(from: $0, in: layout) }
    }

    /// The first row of `row`'s block from `row` on that is not blank (a block's rows
    /// start with the blank lines before it).
    static func textRow(from row: Int, in layout: DocumentLayout) -> Int {
        var row = row
        let block = layout.block(ofRow: row)
        while row + 1 < layout.rowCount && layout.lineWidths[row] == 0 && layout.block(ofRow: row + 1) == block { row += 1 }
        return row
    }

    /// The text row of every heading, by source line, in one pass over the blocks: the
    /// first block that starts on the heading's line (a lookup per heading would scan every
    /// block, too slow for a document of thousands of headings).
    static func headingRows(_ headings: [HeadingAnchor], in layout: DocumentLayout) -> [Int: Int] {
        guard !headings.isEmpty else { return [:] }
        let wanted = Set(headings.map(\.sourceLine))
        var rows: [Int: Int] = [:]
        for block in layout.blockLines.indices {
            let line = Int(layout.blockLines[block])
            guard wanted.contains(line), rows[line] == nil else { continue }
            let first = Int(layout.blockRows[block])
            if first < layout.rowCount { rows[line] = textRow(from: first, in: layout) }
        }
        return rows
    }

    /// Scrolls so that `heading` is the first row shown (as far as the end allows).
    public mutating func jump(to heading: HeadingAnchor) {
        guard let row = row(of: heading) else { return }
        // A bounded history: a reader hopping between sections for hours keeps 100 places.
        if jumpsBack.count == 100 { jumpsBack.removeFirst() }
        jumpsBack.append(readingPosition)
        scroll(to: row)
        currentLink = nil
        message = "§ " + Pager.printable(heading.title)
    }

    /// Follows an in-page link (`#slug`) to its heading, by GitHub's ids; `false` when no
    /// heading has that id (the status line says so).
    @discardableResult
    public mutating func follow(fragment: String) -> Bool {
        guard let heading = HeadingAnchor.matching(fragment, in: headings) else {
            message = "no heading \(Pager.printable(fragment)) in this document"
            return false
        }
        jump(to: heading)
        return true
    }

    /// Goes back to where the reader was before the last jump (Backspace).
    public mutating func jumpBack() {
        guard let place = jumpsBack.popLast() else {
            message = "No jump to go back from"
            return
        }
        scroll(to: layout.row(for: place))
        currentLink = nil
        message = "back"
    }

    /// The heading the reader is in: the last one starting at or above the top row.
    public var currentHeading: Int? {
        var found: Int?
        for (index, heading) in headings.enumerated() {
            guard let row = row(of: heading), row <= top else { break }
            found = index
        }
        return found
    }

    /// Opens the outline with the current heading selected ("No headings" when there are none).
    public mutating func openOutline() {
        guard !headings.isEmpty else {
            message = "No headings"
            return
        }
        mode = .outline(selected: currentHeading ?? 0)
    }

    /// The outline's keys: up/down (j/k), page keys, g/G move the selection; Enter jumps
    /// to the heading; Escape, `o` or `q` close it.
    mutating func handleOutlineKey(_ key: PagerKey, selected: Int) -> PagerAction {
        // A reload may have taken headings away while the outline was open.
        guard !headings.isEmpty else {
            mode = .reading
            return key == .interrupt ? .quit : .none
        }
        let last = headings.count - 1
        let selected = min(selected, last)
        let page = max(1, height - 1)
        var next = selected
        switch key {
        case .down, .character("j"), .tab, .control("n"): next += 1
        case .up, .character("k"), .backTab, .control("p"): next -= 1
        case .pageDown, .character(" "), .control("f"): next += page
        case .pageUp, .character("b"), .control("b"): next -= page
        case .home, .character("g"): next = 0
        case .end, .character("G"): next = last
        case .enter:
            mode = .reading
            jump(to: headings[selected])
            return .none
        case .escape, .character("o"), .character("q"), .backspace:
            mode = .reading
            return .none
        case .interrupt: return .quit
        default: break
        }
        mode = .outline(selected: min(max(0, next), last))
        return .none
    }

    /// The outline rows shown in a viewport of ``height`` rows: the first heading index
    /// shown, so that the selection stays in view.
    public func outlineTop(selected: Int) -> Int {
        let count = headings.count
        guard count > height else { return 0 }
        return min(max(0, selected - height / 2), count - height)
    }

    /// How far row `row` is drawn moved left: every row of a block wider than the viewport
    /// by the same amount (so that its columns stay aligned), at most as far as its widest
    /// row needs; 0 for the rest.
    public func shift(ofRow row: Int) -> Int {
        guard leftColumn > 0, let block = layout.block(ofRow: row), block < blockWidths.count else { return 0 }
        return min(leftColumn, max(0, blockWidths[block] - width))
    }

    /// On a row of a block wider than the viewport (code running on, a table's grid),
    /// scrolls sideways so that `columns` of `row` are in view.
    mutating func reveal(columns: Range<Int>, ofRow row: Int) {
        guard let block = layout.block(ofRow: row), block < blockWidths.count, blockWidths[block] > width else { return }
        let shown = shift(ofRow: row)..<(shift(ofRow: row) + width)
        if !shown.contains(columns.lowerBound) || columns.upperBound > shown.upperBound {
            leftColumn = min(max(0, columns.lowerBound - 4), maxLeftColumn)
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
    /// by ``leftColumn`` on a row wider than the viewport, and cut at its right edge. A
    /// wide character cut by an edge becomes a space.
    public func visibleCells(ofRow row: Int) -> [StyledCell] {
        let cells = styledCells(ofRow: row)
        let shift = self.shift(ofRow: row)
        guard shift > 0 || (cells.last.map { $0.column + $0.width > width } ?? false) else { return cells }
        var shown: [StyledCell] = []
        for var cell in cells {
            let start = cell.column - shift
            let end = start + cell.width
            guard end > 0, start < width else { continue }
            if start < 0 || end > width {
                cell.character = " "
                cell.width = 1
                cell.column = max(0, start)
            } else {
                cell.column = start
            }
            shown.append(cell)
        }
        return shown
    }
}
