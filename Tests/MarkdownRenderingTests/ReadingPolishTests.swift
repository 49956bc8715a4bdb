import CMarkSwift
import Testing

/// What a reader of a real README sees (issue 33): no URL inside a heading or a table cell,
/// footnote and link marks apart, rows told apart the same way through a table, and code
/// padded alike on every span.
@Suite struct ReadingPolishTests {
    static func plain(_ markdown: String, theme: Theme = .dark, display: LinkDisplay? = nil, width: Int = 60) -> [String] {
        var theme = theme
        if let display { theme.link.display = display }
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width)
        return PlainRenderer().render(layout).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static let changelog = """
        ## [3.4.0](https://github.com/Ousret/charset_normalizer/compare/3.3.2...3.4.0) (2024-10-08)

        See [the docs](https://example.com/docs).

        | Package | Accuracy |
        |---|---|
        | [Chardet](https://github.com/chardet/chardet) | 86 % |

        """

    @Test func headingsAndCellsNumberTheirURLsWhereProseShowsThemInline() {
        let lines = Self.plain(Self.changelog, display: .inline)
        let text = lines.joined(separator: "\n")
        #expect(lines.contains { $0.contains("## 3.4.0[1] (2024-10-08)") }, "\(text)")
        #expect(text.contains("the docs (https://example.com/docs)"), "prose keeps its URL inline")
        #expect(lines.contains { $0.contains("│ Chardet[2] ") }, "\(text)")
        #expect(lines.contains { $0.contains("[1] https://github.com/Ousret/charset_normalizer/compare/") })
        #expect(lines.contains { $0.contains("[2] https://github.com/chardet/chardet") })
        #expect(!lines.contains { $0.contains("(https://github.com/chardet") }, "no URL inside the cell")
    }

    @Test func footnoteMarksNeverTakeTheFormOfLinkMarks() {
        let markdown = "A [link](https://example.com) and a note[^a].\n\n[^a]: The note.\n"
        for theme in [Theme.dark, .light, .ascii, .plain] {
            let text = Self.plain(markdown, theme: theme, display: .references).joined(separator: "\n")
            // Superscript digits (issue 41), or `[^1]` in 7-bit text.
            let mark = theme == .ascii ? "[^1]" : "¹"
            #expect(text.contains("link[1]") && text.contains("note\(mark)"), "\(text)")
            #expect(text.contains("\(mark) The note.") && text.contains("[1] https://example.com"), "\(text)")
        }
        // A theme that asks for the link marks' form gets the footnote form instead.
        var theme = Theme.dark
        theme.footnotes.referenceFormat = "[{n}]"
        #expect(Self.plain(markdown, theme: theme).joined().contains("note[^1]"))
    }

    static let platforms = """
        | Platform | Arch | Notes |
        |---|---|---|
        | Linux | x64 | builds on every supported distribution with the default toolchain |
        | macOS | arm64 | |
        | SmartOS | x64 | |

        """

    /// nodejs' BUILDING.md: a row of several lines is ruled off from its neighbours, so its
    /// lines read as one row; two one-line rows get no rule (issue 41: one wrapped cell ruled
    /// every row of a 13-row table, 31 lines where rich takes 15). Where none wraps, no rule.
    /// Rules go between every row when more than a quarter of the rows wrap, and between
    /// none when fewer do: a run of one-line rows between two rules would read as one row.
    @Test func rowsAreRuledAllOrNone() {
        let narrow = Self.plain(Self.platforms, width: 50)
        #expect(narrow.filter { $0.contains("├") }.count == 3, "one of three rows wraps: all ruled\n\(narrow.joined(separator: "\n"))")
        let wide = Self.plain(Self.platforms, width: 120)
        #expect(wide.filter { $0.contains("├") }.count == 1, "no row wraps: only the header's rule")
        // One wrapped row of thirteen rules nothing (rich's 15 lines, not 31).
        let many = Self.platforms + (1...10).map { "| Host\($0) | x64 | |\n" }.joined()
        let table = Self.plain(many.replacingOccurrences(of: "\n\n", with: "\n"), width: 50)
        #expect(table.filter { $0.contains("├") }.count == 1, "\(table.joined(separator: "\n"))")
        // Without borders the rule is a blank line.
        let plain = Self.plain(Self.platforms, theme: .plain, width: 50)
        let rows = ["Platform", "Linux", "macOS", "SmartOS"].map { word in plain.firstIndex { $0.hasPrefix(word) }! }
        let blankBefore = rows.map { $0 > 0 && plain[$0 - 1].trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(blankBefore == [false, true, true, true], "\(plain.joined(separator: "\n"))")
        let unwrapped = Self.plain(Self.platforms, theme: .plain, width: 120)
        #expect(unwrapped.prefix(4).allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty }, "\(unwrapped)")
    }

    /// Issue 41: padding only between spaces made gaps of two widths on one line; the
    /// built-ins pad no span (see ``InlineCodePaddingTests``).
    @Test func codePaddingIsTheSameOnEverySpan() {
        let lines = Self.plain("The `TypedArray`s, `@Sendable`, (`y`) and `x` here and `z`\n", width: 80)
        #expect(lines[0] == "  The TypedArrays, @Sendable, (y) and x here and z", "\(lines[0].debugDescription)")
        let cell = Self.plain("| a | b |\n|---|---|\n| `code` | x |\n", width: 40)
        #expect(cell.contains { $0.contains("│ code │ x │") }, "\(cell.joined(separator: "\n"))")
        // An affix that is not padding (ascii's backticks) is always written.
        #expect(Self.plain("The `TypedArray`s\n", theme: .ascii)[0].contains("`TypedArray`s"))
    }
}
