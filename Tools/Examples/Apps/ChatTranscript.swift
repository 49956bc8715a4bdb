import CMarkSwift
import Foundation
import MarkdownAttributedString

/// A chat's messages as an app keeps them: questions, and answers that arrive in chunks and
/// are shown as they grow. Plain Swift, tested on Linux; `ChatView` draws it.
///
/// An answer streams through ``MarkdownAttributedStream``: each chunk gives the text of the
/// blocks that became final, kept as a settled piece a view draws once. The tail (the
/// blocks still open) is styled when the view is about to draw, by ``refreshTail()``, not
/// per chunk: a model sends tokens faster than a screen shows frames, and styling a long
/// open block (a growing code block) on every token would cost its whole length each time.
/// Settled text never changes; the pieces joined with the tail are always what one
/// conversion of the text so far would end as, once finished.
///
/// ```swift
/// var chat = ChatTranscript()
/// chat.ask("What is **Markdown**?")
/// for chunk in ["Markdown is ", "a *light* markup", " language.\n\n- easy\n"] { chat.receive(chunk) }
/// chat.refreshTail()   // at the view's next frame
/// chat.finishAnswer()
/// ```
struct ChatTranscript: Sendable {
    /// Who wrote a message.
    enum Role: Sendable, Hashable {
        case user
        case assistant
    }

    /// Text of a message that will not change: one update's final blocks.
    struct Piece: Identifiable, Sendable, Hashable {
        /// Its place in the message (pieces are only ever appended).
        let id: Int
        /// The blocks' text, without the line breaks that separate it from the piece before.
        let text: AttributedString
        /// Whether a blank line (not just a line break) separates it from the piece before.
        let blankLineBefore: Bool
    }

    /// One message: its Markdown so far, its settled pieces and its open tail.
    struct Message: Identifiable, Sendable {
        let id: Int
        let role: Role
        /// The Markdown received so far.
        private(set) var source = ""
        /// The text that became final, piece by piece: a view draws each once.
        private(set) var settledParts: [Piece] = []
        /// The blocks not final yet, as they stood at the last ``refreshTail()`` (with the
        /// line breaks before them); `nil` once the message is complete.
        private(set) var openTail: AttributedString?
        /// Whether text arrived since the tail was last styled.
        private(set) var tailIsStale = false
        /// What decides which blocks are final and styles them.
        private var markdown: MarkdownAttributedStream
        /// The settled text with its separators, as one string.
        private var settled = AttributedString()

        init(id: Int, role: Role, styles: MarkdownTextStyles) {
            self.id = id
            self.role = role
            markdown = MarkdownAttributedStream(styles: styles)
        }

        /// Whether more of the message may come.
        var isStreaming: Bool { !markdown.stream.hasFinished }

        /// The whole message as one attributed string: the settled text, then the tail.
        var attributedString: AttributedString { settled + (openTail ?? AttributedString()) }

        /// Appends `chunk` to the message: blocks it made final are settled; the tail is
        /// styled at the next ``refreshTail()``.
        mutating func append(_ chunk: String) {
            source += chunk
            tailIsStale = true
            take(markdown.append(chunk, stylingTail: false))
        }

        /// Styles the open tail as it stands, if text arrived since it was last styled.
        mutating func refreshTail() {
            guard tailIsStale, isStreaming else { return }
            take(markdown.styleTail())
        }

        /// Marks the message complete: the tail becomes final.
        mutating func finish() {
            take(markdown.finish())
            openTail = nil
        }

        private mutating func take(_ update: MarkdownAttributedStream.Update) {
            if !update.final.characters.isEmpty {
                settled += update.final
                // The separator before the piece (none before the first) is the view's spacing.
                let breaks = update.final.characters.prefix { $0 == "\n" }.count
                let text = update.final[update.final.index(update.final.startIndex, offsetByCharacters: breaks)...]
                settledParts.append(Piece(id: settledParts.count, text: AttributedString(text), blankLineBefore: breaks > 1))
            }
            if let tail = update.tail {
                openTail = tail
                tailIsStale = false
            }
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
        var asked = Message(id: messages.count, role: .user, styles: styles)
        asked.append(question)
        asked.finish()
        messages.append(asked)
        messages.append(Message(id: messages.count, role: .assistant, styles: styles))
    }

    /// Appends a chunk of the answer being streamed (one is opened if none is). Blocks it
    /// makes final are settled at once; call ``refreshTail()`` when the view draws.
    mutating func receive(_ chunk: String) {
        if messages.last.map({ !$0.isStreaming || $0.role != .assistant }) ?? true {
            messages.append(Message(id: messages.count, role: .assistant, styles: styles))
        }
        messages[messages.count - 1].append(chunk)
    }

    /// Styles the open tail of the answer being streamed, if text arrived since it was last
    /// styled: call it once per frame the view draws, however many chunks came in between.
    mutating func refreshTail() {
        guard let last = messages.indices.last else { return }
        messages[last].refreshTail()
    }

    /// Ends the answer being streamed, if any.
    mutating func finishAnswer() {
        guard let last = messages.indices.last, messages[last].isStreaming else { return }
        messages[last].finish()
    }
}
