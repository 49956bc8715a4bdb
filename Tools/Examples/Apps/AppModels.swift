import CMarkSwift
import Foundation
import MarkdownAttributedString

/// The app examples' models at work, without a screen: a chat answer streamed in chunks, an
/// editor's preview through a few edits, and a styled label's looks. (On Apple platforms,
/// `ChatView`, `EditorView` and `StyledLabelView` draw them with SwiftUI.)
func appModels() {
    var chat = ChatTranscript()
    chat.ask("What is **Markdown**?")
    for chunk in ["# Mark", "down\n\nA *light* mark", "up language.\n\n- easy to w", "rite\n- easy to read\n"] {
        chat.receive(chunk)
        let answer = chat.messages[chat.messages.count - 1]
        let tail = answer.openTail.map { String($0.characters) } ?? ""
        print("chat: \(answer.settledParts.count) settled parts, open tail \(tail.debugDescription)")
    }
    chat.finishAnswer()
    print("chat answer:", String(chat.messages[chat.messages.count - 1].attributedString.characters).debugDescription)

    var editor = EditorPreview(placeholder: "Nothing to preview yet", minimumRows: 6)
    editor.resize(toColumns: 40)
    print("editor: placeholder \(editor.showsPlaceholder), rows \(editor.rows)")
    let paragraphs = (1...12).map { "Paragraph \($0) of the *draft*." }
    editor.edit(to: paragraphs.joined(separator: "\n\n"))
    print("editor: \(editor.parts.count) parts, rows \(editor.rows)")
    editor.edit(to: editor.text.replacingOccurrences(of: "Paragraph 7 of", with: "Paragraph 7, edited, of"))
    print("editor: the edit made \(editor.changedParts.count) of \(editor.parts.count) parts again")

    let label = StyledLabel(markdown: "# Hello\n\nRun `swift build`, then see [the docs](https://example.com).", sheet: .example)
    for (text, look) in label.pieces {
        let colour = look.color.map { String(format: "#%02X%02X%02X", $0.red, $0.green, $0.blue) } ?? "-"
        print(
            "label: \(text.debugDescription) \(look.pointSize)pt \(colour)\(look.bold ? " bold" : "")\(look.underline ? " underlined" : "")"
        )
    }
}
