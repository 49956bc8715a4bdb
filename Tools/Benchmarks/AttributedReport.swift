import CMarkSwift
import MarkdownAttributedString
import Robustness

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The attributed string an app shows against the styling it reads from, on every real
/// document (Fixtures/real): `StyledDocument.init` (styling) of a parsed document, parsing and
/// styling the text, and `AttributedString(styling:theme:)` (styling with provenance, then
/// reading the runs) of the parsed document, with the dark theme; and the runs it has. Beside
/// them, Foundation's part alone: the finished string's text and runs (lengths and
/// attributes, taken from it beforehand) made into an `AttributedString` again as the reader
/// hands them over, and the text alone as one run. Times are the thread's processor time
/// (medians), so that other processes on a busy machine do not count.
enum AttributedReport {
    static func run(quick: Bool) -> String? {
        var rows = [
            "| document | bytes | styling ms | parse + style ms | attributed string ms | attributed / styling | attributed / (parse + style) | Foundation alone ms (text only) | Foundation alone / styling | runs |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        let runs = quick ? 3 : 9
        let names = markdownFiles(in: "Fixtures/real")
        guard !names.isEmpty else { return nil }
        var documents: [(name: String, text: String)] = []
        for name in names {
            guard let text = readFile("Fixtures/real/\(name)") else { return nil }
            documents.append((name, text))
        }
        var totals = (styling: 0.0, prepared: 0.0, attributed: 0.0, foundation: 0.0, textOnly: 0.0)
        func measured(_ name: String, _ text: String) -> String {
            let document = Document(parsing: text)
            let styling = median(runs) { consume(StyledDocument(document: document, theme: .dark)) }
            let prepared = median(runs) { consume(StyledDocument(document: Document(parsing: text), theme: .dark)) }
            let attributed = median(runs) { consume(AttributedString(styling: document, theme: .dark)) }
            let made = AttributedString(styling: document, theme: .dark)
            let characters = String(made.characters)
            let madeRuns = made.runs.map { (bytes: String(made[$0.range].characters).utf8.count, attributes: Optional($0.attributes)) }
            let foundation = median(runs) { consume(AttributedString(characters, runs: madeRuns)) }
            let textOnly = median(runs) { consume(AttributedString(characters)) }
            totals.styling += styling
            totals.prepared += prepared
            totals.attributed += attributed
            totals.foundation += foundation
            totals.textOnly += textOnly
            return
                "| \(name) | \(text.utf8.count) | \(milliseconds(styling)) | \(milliseconds(prepared)) | \(milliseconds(attributed)) | \(ratio(attributed / styling)) | \(ratio(attributed / prepared)) | \(milliseconds(foundation)) (\(milliseconds(textOnly))) | \(ratio(foundation / styling)) | \(madeRuns.count) |"
        }
        for (name, text) in documents { rows.append(measured(name, text)) }
        rows.append(
            "| all | | \(milliseconds(totals.styling)) | \(milliseconds(totals.prepared)) | \(milliseconds(totals.attributed)) | \(ratio(totals.attributed / totals.styling)) | \(ratio(totals.attributed / totals.prepared)) | \(milliseconds(totals.foundation)) (\(milliseconds(totals.textOnly))) | \(ratio(totals.foundation / totals.styling)) | |"
        )
        // The attributed door's shapes of the adversarial catalog, at 256 KiB.
        for shape in ["attributed-links", "attributed-nested-lists"] {
            guard let bytes = AdversarialShape.named(shape)?.generate(size: 262_144) else { continue }
            rows.append(measured("\(shape) (256 KiB)", String(decoding: bytes, as: UTF8.self)))
        }
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
