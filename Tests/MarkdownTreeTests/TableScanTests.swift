import Testing

@testable import MarkdownTree

/// The table scan skips with `memchr` to pipes and line ends; it must find what a plain
/// line-by-line scan finds (kept here as the reference) on any input.
@Suite struct TableScanTests {
    /// Pieces that make and break tables: delimiter rows of all kinds, rows, blank lines,
    /// pipes inside text, CRs, a last line without its line feed.
    static let fragments = [
        "|", "-", ":", " ", "\t", "\r", "\n", "\n\n", "a", "中", "|---|", "|:-:|--:|", "---", "- | -", " | ", "x|y", "| a | b |",
        "|-|-|-|-|\n", "\\|", "`|`", "\r\n", "--|--\n", "| 1 | 2 |\n",
    ]

    /// The line-by-line scan the fast one replaced.
    static func referenceScan(_ utf8: [UInt8], maximumColumns: Int, maximumCells: Int) -> (line: Int, columns: Int, cells: Int)? {
        // Which line is a delimiter row is the scan's own per-line test; what is checked
        // here is the skipping between lines.
        func delimiterColumns(_ start: Int, _ end: Int) -> Int? {
            utf8.withUnsafeBufferPointer { TableScan.delimiterColumns($0, start, end) }
        }
        var line = 1
        var start = 0
        var table: (line: Int, columns: Int, rows: Int)?
        while start < utf8.count {
            var end = start
            while end < utf8.count && utf8[end] != 0x0A { end += 1 }
            if let columns = delimiterColumns(start, end) {
                table = (max(line - 1, 1), columns, 2)
            } else if var current = table {
                if (start..<end).allSatisfy({ utf8[$0] == 0x20 || utf8[$0] == 0x09 || utf8[$0] == 0x0D }) {
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

    func scan(_ text: String, columns: Int, cells: Int) -> (line: Int, columns: Int, cells: Int)? {
        Array(text.utf8).withUnsafeBufferPointer { TableScan.firstOversizedTable(in: $0, maximumColumns: columns, maximumCells: cells) }
    }

    @Test func findsWhatTheLineByLineScanFindsOnRandomInput() {
        var random = XorShift(state: 0x2545_F491_4F6C_DD1D)
        func next(_ bound: Int) -> Int { random.next(bound) }
        var differences: [String] = []
        var found = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<next(40) { text += Self.fragments[next(Self.fragments.count)] }
            let (columns, cells) = (1 + next(4), 1 + next(16))
            let fast = scan(text, columns: columns, cells: cells)
            let reference = Self.referenceScan(Array(text.utf8), maximumColumns: columns, maximumCells: cells)
            if reference != nil { found += 1 }
            if fast?.line != reference?.line || fast?.columns != reference?.columns || fast?.cells != reference?.cells {
                differences.append("\(text.debugDescription) columns \(columns) cells \(cells): \(String(describing: fast))")
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(5))")
        // The inputs must make tables too large often, or the comparison proves little.
        #expect(found > 2_000, "\(found) oversized tables")
    }

    @Test func reportsTheHeaderLineOfATableFarIntoTheText() {
        let text = String(repeating: "text | with pipes\n", count: 1000) + "| a | b | c |\n|---|---|---|\n| 1 | 2 | 3 |\n"
        #expect(scan(text, columns: 2, cells: .max).map { [$0.line, $0.columns, $0.cells] } == [1001, 3, 6])
        #expect(scan(text, columns: 3, cells: 8).map { [$0.line, $0.columns, $0.cells] } == [1001, 3, 9])
        #expect(scan(text, columns: 3, cells: 9) == nil)
    }

    @Test func findsNothingInTextWithoutPipes() {
        #expect(scan(String(repeating: "---\n\n", count: 100), columns: 0, cells: 0) == nil)
        #expect(scan("", columns: 0, cells: 0) == nil)
    }
}
