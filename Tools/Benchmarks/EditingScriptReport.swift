import CMarkSwift

/// A scripted editing session over each real document (Fixtures/real), keystroke by
/// keystroke through `PreparedMarkdown.updated(with:)`, as an editor with a live preview
/// drives it: words typed into a paragraph in the middle and deleted again, words typed
/// into the first heading and into a list item, a table pasted between two blocks, then a
/// link definition and a footnote typed at the end. Each keystroke is timed once (an edit
/// is done once in an editor too), and every tenth result is checked against a full
/// preparation of the same text (laid out at 80 columns) so that a fast wrong update
/// cannot pass.
///
/// The table gives, per document, the keystrokes that stayed incremental, the reasons of
/// those that did not, and the slowest keystroke beside a full parse and style.
enum EditingScriptReport {
    /// One keystroke: the text after it.
    typealias Keystroke = String

    static func run() -> String? {
        var rows = [
            "| document | bytes | keystrokes | incremental | full, why | slowest keystroke ms | median ms | full parse + style ms | checked |",
            "|---|---:|---:|---:|---|---:|---:|---:|---|",
        ]
        let names = markdownFiles(in: "Fixtures/real")
        guard !names.isEmpty else { return nil }
        var allKeystrokes = 0
        var allIncremental = 0
        let clock = ContinuousClock()
        for name in names {
            guard let text = readFile("Fixtures/real/\(name)") else { return nil }
            let script = keystrokes(over: text)
            var prepared = PreparedMarkdown(text, theme: .dark)
            var incremental = 0
            var reasons: [String: Int] = [:]
            var times: [Double] = []
            var mismatches = 0
            for (index, next) in script.enumerated() {
                let start = clock.now
                prepared = prepared.updated(with: next)
                times.append(Stopwatch.seconds(clock.now - start))
                if prepared.updateReason == .incremental {
                    incremental += 1
                } else {
                    reasons["\(prepared.updateReason)", default: 0] += 1
                }
                if index % 10 == 9 || index == script.count - 1 {
                    let whole = PreparedMarkdown(next, theme: .dark)
                    if PlainRenderer().render(whole.layout(width: 80)) != PlainRenderer().render(prepared.layout(width: 80)) {
                        mismatches += 1
                    }
                }
            }
            let fullStart = clock.now
            consume(PreparedMarkdown(script.last ?? text, theme: .dark))
            let full = Stopwatch.seconds(clock.now - fullStart)
            allKeystrokes += script.count
            allIncremental += incremental
            let why = reasons.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            let sorted = times.sorted()
            rows.append(
                "| \(name) | \(text.utf8.count) | \(script.count) | \(percent(incremental, of: script.count)) | \(why.isEmpty ? "none" : why) | "
                    + "\(EditingReport.format3((sorted.last ?? 0) * 1000)) | \(EditingReport.format3(sorted[sorted.count / 2] * 1000)) | "
                    + "\(EditingReport.format3(full * 1000)) | \(mismatches == 0 ? "same as full" : "**\(mismatches) differ**") |")
        }
        rows.append("")
        let share = percent(allIncremental, of: allKeystrokes)
        rows.append("All documents: \(allIncremental) of \(allKeystrokes) keystrokes incremental (\(share)).")
        return rows.joined(separator: "\n") + "\n"
    }

    static func percent(_ part: Int, of whole: Int) -> String {
        whole == 0 ? "0 %" : "\(Int((Double(part) / Double(whole) * 100).rounded())) %"
    }

    /// The texts after each keystroke of the script over `text`.
    static func keystrokes(over text: String) -> [Keystroke] {
        var current = Array(text.utf8)
        var states: [Keystroke] = []
        /// Types `typed` one character at a time at `offset`, then returns the offset after it.
        func type(_ typed: String, at offset: Int) -> Int {
            var at = offset
            for character in typed {
                let bytes = Array(String(character).utf8)
                current.insert(contentsOf: bytes, at: at)
                at += bytes.count
                states.append(String(decoding: current, as: UTF8.self))
            }
            return at
        }
        /// Deletes `count` bytes (ASCII characters) before `offset`, one keystroke each.
        func backspace(_ count: Int, before offset: Int) {
            for step in 0..<count {
                current.remove(at: offset - 1 - step)
                states.append(String(decoding: current, as: UTF8.self))
            }
        }
        let words = " and a few more words"
        // 1. Into a paragraph line in the middle (a line starting with a letter), and back.
        if let middle = lineStart(in: current, from: current.count / 2, where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "z") }) {
            let end = lineEnd(in: current, from: middle)
            let after = type(words, at: end)
            backspace(words.utf8.count, before: after)
        }
        // 2. Into the first heading and into the first list item.
        if let heading = lineStart(in: current, from: 0, where: { $0 == UInt8(ascii: "#") }) {
            _ = type(" (draft)", at: lineEnd(in: current, from: heading))
        }
        if let item = lineStart(in: current, from: 0, where: { $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "*") }) {
            _ = type(" *new*", at: lineEnd(in: current, from: item))
        }
        // 3. A table pasted at a blank line near the middle (one edit).
        if let blank = blankLine(in: current, from: current.count / 3) {
            current.insert(contentsOf: Array("\n| a | b |\n|---|--:|\n| one | 1 |\n| two | 2 |\n\n".utf8), at: blank)
            states.append(String(decoding: current, as: UTF8.self))
        }
        // 4. A link definition and a footnote typed at the end, and a reference to them.
        var end = current.count
        if current.last != 0x0A {
            current.append(0x0A)
            end += 1
        }
        end = type("\nSee [the guide][g] and a note.[^n]\n\n[g]: https://example.com/guide\n\n[^n]: The note.\n", at: end)
        return states
    }

    /// The start of the first line at or after `offset` whose first byte satisfies `first`.
    static func lineStart(in bytes: [UInt8], from offset: Int, where first: (UInt8) -> Bool) -> Int? {
        var at = offset
        while at > 0 && at < bytes.count && bytes[at - 1] != 0x0A { at += 1 }
        while at < bytes.count {
            if first(bytes[at]) { return at }
            guard let feed = bytes[at...].firstIndex(of: 0x0A) else { return nil }
            at = feed + 1
        }
        return nil
    }

    /// The offset of the line feed ending the line at `offset` (or the end).
    static func lineEnd(in bytes: [UInt8], from offset: Int) -> Int {
        bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
    }

    /// The offset just after an empty line at or after `offset` that lies outside code
    /// fences, or nil.
    static func blankLine(in bytes: [UInt8], from offset: Int) -> Int? {
        var inFence = false
        var at = 0
        while at < bytes.count {
            let end = lineEnd(in: bytes, from: at)
            let line = bytes[at..<end]
            if line.starts(with: "```".utf8) || line.starts(with: "~~~".utf8) { inFence.toggle() }
            if !inFence && at >= offset && line.isEmpty && at > 0 && end + 1 < bytes.count && bytes[end + 1] != 0x0A {
                return end + 1
            }
            at = end + 1
        }
        return nil
    }
}
