import CMarkSwift
import Foundation
import MarkdownHighlighting
import Testing

@Suite struct BoundsTests {
    @Test func definitionMissingFromEveryDirectoryGivesNoTokens() {
        var session = SyntaxHighlighter(directories: ["/nonexistent"]).makeSession()
        #expect(session.tokens(in: Array("let x = 42\n".utf8), language: "swift").isEmpty)
        // The library's own definitions are still found.
        #expect(!session.tokens(in: Array("local x = 42 -- c\n".utf8), language: "lua").isEmpty)
    }

    @Test func invalidDefinitionGivesNoTokens() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cmark-swift-bounds-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("keyword = '(unclosed\n".utf8).write(to: directory.appendingPathComponent("swift.lang"))
        var session = SyntaxHighlighter(directories: [directory.path]).makeSession()
        #expect(session.tokens(in: Array("let x = 42\n".utf8), language: "swift").isEmpty)
    }

    @Test func regexGivingUpLeavesTheCodePlain() {
        // A line Boost.Regex's complexity limit stops on (C's definitions on 3,000
        // letters): an exception inside the library, caught, and no tokens.
        var session = SyntaxHighlighter().makeSession()
        let line = String(repeating: "a", count: 3_000)
        #expect(session.tokens(in: Array(line.utf8), language: "c").isEmpty)
        #expect(!session.tokens(in: Array("int x;\n".utf8), language: "c").isEmpty)
    }

    @Test func timeLimitLeavesTheCodePlain() {
        let code = String(repeating: "int x = 42; /* c */ printf(\"%d\", x);\n", count: 20_000)
        var limited = SyntaxHighlighter(timeLimit: 0.000_001).makeSession()
        #expect(limited.tokens(in: Array(code.utf8), language: "c").isEmpty)
    }

    @Test func blockPastTheLineBoundIsNotHighlighted() {
        let long = "let x = \"" + String(repeating: "y", count: 5_000) + "\"\n"
        let markdown = "```swift\nlet a = 1\n" + long + "```\n\n```swift\nlet b = 2\n```\n"
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark, highlighter: SyntaxHighlighter())
        let layout = styled.layout(width: 80)
        // The first block's `let` keeps the block's style, the second block's is a keyword.
        let keyword = Theme.dark.syntax[.keyword].inheriting(from: Theme.dark.codeBlock.style).textAttributes
        let keywordRows = (0..<layout.rowCount).filter { row in
            layout.line(row).parts.contains { $0.text == "let" && layout.styles[$0.style] == keyword }
        }
        #expect(keywordRows.count == 1)
    }
}

@Suite struct RecoveryTests {
    /// A definition that fails to parse leaves source-highlight's parser dirty for the next
    /// load: the session recovers it, so every language after still loads.
    @Test func languagesLoadAfterAnInvalidDefinition() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cmark-swift-recovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("keyword = '(unclosed\n".utf8).write(to: directory.appendingPathComponent("swift.lang"))
        try Data("not a definition at all\n".utf8).write(to: directory.appendingPathComponent("kotlin.lang"))
        var broken = SyntaxHighlighter(directories: [directory.path]).makeSession()
        #expect(broken.tokens(in: Array("let x = 1\n".utf8), language: "swift").isEmpty)
        #expect(!broken.tokens(in: Array("local x = 42 -- c\n".utf8), language: "lua").isEmpty)
        #expect(broken.tokens(in: Array("val x = 1\n".utf8), language: "kotlin").isEmpty)
        var fresh = SyntaxHighlighter().makeSession()
        #expect(!fresh.tokens(in: Array("let x = 42\n".utf8), language: "swift").isEmpty)
        #expect(!fresh.tokens(in: Array("int x = 42;\n".utf8), language: "c++").isEmpty)
    }
}
