import Testing

@testable import MarkdownTree

/// GitHub's alert syntax: a block quote whose first line is `[!KIND]` and nothing else.
@Suite struct AlertTests {
    func kind(_ markdown: String) -> AlertKind? {
        Document(parsing: markdown).root.firstChild?.alertKind
    }

    @Test func recognisesEveryKindInAnyCase() {
        #expect(kind("> [!NOTE]\n> text\n") == .note)
        #expect(kind("> [!tip]\n> text\n") == .tip)
        #expect(kind("> [!Important]\n> text\n") == .important)
        #expect(kind("> [!WARNING]\n> text\n") == .warning)
        #expect(kind("> [!CAUTION]\n> text\n") == .caution)
        #expect(AlertKind.allCases.map(\.title) == ["Note", "Tip", "Important", "Warning", "Caution"])
    }

    @Test func markerMustBeAloneOnTheFirstLine() {
        #expect(kind("> [!NOTE] text on the same line\n") == nil)
        #expect(kind("> text\n> [!NOTE]\n") == nil)
        #expect(kind("> [!NOTES]\n> text\n") == nil)
        #expect(kind("> [NOTE]\n> text\n") == nil)
        #expect(kind("> *[!NOTE]*\n> text\n") == nil)
        #expect(kind("[!NOTE]\ntext\n") == nil)
        #expect(kind("> # [!NOTE]\n") == nil)
    }

    @Test func hardBreakAndMarkerAloneAreAlerts() {
        // Two trailing spaces make a hard break after the marker (as in openai's README).
        #expect(kind("> [!IMPORTANT]  \n> text\n") == .important)
        let alone = Document(parsing: "> [!WARNING]\n>\n> Body.\n")
        let marker = alone.storage.alertMarker(ofQuoteAt: 1)
        #expect(marker == AlertMarker(kind: .warning, paragraph: 2, rest: nil))
        let inline = Document(parsing: "> [!TIP]\n> Run `make`.\n")
        let rest = try? #require(inline.storage.alertMarker(ofQuoteAt: 1)?.rest)
        #expect(rest.map { inline.storage.nodes[$0].kind } == .text)
    }

    @Test func nestedQuotesAndListsHoldAlertsToo() {
        let document = Document(parsing: "- item\n\n  > [!CAUTION]\n  > careful\n")
        #expect(document.nodes.compactMap(\.alertKind) == [.caution])
        #expect(Document(parsing: "> [!NOTE]\n> a\n").root.firstChild?.firstChild?.alertKind == nil)
    }

    @Test func htmlStaysAnOrdinaryBlockQuote() {
        let html = Document(parsing: "> [!NOTE]\n> text\n").html()
        #expect(html == "<blockquote>\n<p>[!NOTE]\ntext</p>\n</blockquote>\n")
    }
}
