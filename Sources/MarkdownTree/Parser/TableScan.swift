/// A fast scan for GFM tables too large for cmark-gfm, before cmark sees the text.
enum TableScan {
    /// The first table whose delimiter row has more than `maximumColumns` cells, or whose
    /// columns × rows exceed `maximumCells`: its line, columns and cells.
    static func firstOversizedTable(
        in utf8: UnsafeBufferPointer<UInt8>, maximumColumns: Int, maximumCells: Int
    ) -> (line: Int, columns: Int, cells: Int)? {
        var line = 1
        var start = 0
        var table: (line: Int, columns: Int, rows: Int)?
        while start < utf8.count {
            var end = start
            while end < utf8.count && utf8[end] != 0x0A { end += 1 }
            let columns = delimiterColumns(utf8, start, end)
            if let columns {
                table = (max(line - 1, 1), columns, 2)
            } else if var current = table {
                if isBlank(utf8, start, end) {
                    table = nil
                } else {
                    current.rows += 1
                    table = current
                }
            }
            if let current = table,
                current.columns > maximumColumns
                    || current.columns.multipliedReportingOverflow(by: current.rows).partialValue > maximumCells
            {
                return (current.line, current.columns, current.columns * current.rows)
            }
            start = end + 1
            line += 1
        }
        return nil
    }

    /// The cell count of a line that can be a delimiter row (`|:--|--:|`), else `nil`.
    private static func delimiterColumns(_ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var pipes = 0
        var dashes = 0
        var first: UInt8 = 0
        var last: UInt8 = 0
        for i in start..<end {
            switch utf8[i] {
            case UInt8(ascii: "|"): pipes += 1
            case UInt8(ascii: "-"): dashes += 1
            case UInt8(ascii: ":"), 0x20, 0x09, 0x0D: break
            default: return nil
            }
            if utf8[i] != 0x20 && utf8[i] != 0x09 && utf8[i] != 0x0D {
                if first == 0 { first = utf8[i] }
                last = utf8[i]
            }
        }
        guard pipes > 0, dashes > 0 else { return nil }
        return pipes + 1 - (first == UInt8(ascii: "|") ? 1 : 0) - (last == UInt8(ascii: "|") ? 1 : 0)
    }

    private static func isBlank(_ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        (start..<end).allSatisfy { utf8[$0] == 0x20 || utf8[$0] == 0x09 || utf8[$0] == 0x0D }
    }
}
