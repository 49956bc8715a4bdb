#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fast scan for GFM tables too large for cmark-gfm, before cmark sees the text.
enum TableScan {
    /// The first table whose delimiter row has more than `maximumColumns` cells, or whose
    /// columns × rows exceed `maximumCells`: its line, columns and cells.
    static func firstOversizedTable(
        in utf8: UnsafeBufferPointer<UInt8>, maximumColumns: Int, maximumCells: Int
    ) -> (line: Int, columns: Int, cells: Int)? {
        // A delimiter row has a pipe: with none in the text there is no table to scan for.
        guard let base = utf8.baseAddress, memchr(base, Int32(UInt8(ascii: "|")), utf8.count) != nil else { return nil }
        var line = 1
        var start = 0
        var table: (line: Int, columns: Int, rows: Int)?
        while start < utf8.count {
            let end = lineEnd(utf8, from: start)
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

    /// The index of the first line feed at or after `start`, or the count: `memchr`, which
    /// looks at many bytes at a time (a byte at a time, finding lines was most of the scan).
    private static func lineEnd(_ utf8: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = utf8.baseAddress, start < utf8.count, let found = memchr(base + start, 0x0A, utf8.count - start) else {
            return utf8.count
        }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
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
