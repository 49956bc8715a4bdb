#if canImport(SwiftUI)
    import CMarkSwift
    import SwiftUI
    import MarkdownAttributedString

    /// A chat that streams its answer: each message a column of its parts, the settled ones
    /// drawn once (SwiftUI keeps a part's view while its identity lasts), the open tail
    /// redrawn as chunks arrive. Put it in a window: `WindowGroup { ChatView() }`.
    struct ChatView: View {
        @State private var transcript = ChatTranscript()
        /// The answer streamed by the demo, in chunks as a model's tokens arrive.
        var demoAnswer = """
            # Markdown

            Markdown is a *light* markup language: `**bold**` is **bold**, and [links](https://commonmark.org) work.

            - easy to write
            - easy to read

            ```swift
            let text = AttributedString(styling: document, styles: styles)
            ```
            """
        let bodySize = 15.0

        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(transcript.messages) { message in
                        VStack(alignment: .leading, spacing: 6) {
                            ForEach(message.settledParts) { part in
                                Text(part.text.forSwiftUI(bodySize: bodySize)).textSelection(.enabled)
                            }
                            if let tail = message.openTail {
                                Text(tail.forSwiftUI(bodySize: bodySize)).opacity(0.85)
                            }
                        }
                        .padding(10)
                        .background(message.role == .user ? Color.accentColor.opacity(0.12) : Color.secondary.opacity(0.08))
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                        .frame(maxWidth: .infinity, alignment: message.role == .user ? .trailing : .leading)
                    }
                }
                .padding()
            }
            .task { await streamDemo() }
            .task { await drawTailEachFrame() }
        }

        /// Styles the open tail at most once a frame (60 a second), however fast chunks come.
        private func drawTailEachFrame() async {
            while !Task.isCancelled {
                transcript.refreshTail()
                try? await Task.sleep(for: .milliseconds(16))
            }
        }

        /// Asks a question and streams the demo answer in chunks of a few characters.
        private func streamDemo() async {
            transcript.ask("What is **Markdown**?")
            var rest = Substring(demoAnswer)
            while !rest.isEmpty {
                let chunk = rest.prefix(Int.random(in: 2...9))
                rest = rest.dropFirst(chunk.count)
                transcript.receive(String(chunk))
                try? await Task.sleep(for: .milliseconds(40))
            }
            transcript.finishAnswer()
        }
    }
#endif
