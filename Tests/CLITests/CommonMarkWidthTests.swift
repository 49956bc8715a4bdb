import Foundation
import MarkdownText
import Testing

/// `cmark-swift commonmark --width N` wraps at N terminal cells, in CJK text as in ASCII.
@Suite struct CommonMarkWidthTests {
    static let paragraph = Array(
        repeating: "한국어 문장은 띄어쓰기로 단어를 나눕니다 中文 句子 也 可以 用 空格 分开 词语", count: 5
    ).joined(separator: " ")

    @Test func commonmarkWrapsCJKTextAtFortyCellsAndKeepsTheTree() throws {
        let input = Array((Self.paragraph + "\n\n> " + Self.paragraph + "\n").utf8)
        let written = try CLIRunner.run(["commonmark", "--width", "40"], stdin: input)
        #expect(written.status == 0, "\(written.stderr)")
        let lines = written.output.split(separator: "\n")
        #expect(lines.count > 10)
        for line in lines { #expect(DisplayWidth.of(line) <= 40, "\(line)") }
        // Filled greedily, a line lacks at most a space and a word (10 cells) of the 40, but
        // the last of each paragraph; wrapped by bytes, it would stop near 27 cells.
        #expect(lines.filter { DisplayWidth.of($0) < 29 }.count <= 2, "\(written.output)")

        let before = try CLIRunner.run(["html"], stdin: input)
        let after = try CLIRunner.run(["html"], stdin: written.stdout)
        // The same tree, but for spaces the wrapping turned into soft breaks.
        #expect(after.output.replacingOccurrences(of: "\n", with: " ") == before.output.replacingOccurrences(of: "\n", with: " "))
    }
}
