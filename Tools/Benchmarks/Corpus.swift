import Robustness

/// A seeded generator of realistic mixed GitHub-Flavored Markdown for benchmarks: prose
/// with inline markup, nested lists, task lists, tables, code, quotes, CJK, emoji,
/// footnotes. The same seed always gives the same text.
struct Corpus {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    private static let words = [
        "terminal", "markdown", "render", "width", "layout", "the", "a", "of", "and", "to", "parse", "tree",
        "column", "table", "quote", "list", "swift", "cell", "glyph", "wrap", "line", "break", "theme", "style",
        "document", "node", "fast", "careful", "reader", "window", "text", "code", "link", "image", "inline",
        "is", "in", "for", "with", "that", "every", "never", "always", "width-aware", "hyphen-ated", "data",
    ]
    private static let cjk = ["日本語の", "テキスト", "表示幅", "中文文本", "한국어", "折り返し", "端末"]
    private static let emoji = ["👩‍💻", "🇯🇵", "👍🏽", "✨", "❤️", "1️⃣", "🚀"]

    /// About `bytes` bytes of Markdown.
    mutating func markdown(bytes: Int) -> String {
        var out = ""
        out.reserveCapacity(bytes + 4096)
        var section = 0
        while out.utf8.count < bytes {
            section += 1
            out += "## Section \(section): \(sentence(words: 4, markup: false))\n\n"
            for _ in 0..<(2 + random.next(3)) { block(into: &out, section: section) }
        }
        return out
    }

    private mutating func block(into out: inout String, section: Int) {
        switch random.next(10) {
        case 0, 1, 2:
            out += paragraph() + "\n\n"
        case 3:
            for depth in 0..<(1 + random.next(3)) {
                for _ in 0..<(1 + random.next(3)) {
                    out += String(repeating: "  ", count: depth) + "- " + sentence(words: 6 + random.next(10), markup: true) + "\n"
                }
            }
            out += "\n"
        case 4:
            for n in 1...(2 + random.next(9)) { out += "\(n). " + sentence(words: 5 + random.next(8), markup: true) + "\n" }
            out += "\n"
        case 5:
            for _ in 0..<(2 + random.next(3)) {
                out += "- [\(random.next(2) == 0 ? " " : "x")] " + sentence(words: 5, markup: false) + "\n"
            }
            out += "\n"
        case 6:
            let columns = 2 + random.next(4)
            out += "|" + (0..<columns).map { " \(Self.words[$0 * 7 % Self.words.count]) " }.joined(separator: "|") + "|\n"
            out += "|" + (0..<columns).map { [":--", ":-:", "--:", "---"][$0 % 4] }.joined(separator: "|") + "|\n"
            for _ in 0..<(2 + random.next(6)) {
                out +=
                    "|" + (0..<columns).map { _ in " " + sentence(words: 1 + random.next(5), markup: true) + " " }.joined(separator: "|")
                    + "|\n"
            }
            out += "\n"
        case 7:
            out += "```swift\n"
            for line in 0..<(3 + random.next(10)) {
                out +=
                    String(repeating: "    ", count: line % 3)
                    + "let value\(line) = layout(width: \(line * 7)) // \(sentence(words: 3, markup: false))\n"
            }
            out += "```\n\n"
        case 8:
            out += "> " + paragraph() + "\n>\n> > " + sentence(words: 8, markup: true) + "\n\n"
        default:
            out += paragraph() + "[^n\(section)]\n\n[^n\(section)]: " + sentence(words: 8, markup: false) + "\n\n"
        }
    }

    private mutating func paragraph() -> String {
        (0..<(2 + random.next(4))).map { _ in sentence(words: 8 + random.next(12), markup: true) }.joined(separator: " ")
    }

    private mutating func sentence(words count: Int, markup: Bool) -> String {
        var parts: [String] = []
        for i in 0..<count {
            var word = Self.words[random.next(Self.words.count)]
            switch markup ? random.next(40) : 99 {
            case 0: word = "*\(word)*"
            case 1: word = "**\(word)**"
            case 2: word = "`\(word)`"
            case 3: word = "[\(word)](https://example.com/\(word)/\(i))"
            case 4: word = "~~\(word)~~"
            case 5: word = Self.cjk[random.next(Self.cjk.count)]
            case 6: word = Self.emoji[random.next(Self.emoji.count)]
            case 7: word = "https://example.org/docs/\(word)"
            default: break
            }
            parts.append(word)
        }
        return parts.joined(separator: " ").prefix(1).uppercased() + parts.joined(separator: " ").dropFirst() + "."
    }
}

extension SeededRandom {
    /// A number in `0..<bound`.
    fileprivate mutating func next(_ bound: Int) -> Int {
        int(0...(bound - 1))
    }
}
