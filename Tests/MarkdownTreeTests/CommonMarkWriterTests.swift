import MarkdownText
import Testing

@testable import MarkdownTree

@Suite struct CommonMarkWriterTests {
    /// Parses `markdown`, writes it, and checks the written text parses to the same tree.
    private func roundTrips(_ markdown: String, options: ParseOptions = .init()) -> String {
        let document = Document(parsing: markdown, options: options)
        let written = document.commonMark()
        #expect(Document(parsing: written, options: options).isStructurallyEqual(to: document), "\(written)")
        return written
    }

    @Test func writesABuiltDocument() {
        var builder = DocumentBuilder()
        builder.add(.heading(level: 2)) { $0.text("Title") }
        builder.open(.list(ListAttributes(type: .ordered, delimiter: .parenthesis, start: 3, isTight: true)))
        builder.add(.item(.checked)) { item in
            item.add(.paragraph) { $0.text("done") }
        }
        builder.add(.item()) { item in
            item.add(.paragraph) { paragraph in
                paragraph.add(.link(destination: "https://example.com/a b", title: "T \"q\"")) { $0.text("link") }
            }
        }
        builder.close()
        builder.add(.codeBlock(info: "swift", literal: "let fence = \"```\"\n```\n", fence: Fence(character: "`", length: 4, offset: 0)))
        builder.add(.thematicBreak)
        let document = builder.build()
        let written = document.commonMark()
        #expect(
            written == """
                ## Title

                3) [x] done
                4) [link](<https://example.com/a b> "T \\"q\\"")

                ````swift
                let fence = "```"
                ```
                ````

                ___

                """)
        #expect(Document(parsing: written).isStructurallyEqual(to: document))
    }

    @Test func lengthensAFenceThatTheCodeWouldClose() {
        let document = DocumentBuilder().building { $0.add(.codeBlock(literal: "```\n")) }
        #expect(document.commonMark() == "````\n```\n````\n")
    }

    @Test func escapesTextThatWouldParseAsSyntax() {
        var builder = DocumentBuilder()
        builder.add(.paragraph) { paragraph in
            paragraph.text("1. *not* a list # [x] <b> `code` &amp; | ~~ ")
            paragraph.softBreak()
            paragraph.text("- nor this  ")
            paragraph.softBreak()
            paragraph.text("    nor code")
        }
        let document = builder.build()
        let written = document.commonMark()
        #expect(Document(parsing: written).isStructurallyEqual(to: document), "\(written)")
    }

    @Test func choosesCodeSpanFencesLongerThanTheCode() {
        #expect(roundTrips("Use `` a`b `` and ``` `` ``` and ` `` `\n").contains("``"))
        let document = DocumentBuilder().building { $0.add(.paragraph) { $0.add(.code("`tick` and ``two``")) } }
        #expect(document.commonMark() == "``` `tick` and ``two`` ```\n")
    }

    @Test func separatesAdjacentListsOfTheSameType() {
        let written = roundTrips("- a\n- b\n\n* c\n\n1. x\n\n1) y\n")
        #expect(written == "- a\n- b\n\n* c\n\n1. x\n\n1) y\n")
        var builder = DocumentBuilder()
        for _ in 0..<2 {
            builder.add(.list(ListAttributes(type: .ordered, delimiter: .period, start: 1))) { list in
                list.add(.item()) { $0.add(.paragraph) { $0.text("n") } }
            }
        }
        #expect(builder.build().commonMark().contains("<!-- end list -->"))
    }

    @Test func writesTablesTasksFootnotesAndStrikethrough() {
        let written = roundTrips(
            "| a | b \\| c | d |\n|:-|:-:|-:|\n| `x\\|y` | ~~s~~ | [l](u) |\n\n- [ ] open\n- [x] done\n\nNote[^n].\n\n[^n]: Foot\n\n    > quoted\n"
        )
        #expect(written.contains("| :-- | :-: | --: |"))
        #expect(written.contains("[^n]: Foot"))
    }

    @Test func keepsLooseAndTightListsAndStartNumbers() {
        _ = roundTrips("7. a\n\n8. b\n   - c\n   - d\n\n     e\n")
        _ = roundTrips("- a\n  ```\n  code\n  ```\n- b\n")
    }

    @Test func writesAutolinksInTheirOwnForms() {
        let written = roundTrips("<https://a.example/x> <me@example.com> www.example.com https://b.example\n")
        #expect(written == "<https://a.example/x> <me@example.com> www.example.com <https://b.example>\n")
    }

    @Test func keepsSmartPunctuationLiteral() {
        var options = ParseOptions()
        options.smart = true
        _ = roundTrips("\\\"straight\\\" \\-- and \\... “curly”\n", options: options)
    }

    @Test func wrapsParagraphTextAtTheWidth() {
        let document = Document(parsing: "> " + Array(repeating: "word", count: 30).joined(separator: " ") + " - 1. end\n")
        let wrapped = document.commonMark(width: 30)
        for line in wrapped.split(separator: "\n") { #expect(line.count <= 30) }
        #expect(Document(parsing: wrapped).root.plainText == document.root.plainText)
    }

    /// Korean and Chinese words (two cells a character, three bytes) between spaces, in a
    /// paragraph, a quote and a list item.
    static let cjk = [
        "한국어 문장은 띄어쓰기로 단어를 나눕니다",
        "中文 句子 也 可以 用 空格 分开 词语",
        "日本語の 文章に 空白を 入れて 書きます",
    ]

    @Test func wrapsCJKTextAtTheWidthInCells() {
        let paragraph = Array(repeating: Self.cjk, count: 4).flatMap { $0 }.joined(separator: " ")
        let markdown = paragraph + "\n\n> " + paragraph + "\n\n- " + paragraph + "\n"
        let document = Document(parsing: markdown)
        let wrapped = document.commonMark(width: 40)
        let lines = wrapped.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines { #expect(DisplayWidth.of(line) <= 40, "\(line)") }
        // Filled greedily: no line could have taken the next line's first word.
        for (line, next) in zip(lines, lines.dropFirst()) where !line.isEmpty && !next.isEmpty {
            let nextWord = next.drop { $0 == " " || $0 == ">" }.prefix { $0 != " " }
            #expect(DisplayWidth.of(line) + 1 + DisplayWidth.of(nextWord) > 40, "\(line) | \(nextWord)")
        }
        // The same tree, but for spaces the wrapping turned into soft breaks.
        let reparsed = Document(parsing: wrapped)
        #expect(reparsed.html().replacingOccurrences(of: "\n", with: " ") == document.html().replacingOccurrences(of: "\n", with: " "))
        #expect(reparsed.root.plainText == document.root.plainText)
    }

    @Test func writesHundredThousandNestedQuotesInLinearTime() {
        let depth = 100_000
        let document = Document(parsing: String(repeating: "> ", count: depth) + "deep\n")
        let clock = ContinuousClock()
        var written = ""
        let elapsed = clock.measure { written = document.commonMark() }
        print("commonMark, \(depth) nested quotes: \(elapsed)")
        #expect(written == String(repeating: "> ", count: depth) + "deep\n")
    }

    @Test func writesFiveThousandNestedListsInLinearTime() {
        let depth = 5_000
        let document = Document(parsing: String(repeating: "- ", count: depth) + "x\n")
        let clock = ContinuousClock()
        var written = ""
        let elapsed = clock.measure { written = document.commonMark() }
        print("commonMark, \(depth) nested lists: \(elapsed)")
        #expect(Document(parsing: written).isStructurallyEqual(to: document))

        var indented = ""
        for level in 0..<depth { indented += String(repeating: "  ", count: level) + "- item \(level)\n" }
        let deep = Document(parsing: indented)
        let indentedElapsed = clock.measure { written = deep.commonMark() }
        print("commonMark, \(depth) indented nested lists (\(written.utf8.count) bytes): \(indentedElapsed)")
        #expect(Document(parsing: written).isStructurallyEqual(to: deep))
    }

    @Test func escapesHundredThousandNestedBrackets() {
        let document = Document(parsing: String(repeating: "[", count: 100_000) + "x\n")
        let written = document.commonMark()
        #expect(written.utf8.count == 200_002)
        #expect(Document(parsing: written).isStructurallyEqual(to: document))
    }
}

extension DocumentBuilder {
    /// Builds a document in one expression (for tests).
    func building(_ body: (inout DocumentBuilder) -> Void) -> Document {
        var copy = self
        body(&copy)
        return copy.build()
    }
}
