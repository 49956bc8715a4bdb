import MarkdownLayout
import MarkdownTheme
import MarkdownTree
import Testing

/// How blocks lay out, pinned on small documents with the ASCII theme.
@Suite struct LayoutBehaviourTests {
    static func lines(_ markdown: String, width: Int, theme: Theme = .ascii) -> [String] {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width)
        return (0..<layout.rowCount).map { layout.line($0).text }
    }

    @Test func rightAlignsOrderedNumbers() {
        let markdown = (1...10).map { "\($0). item" }.joined(separator: "\n") + "\n"
        let lines = LayoutBehaviourTests.lines(markdown, width: 40, theme: Theme(name: "bare"))
        #expect(lines[8] == " 9. item")
        #expect(lines[9] == "10. item")
    }

    @Test func hangsWrappedListTextUnderTheText() {
        let lines = LayoutBehaviourTests.lines("- one two three four\n", width: 10, theme: Theme(name: "bare"))
        #expect(lines == ["• one two", "  three", "  four"])
    }

    @Test func keepsPaddingSpacesOfHeadingPrefixesAndSuffixes() {
        var theme = Theme(name: "bare")
        theme.headings[1] = Style(prefix: "  ## ", suffix: " #  ")
        theme.headings[2] = Style(prefix: "▌ ", suffix: " ▐")
        // A space that a combining mark joins is a character of its own, not padding.
        theme.headings[3] = Style(prefix: " \u{301}x ")
        let lines = LayoutBehaviourTests.lines("# one\n\n## two\n\n### three\n", width: 40, theme: theme)
        #expect(lines.filter { !$0.isEmpty } == ["  ## one #  ", "▌ two ▐", " \u{301}x three"])
        // Padding spaces stay at a wrapped line's edges.
        #expect(LayoutBehaviourTests.lines("# one two\n", width: 8, theme: theme).first == "  ## one")
    }

    @Test func expandsCodeTabsToTheNextStopOnASCIIAndOtherLinesAlike() {
        var theme = Theme(name: "bare")
        theme.codeBlock.tabWidth = 3
        let code = "\ta\n ab\tc\t\td\nabc\tx\n\t\tz\n"
        let ascii = LayoutBehaviourTests.lines("```\n" + code + "```\n", width: 40, theme: theme)
        #expect(ascii == ["   a", " ab   c     d", "abc   x", "      z"])
        // With a non-ASCII letter the line takes the general path: the same stops.
        let accented = code.replacingOccurrences(of: "a", with: "é")
        #expect(
            LayoutBehaviourTests.lines("```\n" + accented + "```\n", width: 40, theme: theme)
                == ascii.map { $0.replacingOccurrences(of: "a", with: "é") })
    }

    @Test func drawsQuoteBarsAtEveryDepthAndOnBlankLines() {
        let lines = LayoutBehaviourTests.lines("> a\n>\n> > b\n", width: 20, theme: Theme(name: "bare"))
        #expect(lines == ["│ a", "│", "│ │ b"])
    }

    @Test func collapsesMarginsWithoutBlankLinesAtTheEdges() {
        let lines = LayoutBehaviourTests.lines("# Title\n\npara\n\n---\n", width: 20, theme: Theme(name: "bare"))
        #expect(lines.first == "Title")
        #expect(lines.last?.hasPrefix("─") == true)
        #expect(lines.count == 5)
    }

    @Test func ruleSpansTheWidth() {
        let lines = LayoutBehaviourTests.lines("***\n", width: 13, theme: Theme(name: "bare"))
        #expect(lines == [String(repeating: "─", count: 13)])
    }

    @Test func tableFallsBackToStackedBelowMinimumWidth() {
        let markdown = "| Name | Notes |\n|---|---|\n| apple | crisp and sweet |\n| pear | soft |\n"
        let wide = LayoutBehaviourTests.lines(markdown, width: 40, theme: Theme(name: "bare"))
        #expect(wide.first?.hasPrefix("┌") == true)
        let narrow = LayoutBehaviourTests.lines(markdown, width: 12, theme: Theme(name: "bare"))
        #expect(narrow == ["Name: apple", "Notes: crisp", "and sweet", "", "Name: pear", "Notes: soft"])
    }

    @Test func wrapsCodeWithMarkerOrClipsWithMarker() {
        var theme = Theme(name: "bare")
        theme.codeBlock.wrapMarker = "\\"
        #expect(LayoutBehaviourTests.lines("```\nabcdefghij\n```\n", width: 6, theme: theme) == ["abcde\\", "fghij"])
        theme.codeBlock.overflow = .clip
        // The marker says where the line was cut; a line that fits has none.
        #expect(LayoutBehaviourTests.lines("```\nabcdefghij\nabc\n```\n", width: 6, theme: theme) == ["abcde\\", "abc"])
        #expect(LayoutBehaviourTests.lines("```\n日本語です\n```\n", width: 6, theme: theme) == ["日本 \\"])
    }

    /// The plain theme, what `auto` picks off a terminal, loses nothing a terminal shows:
    /// heading markers, strikethrough, emphasis and code are marked in text, and code lines
    /// wrap with a marker, every character kept.
    @Test func plainThemeKeepsHeadingsStrikethroughAndWholeCodeLines() {
        let code = "struct Point: Hashable { var x: Int; var y: Int }"
        let markdown = "# Title\n\n## Part\n\n~~annoy~~ help *you* **now** `x`\n\n```swift\n\(code)\n```\n"
        let lines = LayoutBehaviourTests.lines(markdown, width: 20, theme: .plain)
        #expect(lines.prefix(5) == ["# Title", "", "## Part", "", "~~annoy~~ help *you*"])
        #expect(lines[5] == "**now** `x`")
        let codeLines = lines.filter { $0.hasPrefix("    ") }
        #expect(codeLines.count == 4)
        #expect(codeLines.dropLast().allSatisfy { $0.hasSuffix("\\") && $0.count == 20 })
        let rejoined = codeLines.map { $0.dropFirst(4).filter { $0 != "\\" && $0 != " " } }.joined()
        #expect(rejoined == code.filter { $0 != " " })
    }

    @Test func expandsTabsInCode() {
        #expect(LayoutBehaviourTests.lines("```\na\tb\n```\n", width: 20, theme: Theme(name: "bare")) == ["a   b"])
    }

    @Test func hitTestingFindsTheLinkUnderACell() {
        let document = Document(parsing: "see [docs](https://example.com/docs) now\n")
        let layout = StyledDocument(document: document, theme: Theme(name: "bare")).layout(width: 80)
        #expect(layout.link(atRow: 0, column: 0) == nil)
        #expect(layout.link(atRow: 0, column: 5) == .url("https://example.com/docs"))
        #expect(layout.link(atRow: 0, column: 79) == nil)
    }

    @Test func numbersReferencesAndListsTheirURLsAtTheEnd() {
        var theme = Theme(name: "bare")
        theme.link.display = .references
        let lines = LayoutBehaviourTests.lines(
            "[a](https://a.example) [b](https://b.example) [c](https://a.example)\n", width: 40, theme: theme)
        #expect(lines == ["a[1] b[2] c[1]", "", "[1] https://a.example", "[2] https://b.example"])
    }

    @Test func fillsTheFootnoteFormatAsReplacingOccurrencesDoes() {
        let numbers = 1...12
        let markdown =
            numbers.map { "a[^\($0)]" }.joined(separator: " ") + "\n\n" + numbers.map { "[^\($0)]: n\($0)" }.joined(separator: "\n\n")
            + "\n"
        for format in ["[{n}]", "{n}{n}", "{n", "n}", "", "é{n}", "{n}\u{301}", "«{n}»", "{{n}}"] {
            var theme = Theme(name: "bare")
            theme.footnotes.referenceFormat = format
            // `[{n}]` is the link marks' form: footnotes take `[^{n}]` instead.
            let filled = format == "[{n}]" ? "[^{n}]" : format
            let marks = numbers.map { filled.replacingOccurrences(of: "{n}", with: String($0)) }
            let lines = LayoutBehaviourTests.lines(markdown, width: 400, theme: theme)
            #expect(lines.first == marks.map { "a" + $0 }.joined(separator: " "), "format \(format.debugDescription)")
            for (number, mark) in zip(numbers, marks) {
                #expect(lines.contains(mark + " n\(number)"), "format \(format.debugDescription): \(lines)")
            }
        }
    }

    @Test func emptyDocumentShowsThePlaceholder() {
        var theme = Theme(name: "bare")
        theme.placeholder.text = "Nothing here."
        theme.placeholder.minimumHeight = 3
        #expect(LayoutBehaviourTests.lines("", width: 20, theme: theme) == ["Nothing here.", "", ""])
    }

    @Test func capsDeepIndentationSoTextKeepsHalfTheWidth() {
        let markdown = String(repeating: "> ", count: 50) + "text\n"
        let lines = LayoutBehaviourTests.lines(markdown, width: 20, theme: Theme(name: "bare"))
        #expect(lines == ["│ │ │ │ │ text"])
    }

    @Test func nestedListMarkersSurvivePastTheIndentCap() {
        // The prefix may take half the width: at 12 cells, "• a" and "◦ b" indent and deeper
        // items do not, but their task box and number still show, over the blank cells of the
        // indentation before their text (which keeps its column).
        let markdown = "- a\n  - b\n    - [x] c\n      1. d\n\n         e\n"
        let bare = Theme(name: "bare")
        #expect(
            LayoutBehaviourTests.lines(markdown, width: 40, theme: bare) == [
                "• a", "  ◦ b", "    [x] c", "        1. d", "", "           e",
            ])
        #expect(LayoutBehaviourTests.lines(markdown, width: 12, theme: bare) == ["• a", "  ◦ b", "[x] c", " 1. d", "", "    e"])
        // Where the blank cells are fewer than a marker's, the item's text shows without it.
        #expect(LayoutBehaviourTests.lines(markdown, width: 4, theme: bare) == ["• a", "◦ b", "  c", "  d", "", "  e"])
    }

    @Test func measuresWithoutLayingOut() {
        let styled = StyledDocument(document: Document(parsing: "Some words to wrap here.\n"), theme: Theme(name: "bare"))
        #expect(styled.boundingSize(forWidth: 10) == Size(columns: 10, rows: 3))
        #expect(styled.layout(width: 10).size == styled.boundingSize(forWidth: 10))
        #expect(styled.boundingSize(forWidth: 0) == styled.boundingSize(forWidth: 1))
    }
}
