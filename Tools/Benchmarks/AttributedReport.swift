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
        return rows.joined(separator: "\n")
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
