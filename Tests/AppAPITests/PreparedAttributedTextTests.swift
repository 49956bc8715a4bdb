import CMarkSwift
import Foundation
import MarkdownAttributedString
import Robustness
import Testing

/// Prepared attributed text: its parts joined are the whole document's attributed string
/// (characters and attributes), after any edits as after a fresh preparation, and a part an
/// edit did not restyle keeps its identity and text.
@Suite struct PreparedAttributedTextTests {
    static let fixtures: [String] = {
        let url = AppFixtures.root.appendingPathComponent("Fixtures/real")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted()
    }()

    /// The first character at which `a` and `b` differ, in characters or in attributes, for
    /// a failure message (`nil`: they are equal).
    static func difference(_ a: AttributedString, _ b: AttributedString) -> String? {
        guard a != b else { return nil }
        let (x, y) = (String(a.characters), String(b.characters))
        if x != y {
            let at = zip(x, y).prefix { $0 == $1 }.count
            return
                "characters differ at \(at): \(x.dropFirst(at).prefix(40).debugDescription) vs \(y.dropFirst(at).prefix(40).debugDescription)"
        }
        for (left, right) in zip(a.runs, b.runs) where left != right || a[left.range] != b[right.range] {
            return "attributes differ at \(String(a[left.range].characters).prefix(40).debugDescription)"
        }
        return "runs differ in number: \(a.runs.count) vs \(b.runs.count)"
    }

    @Test func joinedPartsAreTheWholeOverEveryRealFixture() throws {
        #expect(Self.fixtures.count >= 10)
        let terminal = MarkdownTextOptions(decoration: .terminal, listMarkers: .theme)
        for name in Self.fixtures {
            let text = AppFixtures.real(name)
            let document = Document(parsing: text)
            for (theme, options) in [(Theme.dark, MarkdownTextOptions()), (.light, terminal), (.plain, terminal)] {
                let prepared = PreparedAttributedText(text, theme: theme, options: options)
                let whole = AttributedString(styling: document, theme: theme, options: options)
                #expect(Self.difference(AttributedString(prepared), whole) == nil, "\(name), \(theme.name), \(options)")
                if theme.link.display != .references {
                    #expect(prepared.parts.count > 1, "\(name): in parts")
                }
            }
        }
    }

    @Test func joinedPartsWithTextStylesAreTheWhole() {
        var styles = MarkdownTextStyles()
        styles.h1.color = RGB(0xFF, 0x88, 0x00)
        styles.code.sizeScale = 0.9
        styles.body.sizeScale = 1.1
        for name in ["README.md", "gradio-README.md", "pip-getting-started.md"] {
            let text = AppFixtures.real(name)
            let prepared = PreparedAttributedText(text, styles: styles)
            let whole = AttributedString(styling: Document(parsing: text), styles: styles)
            #expect(Self.difference(prepared.attributedString, whole) == nil, "\(name)")
            #expect(prepared.parts.contains { part in part.text.runs.contains { $0.sizeScale == 2 } }, "\(name): an h1's size")
        }
    }

    @Test func editedTextIsAFreshPreparation() {
        var random = SeededRandom(seed: 39)
        for name in ["README.md", "libcbor-README.md", "httplib2-README.md", "charset-normalizer-README.md"] {
            var text = AppFixtures.real(name)
            var prepared = PreparedAttributedText(text, theme: .dark)
            var incremental = 0
            for step in 0..<30 {
                text = IncrementalUpdateTests.randomEdit(text, using: &random)
                prepared = prepared.updated(with: text)
                if prepared.markdown.updateKind == .incremental { incremental += 1 }
                let fresh = PreparedAttributedText(text, theme: .dark)
                #expect(Self.difference(prepared.attributedString, fresh.attributedString) == nil, "\(name) step \(step)")
                #expect(
                    Self.difference(prepared.attributedString, AttributedString(styling: Document(parsing: text), theme: .dark)) == nil,
                    "\(name) step \(step)")
                if prepared.attributedString != fresh.attributedString { break }
            }
            #expect(incremental >= 15, "\(name): parts were kept across updates (\(incremental) of 30 incremental)")
        }
    }

    @Test func typingKeepsEveryOtherPart() throws {
        let paragraphs = (0..<40).map { "Paragraph \($0) with *emphasis* and [a link](https://example.com/\($0))." }
        var text = paragraphs.joined(separator: "\n\n") + "\n"
        let before = PreparedAttributedText(text, theme: .light)
        #expect(before.parts.count >= 8)
        // Type in paragraph 20, character by character.
        var prepared = before
        let start = try #require(text.range(of: "Paragraph 20 ")).upperBound.utf16Offset(in: text)
        for (typed, letter) in "typed ".enumerated() {
            text.insert(letter, at: String.Index(utf16Offset: start + typed, in: text))
            prepared = prepared.updated(with: text)
            #expect(prepared.markdown.updateKind == .incremental)
        }
        let oldIDs = Set(before.parts.map(\.id))
        let changed = prepared.parts.filter { !oldIDs.contains($0.id) }
        #expect(!changed.isEmpty && changed.count <= 3, "parts restyled: \(changed.count)")
        #expect(changed.contains { String($0.text.characters).contains("Paragraph 20 typed with") })
        // Every other part is the one before, identity and text.
        let kept = prepared.parts.filter { oldIDs.contains($0.id) }
        #expect(kept.count >= prepared.parts.count - 3)
        for part in kept {
            #expect(before.parts.first { $0.id == part.id } == part)
        }
        #expect(prepared.attributedString == AttributedString(styling: Document(parsing: text), theme: .light))
    }

    @Test func emptyTextIsThePlaceholder() {
        var theme = Theme.light
        theme.placeholder.text = "Write something…"
        theme.placeholder.minimumHeight = 4
        var prepared = PreparedAttributedText("", theme: theme)
        #expect(String(prepared.attributedString.characters) == "Write something…")
        #expect(prepared.boundingSize(forWidth: 30).rows == 4)
        #expect(prepared.measure(forWidth: 30).rows == 4)
        prepared = prepared.updated(with: "Now *text*.\n")
        #expect(String(prepared.attributedString.characters) == "Now text.")
        prepared = prepared.updated(with: "")
        #expect(String(prepared.attributedString.characters) == "Write something…")
    }
}
