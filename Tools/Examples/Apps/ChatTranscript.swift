import CMarkSwift
import Foundation
import MarkdownAttributedString

/// A chat's messages as an app keeps them: questions, and answers that arrive in chunks and
/// are shown as they grow. Plain Swift, tested on Linux; `ChatView` draws it.
///
/// An answer is prepared attributed text (``PreparedAttributedText``): each chunk appended
/// re-reads only the parts at its end, so a view keeps every settled part as it was (same
/// identity, same text) and redraws the open tail.
///
/// ```swift
/// var chat = ChatTranscript()
/// chat.ask("What is **Markdown**?")
/// for chunk in ["Markdown is ", "a *light* markup", " language.\n\n- easy\n"] { chat.receive(chunk) }
/// chat.finishAnswer()
/// ```
struct ChatTranscript: Sendable {
    /// Who wrote a message.
    enum Role: Sendable, Hashable {
        case user
        case assistant
    }

    /// One message: its Markdown so far and its text in parts.
    struct Message: Identifiable, Sendable {
        let id: Int
        let role: Role
        /// The Markdown received so far.
        private(set) var source: String
        /// The text in parts, made from ``source``.
        private(set) var text: PreparedAttributedText
        /// Whether more of the message may come.
        private(set) var isStreaming: Bool

        init(id: Int, role: Role, source: String, styles: MarkdownTextStyles, isStreaming: Bool) {
            self.id = id
            self.role = role
            self.source = source
            self.text = PreparedAttributedText(source, styles: styles)
            self.isStreaming = isStreaming
        }

        /// The parts a view can draw once and keep: all of a finished message; all but the
        /// last of one still arriving (appending text changes only the end, unless it adds a
        /// link definition that earlier text refers to, which restyles everything with new
        /// identities).
        var settledParts: [PreparedAttributedText.Part] {
            isStreaming ? Array(text.parts.dropLast()) : text.parts
        }

        /// The part that may still grow or change: the last one while the message arrives.
        var openTail: PreparedAttributedText.Part? {
            isStreaming ? text.parts.last : nil
        }

        /// The whole message as one attributed string.
        var attributedString: AttributedString { text.attributedString }

        /// Appends `chunk` to the message and restyles what it changed.
        mutating func append(_ chunk: String) {
            source += chunk
            text = Self.streamed(text, to: source)
        }

        /// Marks the message complete.
        mutating func finish() { isStreaming = false }

        /// The one step of streaming: the text updated to the longer `source`. Prepared
        /// content's update is incremental for appended text (it re-parses the blocks at the
        /// end); a streaming core that yields attributed parts can take its place here.
        private static func streamed(_ text: PreparedAttributedText, to source: String) -> PreparedAttributedText {
            text.updated(with: source)
        }
    }

    /// Every message, oldest first.
    private(set) var messages: [Message] = []
    /// How the messages' text is styled.
    let styles: MarkdownTextStyles

    init(styles: MarkdownTextStyles = ChatTranscript.defaultStyles) {
        self.styles = styles
    }

    /// Chat-sized headings and a tinted code style.
    static let defaultStyles: MarkdownTextStyles = {
        var styles = MarkdownTextStyles()
        styles.h1.sizeScale = 1.4
        styles.h2.sizeScale = 1.2
        styles.code.color = RGB(0xB0, 0x30, 0x60)
        styles.link.color = RGB(0x20, 0x60, 0xD0)
        return styles
    }()

    /// Adds the user's question and opens an empty answer to stream into.
    mutating func ask(_ question: String) {
        finishAnswer()
        messages.append(Message(id: messages.count, role: .user, source: question, styles: styles, isStreaming: false))
        messages.append(Message(id: messages.count, role: .assistant, source: "", styles: styles, isStreaming: true))
    }

    /// Appends a chunk of the answer being streamed (one is opened if none is).
    mutating func receive(_ chunk: String) {
        if messages.last.map({ !$0.isStreaming || $0.role != .assistant }) ?? true {
            messages.append(Message(id: messages.count, role: .assistant, source: "", styles: styles, isStreaming: true))
        }
        messages[messages.count - 1].append(chunk)
    }

    /// Ends the answer being streamed, if any.
    mutating func finishAnswer() {
        guard let last = messages.indices.last, messages[last].isStreaming else { return }
        messages[last].finish()
    }
}
