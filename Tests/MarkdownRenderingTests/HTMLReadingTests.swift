import CMarkSwift
import Testing

/// Raw HTML as a reader of a real README meets it: HTML headings read as headings, a `<br>`
/// starts its line flush, and a `<details>` shows its summary and body apart from the text
/// after them.
@Suite struct HTMLReadingTests {
    static func ansi(_ markdown: String, theme: Theme = .dark, width: Int = 60) -> String {
        ANSIRenderer(colorDepth: .ansi256, hyperlinks: false).render(
            StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width))
    }

    static func lines(_ markdown: String, theme: Theme = .plain, width: Int = 60) -> [String] {
        let text = PlainRenderer().render(StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width))
        return text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The plain theme with the colour themes' summary marker.
    static let marked: Theme = {
        var theme = Theme.plain
        theme.html.summaryMarker = "▾ "
        return theme
    }()

    // MARK: Headings

    @Test func htmlHeadingsLookLikeMarkdownHeadingsOfTheirLevel() {
        for level in 1...6 {
            let hashes = String(repeating: "#", count: level)
            let markdown = Self.ansi("\(hashes) Getting *started*\n\nBody.\n")
            #expect(Self.ansi("<h\(level)>Getting <em>started</em></h\(level)>\n\nBody.\n") == markdown, "h\(level)")
        }
    }

    /// urllib3's banner: the heading tags around a blank line and a Markdown paragraph.
    @Test func markdownInsideAnHTMLHeadingIsStyledAsThatHeading() {
        #expect(Self.ansi("<h2>\n\nGetting *started*\n\n</h2>\n\nBody.\n") == Self.ansi("## Getting *started*\n\nBody.\n"))
        let banner = Self.lines(
            "<h1 align=\"center\">\n\n![urllib3](banner.svg)\n\n</h1>\n\nurllib3 is a client.\n", theme: .ascii, width: 40)
        let heading = banner.first { $0.contains("URLLIB3") } ?? ""
        #expect(heading.hasPrefix("        ") && heading.contains("# "), "centred, uppercase and marked as ascii's h1: \(banner)")
        #expect(banner.contains("  urllib3 is a client."))
    }

    @Test func alignAttributeStillPlacesAnHTMLHeading() {
        let lines = Self.lines("<h3 align=\"right\">Small print</h3>\n", width: 30)
        #expect(lines.first == String(repeating: " ", count: 15) + "### Small print")
    }

    // MARK: Line breaks

    @Test func lineAfterABreakTagStartsFlush() {
        #expect(Self.lines("one<br /> two\n") == ["one", "two", ""])
        #expect(Self.lines("one<br>\ntwo\n") == ["one", "two", ""])
        #expect(Self.lines("<p>one<br>\n  two</p>\n") == ["one", "two", ""])
        #expect(
            Self.lines("> A library.<br /> Motivated by `chardet`,\n> I am trying.\n").contains("> Motivated by `chardet`, I am trying."))
    }

    @Test func onlyTheSpacesStartingTheLineAreDropped() {
        #expect(Self.lines("one<br> two three  four\n") == ["one", "two three  four", ""])
        #expect(Self.lines("<p>one <b>two</b><br> <i>three</i> four</p>\n") == ["one two", "three four", ""])
    }

    /// charset-normalizer's badge row: whitespace inside and around each `<a>` is one space.
    @Test func whitespaceOnBothSidesOfATagMakesOneSpace() {
        let badges =
            "<p>\n  <a href=\"https://a.org\">\n    <img alt=\"A\" src=\"a.svg\" />\n  </a>\n"
            + "  <a href=\"https://b.org\">\n    <img alt=\"B\" src=\"b.svg\">\n  </a>\n</p>\n"
        #expect(HTMLRenderingTests.plain(badges, links: .hidden) == "[A] [B]\n")
        #expect(
            HTMLRenderingTests.plain("<p>&gt;&gt; <a href=\"https://x.org\">Try me </a> &lt;&lt;</p>\n") == ">> Try me (https://x.org) <<\n"
        )
    }

    // MARK: Summaries

    @Test func longSummaryWrapsUnderItsFirstWord() {
        let markdown = "<details>\n  <summary>Packaged libcbor is available from 15+ major repositories</summary>\n\nBody.\n\n</details>\n"
        let lines = Self.lines(markdown, theme: Self.marked, width: 24)
        #expect(lines.prefix(4) == ["**▾ Packaged libcbor is", "    available from 15+", "    major repositories**", ""])
        let bare = Self.lines(markdown, theme: .ascii, width: 24)
        #expect(bare.prefix(3) == ["  Packaged libcbor is", "  available from 15+", "  major repositories"])
    }

    @Test func summaryMarkerAndTheSummarysLeadingSpaceMakeOneSpace() {
        let lines = Self.lines("<details><summary>  Install <b>steps</b></summary>\n\nRun it.\n\n</details>\n", theme: Self.marked)
        #expect(lines.first == "**▾ Install steps**")
    }

    // MARK: Details bodies

    @Test func detailsBodyIsIndentedUnderTheSummarysFirstWord() {
        let markdown = "<details>\n<summary>Click me</summary>\n\nHidden *body*.\n\n</details>\n\nAfter.\n"
        #expect(Self.lines(markdown, theme: Self.marked) == ["**▾ Click me**", "", "    Hidden *body*.", "", "After.", ""])
        // ascii: no marker, the document's indent of 2, the body 2 further.
        #expect(Self.lines(markdown, theme: .ascii) == ["  Click me", "", "    Hidden body.", "", "  After.", ""])
    }

    /// pyenv's shape: a `<details>` with no summary, Markdown inside, a heading after.
    @Test func detailsBodyWithoutSummaryIsIndentedToo() {
        let markdown = "#### Linux\n<details>\n\nThe Homebrew option.\n\n* **Check out Pyenv.**\n</details>\n\n#### MacOS\n"
        #expect(
            Self.lines(markdown) == ["#### Linux", "", "  The Homebrew option.", "", "    - **Check out Pyenv.**", "", "#### MacOS", ""])
    }

    @Test func themeMaySetTheDetailsBodyOffByARule() {
        var theme = Theme.plain
        theme.html.detailsBody = .rule
        let markdown = "<details>\n<summary>S</summary>\n\nBody.\n\n</details>\n\nAfter.\n"
        let lines = Self.lines(markdown, theme: theme, width: 10)
        #expect(lines == ["**S**", "", "Body.", "", String(repeating: "-", count: 10), "", "After.", ""])
        theme.html.detailsBody = DetailsBody.none
        #expect(Self.lines(markdown, theme: theme) == ["**S**", "", "Body.", "", "After.", ""])
    }

    @Test func emptyDetailsBodyAddsNoLine() {
        #expect(Self.lines("<details><summary>S</summary></details>\n\nAfter.\n") == ["**S**", "", "After.", ""])
    }

    @Test func detailsBodyIsReadFromAThemeFile() throws {
        let theme = try Theme(json: Array(#"{"extends": "dark", "html": {"detailsBody": "rule"}}"#.utf8), name: "ruled.json")
        #expect(theme.html.detailsBody == .rule && theme.html.summaryMarker == "▾ ")
        #expect(throws: ThemeError.self) { try Theme(json: Array(#"{"html": {"detailsBody": "fold"}}"#.utf8), name: "bad.json") }
        #expect(Theme.builtIns.allSatisfy { $0.html.detailsBody == .indent })
    }

    @Test func measuredSizeEqualsRenderedSizeForHeadingsBreaksAndDetails() {
        let markdown =
            "<h1 align=\"center\">\n\n![banner](b.svg)\n\n</h1>\n\na<br> b\n\n<details>\n  <summary>A long summary of many words</summary>\n\n"
            + "Body.\n</details>\n\n<details>\n\nNo summary.\n\n</details>\n"
        for theme in [Theme.dark, .ascii, .plain] {
            let styled = StyledDocument(document: Document(parsing: markdown), theme: theme)
            for width in [1, 5, 12, 40, 80] {
                #expect(styled.boundingSize(forWidth: width) == styled.layout(width: width).size, "\(theme.name) @\(width)")
            }
        }
    }
}
