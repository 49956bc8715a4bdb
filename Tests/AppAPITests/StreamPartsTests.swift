import CMarkSwift
import Foundation
import MarkdownAttributedString
import Robustness
import Testing

/// The streaming core's parts, through both doors: for random cuttings of every real
/// document and of constructed shapes, the terminal's final bytes (plain and ANSI) equal one
/// render, and the final attributed texts joined equal the attributed string of the whole
/// text, characters and attributes. A block leaves as soon as what ends it arrives.
@Suite struct StreamPartsTests {
    /// Shapes a stream meets: paragraphs, a growing code block, a table, a nested quote and
    /// list, link definitions after their use, footnotes, HTML blocks.
    static let shapes: [(name: String, text: String)] = [
        ("paragraphs", (0..<40).map { "Paragraph \($0) with *emphasis*, `code` and a [link](https://e.example/\($0)).\n\n" }.joined()),
        ("code block", "Intro.\n\n```swift\n" + (0..<200).map { "let value\($0) = compute(\($0), 2)\n" }.joined() + "```\n\nAfter.\n"),
        ("table", "| a | b | c |\n|:--|:-:|--:|\n" + (0..<120).map { "| one \($0) | **two** | three |\n" }.joined() + "\nAfter.\n"),
        (
            "nested quote and list",
            (0..<20).map { "> Quote \($0)\n> - item *a*\n>   - nested `b`\n>\n>   > deeper \($0)\n\n- outer \($0)\n  > inside\n\n" }
                .joined()
        ),
        (
            "definitions after use",
            "See [one][1] and [two] first.\n\n# Heading [two]\n\n" + (0..<20).map { "Filler \($0).\n\n" }.joined()
                + "[1]: https://one.example\n[two]: https://two.example \"Two\"\n\nLast [one][1].\n"
        ),
        (
            "footnotes",
            (0..<15).map { "Section \($0) has a note[^n\($0)].\n\n[^n\($0)]: The note of \($0), with *words*.\n\n" }.joined()
                + "The end.\n"
        ),
        (
            "HTML blocks",
            "<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>\n\n<div align=\"center\">\n\n# Centred\n\n</div>\n\n"
                + "<!-- a comment -->\n\nText after.\n\n<p>raw</p>\n\nEnd.\n"
        ),
        ("list with blank lines", (0..<30).map { "- item \($0)\n\n  more of \($0)\n\n" }.joined() + "After.\n"),
        ("headings and rules", (0..<20).map { "# Heading \($0)\n***\nText \($0)\n---\n" }.joined()),
    ]

    /// Every real document (the spec too) and every shape.
    static let documents: [(name: String, text: String)] = {
        let folder = AppFixtures.root.appendingPathComponent("Fixtures/real")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".md") }.sorted()
        return names.map { ($0, AppFixtures.real($0)) } + shapes
    }()

    /// `text` cut in random pieces of 1 to `maxChunk` bytes.
    static func pieces(_ text: String, seed: UInt64, maxChunk: Int) -> [ArraySlice<UInt8>] {
        var random = SeededRandom(seed: seed)
        let bytes = Array(text.utf8)
        var pieces: [ArraySlice<UInt8>] = []
        var position = 0
        while position < bytes.count {
            let end = min(bytes.count, position + Int.random(in: 1...maxChunk, using: &random))
            pieces.append(bytes[position..<end])
            position = end
        }
        return pieces
    }

    /// Big documents in bigger pieces: the 200 KB spec in pieces of up to 64 bytes.
    static func maxChunk(_ text: String) -> Int { text.utf8.count > 100_000 ? 64 : 17 }

    static func terminalOutput(_ pieces: [ArraySlice<UInt8>], format: StreamingRenderer.Format, theme: Theme, open: Bool) -> String {
        var stream = StreamingRenderer(theme: theme, width: 60, format: format, rendersOpenBlock: open)
        var output: [UInt8] = []
        for piece in pieces { output += stream.append(piece).final }
        output += stream.finish().final
        return String(decoding: output, as: UTF8.self)
    }

    @Test func terminalFinalBytesEqualOneRenderPlainAndANSI() {
        let ansi = ANSIRenderer(colorDepth: .trueColor)
        for (index, document) in Self.documents.enumerated() {
            let pieces = Self.pieces(document.text, seed: UInt64(index) + 7, maxChunk: Self.maxChunk(document.text))
            let styled = StyledDocument(document: Document(parsing: document.text), theme: .dark)
            let plain = PlainRenderer().render(styled.layout(width: 60))
            let colored = ansi.render(styled.layout(width: 60))
            let gotPlain = Self.terminalOutput(pieces, format: .plain, theme: .dark, open: index % 2 == 0)
            #expect(gotPlain == plain, "\(document.name) plain: \(StreamingRendererTests.firstDifference(gotPlain, plain))")
            let gotANSI = Self.terminalOutput(pieces, format: .ansi(ansi), theme: .dark, open: index % 2 == 1)
            #expect(gotANSI == colored, "\(document.name) ANSI: \(StreamingRendererTests.firstDifference(gotANSI, colored))")
        }
    }

    /// The joined final texts, and the texts with the last tail, of a stream of `pieces`.
    static func attributed(
        _ pieces: [ArraySlice<UInt8>], make: () -> MarkdownAttributedStream
    ) -> (final: AttributedString, tails: Int) {
        var stream = make()
        var final = AttributedString()
        var tails = 0
        for (index, piece) in pieces.enumerated() {
            // A tail every 16 pieces, as an app drawing a few frames a second.
            let update = stream.append(piece, stylingTail: index % 16 == 0)
            final += update.final
            if update.tail != nil { tails += 1 }
        }
        final += stream.finish().final
        return (final, tails)
    }

    @Test func joinedAttributedPartsEqualTheWholeAttributedString() {
        var terminal = MarkdownTextOptions()
        terminal.decoration = .terminal
        for (index, document) in Self.documents.enumerated() {
            let pieces = Self.pieces(document.text, seed: UInt64(index) + 31, maxChunk: Self.maxChunk(document.text))
            let whole = AttributedString(styling: Document(parsing: document.text), theme: .dark)
            let got = Self.attributed(pieces) { MarkdownAttributedStream(theme: .dark) }
            #expect(String(got.final.characters) == String(whole.characters), "\(document.name): characters")
            #expect(got.final == whole, "\(document.name): attributes")
            #expect(got.tails >= pieces.count / 16, "\(document.name): a tail when asked")
            // The terminal's decoration, and links numbered for a list at the end (plain).
            guard index % 3 == 0 else { continue }
            let decorated = AttributedString(styling: Document(parsing: document.text), theme: .plain, options: terminal)
            let gotDecorated = Self.attributed(pieces) { MarkdownAttributedStream(theme: .plain, options: terminal) }.final
            #expect(gotDecorated == decorated, "\(document.name): decorated")
        }
    }

    @Test func appStylesStreamAsTheyStyleAWholeDocument() {
        var styles = MarkdownTextStyles()
        styles.h1.sizeScale = 2
        styles.code.sizeScale = 0.9
        for document in Self.shapes {
            let whole = AttributedString(styling: Document(parsing: document.text), styles: styles)
            let got = Self.attributed(Self.pieces(document.text, seed: 5, maxChunk: 13)) {
                MarkdownAttributedStream(styles: styles)
            }
            #expect(got.final == whole, "\(document.name)")
        }
    }

    /// The final text and the tail, shown one after the other, read as the text so far would
    /// (before it is final): a chat view shows `final + tail`.
    @Test func theTailFollowsTheFinalText() {
        var stream = MarkdownAttributedStream(theme: .dark)
        var shown = AttributedString()
        var update = stream.append("# Title\n\nA paragraph still gro")
        shown += update.final
        #expect(String(shown.characters) == "Title")
        #expect(update.tail.map { String($0.characters) } == "\n\nA paragraph still gro")
        update = stream.append("wing.\n\n- one\n- two")
        shown += update.final
        #expect(String(shown.characters) == "Title\n\nA paragraph still growing.")
        #expect(update.tail.map { String($0.characters) } == "\n\n• one\n• two")
        shown += stream.finish().final
        #expect(
            shown == AttributedString(styling: Document(parsing: "# Title\n\nA paragraph still growing.\n\n- one\n- two"), theme: .dark))
        let late = stream.append("more")
        #expect(late.refusedByteCount == 4 && late.final.characters.isEmpty && late.tail == nil)
    }

    @Test func aTailSkippedBetweenFramesIsStyledOnRequest() {
        var stream = MarkdownAttributedStream(theme: .dark)
        var skipped = stream.append("# Title\n\nA para", stylingTail: false)
        #expect(String(skipped.final.characters) == "Title")
        skipped = stream.append("graph and `code`", stylingTail: false)
        #expect(skipped.final.characters.isEmpty && skipped.tail == nil)
        var direct = MarkdownAttributedStream(theme: .dark)
        _ = direct.append("# Title\n\nA paragraph and `code`")
        let expected = direct.append("", stylingTail: true).tail
        #expect(expected.map { String($0.characters) } == "\n\nA paragraph and code")
        #expect(stream.styleTail().tail == expected)
        _ = stream.finish()
        #expect(stream.styleTail().tail == nil)
    }

    /// In a pipe, a block is written as soon as the line that ends it is complete: the blank
    /// line after a paragraph, table or quote, the closing fence, a heading's or rule's own
    /// line; a list waits (a later item may join it).
    @Test func aBlockLeavesWhenWhatEndsItArrives() {
        let ending = [
            "Para *one*\ncontinued.\n\n", "| a |\n|---|\n| 1 |\n\n", "> q\n> more\n\n", "```\ncode\n\nmore\n```\n", "~~~~\n```\n~~~~\n",
            "# Heading\n", "***\n",
        ]
        for text in ending {
            var renderer = StreamingRenderer(theme: .dark, width: 40, rendersOpenBlock: false)
            var final: [UInt8] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                final += renderer.append(Array((line + "\n").utf8)).final
            }
            #expect(!final.isEmpty, "nothing final after \(text.debugDescription)")
            #expect(renderer.stream.heldByteCount == 0)
            #expect(String(decoding: final, as: UTF8.self) == AppFixtures.fullRender(text, theme: .dark, width: 40))
        }
        for open in ["- a\n\n", "1. a\n\n", "    code\n\n", "<div>\n", "Para\n", "```\ncode\n\n", "[^1]: note\n\n"] {
            var stream = StreamingRenderer(theme: .dark, width: 40, rendersOpenBlock: false)
            #expect(stream.append(Array(open.utf8)).final.isEmpty, "\(open.debugDescription) is not final")
            #expect(String(decoding: stream.finish().final, as: UTF8.self) == AppFixtures.fullRender(open, theme: .dark, width: 40))
        }
    }

    /// The core's parts for a stream: each final part once, in order; held parts keep their
    /// id in every tail until they are final.
    @Test func heldPartsKeepTheirIdAcrossTails() {
        var stream = MarkdownStream(theme: .plain)
        var update = stream.append(Array("See [the docs][d].\n\nNext.\n\nOpen".utf8))
        #expect(update.final.isEmpty)
        let held = update.tail?.held.map(\.id) ?? []
        #expect(!held.isEmpty)
        update = stream.append(Array(" more".utf8))
        #expect(update.tail?.held.map(\.id) == held)
        update = stream.append(Array(" text.\n\n[d]: https://docs.example\n\n".utf8))
        #expect(update.final.count >= 1 && update.tail?.held.isEmpty == true)
        #expect(stream.heldByteCount == 0)
    }
}
