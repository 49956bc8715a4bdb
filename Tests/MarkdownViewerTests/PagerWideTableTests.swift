import CMarkSwift
import Foundation
import Testing

@testable import MarkdownViewer

/// Tables too wide for the screen (issue 33): the pager keeps their grid and scrolls it
/// sideways with the keys that scroll code; `render` still stacks them.
@Suite struct PagerWideTableTests {
    /// Fixtures/render/shapes/feature-matrix.md: a feature column and twelve columns of
    /// ✓/✗ marks, 19 rows.
    static let matrix: String = {
        let url = RealDocumentAnchorTests.root.appendingPathComponent("Fixtures/render/shapes/feature-matrix.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    static func pager(_ markdown: String = matrix, width: Int = 100, height: Int = 30) -> Pager {
        let parsed = Document(parsing: markdown)
        return Pager(
            document: StyledDocument(document: parsed, theme: .ascii), width: width, height: height,
            headings: HeadingAnchor.all(in: parsed))
    }

    static func shown(_ pager: Pager, row: Int) -> String {
        pager.visibleCells(ofRow: row).map { String($0.character) }.joined()
    }

    static func lines(_ layout: DocumentLayout) -> [String] {
        (0..<layout.rowCount).map { layout.line($0).text }
    }

    @Test func wideTableIsAGridWhoseRightPartTheRightArrowShows() throws {
        var pager = Self.pager()
        let lines = Self.lines(pager.layout)
        // One row of the grid per table row: the header, and a line per feature.
        let header = try #require(lines.firstIndex { $0.contains("Feature") })
        #expect(lines[header].contains("Linux x64") && lines[header].contains("RISC-V"))
        let threads = try #require(lines.firstIndex { $0.contains("Threads") })
        #expect(lines[threads].contains("✓"))
        #expect(lines.filter { $0.hasPrefix("  | ") }.count == 20)
        #expect(!lines.contains { $0.contains("Feature:") })
        let gridWidth = pager.layout.line(header).width
        #expect(gridWidth > 100)
        #expect(pager.maxLeftColumn == gridWidth - 100)

        // Its left part is on the screen, cut at the edge; the right part is not.
        let left = Self.shown(pager, row: header)
        #expect(left == String(lines[header].prefix(100)))
        #expect(left.contains("Feature") && !left.contains("RISC-V"))
        let screen = PagerScreen(title: "matrix", colorDepth: .none)
        #expect(screen.statusText(pager).right.hasPrefix("← → cols 1-100/\(gridWidth)  "))

        pager.handle(.right)
        #expect(pager.leftColumn == 50)
        pager.handle(.character("l"))
        let right = Self.shown(pager, row: header)
        // The row labels (the margin, the Feature column and its border) stay in place;
        // the columns after them move.
        let labels = pager.rowLabelWidth(ofRow: header)
        #expect(labels == "  | Feature               |".count)
        #expect(right == String(lines[header].prefix(labels)) + String(lines[header].suffix(100 - labels)))
        #expect(right.contains("RISC-V") && right.contains("Feature") && !right.contains("Linux x64"))
        #expect(screen.statusText(pager).right.hasPrefix("← → cols \(gridWidth - 99)-\(gridWidth)/\(gridWidth)  "))
        // The grid's rows move together; the paragraph above it, which fits, does not.
        #expect(Self.shown(pager, row: threads) == String(lines[threads].prefix(labels)) + String(lines[threads].suffix(100 - labels)))
        #expect(Self.shown(pager, row: 0) == lines[0])

        pager.handle(.left)
        pager.handle(.character("h"))
        #expect(Self.shown(pager, row: header) == left)

        // Scrolled, then reloaded without the table: nothing is left to scroll.
        pager.handle(.right)
        pager.reload(document: StyledDocument(document: Document(parsing: "Only a paragraph.\n"), theme: .ascii))
        #expect(pager.leftColumn == 0 && pager.maxLeftColumn == 0)
        #expect(screen.statusText(pager).right.hasPrefix("line 1  rows"))
    }

    @Test func renderStillStacksTheMatrix() {
        let layout = StyledDocument(document: Document(parsing: Self.matrix), theme: .ascii).layout(width: 100)
        let lines = Self.lines(layout)
        #expect(layout.size.columns <= 100)
        #expect(lines.filter { $0.contains("Feature: ") }.count == 19)
        #expect(lines.contains("  Feature: Threads"))
    }

    /// A table that fits the width (its cells wrapped, or not) is laid out as `render` lays
    /// it out, and nothing scrolls.
    @Test func narrowTableIsUnchanged() {
        let markdown = """
            | Name | Notes |
            |---|---|
            | apple | crisp and sweet, picked in the autumn and kept through the winter |
            | pear | soft |
            """
        for width in [30, 40, 60, 100] {
            var pager = Self.pager(markdown, width: width)
            let rendered = StyledDocument(document: Document(parsing: markdown), theme: .ascii).layout(width: width)
            #expect(Self.lines(pager.layout) == Self.lines(rendered), "width \(width)")
            #expect(pager.layout.size.columns <= width)
            #expect(pager.maxLeftColumn == 0)
            pager.handle(.right)
            #expect(pager.leftColumn == 0)
            #expect(pager.message == "code wraps: press w to scroll it sideways")
            #expect(!PagerScreen(title: "t", colorDepth: .none).statusText(pager).right.contains("cols"))
        }
    }

    /// One huge cell wraps inside a column of at most 40 cells: the grid is not as wide as
    /// the cell's text.
    @Test func aHugeCellIsCappedNotThousandsOfColumnsWide() {
        let paragraph = Array(repeating: "word", count: 400).joined(separator: " ")
        let columns = "ABCDEFGHIJKLM".map { "Column \($0)" }
        let markdown =
            "| Text | " + columns.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: 14) + "\n| "
            + paragraph + " | " + Array(repeating: "x", count: 13).joined(separator: " | ") + " |\n"
        let pager = Self.pager(markdown, width: 120)
        // The margin, the text column at 40 cells, thirteen of 8 ("Column A"), and per
        // column its padding and a border (and one more border).
        #expect(pager.layout.size.columns == 2 + 40 + 13 * 8 + 14 * 3 + 1)
        // 2000 cells of words in lines of at most 40.
        #expect(pager.layout.rowCount >= 50)
    }

    /// A search match off the right edge scrolls the grid to it; Tab to a link there does
    /// too, and a click on it where it is drawn follows it.
    @Test func searchTabAndClickFindTheRightPart() throws {
        let markdown = Self.matrix.replacingOccurrences(of: "RISC-V |", with: "[RISC-V](https://riscv.org) |")
        var pager = Self.pager(markdown)
        pager.search("risc-v")
        let match = try #require(pager.matches.first)
        #expect(pager.leftColumn > 0)
        #expect(Self.shown(pager, row: match.row).contains("RISC-V"))

        pager.scrollSideways(by: -1000)
        pager.handle(.tab)
        let link = try #require(pager.currentLink.map { pager.links[$0] })
        #expect(pager.message == "https://riscv.org")
        let shift = pager.shift(ofRow: link.row)
        #expect(shift > 0 && link.columns.upperBound - shift <= 100)
        let drawn = try #require(pager.visibleCells(ofRow: link.row).first { $0.link != nil })
        #expect(drawn.character == "R")

        pager.handle(.escape)
        let action = pager.handle(.click(row: link.row - pager.top, column: drawn.column))
        #expect(action == .open(url: "https://riscv.org"))
        // The same viewport cell unscrolled is another column's, with no link.
        pager.scrollSideways(by: -1000)
        #expect(pager.handle(.click(row: link.row - pager.top, column: drawn.column)) == .none)
    }

    /// `w` lets code run on too; the grid stays a grid either way.
    @Test func codeWrappingLeavesTheGrid() {
        var pager = Self.pager(Self.matrix + "\n```\n" + String(repeating: "x", count: 300) + "\n```\n")
        let grid = Self.lines(pager.layout).filter { $0.hasPrefix("  | ") }
        pager.handle(.character("w"))
        #expect(!pager.wrapsCode)
        #expect(Self.lines(pager.layout).filter { $0.hasPrefix("  | ") } == grid)
        #expect(pager.maxLeftColumn == pager.layout.size.columns - 100)
        #expect(pager.layout.size.columns >= 300)
    }
}
