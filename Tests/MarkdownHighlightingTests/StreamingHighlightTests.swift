import CMarkSwift
import Foundation
import MarkdownHighlighting
import Testing

/// A chat client streaming an answer full of code gets the same colours as one render.
@Suite struct StreamingHighlightTests {
    static let sample: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("Fixtures/highlight-sample.md"), encoding: .utf8)) ?? ""
    }()

    @Test func streamedCodeIsHighlightedAsInOneRender() throws {
        #expect(Self.sample.contains("```swift"))
        let renderer = ANSIRenderer(colorDepth: .ansi256, hyperlinks: false)
        let document = Document(parsing: Self.sample)
        let whole = renderer.render(StyledDocument(document: document, theme: .dark, highlighter: SyntaxHighlighter()).layout(width: 80))
        let plain = renderer.render(StyledDocument(document: document, theme: .dark).layout(width: 80))
        #expect(whole != plain, "the sample has highlighted code")
        for chunk in [5, 64] {
            var stream = StreamingRenderer(theme: .dark, width: 80, format: .ansi(renderer), highlighter: SyntaxHighlighter())
            var output: [UInt8] = []
            let bytes = Array(Self.sample.utf8)
            var position = 0
            while position < bytes.count {
                let end = min(bytes.count, position + chunk)
                output += stream.append(bytes[position..<end]).final
                position = end
            }
            output += stream.finish().final
            #expect(String(decoding: output, as: UTF8.self) == whole, "\(chunk)-byte pieces")
        }
    }
}

/// An editor's live preview keeps its colours across keystrokes.
@Suite struct PreparedHighlightTests {
    @Test func preparedMarkdownHighlightsAndKeepsHighlightingThroughUpdates() {
        let renderer = ANSIRenderer(colorDepth: .ansi256, hyperlinks: false)
        func oneRender(_ text: String) -> String {
            renderer.render(
                StyledDocument(document: Document(parsing: text), theme: .dark, highlighter: SyntaxHighlighter()).layout(width: 80))
        }
        let text = StreamingHighlightTests.sample + String(repeating: "\nA paragraph.\n", count: 40)
        let prepared = PreparedMarkdown(text, theme: .dark, highlighter: SyntaxHighlighter())
        #expect(renderer.render(prepared.layout(width: 80)) == oneRender(text))
        let edited = text + "\nOne more.\n"
        let updated = prepared.updated(with: edited)
        #expect(updated.updateKind == .incremental)
        #expect(renderer.render(updated.layout(width: 80)) == oneRender(edited))
        let plain = PreparedMarkdown(text, theme: .dark)
        #expect(renderer.render(plain.layout(width: 80)) != oneRender(text))
    }
}
