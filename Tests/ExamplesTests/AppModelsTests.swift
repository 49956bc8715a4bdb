import CMarkSwift
import Foundation
import MarkdownAttributedString
import Testing

@testable import Examples

/// The app examples' models (Tools/Examples/Apps), which their SwiftUI views only draw: a
/// chat answer streamed in chunks, an editor's live preview, a label styled by a style sheet.
@Suite struct AppModelsTests {
    /// A seeded generator (SplitMix64), so a failure names the chunking that made it.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func real(_ name: String) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Fixtures/real/\(name)"), encoding: .utf8)) ?? ""
    }

    static let answer = """
        # Streaming

        An answer with *emphasis*, `code` and a [link](https://example.com).

        1. first
        2. second, with **strong** text

        ```swift
        let x = 1
        ```

        | a | b |
        |---|---|
        | 1 | 2 |

        > A quote that ends the answer.
        """

    /// `text` cut into chunks of 1 to `longest` characters.
    static func chunks(of text: String, longest: Int, using random: inout Seeded) -> [String] {
        var chunks: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            let chunk = rest.prefix(Int.random(in: 1...longest, using: &random))
            chunks.append(String(chunk))
            rest = rest.dropFirst(chunk.count)
        }
        return chunks
    }

    // MARK: Chat

    @Test func answerStreamedInRandomChunksIsOneConversion() throws {
        for (seed, text) in [Self.answer, Self.real("README.md").prefix(6000).description, Self.real("gradio-README.md")].enumerated() {
            var random = Seeded(state: UInt64(seed))
            let expected = AttributedString(styling: Document(parsing: text), styles: ChatTranscript.defaultStyles)
            var chat = ChatTranscript()
            chat.ask("Tell me.")
            let chunks = Self.chunks(of: text, longest: seed == 0 ? 6 : 60, using: &random)
            var settledBefore: [ChatTranscript.Piece] = []
            for chunk in chunks {
                chat.receive(chunk)
                let message = try #require(chat.messages.last)
                #expect(message.isStreaming && message.role == .assistant)
                // Settled text is only ever added to: what a view drew stays as it was.
                #expect(Array(message.settledParts.prefix(settledBefore.count)) == settledBefore)
                settledBefore = message.settledParts
            }
            #expect(settledBefore.count > 1, "seed \(seed): blocks settle while the answer streams")
            chat.finishAnswer()
            let message = try #require(chat.messages.last)
            #expect(!message.isStreaming && message.openTail == nil)
            #expect(message.attributedString == expected, "seed \(seed)")
            // The pieces joined with their separators are the message.
            var joined = AttributedString()
            for (index, piece) in message.settledParts.enumerated() {
                if index > 0 { joined += AttributedString(piece.blankLineBefore ? "\n\n" : "\n") }
                joined += piece.text
            }
            #expect(joined == expected, "seed \(seed)")
            #expect(message.source == text)
            #expect(chat.messages.map(\.role) == [.user, .assistant])
        }
    }

    @Test func paragraphsSettleAsSoonAsTheirBlankLineArrives() {
        let paragraphs = (1...30).map { "Paragraph \($0) of a long *answer*, with `code`." }
        var chat = ChatTranscript()
        for (number, paragraph) in paragraphs.enumerated() {
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) { chat.receive(word + " ") }
            chat.refreshTail()
            let open = chat.messages[chat.messages.count - 1]
            #expect(open.settledParts.count == number, "paragraph \(number + 1) is still open")
            let tail = String((open.openTail ?? AttributedString()).characters)
            #expect(tail.hasSuffix("Paragraph \(number + 1) of a long answer, with code."))
            chat.receive("\n\n")
            let message = chat.messages[chat.messages.count - 1]
            #expect(message.settledParts.count == number + 1)
            #expect(String(message.settledParts[number].text.characters) == "Paragraph \(number + 1) of a long answer, with code.")
        }
    }

    @Test func theOpenTailIsStyledAtRefreshNotPerChunk() {
        var chat = ChatTranscript()
        chat.receive("```swift\nlet a = 1\n")
        #expect(chat.messages[0].openTail == nil && chat.messages[0].tailIsStale)
        chat.refreshTail()
        #expect(String((chat.messages[0].openTail ?? "").characters) == "let a = 1")
        #expect(!chat.messages[0].tailIsStale)
        // Chunks between frames leave the tail drawn as it was.
        for line in 2...40 { chat.receive("let a = \(line)\n") }
        #expect(String((chat.messages[0].openTail ?? "").characters) == "let a = 1")
        chat.refreshTail()
        let lines = String((chat.messages[0].openTail ?? "").characters).split(separator: "\n")
        #expect(lines.count == 40 && lines.last == "let a = 40")
        // A block that becomes final settles at once, with the tail after it as it stands.
        chat.receive("```\n\nDone *now*")
        #expect(chat.messages[0].settledParts.count == 1)
        #expect(String((chat.messages[0].openTail ?? "").characters) == "\n\nDone now", "after the blank line that separates it")
        chat.finishAnswer()
        #expect(chat.messages[0].openTail == nil)
        chat.refreshTail()
        #expect(chat.messages[0].openTail == nil)
    }

    @Test func aQuestionIsOneFinishedMessage() {
        var chat = ChatTranscript()
        chat.ask("What is **Markdown**?")
        #expect(chat.messages.count == 2)
        #expect(String(chat.messages[0].attributedString.characters) == "What is Markdown?")
        #expect(!chat.messages[0].isStreaming && chat.messages[1].isStreaming)
        chat.receive("It is text.")
        chat.ask("And?")
        #expect(chat.messages.map(\.isStreaming) == [false, false, false, true])
        #expect(String(chat.messages[1].attributedString.characters) == "It is text.")
    }

    // MARK: Editor

    @Test func emptyTextShowsThePlaceholderAtTheMinimumHeight() {
        var editor = EditorPreview(placeholder: "Nothing to preview yet", minimumRows: 6)
        editor.resize(toColumns: 40)
        #expect(editor.showsPlaceholder)
        #expect(editor.parts.map { String($0.text.characters) } == ["Nothing to preview yet"])
        #expect(editor.parts[0].text.runs.allSatisfy { $0.themeItalic })
        #expect(editor.rows == 6)
        editor.edit(to: "Some *text*.")
        #expect(!editor.showsPlaceholder)
        #expect(String(editor.preview.attributedString.characters) == "Some text.")
        #expect(editor.rows == 6)
        editor.edit(to: "  \n\n")
        #expect(editor.showsPlaceholder)
        #expect(String(editor.preview.attributedString.characters) == "Nothing to preview yet")
    }

    @Test func minimumHeightGivesWayToLongerText() {
        var editor = EditorPreview(placeholder: "Empty", minimumRows: 6)
        editor.resize(toColumns: 40)
        editor.edit(to: (1...10).map { "Paragraph \($0)." }.joined(separator: "\n\n"))
        #expect(editor.rows == 19)
        #expect(editor.rows == editor.preview.boundingSize(forWidth: 40).rows)
        // Narrower, the paragraphs wrap: more rows, still measured.
        editor.resize(toColumns: 6)
        #expect(editor.rows > 19)
        #expect(editor.rows == editor.preview.boundingSize(forWidth: 6).rows)
    }

    /// The rows are measured when the text or the width changes and kept: reading them (what
    /// a view's body does on every draw) lays nothing out, and they follow both changes.
    @Test func rowsAreKeptForTheLastWidthAndText() {
        var editor = EditorPreview(
            text: "# Title\n\nA paragraph long enough to wrap at a narrow width.\n", placeholder: "Empty", minimumRows: 1)
        editor.resize(toColumns: 60)
        #expect(editor.columns == 60)
        let wide = editor.rows
        #expect(wide == editor.preview.boundingSize(forWidth: 60).rows)
        editor.resize(toColumns: 12)
        #expect(editor.columns == 12 && editor.rows > wide)
        #expect(editor.rows == editor.preview.boundingSize(forWidth: 12).rows)
        // An edit is measured at the width last given, not at a default.
        editor.edit(to: editor.text + "\nMore words at the end of the text.\n")
        #expect(editor.rows == editor.preview.boundingSize(forWidth: 12).rows)
        editor.resize(toColumns: 0)
        #expect(editor.columns == 1 && editor.rows == editor.preview.boundingSize(forWidth: 1).rows)
    }

    @Test func anEditChangesOnlyThePartsAroundIt() throws {
        // Long enough that a part holds four of them, not more (parts take in small blocks).
        let paragraphs = (1...40).map { "Paragraph \($0) with *emphasis*, and enough words after it to fill a part." }
        var text = paragraphs.joined(separator: "\n\n") + "\n"
        var editor = EditorPreview(text: text, placeholder: "Empty", minimumRows: 1)
        let before = editor.parts
        #expect(before.count >= 10)
        let at = try #require(text.range(of: "Paragraph 21 with"))
        text.replaceSubrange(at, with: "Paragraph 21, edited, with")
        editor.edit(to: text)
        #expect(editor.preview.markdown.updateKind == .incremental)
        // The changed parts are those that held paragraph 21 before: their text is that
        // part's, edited.
        let changed = editor.parts.filter { editor.changedParts.contains($0.id) }
        let old = try #require(before.first { String($0.text.characters).contains("Paragraph 21 with") })
        let joined = changed.map { String($0.text.characters) }.joined(separator: "\n\n")
        #expect(joined == String(old.text.characters).replacingOccurrences(of: "Paragraph 21 with", with: "Paragraph 21, edited, with"))
        // Every other part is the one drawn before.
        #expect(editor.parts.count - changed.count == before.count - 1)
        for part in editor.parts where !editor.changedParts.contains(part.id) {
            #expect(before.contains(part))
        }
    }

    @Test func editedPreviewIsTheTextStyledAtOnce() {
        var random = Seeded(state: 7)
        var text = Self.real("libcbor-README.md")
        var editor = EditorPreview(text: text, placeholder: "Empty", minimumRows: 3)
        var styles = MarkdownTextStyles()
        styles.placeholderText = "Empty"
        for _ in 0..<25 {
            var characters = Array(text)
            let at = Int.random(in: 0...characters.count, using: &random)
            if Bool.random(using: &random) {
                characters.insert(contentsOf: ["x", " ", "*", "\n", "#", "-"].randomElement(using: &random)!, at: at)
            } else {
                characters.removeSubrange(at..<min(characters.count, at + Int.random(in: 1...5, using: &random)))
            }
            text = String(characters)
            editor.edit(to: text)
            #expect(editor.preview.attributedString == AttributedString(styling: Document(parsing: text), styles: styles))
        }
    }

    // MARK: Label

    @Test func styleSheetIsDecodedFromJSON() {
        let sheet = LabelStyleSheet.example
        #expect(sheet.h1 == LabelStyleSheet.Element(color: "#FF8800", bold: true, size: 2))
        #expect(sheet.fontSize == 15)
        #expect(sheet.textStyles.h1.color == RGB(0xFF, 0x88, 0x00))
        #expect(sheet.textStyles.code.color == RGB(0xC0, 0x30, 0x30))
        #expect(sheet.textStyles.codeBlock.color == RGB(0xC0, 0x30, 0x30))
        #expect(LabelStyleSheet.rgb("#12ab") == nil && LabelStyleSheet.rgb("zzzzzz") == nil)
        #expect(LabelStyleSheet.rgb("0A0B0C") == RGB(10, 11, 12))
    }

    @Test func labelPiecesCarryTheSheetsLooks() throws {
        let label = StyledLabel(markdown: "# Hello\n\nRun `swift build`, then see [the docs](https://example.com).", sheet: .example)
        #expect(String(label.text.characters) == "Hello\n\nRun swift build, then see the docs.")
        let pieces = Dictionary(label.pieces.map { ($0.text, $0.look) }, uniquingKeysWith: { first, _ in first })
        let heading = try #require(pieces["Hello"])
        #expect(heading.pointSize == 30 && heading.bold && heading.color == RGB(0xFF, 0x88, 0x00))
        let code = try #require(pieces["swift build"])
        #expect(code.monospaced && code.color == RGB(0xC0, 0x30, 0x30) && code.pointSize == 15)
        let link = try #require(pieces["the docs"])
        #expect(link.underline && link.link == URL(string: "https://example.com") && link.color == RGB(0x20, 0x60, 0xD0))
        let body = try #require(pieces["Run "])
        #expect(body.color == RGB(0x20, 0x20, 0x20) && !body.bold && !body.monospaced && body.link == nil)
    }
}
