import Testing

@testable import MarkdownTree

/// Markdown glued together from syntax fragments at random (with a fixed seed): writing it
/// never crashes, and nearly always parses back to the same tree.
@Suite struct RandomRoundTripTests {
    static let fragments = [
        "*", "_", "**", "[", "]", "(", ")", "`", "``", "- ", "> ", "1. ", "2) ", "|", "\n", "\n\n", " ", "  ", "a", "foo", "#", "~~",
        "<", ">", "!", "\\", "&amp;", "www.x.com", "http://a.b", "x@y.com", "[^1]", "[^1]: n\n", "```\n", "    ", "\t", "---", "===",
        "| a | b |\n|---|---|\n", "[x]", "[ ] ", "<div>", "'", "\"", "...", "--", "3.", "1", "](u)", "[l]: /u\n",
    ]

    @Test(arguments: [ParseOptions(), ParseOptions.commonMark])
    func randomMarkdownRoundTrips(options: ParseOptions) {
        var random = XorShift(state: 0x9E37_79B9_7F4A_7C15)
        func next() -> Int { random.next(Self.fragments.count) }
        let count = 5_000
        var failures: [String] = []
        for _ in 0..<count {
            var text = ""
            for _ in 0..<(4 + next() % 12) { text += Self.fragments[next()] }
            let document = Document(parsing: text, options: options)
            let written = document.commonMark()
            if !Document(parsing: written, options: options).isStructurallyEqual(to: document) {
                failures.append(text.debugDescription + " -> " + written.debugDescription)
            }
        }
        print("random round trip, \(options.extensions.count) extensions: \(failures.count) of \(count) differ")
        #expect(failures.count <= count / 50, "\(failures.prefix(10))")
    }
}
