import CMarkSwift
import Testing

@testable import MarkdownViewer

/// Tables in a terminal wider than the text (issue 41): the text keeps its measure, a
/// table takes the terminal's width; a grid without borders keeps its row labels too.
@Suite struct PagerFittedTableTests {
    /// A table about 130 cells wide at its natural widths, between two paragraphs.
    static let markdown: String = {
        let words = Array(repeating: "twelve-cells", count: 5).joined(separator: " ")
        return "A paragraph long enough to wrap at the measure: " + String(repeating: "words and words ", count: 10)
            + "\n\n| Name | Notes | More |\n|---|---|---|\n| first | \(words) | \(words) |\n| second | short | short |\n\nAfter.\n"
    }()

    static func rows(_ pager: Pager, containing text: String) -> [String] {
        (0..<pager.layout.rowCount).map { pager.layout.line($0).text }.filter { $0.contains(text) }
    }

    @Test func aTableTakesTheTerminalsWidthWhileTextKeepsTheMeasure() throws {
        let theme = Theme.ascii
        let wide = Pager(document: StyledDocument(document: Document(parsing: Self.markdown), theme: theme), width: 160, height: 20)
        #expect(wide.textWidth == 100)
        // The paragraph wraps at the measure; the table's first row is one line, wider.
        #expect((0..<wide.layout.rowCount).filter { wide.layout.line($0).text.contains("A paragraph") }.count == 1)
        let first = try #require(Self.rows(wide, containing: "first").first)
        #expect(first.count > 100 && first.count <= 160)
        #expect(wide.maxLeftColumn == 0)
        // In a terminal as wide as the measure the same table wraps its cells.
        var narrow = Pager(document: StyledDocument(document: Document(parsing: Self.markdown), theme: theme), width: 100, height: 20)
        #expect(narrow.layout.size.columns <= 100)
        #expect(narrow.layout.rowCount > wide.layout.rowCount)
        // A resize to the wider terminal lays the table out again, the text staying.
        narrow.resize(width: 160, height: 20)
        #expect(
            (0..<narrow.layout.rowCount).map { narrow.layout.line($0).text } == (0..<wide.layout.rowCount).map { wide.layout.line($0).text }
        )
        // Links, search and the row ↔ source line map follow the spliced rows.
        #expect(narrow.layout.search("After").count == 1)
        #expect(narrow.layout.sourceLine(ofRow: narrow.layout.rowCount - 1) == 8)
    }

    @Test func aGridWithoutBordersKeepsItsFirstColumnInPlace() throws {
        let matrix = PagerWideTableTests.matrix
        var pager = Pager(document: StyledDocument(document: Document(parsing: matrix), theme: .plain), width: 80, height: 30)
        let lines = (0..<pager.layout.rowCount).map { pager.layout.line($0).text }
        let header = try #require(lines.firstIndex { $0.contains("Feature") && $0.contains("Linux") })
        let labels = pager.rowLabelWidth(ofRow: header)
        // The plain theme's margin, the Feature column and the gap after it.
        let column = try #require(lines[header].range(of: "Linux"))
        #expect(labels == lines[header].distance(from: lines[header].startIndex, to: column.lowerBound))
        pager.handle(.right)
        let shown = pager.visibleCells(ofRow: header).map { String($0.character) }.joined()
        #expect(shown.hasPrefix(String(lines[header].prefix(labels))))
        #expect(!shown.contains("Linux x64"))
    }
}
