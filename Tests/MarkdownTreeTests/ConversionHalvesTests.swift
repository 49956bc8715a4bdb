import CCmarkGFM
import Testing

@testable import MarkdownTree

/// A large document is converted in two halves on two threads and joined: the tree must be
/// the one a single walk makes, node for node and byte for byte, whatever the halves hold.
@Suite struct ConversionHalvesTests {
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

    @Test func joiningAtEveryTopLevelBlockGivesTheWholeTree() {
        for seed in 1...12 {
            let source = Self.markdown(seed: UInt64(seed), blocks: 40)
            for options in Self.variants {
                let whole = Self.convert(source, options) { _ in nil }
                let children = Self.topLevelCount(source, options)
                #expect(children >= 2)
                for k in 0..<children {
                    let halves = Self.convert(source, options) { root in Self.child(k, of: root).map { .init(block: $0) } }
                    Self.expectSame(halves, whole, "seed \(seed), split at block \(k), \(options)")
                }
            }
        }
    }

    @Test func generatedDocumentsConvertInHalvesAsWhole() {
        for seed in 100..<160 {
            let source = Self.markdown(seed: UInt64(seed), blocks: 300)
            for options in Self.variants {
                let whole = Self.convert(source, options, splitNodes: .max)
                let halves = Self.convert(source, options, splitNodes: 0)
                Self.expectSame(halves, whole, "seed \(seed), \(options)")
            }
        }
    }

    @Test func theSplitPointBalancesTheLines() {
        let source = Self.markdown(seed: 7, blocks: 400)
        let lines = source.reduce(into: 0) { if $1 == 0x0A { $0 += 1 } }
        let startLine = source.withUnsafeBufferPointer { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: ParseOptions()) { root in
                CMarkConverter.splitPoint(of: root).map { Int(cmark_node_get_start_line($0.block)) } ?? 0
            }
        }
        #expect(startLine > lines / 3 && startLine < 2 * lines / 3, "\(startLine) of \(lines) lines")
    }

    @Test func aDocumentOfOneBlockIsNotSplit() {
        let source = Array(String(repeating: "word ", count: 1000).utf8)
        let split = source.withUnsafeBufferPointer { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: ParseOptions()) { CMarkConverter.splitPoint(of: $0) != nil }
        }
        #expect(!split)
    }

    @Test func joiningInsideAParagraphAtEveryChildGivesTheWholeTree() {
        // One paragraph of every inline (links, autolinks, emphasis, code, HTML, footnote
        // references, soft and hard breaks, text the autolink extension splits), alone or
        // between other blocks and footnote definitions: split before each of its children
        // that is not text.
        for seed in 1...6 {
            let paragraph = Self.paragraph(seed: UInt64(seed), lines: 30)
            let documents = [
                paragraph,
                Array("# Title[^1]\n\n".utf8) + paragraph + Array("\n| a |\n|---|\n| b |\n\n[^1]: Note *x*\n\n[^2]: Two\n".utf8),
            ]
            for (d, source) in documents.enumerated() {
                for options in Self.variants where options.limits.maximumDepth > 2 {
                    let whole = Self.convert(source, options) { _ in nil }
                    let (block, children) = Self.largestParagraph(source, options)
                    var splits = 0
                    for k in 1..<children {
                        let halves = Self.convert(source, options) { root in
                            let paragraph = Self.child(block, of: root)!
                            var child = cmark_node_first_child(paragraph)
                            for _ in 0..<k { child = child.flatMap { cmark_node_next($0) } }
                            guard let child, cmark_node_get_type(child) != CMARK_NODE_TEXT else { return nil }
                            splits += 1
                            return .init(block: paragraph, child: child)
                        }
                        Self.expectSame(halves, whole, "seed \(seed), document \(d), split at child \(k), \(options)")
                    }
                    #expect(splits > 20, "seed \(seed), document \(d): \(splits) splits")
                }
            }
        }
    }

    @Test func aLongParagraphSplitsInsideNearItsMiddleLine() {
        let source = Self.paragraph(seed: 3, lines: 400)
        let lines = source.reduce(into: 0) { if $1 == 0x0A { $0 += 1 } }
        let split = source.withUnsafeBufferPointer { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: ParseOptions()) { root in
                CMarkConverter.splitPoint(of: root).map { ($0.child != nil, Int(cmark_node_get_start_line($0.child ?? $0.block))) }
            }
        }
        #expect(split?.0 == true)
        #expect((split?.1 ?? 0) > lines / 3 && (split?.1 ?? 0) < 2 * lines / 3, "\(split?.1 ?? 0) of \(lines) lines")
        // And whole documents past the threshold convert in halves as whole.
        for options in Self.variants {
            Self.expectSame(
                Self.convert(source, options, splitNodes: 0), Self.convert(source, options, splitNodes: .max), "\(options)")
        }
    }

    @Test func documentsNestedTooDeepForRecursionConvertInHalves() {
        let depth = 60_000
        let source = Array(
            (String(repeating: "> ", count: depth) + "quote\n\npara\n\n" + String(repeating: "- ", count: depth) + "item\n").utf8)
        for options in [ParseOptions(), Self.variants[3]] {
            let whole = Self.convert(source, options, splitNodes: .max)
            let halves = Self.convert(source, options, splitNodes: 0)
            Self.expectSame(halves, whole, "depth \(depth), \(options.limits.maximumDepth)")
        }
    }

    @Test func aDocumentPastTheThresholdParsesInHalvesAsWhole() {
        var text = ""
        var seed: UInt64 = 900
        while CMarkConverter.expectedNodes(bytes: text.utf8.count, lines: text.utf8.count { $0 == 0x0A }) < CMarkConverter.halvesNodes {
            text += String(decoding: Self.markdown(seed: seed, blocks: 200), as: UTF8.self) + "\n\n"
            seed += 1
        }
        var limits = ParseLimits.standard
        limits.maximumDepth = 4
        for options in [ParseOptions(), ParseOptions(limits: limits)] {
            let document = Document(parsing: text, options: options)
            let whole = Self.convert(Array(text.utf8), options, splitNodes: .max)
            Self.expectSame(document.storage, whole, "\(options.limits)")
            #expect(document.limitNotes.isEmpty == (options.limits.maximumDepth > 4))
        }
    }

    // MARK: - Helpers

    static func expectSame(
        _ halves: TreeStorage, _ whole: TreeStorage, _ comment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let sameNodes = halves.nodes == whole.nodes
        let firstDifference =
            zip(halves.nodes, whole.nodes).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(halves.nodes.count, whole.nodes.count)
        #expect(sameNodes, "\(comment): nodes differ from index \(firstDifference)", sourceLocation: sourceLocation)
        #expect(halves.bytes == whole.bytes, "\(comment): text differs", sourceLocation: sourceLocation)
        #expect(halves.flattenedSubtrees == whole.flattenedSubtrees, "\(comment)", sourceLocation: sourceLocation)
    }

    static func convert(_ source: [UInt8], _ options: ParseOptions, splitNodes: Int) -> TreeStorage {
        source.withUnsafeBufferPointer { CMarkConverter.convert(utf8: $0, options: options, splitNodes: splitNodes) }
    }

    static func convert(_ source: [UInt8], _ options: ParseOptions, split: (OpaquePointer) -> CMarkConverter.Split?) -> TreeStorage {
        source.withUnsafeBufferPointer { CMarkConverter.convert(utf8: $0, options: options) { root, _ in split(root) } }
    }

    static func topLevelCount(_ source: [UInt8], _ options: ParseOptions) -> Int {
        source.withUnsafeBufferPointer { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: options) { root in
                var count = 0
                var node = cmark_node_first_child(root)
                while let current = node {
                    count += 1
                    node = cmark_node_next(current)
                }
                return count
            }
        }
    }

    /// The index of the top-level paragraph with the most children, and their count.
    static func largestParagraph(_ source: [UInt8], _ options: ParseOptions) -> (block: Int, children: Int) {
        source.withUnsafeBufferPointer { utf8 in
            CMarkSession.withParsedDocument(utf8: utf8, options: options) { root in
                var best = (block: 0, children: 0)
                var index = 0
                var node = cmark_node_first_child(root)
                while let block = node {
                    if cmark_node_get_type(block) == CMARK_NODE_PARAGRAPH {
                        var count = 0
                        var child = cmark_node_first_child(block)
                        while let current = child {
                            count += 1
                            child = cmark_node_next(current)
                        }
                        if count > best.children { best = (index, count) }
                    }
                    index += 1
                    node = cmark_node_next(block)
                }
                return best
            }
        }
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

    static func child(_ k: Int, of root: OpaquePointer) -> OpaquePointer? {
        var node = cmark_node_first_child(root)
        for _ in 0..<k { node = node.flatMap { cmark_node_next($0) } }
        return node
    }

    /// Markdown of `blocks` blocks picked at random (fixed seed): headings of both kinds,
    /// paragraphs with every inline, nested lists and quotes, code, HTML, tables, footnotes
    /// (definitions in both halves, references before and inside them), link reference
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
