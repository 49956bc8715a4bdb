import CMarkSwift
import Testing

/// The viewer core: scrolling bounds, search, links, resize and reload keeping the place.
@Suite struct PagerTests {
    /// Forty numbered paragraphs, long enough to wrap at narrow widths, and some links.
    static let markdown: String = {
        var text = "# Title\n\n"
        for index in 1...40 {
            text += "Paragraph \(index) has enough words in it to wrap onto a second line at forty columns wide.\n\n"
            if index % 10 == 0 { text += "See [site \(index)](https://example.com/\(index)) and a note[^n\(index)].\n\n" }
        }
        for index in stride(from: 10, through: 40, by: 10) { text += "[^n\(index)]: Note \(index).\n" }
        return text
    }()

    static func pager(width: Int = 40, height: Int = 10, markdown: String = markdown) -> Pager {
        Pager(document: StyledDocument(document: Document(parsing: markdown), theme: .plain), width: width, height: height)
    }

    @Test func scrollingStaysInBounds() {
        var pager = PagerTests.pager()
        pager.handle(.up)
        #expect(pager.top == 0)
        pager.handle(.character("j"))
        pager.handle(.down)
        #expect(pager.top == 2)
        pager.handle(.pageDown)
        #expect(pager.top == 11)
        pager.handle(.character("b"))
        #expect(pager.top == 2)
        pager.handle(.character("G"))
        #expect(pager.top == pager.layout.rowCount - 10)
        #expect(pager.visibleRows.upperBound == pager.layout.rowCount)
        #expect(pager.percentage == 100)
        pager.handle(.character(" "))
        #expect(pager.top == pager.maxTop)
        pager.handle(.wheelUp)
        #expect(pager.top == pager.maxTop - 3)
        pager.handle(.home)
        #expect(pager.top == 0)
    }

    @Test func shortDocumentNeverScrolls() {
        var pager = PagerTests.pager(height: 50, markdown: "one line\n")
        pager.handle(.pageDown)
        pager.handle(.end)
        #expect(pager.top == 0)
        #expect(pager.percentage == 100)
    }

    @Test func searchFindsEveryMatchAndMovesWithNAndShiftN() {
        var pager = PagerTests.pager()
        for key: PagerKey in [.character("/"), .character("P"), .character("a"), .character("r"), .character("a"), .enter] {
            pager.handle(key)
        }
        #expect(pager.mode == .reading)
        #expect(pager.query == "Para")
        #expect(pager.matches.count == 40)
        #expect(pager.currentMatch == 0)
        #expect(pager.message == "match 1 of 40")
        let first = pager.matches[0]
        #expect(pager.layout.line(first.row).text.contains("Paragraph 1 "))
        #expect(first.columns.count == 4)
        pager.handle(.character("n"))
        #expect(pager.currentMatch == 1)
        pager.handle(.character("N"))
        pager.handle(.character("N"))
        #expect(pager.currentMatch == 39)
        #expect(pager.visibleRows.contains(pager.matches[39].row))
        // The current match is drawn in inverse video, bold.
        let cells = pager.styledCells(ofRow: pager.matches[39].row).filter { $0.highlight == .currentMatch }
        #expect(cells.count == 4 && cells.allSatisfy { $0.attributes.inverse && $0.attributes.bold })
    }

    @Test func searchReportsNoMatchAndEscapeCancels() {
        var pager = PagerTests.pager()
        pager.search("zebra")
        #expect(pager.matches.isEmpty)
        #expect(pager.message == "Pattern not found: zebra")
        pager.handle(.character("/"))
        pager.handle(.character("x"))
        pager.handle(.escape)
        #expect(pager.mode == .reading)
        #expect(pager.query == "zebra")
    }

    @Test func searchColumnsCountWideCharactersAsTwoCells() {
        let layout = StyledDocument(document: Document(parsing: "日本語 text\n"), theme: .plain).layout(width: 40)
        #expect(layout.search("TEXT") == [CellSpan(row: 0, columns: 7..<11)])
        #expect(layout.search("本") == [CellSpan(row: 0, columns: 2..<4)])
        #expect(layout.search("TEXT", caseSensitive: true).isEmpty)
    }

    @Test func cellsAndSearchTakeEmojiSequencesWhole() {
        let layout = StyledDocument(document: Document(parsing: "a👨‍👩‍👧b 1️⃣ 中\n"), theme: .plain).layout(width: 40)
        let cells = layout.cells(ofRow: 0)
        #expect(cells.map(\.text) == ["a", "👨‍👩‍👧", "b", " ", "1️⃣", " ", "中"])
        #expect(cells.map(\.column) == [0, 1, 3, 4, 5, 7, 8])
        #expect(cells.map(\.width) == [1, 2, 1, 1, 2, 1, 2])
        #expect(layout.search("👨‍👩‍👧b") == [CellSpan(row: 0, columns: 1..<4)])
        #expect(layout.search("中") == [CellSpan(row: 0, columns: 8..<10)])
    }

    @Test func tabMovesBetweenLinksAndEnterFollowsThem() {
        var pager = PagerTests.pager()
        pager.handle(.tab)
        let first = try! #require(pager.currentLink)
        #expect(pager.layout.links[pager.links[first].link - 1] == .url("https://example.com/10"))
        #expect(pager.visibleRows.contains(pager.links[first].row))
        #expect(pager.message == "https://example.com/10")
        #expect(pager.handle(.enter) == .open(url: "https://example.com/10"))
        pager.handle(.tab)
        #expect(pager.layout.links[pager.links[pager.currentLink!].link - 1] == .footnote(label: "n10", number: 1))
        // Enter on a footnote reference goes to the footnote.
        #expect(pager.handle(.enter) == .none)
        #expect(pager.layout.line(pager.links[pager.currentLink!].row).text.contains("Note 10."))
        pager.handle(.backTab)
        pager.handle(.escape)
        #expect(pager.currentLink == nil)
        // A click on a link follows it.
        pager.handle(.home)
        let spot = pager.links[0]
        pager.scroll(to: spot.row)
        #expect(pager.handle(.click(row: 0, column: spot.columns.lowerBound)) == .open(url: "https://example.com/10"))
    }

    /// `--open` shares the snapshot and OSC 8 allow-list: script and local files are no
    /// links at all (tab skips them), a web link is opened.
    @Test(arguments: ["javascript:\u{FF9E}=1,alert(1)", "javascript:\u{301}", "data:\u{301}", "file:///etc/passwd", "vbscript:x"])
    func linksOutsideTheAllowListCannotBeFollowed(url: String) {
        var pager = PagerTests.pager(markdown: "[bad](<\(url)>) and [good](https://example.com/)\n")
        #expect(pager.links.allSatisfy { pager.layout.links[$0.link - 1] == .url("https://example.com/") })
        pager.handle(.tab)
        #expect(pager.handle(.enter) == .open(url: "https://example.com/"))
        #expect(pager.layout.link(atRow: 0, column: 1) == nil, "the refused link's text is no link")
    }

    @Test func hitTestingFindsTheLinkUnderACell() {
        let pager = PagerTests.pager()
        let spot = pager.links[0]
        #expect(pager.layout.link(atRow: spot.row, column: spot.columns.lowerBound) == .url("https://example.com/10"))
        #expect(pager.layout.link(atRow: spot.row, column: spot.columns.upperBound) != .url("https://example.com/10"))
    }

    @Test func resizeKeepsTheSourceLineAtTheTop() {
        var pager = PagerTests.pager(width: 40)
        let target = try! #require(pager.layout.search("Paragraph 20 ").first?.row)
        let line = try! #require(pager.layout.sourceLine(ofRow: target))
        pager.scroll(to: pager.layout.firstRow(atOrAfterSourceLine: line)!)
        pager.resize(width: 100, height: 20)
        #expect(pager.layout.width == 100)
        #expect(pager.layout.sourceLine(ofRow: pager.top) == line)
        pager.resize(width: 25, height: 10)
        #expect(pager.layout.sourceLine(ofRow: pager.top) == line)
        #expect(pager.layout.line(pager.top + 1).text.contains("Paragraph 20"))
    }

    @Test func sourceLinesFollowTheBlocks() {
        let layout = StyledDocument(document: Document(parsing: "# A\n\npara\ngraph\n\n- item\n"), theme: .plain).layout(width: 20)
        #expect(layout.sourceLine(ofRow: 0) == 1)
        let para = try! #require(layout.firstRow(atOrAfterSourceLine: 2))
        #expect(layout.sourceLine(ofRow: para) == 3)
        #expect(layout.firstRow(atOrAfterSourceLine: 6).map { layout.sourceLine(ofRow: $0) } == 6)
        #expect(layout.firstRow(atOrAfterSourceLine: 99) == nil)
        #expect(layout.sourceLine(ofRow: layout.rowCount) == nil)
    }

    @Test func reloadKeepsThePlaceBySourceLine() {
        var pager = PagerTests.pager()
        pager.scroll(to: pager.layout.firstRow(atOrAfterSourceLine: 61)!)
        let before = pager.layout.line(pager.top + 1).text
        // The file changes below the reader: the same text stays at the top.
        let changed = PagerTests.markdown + "\nA new last paragraph.\n"
        pager.reload(document: StyledDocument(document: Document(parsing: changed), theme: .plain))
        #expect(pager.layout.line(pager.top + 1).text == before)
        #expect(pager.layout.search("new last").count == 1)
    }

    @Test func helpOpensAndAnyKeyClosesIt() {
        var pager = PagerTests.pager()
        pager.handle(.character("H"))
        #expect(pager.mode == .help)
        #expect(pager.handle(.character("j")) == .none)
        #expect(pager.mode == .reading && pager.top == 0)
        #expect(pager.handle(.character("q")) == .quit)
        #expect(pager.handle(.interrupt) == .quit)
    }
}
