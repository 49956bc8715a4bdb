import MarkdownTheme
import MarkdownTree

extension LayoutEngine {
    /// Lays out a table: columns fitted to the width with text wrapped inside cells, borders
    /// per theme; or, when the columns cannot get a few cells each, one `Header: value` line
    /// per cell with a blank line between rows (or, when ``LayoutOptions/stacksWideTables``
    /// is off, the grid at its columns' scrolled widths, wider than the width).
    mutating func layoutTable(at index: Int) {
        let table = document.tables[index]
        let available = self.available
        let columns = table.columns
        let bordered = table.borders != .none
        // The padding is the same at every width. Each column's minimum is its widest word,
        // up to a dozen cells (a longer token, a URL or an identifier, may break): below the
        // minimums, the table is stacked rather than split a word of up to a dozen cells.
        let padding = table.padding
        let room = available - overhead(table, padding: padding)
        var minimums = ColumnWidths.minimums(natural: table.naturalWidths, words: table.wordWidths, available: room)
        if minimums.reduce(0, +) < room {
            minimums = ColumnWidths.preferred(
                minimums: minimums, compounds: widestCompounds(table), natural: table.naturalWidths, available: room)
        }
        var widths: [Int]
        var heights: [Int]
        if let fitted = ColumnWidths.fit(natural: table.naturalWidths, words: minimums, available: room, breakingWords: false) {
            // The common cap keeps short columns whole; sharing the room in proportion to
            // what each column wants is taken instead when it takes fewer lines.
            (widths, heights) = (fitted, rowHeights(table, widths: fitted))
            if let shared = ColumnWidths.proportional(natural: table.naturalWidths, minimums: minimums, available: room),
                shared != fitted, case let sharedHeights = rowHeights(table, widths: shared),
                lineCount(sharedHeights, table: table, bordered: bordered) < lineCount(heights, table: table, bordered: bordered)
            {
                (widths, heights) = (shared, sharedHeights)
            }
        } else if !options.stacksWideTables {
            widths = ColumnWidths.scrolled(natural: table.naturalWidths, available: room)
            heights = rowHeights(table, widths: widths)
        } else {
            layoutStacked(table, at: index)
            return
        }
        let tableWidth = widths.reduce(0, +) + overhead(table, padding: padding)
        let glyphs = table.glyphs
        let alignments: [BlockAlignment] = table.alignments.map {
            switch $0 {
            case .center: .center
            case .right: .right
            default: .left
            }
        }
        // Read once: through `self`, every cell would retain these arrays again.
        let texts = document.texts
        let runs = document.runs
        let store = document.textStore
        let buffer = document.text
        let ellipsis = document.ellipsis
        // Each row's cells are broken into `group` one after another, after the rows before
        // (it is emptied once it holds many lines or segments, not per row): column `c` has
        // lines `lineStarts[c]..<lineStarts[c + 1]` of it.
        var lineStarts = [Int](repeating: 0, count: columns + 1)
        if bordered { borderLine(glyphs.top, horizontal: glyphs.horizontal, widths: widths, padding: padding, tableWidth: tableWidth) }
        let rulesRows = Self.rulesRows(heights: heights, table: table)
        func ruled(before row: Int) -> Bool { Self.ruled(before: row, rulesRows: rulesRows, table: table, bordered: bordered) }
        for row in 0..<table.rows {
            if bordered && row == table.headerRows && row > 0 {
                borderLine(glyphs.middle, horizontal: glyphs.horizontal, widths: widths, padding: padding, tableWidth: tableWidth)
            }
            if !Output.wantsSegments {
                if ruled(before: row) { rowRule(glyphs, bordered: bordered, widths: widths, padding: padding, tableWidth: tableWidth) }
                addLines(heights[row], contentWidth: tableWidth)
                continue
            }
            if group.segments.count > 4096 || group.widths.count > 4096 { group.reset() }
            var height = 1
            for column in 0..<columns {
                lineStarts[column] = group.widths.count
                for text in table.cell(row: row, column: column).texts {
                    texts[Int(text)].prepared.breakLines(
                        width: widths[column], runs: runs, buffer: buffer, store: store, ellipsis: ellipsis, into: &group)
                }
                height = max(height, group.widths.count - lineStarts[column])
            }
            lineStarts[columns] = group.widths.count
            if ruled(before: row) { rowRule(glyphs, bordered: bordered, widths: widths, padding: padding, tableWidth: tableWidth) }
            for line in 0..<height {
                beginLine()
                if bordered { add(glyphs.vertical) }
                for column in 0..<columns {
                    if !bordered && column > 0 { addSpaces(max(1, 2 * padding)) }
                    if bordered { addSpaces(padding) }
                    let index = lineStarts[column] + line
                    let hasLine = index < lineStarts[column + 1]
                    let cellWidth = hasLine ? group.widths[index] : 0
                    let lead = LayoutEngine.aligned(cellWidth, in: widths[column], alignments[column]).lead
                    addSpaces(lead)
                    // By index: a slice of `group.segments` would be retained per line.
                    if hasLine { for segment in group.range(index) { add(group.segments[segment]) } }
                    addSpaces(widths[column] - lead - cellWidth)
                    if bordered {
                        addSpaces(padding)
                        add(glyphs.vertical)
                    }
                }
                endLine(contentWidth: tableWidth)
            }
        }
        if bordered { borderLine(glyphs.bottom, horizontal: glyphs.horizontal, widths: widths, padding: padding, tableWidth: tableWidth) }
    }

    /// Each row's height at `widths`: its tallest cell's lines.
    private func rowHeights(_ table: StyledTable, widths: [Int]) -> [Int] {
        (0..<table.rows).map { row in
            (0..<table.columns).reduce(1) { max($0, rowCount(table.cell(row: row, column: $1).texts, columns: widths[$1])) }
        }
    }

    /// Whether rules go between the body's rows: when more than a quarter of them take
    /// several lines. Then every row is ruled off, so that each reads as one row; else none
    /// is (one wrapped cell does not rule a whole table, as in rich). Ruling only beside the
    /// tall rows was tried: a run of one-line rows between two rules read as one row of
    /// several lines.
    private static func rulesRows(heights: [Int], table: StyledTable) -> Bool {
        let body = heights[min(table.headerRows, heights.count)...]
        return body.reduce(0) { $0 + ($1 > 1 ? 1 : 0) } * 4 > body.count
    }

    /// Whether a rule goes above `row` (see ``rulesRows(heights:table:)``). Without borders
    /// the rule is a blank line, after the header too (with borders the header has its own).
    private static func ruled(before row: Int, rulesRows: Bool, table: StyledTable, bordered: Bool) -> Bool {
        guard row > 0 && row >= table.headerRows && (!bordered || row > table.headerRows) else { return false }
        return rulesRows
    }

    /// The lines of the table's rows and the rules between them.
    private func lineCount(_ heights: [Int], table: StyledTable, bordered: Bool) -> Int {
        let rulesRows = Self.rulesRows(heights: heights, table: table)
        return heights.reduce(0, +)
            + (0..<table.rows).filter { Self.ruled(before: $0, rulesRows: rulesRows, table: table, bordered: bordered) }.count
    }

    /// Each column's widest hyphenated compound over its cells.
    private func widestCompounds(_ table: StyledTable) -> [Int] {
        let (texts, store) = (document.texts, document.textStore)
        var widest = [Int](repeating: 0, count: table.columns)
        for row in 0..<table.rows {
            for column in 0..<table.columns {
                for text in table.cell(row: row, column: column).texts {
                    widest[column] = max(widest[column], texts[Int(text)].prepared.widestCompound(store: store))
                }
            }
        }
        return widest
    }

    /// What separates two rows: the middle border, or a blank line in a table without
    /// borders.
    private mutating func rowRule(_ glyphs: BorderGlyphs, bordered: Bool, widths: [Int], padding: Int, tableWidth: Int) {
        if bordered {
            borderLine(glyphs.middle, horizontal: glyphs.horizontal, widths: widths, padding: padding, tableWidth: tableWidth)
        } else {
            blankLine()
        }
    }

    /// Cells of a row that are not content: borders, padding, column gaps.
    private func overhead(_ table: StyledTable, padding: Int) -> Int {
        let columns = table.columns
        if table.borders == .none { return (columns - 1) * max(1, 2 * padding) }
        return columns * 2 * padding + columns + 1
    }

    private mutating func borderLine(
        _ corners: (Segment, Segment, Segment), horizontal: Segment, widths: [Int], padding: Int, tableWidth: Int
    ) {
        guard Output.wantsSegments else {
            addLines(1, contentWidth: tableWidth)
            return
        }
        beginLine()
        add(corners.0)
        for (column, columnWidth) in widths.enumerated() {
            add(horizontal.repeated(columnWidth + 2 * padding))
            add(column == widths.count - 1 ? corners.2 : corners.1)
        }
        endLine(contentWidth: tableWidth)
    }

    /// The stacked fallback: per body row, one wrapped `Header: value` line group per column.
    /// A table of header rows only shows its header cells, one after another.
    private mutating func layoutStacked(_ table: StyledTable, at index: Int) {
        guard table.rows > table.headerRows else {
            if table.rows > 0 {
                layoutText(
                    table.cell(row: 0, column: 0).texts.lowerBound..<table.cell(row: 0, column: table.columns - 1).texts.upperBound,
                    alignment: .left)
            }
            return
        }
        let records = stackedRecords[index] ?? StackedRecords(table: table, document: document)
        stackedRecords[index] = records
        for row in 0..<records.rows {
            if row > 0 { blankLine() }
            for prepared in records.texts(row: row) {
                layoutPrepared(prepared, runs: records.runs, store: records.store, alignment: .left)
            }
        }
    }
}
