import CMarkSwift

/// The application API's figures: one keystroke's incremental update of a large document
/// against a full parse and style, and streaming's total work against the input size.
struct AppReport {
    /// `text` without footnotes (their definitions make every update a full parse).
    static func withoutFootnotes(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("[^") }
            .joined(separator: "\n")
            .replacingOccurrences(of: "[^", with: "[")
    }

    static func milliseconds(_ seconds: Double) -> String {
        let value = (seconds * 10_000).rounded() / 10
        return "\(value) ms"
    }

    static func run(text original: String, quick: Bool) -> String {
        let text = withoutFootnotes(original)
        var clock = Stopwatch(minimumRuns: quick ? 3 : 7, minimumSeconds: 0.2)
        var lines = ["| application API (\(text.utf8.count) bytes) | time |", "|---|---|"]
        var prepared = PreparedMarkdown(text, theme: .dark)
        let full = clock.median { consume(PreparedMarkdown(text, theme: .dark)) }
        lines.append("| full parse + style (PreparedMarkdown.init) | \(milliseconds(full)) |")
        // One keystroke in the middle of a paragraph.
        var edited = text
        let utf8 = Array(text.utf8)
        var middle = utf8.count / 2
        while middle < utf8.count - 1 && !(utf8[middle] == 0x20 && utf8[middle + 1] >= 0x61) { middle += 1 }
        edited = String(decoding: utf8[..<middle] + Array("x".utf8) + utf8[middle...], as: UTF8.self)
        var kind = ""
        let keystroke = clock.median {
            let updated = prepared.updated(with: edited)
            kind = "\(updated.updateKind)"
            consume(updated)
        }
        lines.append("| one keystroke: updated(with:) (\(kind)) | \(milliseconds(keystroke)) |")
        let sized = clock.median {
            consume(prepared.updated(with: edited).boundingSize(forWidth: 80))
        }
        lines.append("| one keystroke + boundingSize(forWidth: 80) | \(milliseconds(sized)) |")
        var measured = prepared
        _ = measured.measure(forWidth: 80)
        let remembered = clock.median {
            var updated = measured.updated(with: edited)
            consume(updated.measure(forWidth: 80))
        }
        lines.append("| one keystroke + measure(forWidth: 80) (sizes kept in the value) | \(milliseconds(remembered)) |")
        prepared = prepared.updated(with: edited)
        let layout = clock.median { consume(prepared.layout(width: 80)) }
        lines.append("| layout(width: 80) of the whole | \(milliseconds(layout)) |")
        // Streaming: the same text in 64-byte pieces, and twice the text.
        for (label, input) in [("1x", text), ("2x", text + "\n\n" + text)] {
            for open in [false, true] {
                let bytes = Array(input.utf8)
                var streamClock = Stopwatch(minimumRuns: quick ? 1 : 3, minimumSeconds: 0)
                let time = streamClock.median {
                    var stream = StreamingRenderer(theme: .dark, width: 80, rendersOpenBlock: open)
                    var position = 0
                    while position < bytes.count {
                        let end = min(bytes.count, position + 64)
                        consume(stream.append(bytes[position..<end]))
                        position = end
                    }
                    consume(stream.finish())
                }
                lines.append(
                    "| stream \(label) input (\(bytes.count) bytes), 64-byte pieces, open block \(open ? "rendered" : "not rendered") | \(milliseconds(time)) |"
                )
            }
        }
        return lines.joined(separator: "\n")
    }
}
