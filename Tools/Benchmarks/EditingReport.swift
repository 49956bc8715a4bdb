import CMarkSwift

/// One keystroke in the middle of each real document (Fixtures/real): `updated(with:)`
/// against a full parse and style (`PreparedMarkdown.init`), with what the update did.
/// Every Markdown file of the directory is measured, so a fixture added there is too.
enum EditingReport {
    static func run(quick: Bool) -> String? {
        var rows = [
            "| document | bytes | full parse + style ms | keystroke ms | keystroke / full | next keystroke ms | next / full | update | blocks re-parsed |",
            "|---|---:|---:|---:|---:|---:|---:|---|---:|",
        ]
        var clock = Stopwatch(minimumRuns: quick ? 3 : 9, minimumSeconds: quick ? 0.05 : 0.2)
        let names = markdownFiles(in: "Fixtures/real")
        guard !names.isEmpty else { return nil }
        for name in names {
            guard let text = readFile("Fixtures/real/\(name)") else { return nil }
            let utf8 = Array(text.utf8)
            // A letter typed before a word in the middle.
            var middle = utf8.count / 2
            while middle < utf8.count - 1 && !(utf8[middle] == 0x20 && utf8[middle + 1] >= 0x61) { middle += 1 }
            let edited = String(decoding: utf8[..<middle] + Array("x".utf8) + utf8[middle...], as: UTF8.self)
            let prepared = PreparedMarkdown(text, theme: .dark)
            let full = clock.median { consume(PreparedMarkdown(edited, theme: .dark)) }
            var updated = prepared
            let keystroke = clock.median { updated = prepared.updated(with: edited) }
            // The next letter at the same place, as typing goes on.
            let again = String(decoding: utf8[..<middle] + Array("xy".utf8) + utf8[middle...], as: UTF8.self)
            let typed = updated
            let next = clock.median { consume(typed.updated(with: again)) }
            let ms = { (seconds: Double) in String(format3(seconds * 1000)) }
            let percent = { (seconds: Double) in "\(Int((seconds / full * 100).rounded())) %" }
            rows.append(
                "| \(name) | \(utf8.count) | \(ms(full)) | \(ms(keystroke)) | \(percent(keystroke)) | \(ms(next)) | \(percent(next)) | \(updated.updateReason) | \(updated.reparsedBlocks.count) of \(updated.document.root.children.count) |"
            )
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// `value` with three decimals.
    static func format3(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
