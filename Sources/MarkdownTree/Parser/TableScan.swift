#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fast scan for GFM tables too large for cmark-gfm, before cmark sees the text.
///
/// It runs on every document parsed with table limits, so it skips what cannot matter with
/// `memchr`: outside a table only a line holding `|` can be a delimiter row, and inside one
/// each line is only told apart as a delimiter row, a blank line or a row, from its first
/// bytes. Line numbers are counted once, for the table it reports.
enum TableScan {
    /// The first table whose delimiter row has more than `maximumColumns` cells, or whose
    /// columns × rows exceed `maximumCells`: its line, columns and cells.
    ///
    /// A table starts at a delimiter row (its line is the one before, the header's) with two
    /// rows, gains a row per following line and ends at a blank line.
    static func firstOversizedTable(
        in utf8: UnsafeBufferPointer<UInt8>, maximumColumns: Int, maximumCells: Int
    ) -> (line: Int, columns: Int, cells: Int)? {
        guard let base = utf8.baseAddress else { return nil }
        let count = utf8.count
        // The open table: where its delimiter row starts, its columns and rows.
        var table: (delimiterRow: Int, columns: Int, rows: Int)?
        var start = 0  // always the start of a line
        while start < count {
            let end: Int
            if let current = table {
                end = find(0x0A, in: base, from: start, to: count)
                if let columns = delimiterColumns(utf8, start, end) {
                    table = (start, columns, 2)
                } else if isBlank(utf8, start, end) {
                    table = nil
                } else {
                    table = (current.delimiterRow, current.columns, current.rows + 1)
                }
            } else {
                let pipe = find(UInt8(ascii: "|"), in: base, from: start, to: count)
                if pipe == count { return nil }
                end = find(0x0A, in: base, from: pipe, to: count)
                if let lineStart = delimiterRowStart(utf8, before: pipe, after: start),
                    let columns = delimiterColumns(utf8, lineStart, end)
                {
                    table = (lineStart, columns, 2)
                }
            }
            if let current = table,
                current.columns > maximumColumns
                    || current.columns.multipliedReportingOverflow(by: current.rows).partialValue > maximumCells
            {
                let line = 1 + newlines(in: base, before: current.delimiterRow)
                return (max(line - 1, 1), current.columns, current.columns * current.rows)
            }
            start = end + 1
        }
        return nil
    }

    /// The offset of the first `byte` in `from..<to`, or `to` when there is none.
    @inline(__always)
    static func find(_ byte: UInt8, in base: UnsafePointer<UInt8>, from: Int, to: Int) -> Int {
        guard from < to, let found = memchr(base + from, Int32(byte), to - from) else { return to }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The start of the line holding `pipe` (a `|` at or after `lineFloor`, the start of an
    /// earlier or the same line) when every byte before the pipe on that line may be in a
    /// delimiter row; else `nil`.
    private static func delimiterRowStart(_ utf8: UnsafeBufferPointer<UInt8>, before pipe: Int, after lineFloor: Int) -> Int? {
        var i = pipe
        while i > lineFloor {
            let byte = utf8[i - 1]
            if byte == 0x0A { return i }
            guard isDelimiterRowByte(byte) else { return nil }
            i -= 1
        }
        return i
    }

    /// Whether `byte` may appear in a delimiter row: `|`, `-`, `:`, space, tab or CR.
    @inline(__always)
    private static func isDelimiterRowByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "-"), UInt8(ascii: ":"), 0x20, 0x09, 0x0D: true
        default: false
        }
    }

    /// The number of line feeds before `offset`.
    private static func newlines(in base: UnsafePointer<UInt8>, before offset: Int) -> Int {
        var lines = 0
        var i = 0
        while true {
            i = find(0x0A, in: base, from: i, to: offset)
            if i == offset { return lines }
            lines += 1
            i += 1
        }
    }

    /// The cell count of a line that can be a delimiter row (`|:--|--:|`), else `nil`.
    static func delimiterColumns(_ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
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

    /// Whether the line `start..<end` holds only spaces, tabs and CRs.
    private static func isBlank(_ utf8: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        (start..<end).allSatisfy { utf8[$0] == 0x20 || utf8[$0] == 0x09 || utf8[$0] == 0x0D }
    }
}
