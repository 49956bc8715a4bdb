import CMarkSwift
import Testing

@testable import MarkdownViewer

/// The keys a reader used to `less` expects (issue 41, item 10): counts, percent and line
/// jumps, backward search, reload and copy.
@Suite struct PagerLessKeysTests {
    static func type(_ text: String, into pager: inout Pager) -> PagerAction {
        var action = PagerAction.none
        for character in text { action = pager.handle(character == "\n" ? .enter : .character(character)) }
        return action
    }

    @Test func aCountRepeatsLineAndPageKeys() {
        var pager = PagerTests.pager()
        _ = Self.type("10", into: &pager)
        #expect(pager.pendingCount == 10)
        #expect(PagerScreen(title: "t", colorDepth: .none).statusText(pager).left == "10")
        _ = Self.type("j", into: &pager)
        #expect(pager.top == 10 && pager.pendingCount == nil)
        _ = Self.type("5k", into: &pager)
        #expect(pager.top == 5)
        // As in less, a count before a page key is a number of lines.
        _ = Self.type("3 ", into: &pager)
        #expect(pager.top == 8)
        _ = Self.type("2b", into: &pager)
        #expect(pager.top == 6)
        // Without a count, j is one line; a count does not outlive its key.
        _ = Self.type("j", into: &pager)
        #expect(pager.top == 7)
        // Escape drops a count typed by mistake.
        _ = Self.type("40", into: &pager)
        pager.handle(.escape)
        _ = Self.type("j", into: &pager)
        #expect(pager.top == 8)
    }

    @Test func percentJumpsAndBackspaceReturns() {
        var pager = PagerTests.pager()
        let rows = pager.layout.rowCount
        _ = Self.type("50%", into: &pager)
        #expect(pager.top == rows / 2)
        #expect(pager.message == "50%")
        _ = Self.type("25p", into: &pager)
        #expect(pager.top == rows / 4)
        _ = Self.type("100%", into: &pager)
        #expect(pager.top == pager.maxTop)
        pager.handle(.backspace)
        #expect(pager.top == rows / 4)
        pager.handle(.backspace)
        #expect(pager.top == rows / 2)
        // g and G are jumps too: Backspace comes back from them.
        _ = Self.type("g", into: &pager)
        #expect(pager.top == 0)
        pager.handle(.backspace)
        #expect(pager.top == rows / 2)
    }

    /// `:43`, `43G` and `43g` go to source line 43; a line inside a block (the blank line
    /// 42) goes to the block it is in.
    @Test(arguments: [":43\n", "43G", "43g"])
    func lineJumpsFindTheBlockOfASourceLine(keys: String) {
        var pager = PagerTests.pager(height: 5)
        _ = Self.type(keys, into: &pager)
        #expect(pager.mode == .reading)
        // Paragraph n is on line 2n + 3 from 11 to 20, after the link line of paragraph 10.
        #expect(pager.layout.sourceLine(ofRow: pager.top) == 43)
        #expect(pager.layout.line(pager.top).text.hasPrefix("Paragraph 20 "))
        #expect(pager.message == "line 43")
        _ = Self.type(String(keys.replacingOccurrences(of: "43", with: "42")), into: &pager)
        #expect(pager.layout.sourceLine(ofRow: pager.top) == 41)
        #expect(pager.layout.line(pager.top).text.hasPrefix("Paragraph 19 "))
    }

    @Test func theLinePromptTakesDigitsAndCancels() {
        var pager = PagerTests.pager()
        _ = Self.type(":4x", into: &pager)
        #expect(pager.message == "a line number: digits, then Enter")
        _ = Self.type("2", into: &pager)
        #expect(pager.mode == .goingToLine(typed: "42"))
        #expect(PagerScreen(title: "t", colorDepth: .none).statusText(pager).left == ":42")
        pager.handle(.backspace)
        pager.handle(.backspace)
        pager.handle(.backspace)
        #expect(pager.mode == .reading)
        _ = Self.type(":9", into: &pager)
        pager.handle(.escape)
        #expect(pager.mode == .reading && pager.top == 0)
        // A line past the end goes to the last block.
        _ = Self.type(":99999\n", into: &pager)
        #expect(pager.top == pager.maxTop)
    }

    @Test func questionMarkSearchesBackwardAndNFollowsItsDirection() throws {
        var pager = PagerTests.pager()
        _ = Self.type("G", into: &pager)
        let bottom = pager.top
        _ = Self.type("?paragraph [0-9]+0 \n", into: &pager)
        #expect(pager.searchesBackward)
        #expect(pager.matches.count == 4)
        // The last match above the top of the screen (the notes are at the bottom).
        let current = try #require(pager.currentMatch)
        #expect(current == 3 && pager.matches[current].row < bottom)
        #expect(pager.layout.line(pager.matches[current].row).text.contains("Paragraph 40 "))
        // n goes on upward, N back down.
        _ = Self.type("n", into: &pager)
        #expect(pager.currentMatch == current - 1)
        _ = Self.type("N", into: &pager)
        #expect(pager.currentMatch == current)
        // A count: n three times upward, to the first match.
        _ = Self.type("3n", into: &pager)
        #expect(pager.currentMatch == 0)
        _ = Self.type("n", into: &pager)
        #expect(pager.currentMatch == 3)
        // The prompt shows its direction.
        _ = Self.type("?", into: &pager)
        #expect(PagerScreen(title: "t", colorDepth: .none).statusText(pager).left == "?")
        pager.handle(.escape)
        _ = Self.type("/", into: &pager)
        #expect(PagerScreen(title: "t", colorDepth: .none).statusText(pager).left == "/")
    }

    @Test func smartCaseIgnoresCaseUntilACapitalIsTyped() {
        var pager = PagerTests.pager()
        pager.search("paragraph")
        #expect(pager.matches.count == 40)
        pager.search("PARAGRAPH")
        #expect(pager.matches.isEmpty)
        #expect(pager.message == "Pattern not found: PARAGRAPH")
        // An escape such as \S is no capital letter.
        pager.search("\\Sage \\d+ h")
        #expect(pager.matches.count == 0)
        pager.search("graph \\d+ h")
        #expect(pager.matches.count == 40)
        pager.search("Graph \\d")
        #expect(pager.matches.isEmpty)
    }

    @Test func anInvalidPatternSaysWhyAndKeepsTheLastSearch() {
        var pager = PagerTests.pager()
        pager.search("site")
        #expect(pager.matches.count == 4)
        _ = Self.type("/(site\n", into: &pager)
        #expect(pager.message?.hasPrefix("Invalid pattern: ") == true)
        #expect(pager.query == "site" && pager.matches.count == 4)
        pager.search("(\\w+\\s?)*$")
        #expect(pager.message == "Pattern (\\w+\\s?)* repeats a repetition (slow to search): write it without nesting")
        #expect(pager.query == "site")
    }

    @Test func regularExpressionMatchesAreInCells() throws {
        let markdown = "日本語 text, then 日本 again\n"
        var pager = PagerTests.pager(markdown: markdown)
        pager.search("日本.?")
        #expect(pager.matches.map(\.columns) == [0..<6, 18..<23])
        pager.search("t.xt|ag[a-z]+")
        #expect(pager.matches.map(\.columns) == [7..<11, 23..<28])
        // An empty match shows nothing and is no match.
        pager.search("^")
        #expect(pager.matches.isEmpty)
    }

    @Test func nestedRepetitionIsFoundOutsideBracketsAndEscapes() {
        #expect(SearchPattern.nestedRepetition(in: "(a*)*") == "(a*)*")
        #expect(SearchPattern.nestedRepetition(in: "x(a|b)+y") == "(a|b)+")
        #expect(SearchPattern.nestedRepetition(in: "((ab)?c){2,}") == "((ab)?c){")
        #expect(SearchPattern.nestedRepetition(in: "(ab)*") == nil)
        #expect(SearchPattern.nestedRepetition(in: "(?:ab)+") == nil)
        #expect(SearchPattern.nestedRepetition(in: "([*+]x)*") == nil)
        #expect(SearchPattern.nestedRepetition(in: "(a\\*)*") == nil)
        #expect(SearchPattern.nestedRepetition(in: "(a*){3}") == nil)
    }

    @Test func rIsAReloadThatKeepsTheHeadingTheReaderIsIn() throws {
        var pager = PagerPlacesTests.pager()
        #expect(pager.handle(.character("R")) == .reload)
        let strategy = try #require(pager.row(of: pager.headings[2]))
        pager.scroll(to: strategy + 4)
        let shown = pager.layout.line(pager.top).text
        // Twenty lines inserted above: every source line moves, the section stays.
        let edited = "# Guide\n\n" + String(repeating: "New paragraph.\n\n", count: 10) + PagerPlacesTests.markdown.dropFirst(9)
        let parsed = Document(parsing: edited)
        pager.reload(document: StyledDocument(document: parsed, theme: .plain), headings: HeadingAnchor.all(in: parsed))
        #expect(pager.layout.line(pager.top).text == shown)
    }

    @Test func yCopiesTheLinkTheCodeBlockOrTheLine() {
        let markdown = "Intro line.\n\n```sh\nmake\nmake install\n```\n\nSee [the site](https://example.com).\n"
        var pager = PagerTests.pager(markdown: markdown)
        #expect(pager.handle(.character("y")) == .copy(text: "Intro line."))
        #expect(pager.message == "copied the line (OSC 52)")
        pager.search("install")
        #expect(pager.handle(.character("y")) == .copy(text: "make\nmake install"))
        #expect(pager.message == "copied the code block (2 lines) (OSC 52)")
        pager.handle(.tab)
        #expect(pager.handle(.character("y")) == .copy(text: "https://example.com"))
        var empty = PagerTests.pager(markdown: "")
        #expect(empty.handle(.character("y")) == .none)
        #expect(empty.message == "Nothing to copy")
    }

    @Test func clipboardSequenceIsOSC52WithBase64() {
        #expect(String(decoding: PagerScreen.clipboardSequence("hi"), as: UTF8.self) == "\u{1B}]52;c;aGk=\u{1B}\\")
        for (text, encoded) in [("", ""), ("M", "TQ=="), ("Ma", "TWE="), ("Man", "TWFu"), ("café ✓", "Y2Fmw6kg4pyT")] {
            #expect(String(decoding: PagerScreen.base64(Array(text.utf8)), as: UTF8.self) == encoded)
        }
    }

    @Test func helpListsTheNewKeysAndFitsEightyColumns() {
        let help = PagerScreen.helpLines.joined(separator: "\n")
        for key in ["/re ?re", "N% Np", ":N", "y ", "R ", "o "] { #expect(help.contains(key), "\(key)") }
        #expect(PagerScreen.helpLines.allSatisfy { $0.count <= 76 })
    }
}
