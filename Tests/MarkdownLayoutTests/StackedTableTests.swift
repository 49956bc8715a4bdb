import MarkdownLayout
import MarkdownTheme
import MarkdownTree
import Testing

/// The stacked table fallback, built only when a width needs it, measures as it renders.
@Suite struct StackedTableTests {
    static let markdown = """
        | Name | Notes | Origin |
        |---|:-:|--:|
        | apple | crisp and **sweet** | [Kent](https://example.com) |
        | pear | soft | 日本 |
        | fig | 👍🏽 jam | |

        | Only | Header |
        |---|---|

        A paragraph between tables.

        | a | b |
        |---|---|
        | one | two |
        """

    @Test func boundingSizeEqualsTheRenderedSizeWhetherMeasuredOrRenderedFirst() {
        for theme in [Theme(name: "bare"), .ascii, .dark] {
            let measuredFirst = StyledDocument(document: Document(parsing: Self.markdown), theme: theme)
            let renderedFirst = StyledDocument(document: Document(parsing: Self.markdown), theme: theme)
            for width in 1...60 {
                let size = measuredFirst.boundingSize(forWidth: width)
                let layout = renderedFirst.layout(width: width)
                #expect(size == layout.size, "width \(width)")
                #expect(size == measuredFirst.layout(width: width).size, "width \(width)")
                #expect(size == renderedFirst.boundingSize(forWidth: width), "width \(width)")
            }
        }
    }

    @Test func stackedRecordsJoinHeaderAndValue() {
        // The cell's link is numbered (no URL inside a table), its URL listed at the end.
        let layout = StyledDocument(document: Document(parsing: Self.markdown), theme: Theme(name: "bare")).layout(width: 15)
        let lines = (0..<layout.rowCount).map { layout.line($0).text }
        #expect(lines.prefix(4) == ["Name: apple", "Notes: crisp", "and sweet", "Origin: Kent[1]"])
    }

    /// An empty cell gives its record no line: `fig` has no origin, so no bare `Origin:`.
    @Test func stackedRecordsOmitEmptyCells() {
        // (At 15 cells apple's `Origin: Kent[1]` fits its line: a bare `Origin:` is fig's.)
        let layout = StyledDocument(document: Document(parsing: Self.markdown), theme: Theme(name: "bare")).layout(width: 15)
        let lines = (0..<layout.rowCount).map { layout.line($0).text }
        let fig = lines.firstIndex(of: "Name: fig")
        #expect(fig != nil)
        if let fig { #expect(Array(lines[fig...].prefix(3)) == ["Name: fig", "Notes: 👍🏽 jam", ""]) }
        #expect(!lines.contains { $0.hasPrefix("Origin:") && $0.count == "Origin:".count })
    }

    /// A row with no value at all still makes a record, of its first header alone (no
    /// separator, no value), so the records stay as many as the rows.
    @Test func aRowWithoutValuesKeepsItsFirstHeader() {
        let markdown = "| Name | Notes |\n|---|---|\n| apple | crisp |\n| | |\n| pear | soft |\n"
        let layout = StyledDocument(document: Document(parsing: markdown), theme: Theme(name: "bare")).layout(width: 9)
        let lines = (0..<layout.rowCount).map { layout.line($0).text }
        #expect(lines == ["Name:", "apple", "Notes:", "crisp", "", "Name", "", "Name:", "pear", "Notes:", "soft"])
    }
}
