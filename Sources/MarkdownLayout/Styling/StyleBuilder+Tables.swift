import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// Styles a table: every cell's inlines (header cells in the header style), natural column
    /// widths, border glyphs, and the runs the stacked fallback's `Header: value` records
    /// need (``StackedRecords`` builds them when a width needs them).
    mutating func styleTable(at index: Int, style: StyleID) -> Int32 {
        let raw = input.nodes[index]
        let alignments = input.source[span: raw.aux].map { ColumnAlignment(rawValue: $0) ?? .none }
        let columns = max(alignments.count, 1)
        let header = cascade.style(.tableHeader, over: style)
        // Each slot of the grid gets a text, and each cell written in the source (at most one
        // per byte) about a run, a cluster run and a word: room for them at once, not by
        // doubling (each doubling copies all of a large table's so far).
        var rows = 0
        var written = 0
        var row = index + 1
        while row < Int(raw.end) {
            rows += 1
            var cell = row + 1
            while cell < Int(input.nodes[row].end) {
                written += 1
                cell = Int(input.nodes[cell].end)
            }
            row = Int(input.nodes[row].end)
        }
        var cells: [StyledCell] = []
        cells.reserveCapacity(rows * columns)
        out.texts.reserveRoom(for: rows * columns)
        out.runs.reserveRoom(for: written)
        out.textStore.runs.reserveRoom(for: written)
        out.textStore.words.reserveRoom(for: written)
        var natural = [Int](repeating: 0, count: columns)
        var words = [Int](repeating: 0, count: columns)
        var headerRows = 0
        row = index + 1
        while row < Int(raw.end) {
            let isHeader = input.nodes[row].isHeaderRow
            if isHeader { headerRows += 1 }
            // The row's cells in place, missing ones marked by a negative width until filled.
            let rowStart = cells.count
            cells.append(contentsOf: repeatElement(StyledCell(texts: 0..<0, naturalWidth: -1), count: columns))
            var cell = row + 1
            while cell < Int(input.nodes[row].end) {
                let column = input.nodes[cell].cellColumn
                if column >= 0 && column < columns && cells[rowStart + column].naturalWidth < 0 {
                    let lines = styleInlines(of: cell, base: isHeader ? header : style)
                    var width = 0
                    for text in lines {
                        width = max(width, out.texts[Int(text)].prepared.naturalWidth)
                        words[column] = max(words[column], out.texts[Int(text)].prepared.widestWord)
                    }
                    cells[rowStart + column] = StyledCell(texts: lines, naturalWidth: width)
                    natural[column] = max(natural[column], width)
                }
                cell = Int(input.nodes[cell].end)
            }
            for column in 0..<columns where cells[rowStart + column].naturalWidth < 0 {
                let empty = out.finishText(from: out.runs.count)
                cells[rowStart + column] = StyledCell(texts: empty..<(empty + 1), naturalWidth: 0)
            }
            row = Int(input.nodes[row].end)
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
        wordWidths: [Int], style: StyleID, header: StyleID
    ) -> Int32 {
        let borders = input.styling.bounded.table.borders ?? ThemeDefaults.tableBorders
        let hasBody = headerRows < cells.count / columns
        let alignments = Array((alignments + Array(repeating: .none, count: max(0, columns - alignments.count))).prefix(columns))
        let table = StyledTable(
            columns: columns, alignments: alignments, cells: cells, headerRows: headerRows, naturalWidths: naturalWidths,
            wordWidths: wordWidths, borders: borders, padding: input.styling.bounded.table.cellPadding ?? ThemeDefaults.cellPadding,
            glyphs: borderGlyphs(borders, style: cascade.attributeID(.tableBorder, over: style)),
            separator: headerRows > 0 && hasBody ? placedRun(": ", style: header) : nil,
            joiner: hasBody ? placedRun(" ", style: cascade.document) : StyledRun(offset: 0, count: 0, style: 0, link: 0, isURL: false))
        out.tables.append(table)
        return Int32(out.tables.count - 1)
    }

    /// A run of `string` in `style` placed in the buffer but not in ``runs``: a piece the
    /// stacked fallback puts between re-used runs.
    private mutating func placedRun(_ string: String, style: StyleID) -> StyledRun {
        var string = string
        let placed = string.withUTF8 { appendText($0, mode: .inline, textCase: cascade[style].textCase, measuring: false) }
        return StyledRun(offset: placed.offset, count: placed.count, style: style.attributes, link: 0, isURL: false)
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
