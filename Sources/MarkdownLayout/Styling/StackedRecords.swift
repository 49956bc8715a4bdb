/// The stacked fallback of one table, built when a layout stacks it: per body row, one line group
/// per column that has a value, `Header: value`. An empty cell has no line (a bare
/// `Header:` says nothing); a row with no value at all keeps its first header alone, so
/// every row still makes a record.
///
/// The line groups re-use the table's runs (their bytes stay where styling put them), with
/// the table's `": "` and `" "` runs between them, so nothing is styled twice and tables
/// that always fit never pay for it. A layout builds them anew (linear in the table, as
/// laying it out is): nothing is kept inside the styled document.
///
/// ```swift
/// let records = StackedRecords(table: document.tables[0], document: document)
/// records.texts(row: 0)   // one PreparedText per column, breaking against records.runs
/// ```
package struct StackedRecords: Sendable {
    /// The runs the prepared texts break against (in place of ``StyledDocument/runs``).
    package let runs: [StyledRun]
    /// One prepared text per body row and non-empty cell, row by row, kept in `store`.
    package let texts: [PreparedText]
    package let store: TextStore
    /// Where each row's texts start in `texts`, and `texts.count` last.
    private let rowStarts: [Int]
    /// The number of body rows.
    package var rows: Int { rowStarts.count - 1 }

    /// Builds the records of `table`, whose runs and texts are those of `document`.
    init(table: StyledTable, document: StyledDocument) {
        var builder = Builder(document: document, table: table)
        let headerRow = table.headerRows > 0 ? 0 : -1
        var texts: [PreparedText] = []
        var rowStarts = [0]
        var store = TextStore()
        for row in table.headerRows..<table.rows {
            for column in 0..<table.columns {
                let start = builder.runs.count
                if headerRow >= 0 {
                    builder.appendRuns(of: table.cell(row: headerRow, column: column).texts, since: start)
                    if builder.runs.count > start, let separator = table.separator { builder.push(separator, since: start) }
                }
                let value = builder.runs.count
                builder.appendRuns(of: table.cell(row: row, column: column).texts, since: start)
                if builder.runs.count == value {
                    builder.runs.removeSubrange(start...)
                    let rowIsEmpty = column == table.columns - 1 && texts.count == rowStarts[rowStarts.count - 1]
                    guard rowIsEmpty else { continue }
                    // A row without a value: its first header alone, without the separator.
                    if headerRow >= 0 { builder.appendRuns(of: table.cell(row: headerRow, column: 0).texts, since: start) }
                }
                texts.append(PreparedText(runs: builder.runs[start...], buffer: document.text, store: &store))
            }
            rowStarts.append(texts.count)
        }
        runs = builder.runs
        self.texts = texts
        self.rowStarts = rowStarts
        self.store = store
    }

    /// The prepared texts of body row `row`, one per cell with a value.
    package func texts(row: Int) -> ArraySlice<PreparedText> {
        texts[rowStarts[row]..<rowStarts[row + 1]]
    }

    /// Collects runs as the style builder's `addRun` would: a run placed right after the
    /// last one, in the same style, extends it.
    private struct Builder {
        let document: StyledDocument
        let table: StyledTable
        var runs: [StyledRun] = []

        /// Appends a cell's line groups, joined by the table's space run.
        mutating func appendRuns(of group: Range<Int32>, since start: Int) {
            for text in group {
                if text != group.lowerBound { push(table.joiner, since: start) }
                let range = document.texts[Int(text)].runs
                runs.append(contentsOf: document.runs[Int(range.lowerBound)..<Int(range.upperBound)])
            }
        }

        /// Appends a separator or joiner run, merged into the last run when it continues it.
        mutating func push(_ run: StyledRun, since start: Int) {
            if runs.count > start, let last = runs.last, last.style == run.style, last.link == run.link,
                last.isURL == run.isURL, last.offset + last.count == run.offset
            {
                runs[runs.count - 1].count += run.count
                return
            }
            runs.append(run)
        }
    }
}
