import CMarkSwift
import MarkdownHighlighting

/// Code highlighting's cost: a code-heavy document (the fenced blocks of
/// Fixtures/render/highlight.md in turn, a short paragraph between, about 70% code) rendered
/// for a terminal with and without highlighting, and a one-block document's first render
/// (where loading the language's definition shows).
struct HighlightReport {
    /// About `bytes` bytes of code-heavy Markdown, or nil without the fixture (run from the
    /// package root).
    static func corpus(bytes: Int, fixture: String = "Fixtures/render/highlight.md") -> String? {
        guard let text = readFile(fixture) else { return nil }
        var blocks: [String] = []
        var current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                current.append(line)
                if current.count > 1 {
                    blocks.append(current.joined(separator: "\n"))
                    current = []
                }
            } else if !current.isEmpty {
                current.append(line)
            }
        }
        guard !blocks.isEmpty else { return nil }
        var out = ""
        var index = 0
        while out.utf8.count < bytes {
            out += "Step \(index + 1): the next block shows how the code reads in a terminal.\n\n"
            out += blocks[index % blocks.count] + "\n\n"
            index += 1
        }
        return out
    }

    static func run(quick: Bool) -> String? {
        guard let small = corpus(bytes: 64 << 10), let large = corpus(bytes: 1 << 20) else { return nil }
        var clock = Stopwatch(minimumRuns: quick ? 3 : 9, minimumSeconds: quick ? 0.2 : 1)
        let renderer = ANSIRenderer(colorDepth: .ansi256)
        let highlighter = SyntaxHighlighter()
        var lines = [
            "| code-heavy render (dark, width 80, ANSI) | --highlight never | highlighted | × |",
            "|---|---|---|---|",
        ]
        for (name, text) in [("64 KiB", small), ("1 MiB", large)] {
            let document = Document(parsing: text)
            let plain = clock.median { consume(renderer.render(document, theme: .dark, width: 80)) }
            let coloured = clock.median {
                var bytes: [UInt8] = []
                renderer.render(document, theme: .dark, highlighter: highlighter, width: 80, into: &bytes)
                consume(bytes)
            }
            lines.append(
                "| \(name): \(text.utf8.count) bytes | \(AppReport.milliseconds(plain)) | \(AppReport.milliseconds(coloured)) "
                    + "| \(format(coloured / plain, digits: 1)) |")
        }
        let one = Document(parsing: "```swift\nlet answer = 42\n```\n")
        let plain = clock.median { consume(renderer.render(one, theme: .dark, width: 80)) }
        // A new highlighter parses the definition; one kept from an earlier render has it.
        for (label, kept) in [("a new highlighter each render: swift.lang parsed", false), ("the highlighter kept", true)] {
            let coloured = clock.median {
                var bytes: [UInt8] = []
                renderer.render(one, theme: .dark, highlighter: kept ? highlighter : SyntaxHighlighter(), width: 80, into: &bytes)
                consume(bytes)
            }
            lines.append(
                "| one Swift line, \(label) | \(AppReport.milliseconds(plain)) "
                    + "| \(AppReport.milliseconds(coloured)) | \(format(coloured / plain, digits: 1)) |")
        }
        return lines.joined(separator: "\n")
    }
}
