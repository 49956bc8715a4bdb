import CMarkSwift

/// Styling and prepared content on many short paragraphs, with and without emoji shortcodes
/// and MyST directives (issues 38 and 39): each must grow linearly with the paragraphs.
/// One run per row: the quadratic rows this was made for take tens of seconds.
enum TransformReport {
    static func run(counts: [Int]) -> String {
        var lines = ["| paragraphs | shape | bytes | parse | style (dark) | PreparedMarkdown (dark) |", "|--:|---|--:|--:|--:|--:|"]
        let shapes: [(name: String, unit: String)] = [
            ("shortcodes", "Hello :smile: world *x*\n\n"),
            ("plain", "Hello world *x*\n\n"),
            ("MyST note", "```{note}\nHello world *x*\n```\n\n"),
        ]
        let clock = ContinuousClock()
        func seconds(_ body: () -> Void) -> String {
            let elapsed = Stopwatch.seconds(clock.measure(body))
            return String(Int((elapsed * 1000).rounded())) + " ms"
        }
        for count in counts {
            for shape in shapes {
                let text = String(repeating: shape.unit, count: count)
                var document: Document?
                let parse = seconds { document = Document(parsing: text) }
                let style = seconds { consume(StyledDocument(document: document!, theme: .dark).blockCount) }
                let prepared = seconds { consume(PreparedMarkdown(text, theme: .dark).boundingSize(forWidth: 80).rows) }
                lines.append("| \(count) | \(shape.name) | \(text.utf8.count) | \(parse) | \(style) | \(prepared) |")
            }
        }
        return lines.joined(separator: "\n")
    }
}
