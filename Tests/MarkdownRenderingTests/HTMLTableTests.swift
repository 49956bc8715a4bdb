import CMarkSwift
import Testing

/// An HTML `<table>` in one HTML block is laid out like a GFM table: bordered columns sized
/// to their content, `<br>` as a line break, header rows from `<th>`, stacked when narrow.
@Suite struct HTMLTableTests {
    static let table = """
        <table>
        <tr><th>Name</th><th align="right">Licence</th></tr>
        <tr><td>cmark</td><td>BSD-2</td></tr>
        <tr><td><b>libyaml</b></td><td>MIT<br>permissive</td></tr>
        </table>

        after

        """

    func plain(_ markdown: String, theme: Theme = .ascii, width: Int) -> [String] {
        let styled = StyledDocument(document: Document(parsing: markdown), theme: theme)
        return PlainRenderer().render(styled.layout(width: width)).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
    }

    @Test func htmlTableIsLaidOutAsATable() {
        #expect(
            plain(Self.table, width: 40) == [
                "  +---------+------------+",
                "  | Name    |    Licence |",
                "  +---------+------------+",
                "  | cmark   |      BSD-2 |",
                "  +---------+------------+",
                "  | libyaml |        MIT |",
                "  |         | permissive |",
                "  +---------+------------+",
                "",
                "  after",
                "",
            ])
    }

    @Test func narrowHTMLTableStacksIntoRecords() {
        let lines = plain(Self.table, theme: .dark, width: 16)
        #expect(lines.prefix(6) == ["  Name: cmark", "  Licence: BSD-2", "", "  Name: libyaml", "  Licence: MIT", "  permissive"])
    }

    @Test func raggedRowsAreSquaredAndStrayTextIsKept() {
        let markdown = "<table><tr><td>a</td><td>b</td><td>c</td></tr><tr><td>only</td></tr>stray</table>\n"
        let text = plain(markdown, width: 40).joined(separator: "\n")
        for word in ["a", "b", "c", "only", "stray"] { #expect(text.contains(word)) }
        #expect(plain(markdown, width: 40).first == "  +-------+---+---+")
        // A `<br>` between cells makes no column of its own.
        let breaks = "<table><tr><td>a</td><br><td>b</td></tr></table>\n"
        #expect(plain(breaks, width: 40).first == "  +---+---+")
    }

    @Test func blocksInsideCellsBreakLinesAndNestedTablesStayFlat() {
        let markdown = "<table><tr><td><p>one</p><p>two</p></td><td><table><tr><td>inner</td></tr></table></td></tr></table>\n"
        let text = plain(markdown, width: 40)
        #expect(text.contains { $0.contains("| one ") })
        #expect(text.contains { $0.contains("| two ") })
        #expect(text.joined().contains("inner"))
    }

    @Test func hostileTablesStayLinear() {
        // Beyond the table limits (256 columns in `.standard`), rows are shown as text.
        let cells = "<table><tr>" + String(repeating: "<td>x", count: 20_000) + "</table>\n"
        let document = Document(parsing: cells, options: ParseOptions(limits: .standard))
        let styled = StyledDocument(document: document, theme: .dark)
        #expect(styled.boundingSize(forWidth: 80) == styled.layout(width: 80).size)
        #expect(styled.layout(width: 80).size.rows == 20_000)
        let nested = String(repeating: "<table><tr><td>", count: 50_000) + "deep\n"
        #expect(plain(nested, width: 40).joined().contains("deep"))
    }

    @Test func measuredSizeEqualsRenderedSizeForHTMLTables() {
        for theme in Theme.builtIns {
            let styled = StyledDocument(document: Document(parsing: Self.table), theme: theme)
            for width in [1, 5, 12, 16, 40, 120] {
                #expect(styled.boundingSize(forWidth: width) == styled.layout(width: width).size, "\(theme.name) @\(width)")
            }
        }
    }
}
