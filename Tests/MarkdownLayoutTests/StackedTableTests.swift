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
}
