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

    /// Applies one random edit (insert, delete or replace, of up to `longest` characters or
    /// one of `snippets`) at a character boundary.
    static func randomEdit(
        _ text: String, using random: inout SeededRandom, snippets: [String] = snippets, longest: Int = 12
    ) -> String {
        var characters = Array(text)
        let position = characters.isEmpty ? 0 : Int.random(in: 0...characters.count, using: &random)
        let deletion = Int.random(in: 0...longest, using: &random)
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
                #expect(prepared.document == Document(parsing: text), "seed \(seed) step \(step)")
                #expect(
                    prepared.boundingSize(forWidth: width)
                        == StyledDocument(document: Document(parsing: text), theme: theme).boundingSize(forWidth: width))
                if got != expected { return (incremental, step + 1) }
            }
        }
        return (incremental, edits)
    }

    @Test func randomEditsOfRealDocumentsMatchAFullParse() {
        let names = [
            "httplib2-README.md", "libcbor-README.md", "README.md", "nodejs-api-path.md", "pip-getting-started.md", "urllib3-README.md",
        ]
        for (index, name) in names.enumerated() {
            let text = AppFixtures.real(name)
            for theme in [Theme.dark, Theme.plain] {
                let result = checkRandomEdits(of: text, theme: theme, seed: UInt64(index * 7 + 3), edits: 40)
                // The plain theme numbers links at the end: every update styles the whole. In
                // nodejs-api-path.md an early random edit puts its definitions inside a list
                // item, where updates stop following them (definitionsInsideBlocks).
                if name != "nodejs-api-path.md" && theme.link.display != .references {
                    #expect(result.incremental > result.total / 2, "\(name): mostly incremental, \(result)")
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

    /// Front matter: edits below it stay incremental, the document equal to a full parse.
    @Test func randomEditsBelowFrontMatterMatchAFullParse() {
        let options = ParseOptions(frontMatter: true)
        var text = AppFixtures.real("systemd-DISTRO_PORTING.md")
        var prepared = PreparedMarkdown(text, theme: .dark, options: options)
        #expect(prepared.document.frontMatter != nil)
        var random = SeededRandom(seed: 11)
        var incremental = 0
        for step in 0..<40 {
            text = Self.randomEdit(text, using: &random)
            prepared = prepared.updated(with: text)
            if prepared.updateKind == .incremental { incremental += 1 }
            #expect(prepared.document == Document(parsing: text, options: options), "step \(step)")
            #expect(
                PlainRenderer().render(prepared.layout(width: 60))
                    == AppFixtures.fullRender(text, theme: .dark, width: 60, options: options), "step \(step)")
        }
        #expect(incremental > 20, "\(incremental) of 40 incremental")
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

    /// A new definition re-parses the blocks that may refer to its label, found by their text.
    @Test func addingADefinitionReparsesTheBlocksThatUseIt() {
        let text = "See [the docs].\n\nMore text.\n\nAnd more.\n\nEven more.\n\nLast.\n"
        let prepared = PreparedMarkdown(text, theme: .dark).updated(with: text + "\n[the docs]: https://example.com\n")
        #expect(prepared.updateReason == .incremental)
        #expect(PlainRenderer().render(prepared.layout(width: 80)).contains("https://example.com"))
        #expect(prepared.document == Document(parsing: text + "\n[the docs]: https://example.com\n"))
    }

    /// A link definition and a reference typed character by character, and the definition
    /// typed again: `[label]:` without a destination is text, and each keystroke of the URL
    /// changes the definition, which re-parses the blocks that use its label.
    @Test func typingADefinitionStaysIncremental() {
        for start in [
            "# Title\n\nSee [The  Guide] here.\n\n- a list\n- of two\n\nClosing [words][].\n",
            AppFixtures.real("libcbor-README.md"),
        ] {
            var text = start
            var prepared = PreparedMarkdown(text, theme: .dark)
            for character in "\nSee [the guide][] and [words].\n\n[the guide]: https://example.com/guide \"Guide\"\n\n[Words]: /w\n" {
                text.append(character)
                prepared = prepared.updated(with: text)
                #expect(prepared.updateReason == .incremental, "\(character.debugDescription) in \(text.suffix(30).debugDescription)")
                #expect(prepared.document == Document(parsing: text), "\(text.suffix(30).debugDescription)")
                for width in [40, 80] {
                    #expect(
                        PlainRenderer().render(prepared.layout(width: width)) == AppFixtures.fullRender(text, theme: .dark, width: width),
                        "\(text.suffix(30).debugDescription) at \(width)")
                }
            }
        }
    }

    /// Typing in a paragraph of a document with link reference definitions re-parses that
    /// paragraph alone, its references resolved by the definitions far below.
    @Test func typingBesideDefinitionsStaysIncremental() {
        var text =
            "# Notes\n\nSee [the docs] and [api][].\n\nMore.\n\n[the docs]: https://example.com/docs\n[api]: https://example.com/api \"API\"\n"
        var prepared = PreparedMarkdown(text, theme: .dark)
        #expect(prepared.updateReason == .initial)
        for word in [" Also", " [api]", " here"] {
            let index = text.range(of: "More.")!.lowerBound
            text.insert(contentsOf: word, at: index)
            prepared = prepared.updated(with: text)
            #expect(prepared.updateReason == .incremental, "\(word)")
            #expect(prepared.reparsedBlocks.count <= 3)
            #expect(PlainRenderer().render(prepared.layout(width: 60)) == AppFixtures.fullRender(text, theme: .dark, width: 60))
        }
        // Changing a definition's URL re-parses the blocks that refer to its label.
        text = text.replacingOccurrences(of: "example.com/api", with: "example.org/api")
        prepared = prepared.updated(with: text)
        #expect(prepared.updateReason == .incremental)
        #expect(prepared.document == Document(parsing: text))
        #expect(PlainRenderer().render(prepared.layout(width: 60)).contains("example.org/api"))
    }

    @Test func footnotesAndDefinitionsInsideBlocksSayWhy() {
        let footnotes = "Text[^1].\n\nMore.\n\n[^1]: A note.\n"
        #expect(PreparedMarkdown(footnotes, theme: .dark).updated(with: footnotes + "x\n").updateReason == .incremental)
        let twice = footnotes.replacingOccurrences(of: "More.", with: "More.\n\n[^1]: Defined again.")
        #expect(PreparedMarkdown(footnotes, theme: .dark).updated(with: twice).updateReason == .definitionsInsideBlocks)
        let unused = "Text.\n\n[^1]: Nothing refers to this note.\n\nMore.\n"
        #expect(PreparedMarkdown(unused, theme: .dark).updated(with: unused + "x\n").updateReason == .definitionsInsideBlocks)
        let quoted = "> [a]: https://example.com\n\n[a] and more.\n"
        #expect(PreparedMarkdown(quoted, theme: .dark).updated(with: quoted + "x\n").updateReason == .definitionsInsideBlocks)
        let text = "One.\n\nTwo.\n"
        var limited = ParseOptions()
        limited.limits = .standard
        #expect(PreparedMarkdown(text, theme: .dark, options: limited).updated(with: text + "x\n").updateReason == .parseLimits)
        // Links numbered at the end go on from part to part: a keystroke stays incremental.
        #expect(PreparedMarkdown(text, theme: .plain).updated(with: text + "x\n").updateReason == .incremental)
        let linked = "See [a](https://a.example).\n\nTwo.\n\nThree.\n\nFour.\n\nFive [b](https://b.example).\n"
        let typed = PreparedMarkdown(linked, theme: .plain).updated(
            with: linked.replacingOccurrences(of: "Two.", with: "Two [c](https://c.example)."))
        #expect(typed.updateReason == .wholeDocument, "a new number moves every later one")
        #expect(PlainRenderer().render(typed.layout(width: 40)).contains("[3] https://b.example"))
    }

    /// Every real document, those with footnotes too: a keystroke in the middle is incremental.
    @Test func aKeystrokeInEveryRealDocumentIsIncremental() {
        for name in StreamingWorkTests.realNames + ["commonmark-spec-0.31.2.md"] {
            let text = AppFixtures.real(name)
            let prepared = PreparedMarkdown(text, theme: .dark)
            let utf8 = Array(text.utf8)
            var middle = utf8.count / 2
            while middle < utf8.count - 1 && !(utf8[middle] == 0x20 && utf8[middle + 1] >= 0x61) { middle += 1 }
            let edited = String(decoding: utf8[..<middle] + Array("x".utf8) + utf8[middle...], as: UTF8.self)
            let updated = prepared.updated(with: edited)
            #expect(updated.updateReason == .incremental, "\(name)")
            #expect(updated.document == Document(parsing: edited), "\(name)")
            #expect(PlainRenderer().render(updated.layout(width: 70)) == AppFixtures.fullRender(edited, theme: .dark, width: 70), "\(name)")
        }
    }

    /// Ten paragraphs, the middle five inside a centered div: parts of four blocks would cut it.
    static let centered =
        (1...3).map { "Left \($0)." }.joined(separator: "\n\n") + "\n\n<div align=\"center\">\n\n"
        + (1...5).map { "Centered \($0)." }.joined(separator: "\n\n") + "\n\n</div>\n\n"
        + (1...6).map { "After \($0)." }.joined(separator: "\n\n") + "\n"

    @Test func typingInsideAnHTMLContainerKeepsItWhole() {
        let prepared = PreparedMarkdown(Self.centered, theme: .dark)
        let edited = Self.centered.replacingOccurrences(of: "Centered 4.", with: "Centered 4, typed.")
        let updated = prepared.updated(with: edited)
        #expect(updated.updateKind == .incremental)
        #expect(PlainRenderer().render(updated.layout(width: 50)) == AppFixtures.fullRender(edited, theme: .dark, width: 50))
    }

    @Test func removingAnEndTagRestylesTheBlocksItNowReaches() {
        // Without `</div>` every later paragraph is centered: parts kept after the edit are
        // styled again.
        let prepared = PreparedMarkdown(Self.centered, theme: .dark)
        let edited = Self.centered.replacingOccurrences(of: "</div>\n\n", with: "")
        let updated = prepared.updated(with: edited)
        #expect(updated.updateKind == .incremental)
        let lines = PlainRenderer().render(updated.layout(width: 50))
        #expect(lines == AppFixtures.fullRender(edited, theme: .dark, width: 50))
        #expect(lines.contains("                     After 6."))
        // And typing it back ends the div where it was.
        let restored = updated.updated(with: Self.centered)
        #expect(PlainRenderer().render(restored.layout(width: 50)) == AppFixtures.fullRender(Self.centered, theme: .dark, width: 50))
    }
}
