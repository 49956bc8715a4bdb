import CMarkSwift
import Foundation
import Testing

@testable import MarkdownViewer

/// The viewer core's places (issue 22): in-page links, the outline, Ctrl keys, resizing at
/// the end, the text width, and long code lines scrolled sideways.
@Suite struct PagerPlacesTests {
    /// Links to headings at the top, then sections far apart; "Intro" twice (ids `intro`,
    /// `intro-1`) and a heading with punctuation and code.
    static let markdown: String = {
        var text = "# Guide\n\nSee [Strategy](#strategy), [again](#intro-1), [odd](#Set-Up-Make-Caf%C3%A9) and [none](#nowhere).\n\n"
        for (index, title) in ["Intro", "Strategy", "Intro", "Set up `make` café!"].enumerated() {
            text += "## \(title)\n\n"
            for paragraph in 1...8 { text += "Section \(index) paragraph \(paragraph) with words enough to fill a line.\n\n" }
        }
        return text
    }()

    static func pager(width: Int = 40, height: Int = 10, markdown: String = markdown, maximum: Int? = nil) -> Pager {
        let parsed = Document(parsing: markdown)
        return Pager(
            document: StyledDocument(document: parsed, theme: .plain), width: width, height: height, maximumTextWidth: maximum,
            headings: HeadingAnchor.all(in: parsed))
    }

    /// Tab to the n-th link (1-based) from the top.
    static func tabToLink(_ number: Int, in pager: inout Pager) {
        pager.handle(.home)
        pager.handle(.escape)
        for _ in 0..<number { pager.handle(.tab) }
    }

    @Test func headingsCarryGitHubIds() {
        let pager = Self.pager()
        #expect(pager.headings.map(\.id) == ["guide", "intro", "strategy", "intro-1", "set-up-make-café"])
        #expect(pager.headings.map(\.level) == [1, 2, 2, 2, 2])
    }

    @Test(arguments: [(1, "strategy"), (2, "intro-1"), (3, "set-up-make-café")])
    func anInPageLinkJumpsToItsHeading(link: Int, id: String) throws {
        var pager = Self.pager()
        Self.tabToLink(link, in: &pager)
        #expect(pager.handle(.enter) == .none)
        let heading = try #require(pager.headings.first { $0.id == id })
        let row = try #require(pager.row(of: heading))
        #expect(row > 10)
        #expect(pager.top == min(row, pager.maxTop))
        #expect(pager.layout.line(pager.top).text.contains(heading.title.prefix(6)))
        #expect(pager.currentLink == nil)
    }

    /// Search for a place, then Tab to the links after it (Shift-Tab: before it).
    @Test func tabStartsFromTheCurrentMatch() {
        var pager = Self.pager(height: 40)
        pager.search("again")
        #expect(pager.currentMatch != nil)
        pager.handle(.tab)
        #expect(pager.layout.links[pager.links[pager.currentLink!].link - 1] == .url("#intro-1"))
        pager.handle(.escape)
        pager.search("again")
        pager.handle(.backTab)
        #expect(pager.layout.links[pager.links[pager.currentLink!].link - 1] == .url("#strategy"))
    }

    /// Backspace returns to before each jump, the last first, also after a resize.
    @Test func backspaceGoesBackFromJumps() throws {
        var pager = Self.pager()
        Self.tabToLink(1, in: &pager)
        pager.handle(.enter)
        let atStrategy = pager.top
        #expect(atStrategy > 0)
        pager.handle(.character("o"))
        pager.handle(.end)
        pager.handle(.enter)
        #expect(pager.top > atStrategy)
        pager.handle(.backspace)
        #expect(pager.top == atStrategy)
        pager.resize(width: 60, height: 10)
        pager.handle(.character("'"))
        #expect(pager.top == 0)
        pager.handle(.backspace)
        #expect(pager.message == "No jump to go back from")
    }

    @Test func aLinkToNoHeadingSaysSoAndStays() {
        var pager = Self.pager()
        Self.tabToLink(4, in: &pager)
        #expect(pager.handle(.enter) == .none)
        #expect(pager.top == 0)
        #expect(pager.message == "no heading #nowhere in this document")
    }

    @Test func theOutlineListsHeadingsAndJumps() throws {
        var pager = Self.pager()
        pager.scroll(to: try #require(pager.row(of: pager.headings[2])) + 3)
        pager.handle(.character("o"))
        #expect(pager.mode == .outline(selected: 2))
        pager.handle(.tab)
        pager.handle(.down)
        #expect(pager.mode == .outline(selected: 4))
        pager.handle(.down)
        #expect(pager.mode == .outline(selected: 4))
        pager.handle(.home)
        pager.handle(.control("n"))
        pager.handle(.enter)
        #expect(pager.mode == .reading)
        #expect(pager.top == pager.row(of: pager.headings[1]))
        pager.handle(.character("o"))
        pager.handle(.escape)
        #expect(pager.mode == .reading)
        #expect(pager.top == pager.row(of: pager.headings[1]))
        // The screen draws the outline in place of the document, the selection inverted.
        pager.handle(.character("o"))
        let frame = String(decoding: PagerScreen(title: "t", colorDepth: .none).frame(for: pager), as: UTF8.self)
        #expect(frame.contains("\u{1B}[7m   Intro"))
        #expect(frame.contains("   Set up make café!"))
        #expect(frame.contains("outline: "))
    }

    /// A reload that takes headings away while the outline is open keeps it in range.
    @Test func theOutlineSurvivesAReloadWithFewerHeadings() {
        var pager = Self.pager()
        pager.handle(.character("o"))
        pager.handle(.end)
        #expect(pager.mode == .outline(selected: 4))
        let only = Document(parsing: "# Only\n\ntext\n")
        pager.reload(document: StyledDocument(document: only, theme: .plain), headings: HeadingAnchor.all(in: only))
        pager.handle(.enter)
        #expect(pager.mode == .reading)
        #expect(pager.top == 0)
        pager.handle(.character("o"))
        pager.reload(document: StyledDocument(document: Document(parsing: "no headings\n"), theme: .plain))
        _ = PagerScreen(title: "t", colorDepth: .none).frame(for: pager)
        pager.handle(.down)
        #expect(pager.mode == .reading)
    }

    /// The rows found in one pass are those a lookup per heading finds.
    @Test func headingRowsAgreeWithTheLayoutsLookup() throws {
        let text = try String(
            contentsOf: RealDocumentAnchorTests.root.appendingPathComponent("Fixtures/real/pyenv-README.md"), encoding: .utf8)
        let parsed = Document(parsing: text)
        for width in [40, 90] {
            let pager = Pager(
                document: StyledDocument(document: parsed, theme: .dark), width: width, height: 20, headings: HeadingAnchor.all(in: parsed))
            #expect(pager.headings.count == 47)
            for heading in pager.headings {
                let slow = pager.layout.firstRow(atOrAfterSourceLine: heading.sourceLine).map { Pager.textRow(from: $0, in: pager.layout) }
                #expect(pager.row(of: heading) == slow, "\(heading.title)")
                #expect(pager.headingRows[heading.sourceLine] != nil)
            }
        }
    }

    @Test func noHeadingsNoOutline() {
        var pager = Self.pager(markdown: "just text\n")
        pager.handle(.character("o"))
        #expect(pager.mode == .reading)
        #expect(pager.message == "No headings")
    }

    @Test func controlKeysPageAndHalfPage() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x06, 0x02, 0x04, 0x15]) == [.control("f"), .control("b"), .control("d"), .control("u")])
        var pager = Self.pager()
        pager.handle(.control("f"))
        #expect(pager.top == 9)
        pager.handle(.control("d"))
        #expect(pager.top == 14)
        pager.handle(.control("u"))
        #expect(pager.top == 9)
        pager.handle(.control("b"))
        #expect(pager.top == 0)
    }

    /// The bug: at the end, a shorter or narrower window left the last rows below it.
    @Test(arguments: [(40, 7), (30, 10), (60, 4), (80, 30), (25, 12)])
    func resizingAtTheEndKeepsEveryLastRowShown(width: Int, height: Int) {
        var pager = Self.pager()
        pager.handle(.end)
        #expect(pager.visibleRows.upperBound == pager.layout.rowCount)
        pager.resize(width: width, height: height)
        #expect(pager.visibleRows.upperBound == pager.layout.rowCount)
        #expect(pager.percentage == 100)
        // Not at the end, the source line at the top stays there instead.
        pager.handle(.home)
        pager.scroll(by: 5)
        let line = pager.layout.sourceLine(ofRow: pager.top)
        pager.resize(width: 40, height: 10)
        #expect(pager.layout.sourceLine(ofRow: pager.top) == line)
    }

    @Test func theTextIsCappedAtTheMeasureOrTheGivenWidth() {
        #expect(Self.pager(width: 200).textWidth == 100)
        #expect(Self.pager(width: 60).textWidth == 60)
        #expect(Self.pager(width: 200, maximum: 70).textWidth == 70)
        var pager = Self.pager(width: 50, maximum: 70)
        #expect(pager.textWidth == 50)
        pager.resize(width: 120, height: 10)
        #expect(pager.textWidth == 70)
        #expect(pager.width == 120)
        // The status line spans the viewport, not the text.
        let frame = String(decoding: PagerScreen(title: "t", colorDepth: .none).frame(for: pager), as: UTF8.self)
        let status = frame.components(separatedBy: "\u{1B}[7m").last ?? ""
        #expect(status.hasPrefix("t  (H for help, q to quit)" + String(repeating: " ", count: 40)))
    }

    @Test func longCodeLinesScrollSidewaysWhenTheyRunOn() throws {
        let code = (0..<15).map { String(repeating: String($0 % 10), count: 10) }.joined()
        var pager = Self.pager(markdown: "Some text here.\n\n```\n" + code + "\nshort\n```\n")
        let wrapped = pager.layout.rowCount
        #expect((0..<wrapped).allSatisfy { pager.layout.line($0).width <= 40 })
        pager.handle(.right)
        #expect(pager.leftColumn == 0)
        #expect(pager.message == "code wraps: press w to scroll it sideways")
        pager.handle(.character("w"))
        #expect(!pager.wrapsCode)
        #expect(pager.layout.rowCount < wrapped)
        let long = try #require((0..<pager.layout.rowCount).first { pager.layout.line($0).width > 40 })
        let full = pager.layout.line(long).text
        #expect(full.contains(code))
        func shown() -> String { pager.visibleCells(ofRow: long).map { String($0.character) }.joined() }
        #expect(shown() == String(full.prefix(40)))
        pager.handle(.right)
        #expect(pager.leftColumn == 20)
        #expect(shown() == String(full.dropFirst(20).prefix(40)))
        #expect(pager.visibleCells(ofRow: long).first?.column == 0)
        // Rows of other blocks are not moved; the block's short row moves with its long one.
        #expect(pager.visibleCells(ofRow: 0).map { String($0.character) }.joined() == "Some text here.")
        #expect(pager.shift(ofRow: long + 1) == 20)
        #expect(pager.visibleCells(ofRow: long + 1).isEmpty)
        for _ in 0..<20 { pager.handle(.right) }
        #expect(pager.leftColumn == pager.maxLeftColumn)
        #expect(pager.maxLeftColumn == full.count - 40)
        #expect(shown() == String(full.suffix(40)))
        pager.handle(.left)
        #expect(pager.leftColumn == full.count - 60)
        pager.handle(.character("w"))
        #expect(pager.wrapsCode && pager.leftColumn == 0)
        #expect(pager.layout.rowCount == wrapped)
    }

    /// A search match off the right edge of running-on code scrolls it into view.
    @Test func searchScrollsSidewaysToAMatch() throws {
        let code = String(repeating: "a", count: 100) + "needle" + String(repeating: "b", count: 50)
        var pager = Self.pager(markdown: "```\n" + code + "\n```\n")
        pager.handle(.character("w"))
        pager.search("needle")
        let match = try #require(pager.matches.first)
        #expect(pager.leftColumn > 0)
        let shown = pager.visibleCells(ofRow: match.row).map { String($0.character) }.joined()
        #expect(shown.contains("needle"))
        pager.handle(.home)
        pager.scrollSideways(by: -1000)
        #expect(pager.leftColumn == 0)
    }

    @Test func wideCharactersCutByTheEdgeBecomeSpaces() throws {
        let code = "a" + String(repeating: "日", count: 40)
        var pager = Self.pager(markdown: "```\n" + code + "\n```\n")
        pager.handle(.character("w"))
        pager.scrollSideways(by: 2)
        let row = try #require((0..<pager.layout.rowCount).first { pager.layout.line($0).width > 40 })
        let cells = pager.visibleCells(ofRow: row)
        #expect(cells.first?.character == " ")
        #expect(cells.reduce(0) { $0 + $1.width } == 40)
        #expect(cells.last.map { $0.column + $0.width } == 40)
    }
}

/// In-page links of real documents find their headings as GitHub's page does.
@Suite struct RealDocumentAnchorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The spec's three links to kinds of reference link point at definitions its own tools
    /// mark, not at headings: GitHub's page does not find them either.
    @Test(arguments: [
        ("pyenv-README.md", []), ("nodejs-BUILDING.md", []),
        ("commonmark-spec-0.31.2.md", ["#full-reference-link", "#collapsed-reference-link", "#shortcut-reference-link"]),
    ])
    func everyInPageLinkFindsItsHeading(name: String, notHeadings: [String]) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Fixtures/real/\(name)"), encoding: .utf8)
        let parsed = Document(parsing: text)
        let styled = StyledDocument(document: parsed, theme: .dark)
        let headings = HeadingAnchor.all(in: parsed)
        let fragments = styled.links.compactMap { $0.url }.filter { $0.hasPrefix("#") }
        let missing = fragments.filter { HeadingAnchor.matching($0, in: headings) == nil }
        #expect(fragments.count > 10)
        #expect(missing == notHeadings)
    }
}
