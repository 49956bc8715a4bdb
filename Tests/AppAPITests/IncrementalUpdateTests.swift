import CMarkSwift
import Foundation
import Robustness
import Testing

@Suite struct IncrementalUpdateTests {
    /// Snippets that change block structure: headings, setext underlines, lists, tables,
    /// fences, quotes, blank lines.
    static let snippets = [
        "\n", "\n\n", "# ", "===\n", "---\n", "- ", "1. ", "> ", "| a | b |\n|---|---|\n", "```\n", "    ", "*", "x", "word ",
        "[link](http://x.y)", "\n- item\n", "~~~\n", "<div>\n", "2) ", "  ",
    ]

    /// Applies one random edit (insert, delete or replace) at a character boundary.
    static func randomEdit(_ text: String, using random: inout SeededRandom) -> String {
        var characters = Array(text)
        let position = characters.isEmpty ? 0 : Int.random(in: 0...characters.count, using: &random)
        let deletion = Int.random(in: 0...12, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            characters.insert(contentsOf: snippets.randomElement(using: &random)!, at: position)
        case 1:
            characters.removeSubrange(position..<min(characters.count, position + deletion))
        default:
            characters.replaceSubrange(
                position..<min(characters.count, position + deletion), with: snippets.randomElement(using: &random)!)
        }
        return String(characters)
    }

    func checkRandomEdits(of text: String, theme: Theme, seed: UInt64, edits: Int) -> (incremental: Int, total: Int) {
        var random = SeededRandom(seed: seed)
        var text = text
        var prepared = PreparedMarkdown(text, theme: theme)
        var incremental = 0
        for step in 0..<edits {
            let before = text
            text = Self.randomEdit(text, using: &random)
            prepared = prepared.updated(with: text)
            if prepared.updateKind == .incremental { incremental += 1 }
            for width in [40, 80] {
                let expected = AppFixtures.fullRender(text, theme: theme, width: width)
                let got = PlainRenderer().render(prepared.layout(width: width))
                if got != expected {
                    try? before.write(toFile: "/tmp/appapi-before.md", atomically: true, encoding: .utf8)
                    try? text.write(toFile: "/tmp/appapi-after.md", atomically: true, encoding: .utf8)
                    let a = got.split(separator: "\n", omittingEmptySubsequences: false)
                    let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
                    let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                    Issue.record(
                        "seed \(seed) step \(step) width \(width) \(prepared.updateKind) line \(i): got \(a[max(0, i - 2)..<min(a.count, i + 3)]) expected \(b[max(0, i - 2)..<min(b.count, i + 3)])"
                    )
                }
                #expect(
                    prepared.boundingSize(forWidth: width)
                        == StyledDocument(document: Document(parsing: text), theme: theme).boundingSize(forWidth: width))
                if got != expected { return (incremental, step + 1) }
            }
        }
        return (incremental, edits)
    }

    @Test func randomEditsOfRealDocumentsMatchAFullParse() {
        for (index, name) in ["httplib2-README.md", "libcbor-README.md", "README.md", "nodejs-api-path.md"].enumerated() {
            let text = AppFixtures.real(name)
            for theme in [Theme.dark, Theme.plain] {
                let result = checkRandomEdits(of: text, theme: theme, seed: UInt64(index * 7 + 3), edits: 40)
                // The plain theme numbers links at the end: every update styles the whole.
                if name != "nodejs-api-path.md" && theme.link.display != .references {
                    #expect(result.incremental > result.total / 2, "\(name): mostly incremental")
                }
            }
        }
    }

    @Test func randomEditsOfTheSpecMatchAFullParse() {
        let spec = AppFixtures.spec
        let lines = spec.split(separator: "\n", omittingEmptySubsequences: false)
        // A 600-line window keeps the test quick; edits land anywhere in it.
        let window = lines[2000..<2600].joined(separator: "\n") + "\n"
        let result = checkRandomEdits(of: window, theme: .dark, seed: 43, edits: 60)
        #expect(result.incremental > 0)
    }

    @Test func typingAtTheEndReparsesOnlyTheLastBlocks() {
        var text = AppFixtures.real("libcbor-README.md")
        var prepared = PreparedMarkdown(text, theme: .dark)
        for character in "\n\nA new *paragraph*, typed.\n" {
            text.append(character)
            prepared = prepared.updated(with: text)
            #expect(prepared.updateKind == .incremental)
        }
        #expect(PlainRenderer().render(prepared.layout(width: 60)) == AppFixtures.fullRender(text, theme: .dark, width: 60))
    }

    @Test func referenceDefinitionsFallBackToAFullParse() {
        let text = "See [the docs].\n\nMore text.\n"
        let prepared = PreparedMarkdown(text, theme: .plain).updated(with: text + "\n[the docs]: https://example.com\n")
        #expect(prepared.updateKind == .full)
        #expect(PlainRenderer().render(prepared.layout(width: 80)).contains("https://example.com"))
    }
}
