import Testing

@testable import MarkdownTree

/// Inline code's source range covers its backticks, as every other inline's covers its
/// delimiters (cmark reports the content alone).
@Suite struct CodeSpanRangeTests {
    /// The source text of each inline code node of `markdown`, by its range.
    private func codeSources(_ markdown: String) -> [String] {
        let document = Document(parsing: markdown)
        let map = document.sourceMap()
        return Array(document.nodes.filter { $0.kind == .code }).map { String(document.source[map.indices(of: $0)!]) }
    }

    @Test func rangeIncludesTheBackticks() {
        let document = Document(parsing: "a `code` b ``x ` y`` c\n")
        let ranges = Array(document.nodes.filter { $0.kind == .code }).map(\.sourceRange.description)
        // cmark: 1:4-1:7 and 1:14-1:18, the content alone.
        #expect(ranges == ["1:3-1:8", "1:12-1:20"])
        #expect(codeSources("a `code` b ``x ` y`` c\n") == ["`code`", "``x ` y``"])
    }

    @Test func rangeIncludesTheBackticksInEveryContainer() {
        #expect(codeSources("line `multi\nline` end\n") == ["`multi\nline`"])
        #expect(codeSources("- a\n  `b` c\n") == ["`b`"])
        #expect(codeSources("> x\n> `y`\n") == ["`y`"])
        #expect(codeSources("| a | `b` |\n|---|---|\n| `c` | d |\n") == ["`b`", "`c`"])
        #expect(codeSources("  `i` `j`\n") == ["`i`", "`j`"])
        #expect(codeSources("> q ```` a ```` z\n") == ["```` a ````"])
        #expect(codeSources("# Title with `code`\n") == ["`code`"])
        #expect(codeSources("[`linked`](u)\n") == ["`linked`"])
    }

    @Test func rangeIsRightAfterANul() {
        // cmark counts a NUL as three columns (it reads U+FFFD in its place).
        #expect(codeSources("a\u{0} `x` b\n") == ["`x`"])
    }

    @Test func escapedBacktickBeforeIsNotPartOfTheSpan() {
        // `\`` is an escaped backtick; the span is the two-backtick one after it.
        #expect(codeSources("\\```x``\n") == ["``x``"])
    }

    @Test func nodeAtABacktickIsTheCode() {
        let document = Document(parsing: "See `code` here.\n")
        #expect(document.node(at: SourceLocation(line: 1, column: 5))?.kind == .code)
        #expect(document.node(at: SourceLocation(line: 1, column: 10))?.kind == .code)
        #expect(document.node(at: SourceLocation(line: 1, column: 11))?.kind == .text)
        let code = document.nodes.first { $0.kind == .code }!
        #expect(code.range == SourceLocation(line: 1, column: 5)..<SourceLocation(line: 1, column: 11))
    }
}
