import Testing

@testable import MarkdownTree

@Suite struct ParseLimitsTests {
    func limits(depth: Int = .max, columns: Int = .max, cells: Int = .max, bytes: Int = .max) -> ParseOptions {
        ParseOptions(
            limits: ParseLimits(maximumInputBytes: bytes, maximumDepth: depth, maximumTableColumns: columns, maximumTableCells: cells))
    }

    @Test func keepsContentDeeperThanTheLimitAsPlainText() throws {
        let document = Document(parsing: String(repeating: "> ", count: 50) + "deep *text*\n", options: limits(depth: 10))
        #expect(document.depth <= 11)
        #expect(document.root.plainText == "deep text")
        #expect(document.limitNotes == [.flattenedDeepContent(depth: 10, subtrees: 1)])
        let last = try #require(document.nodes.last)
        #expect(last.kind == .text)
        #expect(last.parent?.kind == .paragraph)
    }

    @Test func flattensDeepInlinesIntoText() {
        let document = Document(
            parsing: String(repeating: "*a ", count: 20) + String(repeating: "b* ", count: 20) + "\n", options: limits(depth: 5))
        #expect(document.depth <= 6)
        #expect(!document.limitNotes.isEmpty)
        #expect(document.root.plainText.filter { $0 == "a" }.count == 20)
    }

    @Test func hundredThousandDeepQuoteUnderStandardLimits() {
        let document = Document(parsing: String(repeating: "> ", count: 100_000) + "x\n", options: ParseOptions(limits: .standard))
        #expect(document.depth <= ParseLimits.standard.maximumDepth + 1)
        #expect(document.root.plainText == "x")
    }

    @Test func disablesTablesWhenOneIsTooWide() {
        let wide = "|" + String(repeating: "a|", count: 300) + "\n|" + String(repeating: "-|", count: 300) + "\n"
        let document = Document(parsing: "| a | b |\n|---|---|\n\n" + wide, options: limits(columns: 256))
        #expect(!document.nodes.contains { $0.kind == .table })
        #expect(document.limitNotes == [.tablesDisabled(line: 4, columns: 300, cells: 600)])
    }

    @Test func countsTableCellsAcrossRows() {
        let table = "| a | b |\n|---|---|\n" + String(repeating: "| 1 | 2 |\n", count: 100)
        #expect(Document(parsing: table, options: limits(cells: 1000)).nodes.contains { $0.kind == .table })
        let document = Document(parsing: table, options: limits(cells: 100))
        #expect(!document.nodes.contains { $0.kind == .table })
    }

    @Test func rejectsOversizedInput() {
        #expect(throws: ParseLimitError.inputTooLarge(bytes: 11, limit: 10)) {
            try Document.parse("0123456789\n", options: limits(bytes: 10))
        }
        #expect((try? Document.parse("ok\n", options: limits(bytes: 10))) != nil)
    }

    @Test func unlimitedByDefault() {
        let document = Document(parsing: String(repeating: "> ", count: 1000) + "x\n")
        #expect(document.depth == 1002)
        #expect(document.limitNotes.isEmpty)
    }
}
