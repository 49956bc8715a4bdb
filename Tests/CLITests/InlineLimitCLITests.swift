import Foundation
import Testing

/// The inline limit in the command: a paragraph whose links would make cmark-gfm quadratic
/// keeps its links as text, with one warning naming the limit, in every command that parses.
@Suite struct InlineLimitCLITests {
    static let paragraph = Array((String(repeating: "*emphasis* [a](https://e.com/x) ", count: 2000) + "\n").utf8)
    static let warning =
        "cmark-swift: warning: the paragraph at line 1 would take cmark-gfm over 16 steps a byte to match its links with its "
        + "emphasis, the inline limit; its links are shown as text; use --no-limits to lift it\n"

    @Test(arguments: [["html"], ["render", "--width", "80", "--color", "never"], ["commonmark"], ["ast"]])
    func aQuadraticParagraphKeepsItsLinksAsTextWithOneWarning(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments, stdin: Self.paragraph)
        #expect(result.status == 0)
        #expect(result.stderr == Self.warning)
        // The links' text is kept (the CommonMark writer escapes it).
        #expect(result.output.contains(arguments[0] == "commonmark" ? "\\[a\\](https\\://e.com/x)" : "[a](https://e.com/x)"))
        #expect(!result.output.contains("<a href="))
    }

    @Test func noLimitsMakesEveryLink() throws {
        let result = try CLIRunner.run(["html", "--no-limits"], stdin: Self.paragraph)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.output.components(separatedBy: "<a href=").count == 2001)
    }
}
