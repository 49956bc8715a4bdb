import CMarkSwift
import Dispatch
import Foundation
import Synchronization

/// Parses on 1, 2 and 4 threads at once, and a small parse with a tight budget beside a
/// hostile one (`Benchmarks --threads`).
///
/// Two inline-heavy documents of about 1 MB: one without `~` (whose inline phase takes no
/// lock) and the same with strikethrough in every paragraph (whose inline phases take
/// turns at cmark's special-character table; see `cmark_inline_gate.c`).
enum ThreadReport {
    static func run(quick: Bool) -> String {
        let seconds = quick ? 0.5 : 2.0
        let sentence = "Some *emphasis*, **strong** text, `code`, [a link](https://example.com/x) and www.example.com. "
        let paragraph = String(repeating: sentence, count: 8) + "\n\n"
        let plain = String(repeating: paragraph, count: (1 << 20) / paragraph.utf8.count)
        let struck = plain.replacingOccurrences(of: "**strong**", with: "~~struck~~")
        var lines = ["| document | threads | documents/s | × one thread |", "|---|--:|--:|--:|"]
        for (name, text) in [("1 MB inline-heavy, no ~", plain), ("1 MB inline-heavy, with ~~", struck)] {
            var single = 0.0
            for threads in [1, 2, 4] {
                let rate = parsesPerSecond(text, threads: threads, seconds: seconds)
                if threads == 1 { single = rate }
                lines.append("| \(name) | \(threads) | \(format(rate)) | \(format(rate / single))x |")
            }
        }
        lines.append("")
        lines.append(budgetBesideHostileParse())
        return lines.joined(separator: "\n")
    }

    /// Documents parsed per second by `threads` threads, each parsing `text` over and over.
    static func parsesPerSecond(_ text: String, threads: Int, seconds: Double) -> Double {
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start.advanced(by: .milliseconds(Int(seconds * 1000)))
        let parsed = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while clock.now < deadline {
                consume(Document(parsing: text).nodeCount)
                parsed.add(1, ordering: .relaxed)
            }
        }
        let elapsed = Stopwatch.seconds(clock.now - start)
        return Double(parsed.load(ordering: .relaxed)) / elapsed
    }

    /// A 3.4 KB document under a 50 ms budget, parsed while another thread parses a hostile
    /// paragraph (emphasis and links, and a `~`, so it holds the gate) under a 2 s budget.
    static func budgetBesideHostileParse() -> String {
        let hostile = "~ " + String(repeating: "*emphasis* [a](https://e.com/x) ", count: 60_000)
        let small = String(repeating: "A *small* ~~message~~ with [a link](https://e.com).\n\n", count: 64)
        let clock = ContinuousClock()
        var lines: [String] = []
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            let start = clock.now
            let outcome = describe { try Document.parse(hostile, options: ParseOptions(), budget: WorkBudget(time: .seconds(2))) }
            print("- hostile parse (\(hostile.utf8.count) bytes, 2 s budget): \(outcome) after \(milliseconds(clock.now - start))")
        }
        // Lets the hostile parse reach its inline phase first.
        Thread.sleep(forTimeInterval: 0.2)
        for (name, text) in [("with ~", small), ("without ~", small.replacingOccurrences(of: "~", with: ""))] {
            let start = clock.now
            let outcome = describe { try Document.parse(text, options: ParseOptions(), budget: WorkBudget(time: .milliseconds(50))) }
            lines.append(
                "- small parse \(name) (\(text.utf8.count) bytes, 50 ms budget): \(outcome) after \(milliseconds(clock.now - start))")
        }
        group.wait()
        return lines.joined(separator: "\n")
    }

    static func describe(_ parse: () throws -> Document) -> String {
        do { return "parsed \(try parse().nodeCount) nodes" } catch { return "stopped (\(error))" }
    }

    static func milliseconds(_ duration: Duration) -> String {
        "\(Int((Stopwatch.seconds(duration) * 1000).rounded())) ms"
    }

    static func format(_ value: Double) -> String {
        value >= 100 ? String(Int(value.rounded())) : String((value * 100).rounded() / 100)
    }
}
