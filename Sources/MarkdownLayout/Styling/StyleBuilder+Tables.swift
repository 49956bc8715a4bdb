import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// Styles a table: every cell's inlines (header cells in the header style), natural column
    /// widths, border glyphs, and the `Header: value` records of the stacked fallback.
    mutating func styleTable(at index: Int, style: Int32) -> Int32 {
        let raw = nodes[index]
        let alignments = source[span: raw.aux].map { ColumnAlignment(rawValue: $0) ?? .none }
        let columns = max(alignments.count, 1)
        let header = cascade(.tableHeader, over: style)
        var cells: [StyledCell] = []
        var natural = [Int](repeating: 0, count: columns)
        var words = [Int](repeating: 0, count: columns)
        var headerRows = 0
        var row = index + 1
        while row < Int(raw.end) {
            let isHeader = nodes[row].flags & RawNode.headerFlag != 0
            if isHeader { headerRows += 1 }
            var rowCells = [StyledCell?](repeating: nil, count: columns)
            var cell = row + 1
            while cell < Int(nodes[row].end) {
                let column = Int(nodes[cell].number)
                if column >= 0 && column < columns && rowCells[column] == nil {
                    let texts = styleInlines(of: cell, base: isHeader ? header : style)
                    let width = texts.reduce(0) { max($0, texts_naturalWidth($1)) }
                    rowCells[column] = StyledCell(texts: texts, naturalWidth: width)
                    natural[column] = max(natural[column], width)
                    for text in texts { words[column] = max(words[column], self.texts[Int(text)].prepared.widestWord) }
                }
                cell = Int(nodes[cell].end)
            }
            for column in 0..<columns where rowCells[column] == nil {
                let empty = finishText(from: runs.count)
                rowCells[column] = StyledCell(texts: empty..<(empty + 1), naturalWidth: 0)
            }
            cells.append(contentsOf: rowCells.map { $0! })
            row = Int(nodes[row].end)
        }
        let borders = theme.table.borders ?? ThemeDefaults.tableBorders
        var table = StyledTable(
            columns: columns, alignments: alignments + Array(repeating: .none, count: columns - alignments.count),
            cells: cells, headerRows: headerRows, naturalWidths: natural, wordWidths: words, borders: borders,
            padding: max(0, theme.table.cellPadding ?? ThemeDefaults.cellPadding),
            glyphs: borderGlyphs(borders, style: attributeID(.tableBorder, over: style)), records: [])
        table.records = records(of: table, separatorStyle: header)
        tables.append(table)
        return Int32(tables.count - 1)
    }

    private func texts_naturalWidth(_ text: Int32) -> Int { texts[Int(text)].prepared.naturalWidth }

    /// For each body row, one line group per column: the header's runs, `": "`, the cell's.
    private mutating func records(of table: StyledTable, separatorStyle: Int32) -> [Range<Int32>] {
        var records: [Range<Int32>] = []
        let headerRow = table.headerRows > 0 ? 0 : -1
        for row in table.headerRows..<table.rows {
            let first = Int32(texts.count)
            for column in 0..<table.columns {
                let start = runs.count
                if headerRow >= 0 {
                    let header = table.cell(row: headerRow, column: column)
                    appendRuns(of: header.texts)
                    if runs.count > start { addRun(": ", style: separatorStyle, link: 0, since: runs.count) }
                }
                appendRuns(of: table.cell(row: row, column: column).texts)
                _ = finishText(from: start)
            }
            records.append(first..<Int32(texts.count))
        }
        return records
    }

    /// Re-appends the runs of line groups (joined by a space) to the end of `runs`.
    private mutating func appendRuns(of group: Range<Int32>) {
        for text in group {
            if text != group.lowerBound { addRun(" ", style: 0, link: 0, since: runs.count) }
            let range = texts[Int(text)].runs
            // Element by element: appending a slice of `runs` to itself would copy all of `runs`.
            for run in Int(range.lowerBound)..<Int(range.upperBound) { runs.append(runs[run]) }
        }
    }

    private mutating func borderGlyphs(_ borders: TableBorders, style: UInt32) -> BorderGlyphs {
        let glyphs: [String] =
            switch borders {
            case .unicode: ["─", "│", "┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘"]
            case .ascii: ["-", "|", "+", "+", "+", "+", "+", "+", "+", "+", "+"]
            case .none: [" ", " ", " ", " ", " ", " ", " ", " ", " ", " ", " "]
            }
        let s = glyphs.map { segment($0, style: style) }
        return BorderGlyphs(
            horizontal: s[0], vertical: s[1], top: (s[2], s[3], s[4]), middle: (s[5], s[6], s[7]), bottom: (s[8], s[9], s[10]),
            space: spaces(1))
    }
}
