import Foundation
import MarkdownHighlighting
import MarkdownLayout
import Testing

/// Rules that remember their last match in a line give exactly the tokens of the library's
/// own loop, which searches every rule again after every token.
@Suite struct RememberedMatchesTests {
    /// Real text of every shape: this package's code fixtures and the start of real READMEs
    /// (prose, tables, HTML, code), cut to whole lines.
    private static func realText() throws -> [UInt8] {
        var text: [UInt8] = []
        let names = [
            "render/highlight.md", "highlight-sample.md", "real/textual-README.md", "real/nodejs-BUILDING.md", "real/pyenv-README.md",
        ]
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: "Fixtures/" + name)))
            let cut = bytes.prefix(6_000)
            text += cut[..<(cut.lastIndex(of: UInt8(ascii: "\n")) ?? cut.endIndex)]
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    /// Lines of pieces that start and end strings, comments, here-documents and
    /// interpolations in one language or another, in a seeded order.
    private static func generatedText(lines: Int, seed: UInt64) -> [UInt8] {
        let pieces = [
            "x", "if", "_id2", "0x1F", "3.5e-2", " ", "  ", "\t", "\"", "'", "`", "\\", "/*", "*/", "//", "#", "--", "<!--",
            "-->", "<<EOF", "EOF", "${", "}", "{", "(", ")", "[", "]", "<", ">", "=", ";", ":", "$x", "@attr", "r\"", "\"\"\"",
            "'''", "@\"", "\"@", "@'", "'@", "<#", "#>", "$(", "-eq", "%", "é", "λx", "^", "|", "&&", "\u{0B}",
        ].map { Array($0.utf8) }
        var state = seed
        var text: [UInt8] = []
        for _ in 0..<lines {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) + 1 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    @Test(arguments: SyntaxHighlighter.languages)
    func remembersTheLibrarysTokens(language: String) throws {
        var remembering = SyntaxHighlighter(timeLimit: 0, rememberingMatches: true).makeSession()
        var searching = SyntaxHighlighter(timeLimit: 0, rememberingMatches: false).makeSession()
        for text in [try Self.realText(), Self.generatedText(lines: 300, seed: 7), Self.generatedText(lines: 300, seed: 11)] {
            let expected = searching.tokens(in: text, language: language)
            let remembered = remembering.tokens(in: text, language: language)
            #expect(!expected.isEmpty)
            if let difference = Self.firstDifference(expected, remembered, in: text) { Issue.record(Comment(rawValue: difference)) }
        }
    }

    /// The first token that differs and the line it is on, instead of both lists.
    private static func firstDifference(_ expected: [CodeToken], _ remembered: [CodeToken], in text: [UInt8]) -> String? {
        let count = min(expected.count, remembered.count)
        guard let index = (0..<count).first(where: { expected[$0] != remembered[$0] }) ?? (expected.count == remembered.count ? nil : count)
        else { return nil }
        let token = index < expected.count ? expected[index] : remembered[index]
        let lineStart = text[..<token.range.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lineEnd = text[token.range.lowerBound...].firstIndex(of: UInt8(ascii: "\n")) ?? text.endIndex
        let line = String(decoding: text[lineStart..<lineEnd], as: UTF8.self)
        let wanted = index < expected.count ? "\(expected[index])" : "none"
        let got = index < remembered.count ? "\(remembered[index])" : "none"
        return "token \(index) of \(expected.count): \(wanted) expected, \(got) remembered, in the line \"\(line)\""
    }
}
