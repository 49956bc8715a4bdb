import CMarkSwift
import Testing

/// Tables laid out like a browser's automatic layout: words whole while the minimums fit,
/// long tokens broken first, stacked below that; the padding the same at every width.
@Suite struct TableLayoutTests {
    static let table = """
        | Option | Type | Default | Description |
        |---|---|---|---|
        | `verbose` | boolean | `false` | Print every step. Deprecated in 2.0, use `--log-level` instead. |
        | `PYENV_VERSION` | string | (none) | Selects the version, see https://github.com/pyenv/pyenv#choosing-the-python-version for how. |

        """

    static func render(_ markdown: String, width: Int) -> String {
        PlainRenderer().render(StyledDocument(document: Document(parsing: markdown), theme: .ascii).layout(width: width))
    }

    /// Every word of the table's text that is at most a dozen cells, as the table shows it.
    static let shortWords = ["Default", "Deprecated", "boolean", "`PYENV_VERSION`", "Description", "`verbose`", "instead."]

    @Test func shortWordsStayWholeAt80() {
        let text = Self.render(Self.table, width: 80)
        for word in Self.shortWords where word.count <= 15 {
            #expect(text.contains(word), "\(word) split at 80")
        }
        #expect(text.contains("| Option "), "padding kept at 80")
    }

    @Test func fourColumnsStackAt40InsteadOfSplittingWords() {
        let text = Self.render(Self.table, width: 40)
        #expect(text.contains("Option: `PYENV_VERSION`"))
        #expect(text.contains("Type: boolean"))
        #expect(text.contains("Default: `false`"))
        #expect(!text.contains("Defaul\n") && !text.contains("boolea\n"))
    }

    @Test func paddingIsTheSameAtEveryWidth() {
        let markdown = "| a | b |\n|---|---|\n| one two three four | five six seven eight |\n"
        for width in [20, 30, 40, 60] {
            let text = Self.render(markdown, width: width)
            #expect(text.contains("| a "), "at \(width)")
        }
    }

    @Test func rowsOfSeveralLinesAreToldApart() {
        let text = Self.render(Self.table, width: 80)
        let rules = text.split(separator: "\n").filter { $0.drop { $0 == " " }.hasPrefix("+-") }
        #expect(rules.count == 4)
    }

    @Test func lineBreakInACellIsALineBreak() {
        let text = Self.render("| Licence |\n|---|\n| LGPL-2.1<br>restrictive |\n", width: 40)
        #expect(text.contains("| LGPL-2.1    |\n  | restrictive |"))
    }

    /// nodejs primordials.md at 40 columns: the first column must break its identifiers
    /// anyway, so it gives up the room and the second keeps `Symbol.matchAll` whole; the
    /// header, whose words U+00A0 joins, breaks at a no-break space, not inside `method`.
    @Test func aColumnThatMustBreakGivesUpItsRoomFirst() {
        let markdown = """
            | The\u{A0}string\u{A0}method | looks up the property |
            | --- | --- |
            | `String.prototype.matchAll` | `Symbol.matchAll` |
            | `String.prototype.replaceAll` | `Symbol.replace` |

            """
        let text = Self.render(markdown, width: 40)
        #expect(text.contains("| `Symbol.matchAll` |"), "\(text)")
        #expect(text.contains("| The\u{A0}string\u{A0} "), "\(text)")
        #expect(text.contains("| method "), "\(text)")
    }

    @Test func measuredSizeEqualsRenderedSize() {
        let styled = StyledDocument(document: Document(parsing: Self.table), theme: .ascii)
        for width in [20, 40, 60, 80, 120] {
            #expect(styled.boundingSize(forWidth: width) == styled.layout(width: width).size)
        }
    }
}
