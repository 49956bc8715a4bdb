import MarkdownTheme
import MarkdownTree
import Testing

@testable import MarkdownLayout

/// A picture alone in its paragraph takes a block of cells, the same when measured as when
/// laid out, and every cell of it hit-tests to the image.
@Suite struct ImageBlockLayoutTests {
    /// Knows `wide.png` (400 by 200 pixels) and `tall.png` (100 by 400); `far.png` is remote.
    struct Sizes: ImageResolver {
        var cellSize = CellPixels()
        func resolve(source: String) -> ImageResolution? {
            switch source {
            case "wide.png": .picture(width: 400, height: 200)
            case "tall.png": .picture(width: 100, height: 400)
            case "https://example.com/far.png": .unavailable(note: "example.com")
            default: nil
            }
        }
    }

    static func styled(_ markdown: String, theme: Theme = .dark, resolver: Sizes? = Sizes()) -> StyledDocument {
        StyledDocument(document: Document(parsing: markdown), theme: theme, images: resolver)
    }

    /// The dark theme's document margin: 2 columns.
    static let margin = 2

    /// 400 by 200 pixels in 10 by 20 cells: 40 columns and 10 rows at most, narrowed to the
    /// width after the document's margin.
    @Test(arguments: [(80, 40, 10), (42, 40, 10), (22, 20, 5), (9, 7, 2), (7, 5, 1), (4, 2, 1)])
    func scalesToTheWidthKeepingTheAspect(width: Int, columns: Int, rows: Int) throws {
        let styled = Self.styled("![Wide](wide.png)\n")
        let layout = styled.layout(width: width)
        let placement = try #require(layout.placements.first)
        #expect(layout.placements.count == 1)
        #expect((placement.row, placement.column, placement.columns, placement.rows) == (0, Self.margin, columns, rows))
        #expect(layout.size == Size(columns: Self.margin + columns, rows: rows))
        #expect(styled.boundingSize(forWidth: width) == layout.size)
        #expect(Self.styled("![Wide](wide.png)\n").boundingSize(forWidth: width) == layout.size)
    }

    @Test func theThemesMaximumHeightNarrowsIt() throws {
        var theme = Theme.dark
        theme.image.maxHeight = 4
        let layout = Self.styled("![Wide](wide.png)\n", theme: theme).layout(width: 80)
        let placement = try #require(layout.placements.first)
        // 4 rows of 20 pixels are 80 pixels: 160 wide, 16 columns.
        #expect((placement.columns, placement.rows) == (16, 4))
        let tall = try #require(Self.styled("![Tall](tall.png)\n", theme: theme).layout(width: 80).placements.first)
        // 100 by 400 pixels in 4 rows (80 pixels): 20 pixels wide, 2 columns.
        #expect((tall.columns, tall.rows) == (2, 4))
    }

    @Test func theReportedCellSizeSetsTheRows() throws {
        let square = Sizes(cellSize: CellPixels(width: 10, height: 10))
        let placement = try #require(Self.styled("![Wide](wide.png)\n", resolver: square).layout(width: 80).placements.first)
        #expect((placement.columns, placement.rows) == (40, 20))
    }

    @Test func theFirstRowShowsThePlaceholderAndEveryCellFindsTheImage() throws {
        let layout = Self.styled("![Wide](wide.png)\n").layout(width: 32)
        #expect(layout.line(0).text == "  ▣ Wide" + String(repeating: " ", count: 24))
        for row in 0..<layout.rowCount {
            #expect(layout.line(row).width == 32)
            #expect(layout.link(atRow: row, column: 1) == nil)
            for column in [2, 15, 31] {
                #expect(layout.link(atRow: row, column: column) == .image(source: "wide.png", alt: "Wide"), "\(row):\(column)")
            }
        }
        let hit = try #require(layout.linkHit(atRow: 3, column: 4))
        #expect(hit.spans.count == layout.rowCount)
    }

    @Test func insideAQuoteTheBlockStartsAfterTheBar() throws {
        let styled = Self.styled("Before\n\n> ![Wide](wide.png)\n\nAfter\n")
        for width in [20, 44, 80] {
            let layout = styled.layout(width: width)
            let placement = try #require(layout.placements.first)
            #expect(placement.row == 2 && placement.column == Self.margin + 2)
            for row in placement.row..<(placement.row + placement.rows) {
                #expect(layout.line(row).text.hasPrefix("  │ "))
                #expect(layout.link(atRow: row, column: 3) == nil)
                #expect(layout.link(atRow: row, column: 4) == .image(source: "wide.png", alt: "Wide"))
            }
            #expect(layout.line(placement.row + placement.rows + 1).text == "  After")
            #expect(styled.boundingSize(forWidth: width) == layout.size)
        }
    }

    @Test func anImageAmongWordsStaysItsPlaceholder() {
        let layout = Self.styled("See ![Wide](wide.png) here\n").layout(width: 80)
        #expect(layout.placements.isEmpty)
        #expect(layout.line(0).text == "  See ▣ Wide here")
    }

    @Test func aRemoteImageShowsItsHost() {
        let layout = Self.styled("![Logo](https://example.com/far.png)\n").layout(width: 80)
        #expect(layout.placements.isEmpty)
        #expect(layout.line(0).text == "  ▣ Logo (example.com)")
    }

    @Test func withoutAResolverNothingChanges() {
        let markdown = "![Wide](wide.png)\n\n> ![Logo](https://example.com/far.png)\n"
        let plain = Self.styled(markdown, resolver: nil).layout(width: 40)
        #expect(plain.placements.isEmpty)
        #expect((0..<plain.rowCount).map { plain.line($0).text } == ["  ▣ Wide", "", "  │ ▣ Logo"])
    }
}
