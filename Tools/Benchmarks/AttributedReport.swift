import CMarkSwift
import MarkdownAttributedString

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The attributed string an app shows against the styling it reads from, on every real
/// document (Fixtures/real): `StyledDocument.init` (styling) of a parsed document, parsing and
/// styling the text, and `AttributedString(styling:theme:)` (styling with provenance, then
/// reading the runs) of the parsed document, with the dark theme; and the runs it has. Times are the thread's processor time (medians),
/// so that other processes on a busy machine do not count.
enum AttributedReport {
    static func run(quick: Bool) -> String? {
        var rows = [
            "| document | bytes | styling ms | parse + style ms | attributed string ms | attributed / styling | attributed / (parse + style) | runs |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        let runs = quick ? 3 : 9
        let names = markdownFiles(in: "Fixtures/real")
        guard !names.isEmpty else { return nil }
        var totals = (styling: 0.0, prepared: 0.0, attributed: 0.0)
        for name in names {
            guard let text = readFile("Fixtures/real/\(name)") else { return nil }
            let document = Document(parsing: text)
            let styling = median(runs) { consume(StyledDocument(document: document, theme: .dark)) }
            let prepared = median(runs) { consume(StyledDocument(document: Document(parsing: text), theme: .dark)) }
            let attributed = median(runs) { consume(AttributedString(styling: document, theme: .dark)) }
            let runCount = AttributedString(styling: document, theme: .dark).runs.count
            totals.styling += styling
            totals.prepared += prepared
            totals.attributed += attributed
            rows.append(
                "| \(name) | \(text.utf8.count) | \(milliseconds(styling)) | \(milliseconds(prepared)) | \(milliseconds(attributed)) | \(ratio(attributed / styling)) | \(ratio(attributed / prepared)) | \(runCount) |"
            )
        }
        rows.append(
            "| all | | \(milliseconds(totals.styling)) | \(milliseconds(totals.prepared)) | \(milliseconds(totals.attributed)) | \(ratio(totals.attributed / totals.styling)) | \(ratio(totals.attributed / totals.prepared)) | |"
        )
        rows += ["", preparedText(runs: runs) ?? ""]
        return rows.joined(separator: "\n")
    }

    /// Prepared attributed text on the CommonMark spec: preparing it (every part's string),
    /// one keystroke in the middle (`updated(with:)`: the parts around it re-read), and the
    /// whole `AttributedString(styling:theme:)` an app would make again without parts.
    static func preparedText(runs: Int) -> String? {
        guard let text = readFile("Fixtures/real/commonmark-spec-0.31.2.md") else { return nil }
        let utf8 = Array(text.utf8)
        var middle = utf8.count / 2
        while middle < utf8.count - 1 && !(utf8[middle] == 0x20 && utf8[middle + 1] >= 0x61) { middle += 1 }
        let edited = String(decoding: utf8[..<middle] + Array("x".utf8) + utf8[middle...], as: UTF8.self)
        let prepared = PreparedAttributedText(text, theme: .dark)
        let preparing = median(runs) { consume(PreparedAttributedText(text, theme: .dark)) }
        let keystroke = median(runs) { consume(prepared.updated(with: edited)) }
        let updated = prepared.updated(with: edited)
        let kind = "\(updated.markdown.updateKind)"
        let before = Set(prepared.parts.map(\.id))
        let reread = updated.parts.filter { !before.contains($0.id) }.count
        let whole = median(runs) { consume(AttributedString(styling: Document(parsing: edited), theme: .dark)) }
        return [
            "| PreparedAttributedText, commonmark-spec-0.31.2.md | ms |", "|---|---:|",
            "| prepare (\(prepared.parts.count) parts, each read) | \(milliseconds(preparing)) |",
            "| one keystroke: updated(with:) (\(kind), \(reread) parts read again) | \(milliseconds(keystroke)) |",
            "| the whole text again: AttributedString(styling:theme:) | \(milliseconds(whole)) |",
        ].joined(separator: "\n")
    }

    /// The median processor time of `runs` runs of `body` (after one warm-up run), in seconds.
    private static func median(_ runs: Int, _ body: () -> Void) -> Double {
        body()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = threadTime()
            body()
            samples.append(threadTime() - start)
        }
        return samples.sorted()[runs / 2]
    }

    private static func threadTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String((seconds * 10_000).rounded() / 10)
    }

    private static func ratio(_ value: Double) -> String {
        String((value * 100).rounded() / 100) + "x"
    }
}
