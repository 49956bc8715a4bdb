import CMarkSwift
import Foundation
import MarkdownHighlighting
import Testing

/// A highlighter keeps the definitions it loaded for its copies and every later session, and
/// lets them go with itself.
@Suite struct SharedDefinitionsTests {
    /// A directory holding a copy of this package's swift.lang, removed by the caller.
    private static func directoryWithSwift() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cmark-swift-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let original = try #require(
            LanguageFiles.packageDirectories.first { FileManager.default.fileExists(atPath: $0 + "/swift.lang") })
        try FileManager.default.copyItem(atPath: original + "/swift.lang", toPath: directory.appendingPathComponent("swift.lang").path)
        return directory
    }

    private static let code = Array("let answer = 42 // the answer\n".utf8)

    @Test func laterSessionsUseWhatAnEarlierOneLoaded() throws {
        let directory = try Self.directoryWithSwift()
        defer { try? FileManager.default.removeItem(at: directory) }
        let highlighter = SyntaxHighlighter(directories: [directory.path])
        var first = highlighter.makeSession()
        let tokens = first.tokens(in: Self.code, language: "swift")
        #expect(tokens.contains { $0.kind == .keyword })
        // Once loaded, the file is not read again: with it gone, a new session of the same
        // highlighter (or of a copy) still highlights, and one of a new highlighter cannot.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("swift.lang"))
        var later = highlighter.makeSession()
        #expect(later.tokens(in: Self.code, language: "swift") == tokens)
        let copy = highlighter
        var ofCopy = copy.makeSession()
        #expect(ofCopy.tokens(in: Self.code, language: "swift") == tokens)
        var fresh = SyntaxHighlighter(directories: [directory.path]).makeSession()
        #expect(fresh.tokens(in: Self.code, language: "swift").isEmpty)
    }

    @Test func everyPartOfPreparedContentAndEveryUpdateShareOneLoad() throws {
        let directory = try Self.directoryWithSwift()
        defer { try? FileManager.default.removeItem(at: directory) }
        let highlighter = SyntaxHighlighter(directories: [directory.path])
        // Blocks far apart fall in different parts, each styled with a session of its own.
        let block = "```swift\nlet answer = 42\n```\n\n"
        let filler = (1...12).map { "Paragraph \($0).\n\n" }.joined()
        let text = block + filler + block
        var prepared = PreparedMarkdown(text, theme: .dark, highlighter: highlighter)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("swift.lang"))
        // Typing inside the second block restyles it with a new session: still highlighted.
        let edited = text.replacingOccurrences(of: "Paragraph 12.\n\n```swift\nlet answer", with: "Paragraph 12.\n\n```swift\nlet answers")
        prepared = prepared.updated(with: edited)
        #expect(prepared.updateKind == .incremental)
        let expected = StyledDocument(document: Document(parsing: edited), theme: .dark, highlighter: SyntaxHighlighter())
        let renderer = ANSIRenderer(colorDepth: .trueColor)
        #expect(renderer.render(prepared.layout(width: 60)) == renderer.render(expected.layout(width: 60)))
        // Highlighted: the second block's `let` is not in the code block's own colour.
        let plain = StyledDocument(document: Document(parsing: edited), theme: .dark)
        #expect(renderer.render(prepared.layout(width: 60)) != renderer.render(plain.layout(width: 60)))
    }

    /// Sessions of one highlighter on several threads load its definitions at once (each
    /// thread asks for the languages in another order) and get what a session alone gets.
    @Test func sessionsOfOneHighlighterOnSeveralThreadsAgreeWithOneAlone() async {
        let languages = LanguageTests.samples.keys.sorted()
        func run(_ highlighter: SyntaxHighlighter, rotatedBy shift: Int) -> [String: [CodeToken]] {
            var session = highlighter.makeSession()
            var tokens: [String: [CodeToken]] = [:]
            for language in languages[shift...] + languages[..<shift] {
                tokens[language] = session.tokens(in: Array(LanguageTests.samples[language]!.utf8), language: language)
            }
            return tokens
        }
        let alone = run(SyntaxHighlighter(), rotatedBy: 0)
        let shared = SyntaxHighlighter()
        let together = await withTaskGroup(of: [String: [CodeToken]].self) { group in
            for shift in 0..<6 { group.addTask { run(shared, rotatedBy: shift * languages.count / 6) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(together.count == 6)
        for result in together { #expect(result == alone) }
    }
}
