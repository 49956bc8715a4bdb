import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// Styles a table: every cell's inlines (header cells in the header style), natural column
    /// widths, border glyphs, and the runs the stacked fallback's `Header: value` records
    /// need (``StackedRecords`` builds them when a width needs them).
    mutating func styleTable(at index: Int, style: Int32) -> Int32 {
        let raw = nodes[index]
        let alignments = source[span: raw.aux].map { ColumnAlignment(rawValue: $0) ?? .none }
        let columns = max(alignments.count, 1)
        let header = cascade(.tableHeader, over: style)
        // Each slot of the grid gets a text, and each cell written in the source (at most one
        // per byte) about a run, a cluster run and a word: room for them at once, not by
        // doubling (each doubling copies all of a large table's so far).
        var rows = 0
        var written = 0
        var row = index + 1
        while row < Int(raw.end) {
            rows += 1
            var cell = row + 1
            while cell < Int(nodes[row].end) {
                written += 1
                cell = Int(nodes[cell].end)
            }
            row = Int(nodes[row].end)
        }
        var cells: [StyledCell] = []
        cells.reserveCapacity(rows * columns)
        texts.reserveRoom(for: rows * columns)
        runs.reserveRoom(for: written)
        textStore.runs.reserveRoom(for: written)
        textStore.words.reserveRoom(for: written)
        var natural = [Int](repeating: 0, count: columns)
        var words = [Int](repeating: 0, count: columns)
        var headerRows = 0
        row = index + 1
        while row < Int(raw.end) {
            let isHeader = nodes[row].isHeaderRow
            if isHeader { headerRows += 1 }
            // The row's cells in place, missing ones marked by a negative width until filled.
            let rowStart = cells.count
            cells.append(contentsOf: repeatElement(StyledCell(texts: 0..<0, naturalWidth: -1), count: columns))
            var cell = row + 1
            while cell < Int(nodes[row].end) {
                let column = nodes[cell].cellColumn
                if column >= 0 && column < columns && cells[rowStart + column].naturalWidth < 0 {
                    let lines = styleInlines(of: cell, base: isHeader ? header : style)
                    var width = 0
                    for text in lines {
                        width = max(width, texts[Int(text)].prepared.naturalWidth)
                        words[column] = max(words[column], texts[Int(text)].prepared.widestWord)
                    }
                    cells[rowStart + column] = StyledCell(texts: lines, naturalWidth: width)
                    natural[column] = max(natural[column], width)
                }
                cell = Int(nodes[cell].end)
            }
            for column in 0..<columns where cells[rowStart + column].naturalWidth < 0 {
                let empty = finishText(from: runs.count)
                cells[rowStart + column] = StyledCell(texts: empty..<(empty + 1), naturalWidth: 0)
            }
            row = Int(nodes[row].end)
        }
        return addTable(
            columns: columns, alignments: alignments, cells: cells, headerRows: headerRows, naturalWidths: natural,
            wordWidths: words, style: style, header: header)
    }

    /// Adds a table of styled cells (`columns` a row, header rows first; missing alignments
    /// are `.none`) with the theme's borders and padding and the runs the stacked fallback
    /// needs; returns its index in ``tables``. GFM and HTML tables both end here.
    mutating func addTable(
        columns: Int, alignments: [ColumnAlignment], cells: [StyledCell], headerRows: Int, naturalWidths: [Int],
        wordWidths: [Int], style: Int32, header: Int32
    ) -> Int32 {
        let borders = styling.bounded.table.borders ?? ThemeDefaults.tableBorders
        let hasBody = headerRows < cells.count / columns
        let alignments = Array((alignments + Array(repeating: .none, count: max(0, columns - alignments.count))).prefix(columns))
        let table = StyledTable(
            columns: columns, alignments: alignments, cells: cells, headerRows: headerRows, naturalWidths: naturalWidths,
            wordWidths: wordWidths, borders: borders, padding: max(0, styling.bounded.table.cellPadding ?? ThemeDefaults.cellPadding),
            glyphs: borderGlyphs(borders, style: attributeID(.tableBorder, over: style)),
            separator: headerRows > 0 && hasBody ? placedRun(": ", style: header) : nil,
            joiner: hasBody ? placedRun(" ", style: 0) : StyledRun(offset: 0, count: 0, style: 0, link: 0, isURL: false))
        tables.append(table)
        return Int32(tables.count - 1)
    }

    /// A run of `string` in `style` placed in the buffer but not in ``runs``: a piece the
    /// stacked fallback puts between re-used runs.
    private mutating func placedRun(_ string: String, style: Int32) -> StyledRun {
        var string = string
        let placed = string.withUTF8 { appendText($0, mode: .inline, textCase: resolved[Int(style)].textCase, measuring: false) }
        return StyledRun(offset: placed.offset, count: placed.count, style: attributes(style), link: 0, isURL: false)
    }

    private mutating func borderGlyphs(_ borders: TableBorders, style: UInt32) -> BorderGlyphs {
        // Tables in one document mostly share their borders and style: placed once.
        if let last = lastBorderGlyphs, last.borders == borders, last.style == style { return last.glyphs }
        let glyphs: [String] =
            switch borders {
            case .unicode: ["─", "│", "┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘"]
            case .ascii: ["-", "|", "+", "+", "+", "+", "+", "+", "+", "+", "+"]
            case .none: [" ", " ", " ", " ", " ", " ", " ", " ", " ", " ", " "]
            }
        let s = glyphs.map { segment($0, style: style) }
        let made = BorderGlyphs(
            horizontal: s[0], vertical: s[1], top: (s[2], s[3], s[4]), middle: (s[5], s[6], s[7]), bottom: (s[8], s[9], s[10]),
            space: spaces(1))
        lastBorderGlyphs = (borders, style, made)
        return made
    }
}

extension Array {
    /// Makes room for `extra` more elements, at least doubling the capacity when it grows, so
    /// that many small tables asking in turn do not each copy the array.
    fileprivate mutating func reserveRoom(for extra: Int) {
        let needed = count + extra
        if needed > capacity { reserveCapacity(Swift.max(needed, 2 * capacity)) }
    }
}
