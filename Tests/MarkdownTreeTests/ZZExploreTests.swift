import Testing

@testable import MarkdownTree

@Suite struct ZZExploreTests {
    @Test func explore() {
        let pieces = [
            "*", "_", "**", "[", "]", "(", ")", "`", "``", "- ", "> ", "1. ", "2) ", "|", "\n", "\n\n", " ", "  ", "a", "foo", "#", "~~", "<", ">",
            "!", "\\", "&amp;", "[^1]", "[^1]: n\n", "```\n", "    ", "\t", "---", "===", "| a | b |\n|---|---|\n",
            "[x]", "[ ] ", "<div>", "'", "\"", "...", "--", "3.", "1", "](u)", "[l]: /u\n",
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(pieces.count))
        }
        var failures = 0
        var shown = 0
        for _ in 0..<20000 {
            var text = ""
            for _ in 0..<(4 + next() % 12) { text += pieces[next()] }
            let document = Document(parsing: text)
            let written = document.commonMark()
            let reparsed = Document(parsing: written)
            if !reparsed.isStructurallyEqual(to: document) {
                failures += 1
                if shown < 25 {
                    shown += 1
                    print("FAIL \(text.debugDescription) -> \(written.debugDescription)")
                }
            }
        }
        print("explore failures: \(failures)")
    }
}
