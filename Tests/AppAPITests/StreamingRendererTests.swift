import CMarkSwift
import Robustness
import Testing

@Suite struct StreamingRendererTests {
    /// Feeds `text` in random pieces and returns what a pipe would print.
    static func streamed(
        _ text: String, theme: Theme, width: Int, seed: UInt64, maxChunk: Int, format: StreamingRenderer.Format = .plain,
        rendersOpenBlock: Bool = true
    ) -> [UInt8] {
        var random = SeededRandom(seed: seed)
        let bytes = Array(text.utf8)
        var renderer = StreamingRenderer(theme: theme, width: width, format: format, rendersOpenBlock: rendersOpenBlock)
        var output: [UInt8] = []
        var position = 0
        while position < bytes.count {
            let size = Int.random(in: 1...maxChunk, using: &random)
            let end = min(bytes.count, position + size)
            output += renderer.append(bytes[position..<end]).final
            position = end
        }
        output += renderer.finish().final
        return output
    }

    @Test func specInRandomChunksEqualsOneRender() {
        let spec = AppFixtures.spec
        for (seed, maxChunk) in [(1, 4096), (2, 300)] as [(UInt64, Int)] {
            let expected = AppFixtures.fullRender(spec, theme: .dark, width: 80)
            let got = String(decoding: Self.streamed(spec, theme: .dark, width: 80, seed: seed, maxChunk: maxChunk), as: UTF8.self)
            #expect(got == expected, "seed \(seed)")
        }
    }

    @Test func realDocumentsInSmallChunksEqualOneRender() {
        for name in ["httplib2-README.md", "libcbor-README.md", "README.md"] {
            let text = AppFixtures.real(name)
            for theme in [Theme.dark, Theme.ascii] {
                let expected = AppFixtures.fullRender(text, theme: theme, width: 50)
                let got = String(decoding: Self.streamed(text, theme: theme, width: 50, seed: 7, maxChunk: 24), as: UTF8.self)
                #expect(got == expected, "\(name) \(theme.name)")
            }
        }
    }

    @Test func ansiStreamEqualsOneANSIRender() {
        let text = AppFixtures.real("libcbor-README.md")
        let renderer = ANSIRenderer(colorDepth: .ansi256)
        let expected = renderer.render(StyledDocument(document: Document(parsing: text), theme: .dark).layout(width: 70))
        let got = Self.streamed(text, theme: .dark, width: 70, seed: 3, maxChunk: 40, format: .ansi(renderer))
        #expect(String(decoding: got, as: UTF8.self) == expected)
    }

    @Test func aParagraphStaysOpenUntilTheNextBlockStarts() {
        var theme = Theme.plain
        theme.link.display = .inline
        var stream = StreamingRenderer(theme: theme, width: 40)
        var update = stream.append(Array("Title\n".utf8))
        #expect(update.final.isEmpty)
        #expect(String(decoding: update.open, as: UTF8.self) == "Title\n")
        // The next line turns the paragraph into a setext heading: nothing was printed early.
        update = stream.append(Array("=====\n\nText\n".utf8))
        #expect(!update.final.isEmpty)
        #expect(update.openRows == 2)  // the blank line and "Text"
        let last = stream.finish()
        #expect(String(decoding: last.final, as: UTF8.self).hasSuffix("Text\n"))
    }

    @Test func openRowsCountWrappedAndWideLines() {
        var stream = StreamingRenderer(theme: .plain, width: 10)
        let update = stream.append(Array("日本語の文章がとても長い".utf8))
        #expect(update.openRows == String(decoding: update.open, as: UTF8.self).split(separator: "\n").count)
        #expect(update.openRows >= 3)
    }

    @Test func footnotesWaitForTheEnd() {
        let text = AppFixtures.real("sample.md")
        var stream = StreamingRenderer(theme: .dark, width: 60)
        let update = stream.append(Array(text.utf8))
        let all = update.final + stream.finish().final
        #expect(String(decoding: all, as: UTF8.self) == AppFixtures.fullRender(text, theme: .dark, width: 60))
    }

    @Test func emptyInputShowsThePlaceholder() {
        var theme = Theme.plain
        theme.placeholder.text = "Waiting…"
        var stream = StreamingRenderer(theme: theme, width: 40)
        #expect(String(decoding: stream.finish().final, as: UTF8.self) == "Waiting…\n")
    }

    /// `Theme.plain` numbers link URLs and lists them at the end: blocks still become final
    /// as they come, and the whole equals one render for every chunking.
    @Test func referenceListsAtTheEndKeepNoBlockOpen() {
        for name in ["httplib2-README.md", "libcbor-README.md", "nodejs-api-path.md"] {
            let text = AppFixtures.real(name)
            let expected = AppFixtures.fullRender(text, theme: .plain, width: 60)
            for (seed, maxChunk) in [(11, 7), (12, 64)] as [(UInt64, Int)] {
                let got = String(
                    decoding: Self.streamed(text, theme: .plain, width: 60, seed: seed, maxChunk: maxChunk, rendersOpenBlock: false),
                    as: UTF8.self)
                #expect(got == expected, "\(name) seed \(seed): \(Self.firstDifference(got, expected))")
            }
        }
        var stream = StreamingRenderer(theme: .plain, width: 40)
        let early = stream.append(Array("See [a](https://a.org).\n\nAnd [b](https://b.org) and [a](https://a.org).\n\nNext\n".utf8))
        #expect(String(decoding: early.final, as: UTF8.self) == "See a[1].\n\nAnd b[2] and a[1].\n")
        let rest = String(decoding: stream.finish().final, as: UTF8.self)
        #expect(rest.hasSuffix("[1] https://a.org\n[2] https://b.org\n"))
    }

    /// Definitions before their use (already final when the use arrives) and after it (as
    /// LLM answers put them), footnotes too: every chunking equals one render.
    @Test func definitionsAndFootnotesInAnyOrderEqualOneRender() {
        let text = """
            [early]: https://early.example "Early"

            Intro with [early] and [late][] and a note.[^n]

            - item [early]
            - item [late]

            Middle paragraph.

            ```
            [fake]: https://not.a.definition
            ```

            Uses [fake] and [early].

            [late]: https://late.example
            [^n]: The note.

            """
        for theme in [Theme.dark, Theme.plain] {
            let expected = AppFixtures.fullRender(text, theme: theme, width: 50)
            for seed in 1...6 as ClosedRange<UInt64> {
                let got = String(decoding: Self.streamed(text, theme: theme, width: 50, seed: seed, maxChunk: 9), as: UTF8.self)
                #expect(got == expected, "\(theme.name) seed \(seed)")
            }
        }
    }

    /// The lines around the first difference of two renders, for a failure's message.
    static func firstDifference(_ got: String, _ expected: String) -> String {
        let a = got.split(separator: "\n", omittingEmptySubsequences: false)
        let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = (0..<min(a.count, b.count)).first(where: { a[$0] != b[$0] }) ?? (a.count == b.count ? nil : min(a.count, b.count))
        else { return "same" }
        let range = max(0, line - 2)..<(line + 3)
        return "line \(line): got \(a[range.clamped(to: 0..<a.count)]) expected \(b[range.clamped(to: 0..<b.count)])"
    }
}
