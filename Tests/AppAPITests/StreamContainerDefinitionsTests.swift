import CMarkSwift
import Foundation
import MarkdownAttributedString
import Robustness
import Testing

/// Link reference definitions inside block quotes, lists and footnotes reach every later
/// block of a stream, as they reach them in one render: streamed in random pieces, the
/// terminal's bytes and the app's attributed text equal one render, and a block that uses
/// such a definition is made final before ``MarkdownStream/finish()``.
@Suite struct StreamContainerDefinitionsTests {
    /// Shapes that define a label inside a container, or only seem to; each uses it later.
    static let shapes: [(name: String, text: String)] = [
        ("quote", "> [a]: https://a.example/quote\n\nSee [a] here.\n\nEnd.\n"),
        ("quote after its text", "> Quoted words.\n>\n> [a]: https://a.example/after\n\nSee [a].\n\nEnd.\n"),
        ("bullet item", "- [a]: https://a.example/item\n- an item\n\nUse [a] now.\n\nEnd.\n"),
        ("ordered item's second paragraph", "1. First.\n\n   [a]: https://a.example/second\n\n2. Next.\n\nSee [a].\n\nEnd.\n"),
        ("quote in a list", "- > [a]: https://a.example/deep\n\nSee [a].\n\nEnd.\n"),
        ("footnote", "Text with a note[^n].\n\n[^n]: The note.\n\n    [a]: https://a.example/note\n\nSee [a].\n\nEnd.\n"),
        ("title and angle brackets", "> [a]: <https://a.example/x y?b=1&amp;c=2> 'It\\'s \"t\"'\n\nSee [a].\n\nEnd.\n"),
        ("over lines", "> [a]:\n> https://a.example/lines\n> \"A title\"\n\nSee [a].\n\nEnd.\n"),
        ("label folded", "> [The  Guide]: https://a.example/guide\n\nSee [the guide] and [THE GUIDE][].\n\nEnd.\n"),
        ("the quote's comes first", "> [a]: https://a.example/first\n\n[a]: https://a.example/second\n\nSee [a].\n\nEnd.\n"),
        ("the top level's comes first", "[a]: https://a.example/first\n\n> [a]: https://a.example/second\n\nSee [a].\n\nEnd.\n"),
        ("used before", "See [a] first.\n\nMore.\n\n> [a]: https://a.example/later\n\nAnd [a] again.\n\nEnd.\n"),
        (
            "stacked",
            "> [a]: https://a.example/one\n> [b]: https://a.example/two\n\n- [c]: https://a.example/three\n\n[a], [b] and [c].\n\nEnd.\n"
        ),
        (
            "not definitions",
            "> Quoted\n> [a]: https://a.example/lazy\n\n> ```\n> [b]: https://a.example/code\n> ```\n\nSee [a] and [b].\n\nEnd.\n"
        ),
        (
            "beside a footnote",
            "> [a]: https://a.example/beside\n\nText with a note[^1].\n\n[^1]: The note.\n\nSee [a].\n\nEnd.\n"
        ),
        ("full and collapsed", "* one\n\n  [x]: https://a.example/x \"X\"\n* two\n\n[words][x], [x][] and [x].\n\nEnd.\n"),
    ]

    /// Inline URLs, so that a link resolved or not reads differently.
    static var theme: Theme {
        var theme = Theme.plain
        theme.link.display = .inline
        return theme
    }

    static func terminal(_ pieces: [ArraySlice<UInt8>]) -> (beforeFinish: String, all: String) {
        var stream = StreamingRenderer(theme: theme, width: 60, rendersOpenBlock: false)
        var output: [UInt8] = []
        for piece in pieces { output += stream.append(piece).final }
        let before = String(decoding: output, as: UTF8.self)
        output += stream.finish().final
        return (before, String(decoding: output, as: UTF8.self))
    }

    @Test func streamedTerminalBytesEqualOneRender() {
        for (index, shape) in Self.shapes.enumerated() {
            let expected = AppFixtures.fullRender(shape.text, theme: Self.theme, width: 60)
            for seed in 0..<4 as Range<UInt64> {
                let pieces = StreamPartsTests.pieces(shape.text, seed: UInt64(index) * 10 + seed, maxChunk: 1 + Int(seed) * 4)
                let got = Self.terminal(pieces).all
                #expect(got == expected, "\(shape.name), seed \(seed): \(StreamingRendererTests.firstDifference(got, expected))")
            }
        }
    }

    @Test func streamedAttributedTextEqualsTheWholeString() {
        for (index, shape) in Self.shapes.enumerated() {
            let whole = AttributedString(styling: Document(parsing: shape.text), theme: .dark)
            let got = StreamPartsTests.attributed(StreamPartsTests.pieces(shape.text, seed: UInt64(index) + 3, maxChunk: 5)) {
                MarkdownAttributedStream(theme: .dark)
            }
            #expect(got.final == whole, "\(shape.name)")
        }
    }

    /// A block using a definition from a container above it is not held to the end: by the
    /// time `End.` arrives, the block with the link is final and resolved.
    @Test func aBlockUsingAContainersDefinitionIsFinalBeforeTheEnd() {
        for shape in Self.shapes where !["used before", "not definitions", "footnote", "beside a footnote"].contains(shape.name) {
            let lines = shape.text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(($0 + "\n").utf8)[...] }
            let got = Self.terminal(lines).beforeFinish
            #expect(got.contains("https://a.example/"), "\(shape.name): \(got.debugDescription)")
            #expect(!got.contains("[a]") && !got.contains("[x]"), "\(shape.name): \(got.debugDescription)")
        }
    }

    /// A reference before the quote that defines it is held, and made final once the quote is.
    @Test func aHeldBlockIsMadeFinalByAContainersDefinition() {
        var stream = MarkdownStream(theme: Self.theme)
        #expect(stream.append(Array("See [a] first.\n\nMore.\n\n".utf8)).final.isEmpty)
        #expect(stream.heldByteCount > 0)
        _ = stream.append(Array("> [a]: https://a.example/later\n\nNext".utf8))
        #expect(stream.heldByteCount == 0)
    }

    /// The look-up of a container's definitions is parsed under the stream's limits, as its
    /// other parses are: the quote's 200 bytes pass a limit of 200, the look-up (the quote
    /// and a reference to its label) does not, and stops the stream with an error.
    @Test func theLookUpParseStopsTheStreamWithinItsLimits() {
        var options = ParseOptions()
        options.limits = .standard
        options.limits.maximumInputBytes = 200
        var stream = MarkdownStream(theme: Self.theme, options: options)
        let quote = "> [a]: https://a.example/" + String(repeating: "x", count: 173) + "\n"
        #expect(stream.append(Array(quote.utf8)).stopped == nil)
        let update = stream.append(Array("\n".utf8))
        guard case .inputTooLarge(_, let limit) = update.stopped else {
            Issue.record("not stopped by the look-up: \(String(describing: update.stopped))")
            return
        }
        #expect(limit == 200)
        #expect(stream.stoppedBy != nil)
    }
}
