import CMarkSwift
import Testing

@testable import MarkdownLayout
@testable import MarkdownRendering

/// A document that is mostly one code block (or one shown HTML block) is styled with the
/// block's lines written in two halves, and rendered as the lines before and after a cut at
/// its middle line, on two threads: the joined bytes are those of one thread, whole.
@Suite struct CodeBlockHalvesTests {
    /// Code lines that exercise everything a line's bytes and width depend on: tabs after
    /// text of every width, wide and combining characters, controls and escapes, invalid
    /// UTF-8 (repaired by the parse), lines wider than 137 cells, blank lines.
    static let codeLines = [
        "let x = 1", "\tindented\twith\t\ttabs", "日本語\tコード", "e\u{301}\u{301}\tcombining", "\u{1}\u{1B}[31m control\u{7F}",
        "emoji 👩‍💻\tok", "", "    spaces", String(repeating: "long ", count: 40), "\u{85}\u{2028}separator", "a\u{C}b",
        "\u{FFFD}\u{FFFD} replaced", "x", String(repeating: "寬", count: 90),
    ]

    /// `count` lines drawn from ``codeLines`` in a fixed order, each prefixed with `prefix`.
    static func lines(_ count: Int, prefix: String = "") -> String {
        (0..<count).map { prefix + codeLines[($0 * 7 + $0 / 3) % codeLines.count] }.joined(separator: "\n") + "\n"
    }

    /// Code blocks of every kind: fenced with an info string, unclosed, indented, in a quote,
    /// in a list item (first block and not), in nested containers, a shown HTML block in a
    /// quote, with text before and after.
    static let documents: [(name: String, markdown: String)] = [
        ("fenced", "# Title\n\n```swift extra words\n" + lines(300) + "```\n\nafter\n"),
        ("unclosed", "```\nshort\n```\n~~~ x\n" + lines(300)),
        ("indented", "para\n\n" + lines(300, prefix: "    ").replacingOccurrences(of: "\n    \n", with: "\n    .\n")),
        ("quote", "> quote\n>\n> ```\n" + lines(300, prefix: "> ") + "> ```\n"),
        ("list-first", "- ```\n" + lines(300, prefix: "  ") + "  ```\n- next\n"),
        ("list-second", "1. item\n\n   ~~~ info\n" + lines(300, prefix: "   ") + "   ~~~\n2. next\n"),
        ("nested", "> - > ```\n" + lines(300, prefix: ">   > ") + ">   > ```\n"),
        ("html-in-quote", String(repeating: "> <div>\n", count: 300) + "x\n"),
        ("html", "<div>\n" + lines(300, prefix: "<p>") + "</div>\n\ntext [link](https://example.com)\n"),
    ]

    static let renderers = [
        ANSIRenderer(colorDepth: .trueColor, hyperlinks: true), ANSIRenderer(colorDepth: .ansi16), ANSIRenderer(colorDepth: .none),
    ]

    /// Low enough that every document above takes the halves.
    static let threshold = 512

    @Test func aLargeCodeBlockRenderedInHalvesEqualsItsWholeRendering() {
        for (name, markdown) in Self.documents {
            let document = Document(parsing: markdown)
            // HTML shown as written: a large HTML block is verbatim lines, like code.
            for theme in Theme.builtIns.map({ theme in
                var raw = theme
                raw.html.display = .raw
                return raw
            }) {
                #expect(StyledDocument.hasLargeCodeBlock(document, theme: theme, threshold: Self.threshold), "\(name)")
                let whole = StyledDocument(document: document, theme: theme, part: nil, halvesThreshold: .max)
                #expect(whole.codeCut(threshold: Self.threshold) != nil, "\(name)")
                for width in [20, 80, 137] {
                    for renderer in Self.renderers {
                        var expected: [UInt8] = []
                        renderer.render(whole, width: width, into: &expected)
                        var halves: [UInt8] = []
                        renderer.render(document, theme: theme, width: width, into: &halves, halvesThreshold: Self.threshold)
                        #expect(halves == expected, "\(name) \(theme.name) @\(width) \(renderer.colorDepth)")
                    }
                    var expected: [UInt8] = []
                    PlainRenderer().render(whole, width: width, into: &expected)
                    var halves: [UInt8] = []
                    PlainRenderer().render(document, theme: theme, width: width, into: &halves, halvesThreshold: Self.threshold)
                    #expect(halves == expected, "\(name) \(theme.name) @\(width) plain")
                }
            }
        }
    }

    @Test func aCodeBlockStyledInHalvesKeepsItsLinesAndWidth() {
        for (name, markdown) in Self.documents {
            let document = Document(parsing: markdown)
            let whole = StyledDocument(document: document, theme: .dark, part: nil, halvesThreshold: .max)
            let halves = StyledDocument(document: document, theme: .dark, part: nil, halvesThreshold: Self.threshold)
            let lineBytes = { (styled: StyledDocument) in styled.codeLines.map { styled.text[Int($0.offset)..<Int($0.offset + $0.count)] } }
            #expect(lineBytes(halves) == lineBytes(whole), "\(name)")
            #expect(halves.codeLines.map(\.width) == whole.codeLines.map(\.width), "\(name)")
            #expect(halves.codeLines.map(\.isASCII) == whole.codeLines.map(\.isASCII), "\(name)")
            #expect(halves.layout(width: 50).size == whole.layout(width: 50).size, "\(name)")
        }
    }

    @Test func eachCutOfACodeBlockJoinsToTheWholeLayout() {
        // Every line of a quoted code block as the cut: the parts' lines are the whole's.
        let document = Document(parsing: "- item\n\n  > ```\n" + Self.lines(40, prefix: "  > ") + "  > ```\n\nafter\n")
        let styled = StyledDocument(document: document, theme: .dark)
        var whole: [UInt8] = []
        ANSIRenderer().render(styled, width: 30, into: &whole)
        guard let middle = styled.codeCut(threshold: 0) else {
            Issue.record("no code block to cut")
            return
        }
        guard case .code(let code) = styled.blocks[middle.block].content else { return }
        for line in (code.lines.lowerBound + 1)..<code.lines.upperBound {
            let cut = CodeCut(block: middle.block, line: line)
            var parts: [UInt8] = []
            ANSIRenderer().render(styled, width: 30, part: .before(cut), into: &parts)
            ANSIRenderer().render(styled, width: 30, part: .after(cut), into: &parts)
            #expect(parts == whole, "cut before line \(line)")
        }
    }

    @Test func aDocumentOfManySmallBlocksIsNotCutInsideACodeBlock() {
        let markdown = String(repeating: "para\n\n```\ncode\n```\n\n", count: 100)
        #expect(!StyledDocument.hasLargeCodeBlock(Document(parsing: markdown), theme: .dark, threshold: Self.threshold))
        var hidden = Theme.dark
        hidden.html.display = .drop
        let html = Document(parsing: String(repeating: "> <div>\n", count: 300))
        #expect(!StyledDocument.hasLargeCodeBlock(html, theme: hidden, threshold: Self.threshold))
        // Rendered HTML is blocks of text, not verbatim lines.
        #expect(!StyledDocument.hasLargeCodeBlock(html, theme: .dark, threshold: Self.threshold))
    }
}
