import Foundation
import MarkdownLayout
import MarkdownRendering
import MarkdownTheme
import MarkdownTree
import Testing

/// A caller-owned memo of layouts gives what the styled document gives, at every width and
/// asked in any order; prepared content measured through its memo matches its bounding size,
/// after edits too.
@Suite struct LayoutMemoTests {
    /// Tables that stack below some width, and one of header cells only.
    static let tables = """
        | Name | Notes | Origin |
        |---|:-:|--:|
        | apple | crisp and **sweet** | [Kent](https://example.com) |
        | pear | soft | 日本 |

        | Only | Header |
        |---|---|

        A paragraph between tables.

        | a | b |
        |---|---|
        | one | two |

        """

    @Test func aMemoMeasuresAndLaysOutAsTheDocumentDoes() {
        let styled = StyledDocument(document: Document(parsing: Self.tables + "\n# End\n"), theme: .dark)
        var memo = LayoutMemo(styled)
        // Widths that stack the tables and widths that do not, each asked twice, out of order.
        for width in [60, 8, 1, 30, 8, 60, 12, 200, 12] {
            #expect(memo.boundingSize(forWidth: width) == styled.boundingSize(forWidth: width), "width \(width)")
        }
        for width in [8, 1, 45, 8] {
            let fresh = styled.layout(width: width)
            let remembered = memo.layout(width: width)
            #expect(remembered.size == fresh.size, "width \(width)")
            #expect(PlainRenderer().render(remembered) == PlainRenderer().render(fresh), "width \(width)")
            #expect(memo.boundingSize(forWidth: width) == fresh.size, "width \(width)")
        }
    }

    @Test func measuringPreparedContentKeepsSizesThroughEdits() {
        var text = (1...40).map { "Paragraph \($0) with *some* words that wrap at narrow widths.\n" }.joined(separator: "\n")
        text += "\n" + Self.tables
        var prepared = PreparedMarkdown(text, theme: .dark)
        for width in [20, 80, 20] { #expect(prepared.measure(forWidth: width) == prepared.boundingSize(forWidth: width)) }
        text = text.replacingOccurrences(of: "Paragraph 7 with", with: "Paragraph 7, much longer now, with")
        prepared = prepared.updated(with: text)
        #expect(prepared.updateKind == .incremental)
        for width in [20, 80, 6] {
            #expect(prepared.measure(forWidth: width) == prepared.boundingSize(forWidth: width))
            #expect(prepared.measure(forWidth: width) == PreparedMarkdown(text, theme: .dark).boundingSize(forWidth: width))
        }
    }
}
