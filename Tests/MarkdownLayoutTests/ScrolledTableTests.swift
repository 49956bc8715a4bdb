import Foundation
import MarkdownLayout
import MarkdownTheme
import MarkdownTree
import Testing

/// Tables kept as grids past the width (`LayoutOptions.stacksWideTables` off, the pager's
/// layout): measured as drawn, searched and hit where drawn, and no other row widened.
@Suite struct ScrolledTableTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The 13-column support matrix, a link put in its last header cell, then the stacked
    /// tables' fixture (a link, wide characters, an empty cell, a header-only table).
    static let markdown: String = {
        let matrix =
            (try? String(contentsOf: root.appendingPathComponent("Fixtures/render/shapes/feature-matrix.md"), encoding: .utf8))
            ?? ""
        return matrix.replacingOccurrences(of: "RISC-V |", with: "[RISC-V](https://riscv.org) |") + "\n"
            + StackedTableTests.markdown
    }()
    static let grid = LayoutOptions(stacksWideTables: false)
    static let themes = [Theme(name: "bare"), .ascii, .dark]

    @Test func measuredSizeEqualsTheLaidOutSize() {
        for theme in Self.themes {
            let styled = StyledDocument(document: Document(parsing: Self.markdown), theme: theme)
            for options in [Self.grid, LayoutOptions(wrapsCode: false, stacksWideTables: false)] {
                for width in 1...170 {
                    #expect(
                        styled.boundingSize(forWidth: width, options: options) == styled.layout(width: width, options: options).size,
                        "\(theme.name) at \(width)")
                }
            }
            // The grid's sizes are not cached as the width's: the default still stacks.
            for width in [40, 100] {
                #expect(styled.boundingSize(forWidth: width) == styled.layout(width: width).size)
                #expect(styled.boundingSize(forWidth: width).columns <= width)
            }
        }
    }

    /// At widths where the matrix stacks by default, its grid is wider than the width, and
    /// only rows of table blocks are.
    @Test func onlyTableRowsRunPastTheWidth() {
        let styled = StyledDocument(document: Document(parsing: Self.markdown), theme: .dark)
        // (At 120 the matrix fits, its headers wrapped: it is not stacked, nor widened.)
        for width in [20, 40, 60, 100] {
            let layout = styled.layout(width: width, options: Self.grid)
            #expect(layout.size.columns > width, "width \(width)")
            for row in 0..<layout.rowCount where layout.line(row).width > width {
                guard let block = layout.block(ofRow: row), case .table = styled.blocks[block].content else {
                    Issue.record("row \(row) at \(width) is wider and not a table's")
                    continue
                }
            }
        }
        // Wide enough for the grid: the same layout either way.
        let wide = styled.layout(width: 400, options: Self.grid)
        #expect((0..<wide.rowCount).map { wide.line($0).text } == styled.layout(width: 400).lines)
    }

    /// Search finds the last column's text at the cells it is drawn in, the link there spans
    /// those cells, and every one of them hits it.
    @Test func searchAndLinkHitsAgreeWithTheDrawnGrid() throws {
        let layout = StyledDocument(document: Document(parsing: Self.markdown), theme: .dark).layout(width: 100, options: Self.grid)
        let match = try #require(layout.search("risc-v").first)
        let cells = layout.cells(ofRow: match.row)
        let drawn = cells.filter { match.columns.contains($0.column) }.map { String($0.character) }.joined()
        #expect(drawn == "RISC-V")
        #expect(match.columns.lowerBound > 100)
        let id = try #require(layout.links.firstIndex(of: .url("https://riscv.org"))) + 1
        // The cell's link (its text and its mark, `RISC-V[1]`), and its URL in the list at
        // the end (a row of its own).
        let spans = layout.spans(ofLink: id)
        let inCell = try #require(spans.first)
        #expect(inCell.row == match.row && inCell.columns == match.columns.lowerBound..<(match.columns.upperBound + 3))
        #expect(spans.dropFirst().allSatisfy { $0.row > match.row })
        for column in inCell.columns {
            #expect(layout.linkHit(atRow: match.row, column: column)?.target == .url("https://riscv.org"))
        }
    }
}

extension DocumentLayout {
    fileprivate var lines: [String] { (0..<rowCount).map { line($0).text } }
}
