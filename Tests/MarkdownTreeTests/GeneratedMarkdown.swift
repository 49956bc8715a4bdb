import Testing

@testable import MarkdownTree

/// Generated Markdown that other suites convert and compare: random documents with every
/// block and inline kind, long paragraphs, and the option sets to convert them with.
enum GeneratedMarkdown {
    /// The option sets every generated document is converted with: GFM, CommonMark alone,
    /// smart punctuation, and limits deep enough to keep structure but shallow enough to
    /// flatten the generated nesting.
    static let variants: [ParseOptions] = [
        ParseOptions(),
        .commonMark,
        ParseOptions(smart: true),
        ParseOptions(limits: ParseLimits(maximumInputBytes: .max, maximumDepth: 4, maximumTableColumns: .max, maximumTableCells: .max)),
        ParseOptions(limits: ParseLimits(maximumInputBytes: .max, maximumDepth: 1, maximumTableColumns: .max, maximumTableCells: .max)),
    ]

    static func expectSame(
        _ found: TreeStorage, _ whole: TreeStorage, _ comment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let sameNodes = found.nodes == whole.nodes
        let firstDifference =
            zip(found.nodes, whole.nodes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(found.nodes.count, whole.nodes.count)
        #expect(sameNodes, "\(comment): nodes differ from index \(firstDifference)", sourceLocation: sourceLocation)
        #expect(found.bytes == whole.bytes, "\(comment): text differs", sourceLocation: sourceLocation)
        #expect(found.flattenedSubtrees == whole.flattenedSubtrees, "\(comment)", sourceLocation: sourceLocation)
    }

    /// One paragraph of `lines` lines of inlines picked at random (fixed seed).
    static func paragraph(seed: UInt64, lines: Int) -> [UInt8] {
        var random = XorShift(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
        let pieces = [
            "text ", "[link](http://x.com \"t\") ", "www.auto.com/a_(b) ", "<a@b.example> ", "a@b.example ", "*em* ", "**strong** ",
            "`code` ", "<b>html</b> ", "[^1] ", "~~del~~ ", "![img](i.png) ", "x\u{0}y ", "&amp; ", "\\* ", "https://x.example/ ",
        ]
        var text: [UInt8] = []
        for line in 0..<lines {
            for _ in 0..<(1 + random.next(6)) { text += Array(pieces[random.next(pieces.count)].utf8) }
            text += Array((line % 7 == 3 ? "end  \n" : "end\n").utf8)
        }
        return text + Array("\n[^1]: The note.\n".utf8)
    }

    /// Markdown of `blocks` blocks picked at random (fixed seed): headings of both kinds,
    /// paragraphs with every inline, nested lists and quotes, code, HTML, tables, footnotes
    /// (definitions and references in many places), link reference
    /// definitions, NULs and invalid UTF-8, and glued syntax fragments.
    static func markdown(seed: UInt64, blocks: Int) -> [UInt8] {
        var random = XorShift(state: seed &* 0x9E37_79B9_7F4A_7C15 | 1)
        func next(_ bound: Int) -> Int { random.next(bound) }
        var text: [UInt8] = []
        for n in 0..<blocks {
            let note = 1 + next(6)
            switch next(16) {
            case 0: text += Array("# Heading \(n) with *em* and `code`[^\(note)]\n".utf8)
            case 1: text += Array("Setext \(n)\nline two\n===\n".utf8)
            case 2:
                text += Array(
                    "Text **strong _both_** [link](http://x.com/\(n) \"t\") www.auto\(n).com <http://a.b> ~~del~~ ![img *a*](i.png)\nsoft  \nhard\\\nend\n"
                        .utf8)
            case 3: text += Array("See[^\(note)] and [^\(note)] and [^missing].\n".utf8)
            case 4: text += Array("[^\(note)]: Note \(note) with [^\(1 + next(6))]\n\n    continued *x*\n".utf8)
            case 5: text += Array("- a\n  - b [^\(note)]\n    1. c\n    2. d\n- [x] done\n- [ ] todo\n".utf8)
            case 6: text += Array((String(repeating: "> ", count: 1 + next(7)) + "deep *x*\n").utf8)
            case 7: text += Array((String(repeating: "- ", count: 1 + next(7)) + "deep [l](u)\n").utf8)
            case 8: text += Array("```swift\nlet x = \(n)\n\n```\n    indented\n".utf8)
            case 9: text += Array("| a | b | c |\n|:--|:-:|--:|\n| 1 | ~~2~~ | `3` |\n| x[^\(note)] |\n".utf8)
            case 10: text += Array("<div>\nhtml \(n)\n</div>\n".utf8)
            case 11: text += Array(["---\n", "***\n", "___\n"][next(3)].utf8)
            case 12: text += Array("[ref\(n)]: /url\(n) \"title\"\n\n[ref\(n)] and [ref\(max(0, n - 3))][]\n".utf8)
            case 13: text += Array("nul\u{0} and ".utf8) + [0xFF, 0xFE, 0xC3, 0x20, 0xE2, 0x82] + Array(" bad utf8 *x\u{0}y*\n".utf8)
            case 14: text += Array("1. one\n2. two\n\n   para\n3) three\n".utf8)
            default:
                for _ in 0..<(2 + next(10)) { text += Array(fragments[next(fragments.count)].utf8) }
                text += [0x0A]
            }
            text += next(4) == 0 ? [0x0A] : [0x0A, 0x0A]
        }
        return text
    }

    static let fragments = [
        "*", "_", "**", "[", "]", "(", ")", "`", "``", "- ", "> ", "1. ", "|", "\n", " ", "a", "#", "~~", "<", ">", "!", "\\",
        "&amp;", "www.x.com", "x@y.com", "[^1]", "[^2]: n\n", "```\n", "    ", "\t", "---", "===", "| a | b |\n|---|---|\n", "[ ] ",
        "<div>", "\r", "\r\n", "&#0;", "é", "日本",
    ]
}
