import CMarkSwift
import Foundation
import Robustness
import Testing

/// The stream's output equals one render whatever it holds: every real and golden document,
/// cut in random pieces of 1 to 7 bytes, with a footnote and a link whose definitions come
/// only at the very end, under a small and the default hold limit.
@Suite struct StreamingEquivalenceTests {
    /// Every file of Fixtures/real but the 200 KB spec (streamed in StreamingRendererTests),
    /// and every input of Fixtures/render.
    static let documents: [(name: String, text: String)] = {
        let real = StreamingWorkTests.realNames + ["gradio-README.md", "textual-README.md"]
        let render = ["basics", "blocks", "code", "empty", "highlight", "links", "lists", "quotes", "tables", "unicode"]
        return real.map { ($0, AppFixtures.real($0)) }
            + render.map { name in
                let url = AppFixtures.root.appendingPathComponent("Fixtures/render/\(name).md")
                return ("render/\(name).md", (try? String(contentsOf: url, encoding: .utf8)) ?? "")
            }
    }()

    /// `text` with a first paragraph whose footnote and link are defined only at the end:
    /// that paragraph, and so everything after it, is held to the last line.
    static func withLateDefinitions(_ text: String) -> String {
        "Read this first[^late], and [the late link][late].\n\n" + text
            + "\n\n[^late]: A footnote defined at the very end.\n\n[late]: https://late.example/path\n"
    }

    /// Streams `text` in random pieces of 1 to `maxChunk` bytes; returns every update's
    /// final bytes, then finish()'s, and the renderer.
    static func streamed(
        _ text: String, theme: Theme, width: Int, holdLimit: Int, seed: UInt64, maxChunk: Int = 7, rendersOpenBlock: Bool = false
    ) -> (output: String, renderer: StreamingRenderer, limitReports: Int) {
        var random = SeededRandom(seed: seed)
        let bytes = Array(text.utf8)
        var renderer = StreamingRenderer(theme: theme, width: width, rendersOpenBlock: rendersOpenBlock)
        renderer.holdLimit = holdLimit
        renderer.framesPerSecond = nil
        var output: [UInt8] = []
        var reports = 0
        var position = 0
        while position < bytes.count {
            let end = min(bytes.count, position + Int.random(in: 1...maxChunk, using: &random))
            let update = renderer.append(bytes[position..<end])
            output += update.final
            if update.reachedHoldLimit { reports += 1 }
            position = end
        }
        output += renderer.finish().final
        return (String(decoding: output, as: UTF8.self), renderer, reports)
    }

    @Test func everyFixtureWithLateDefinitionsStreamsToOneRender() {
        for (index, document) in Self.documents.enumerated() {
            for text in [document.text, Self.withLateDefinitions(document.text)] {
                for (holdLimit, width) in [(64, 37), (32_768, 80)] {
                    let expected = AppFixtures.fullRender(text, theme: .dark, width: width)
                    let got = Self.streamed(text, theme: .dark, width: width, holdLimit: holdLimit, seed: UInt64(index)).output
                    #expect(
                        got == expected,
                        "\(document.name) (\(text.utf8.count) bytes) limit \(holdLimit) @\(width): \(StreamingRendererTests.firstDifference(got, expected))"
                    )
                }
            }
        }
    }

    /// The 200 KB spec, held whole behind its first paragraph, in pieces of 1 to 7 bytes.
    @Test func theSpecWithLateDefinitionsStreamsToOneRender() {
        let text = Self.withLateDefinitions(AppFixtures.spec)
        let expected = AppFixtures.fullRender(text, theme: .dark, width: 60)
        let got = Self.streamed(text, theme: .dark, width: 60, holdLimit: 256, seed: 99)
        #expect(got.output == expected, "\(StreamingRendererTests.firstDifference(got.output, expected))")
        #expect(got.limitReports == 1)
        #expect(got.renderer.stream.parsedByteCount < 5 * text.utf8.count, "\(got.renderer.stream.parsedByteCount) bytes parsed")
    }

    /// Under `Theme.plain` link URLs are numbered and listed at the end, and the terminal
    /// case renders the open blocks: the same equality.
    @Test func referenceListsAndOpenRenderingsStreamToOneRender() {
        for (index, document) in Self.documents.enumerated() where index % 3 == 0 {
            let text = Self.withLateDefinitions(document.text)
            let expected = AppFixtures.fullRender(text, theme: .plain, width: 60)
            let got = Self.streamed(text, theme: .plain, width: 60, holdLimit: 256, seed: UInt64(index + 50), rendersOpenBlock: true)
            #expect(got.output == expected, "\(document.name): \(StreamingRendererTests.firstDifference(got.output, expected))")
        }
    }

    /// Past the hold limit nothing is written as it stands: the held paragraph keeps its
    /// place and is written, resolved, when its definition arrives; the update that crossed
    /// the limit said so, once.
    @Test func heldBlocksWaitForTheirDefinitionPastTheHoldLimit() {
        var theme = Theme.plain
        theme.link.display = .inline
        var renderer = StreamingRenderer(theme: theme, width: 60, rendersOpenBlock: false)
        renderer.holdLimit = 200
        var reports = 0
        var output = renderer.append(Array("See [the docs][d] first.\n\nNext.\n\n".utf8)).final
        #expect(output.isEmpty)
        for index in 0..<30 {
            let update = renderer.append(Array("More text \(index).\n\n".utf8))
            #expect(update.final.isEmpty)
            if update.reachedHoldLimit { reports += 1 }
        }
        #expect(reports == 1)
        #expect(renderer.stream.heldByteCount >= 200)
        output += renderer.append(Array("[d]: https://docs.example\n\nAfter.\n\n".utf8)).final
        let written = String(decoding: output, as: UTF8.self)
        #expect(written.hasPrefix("See the docs (https://docs.example) first.\n\nNext.\n\nMore text 0.\n"))
        #expect(written.contains("More text 29."))
        #expect(renderer.stream.heldByteCount == 0)
        output += renderer.finish().final
        let filler = (0..<30).map { "More text \($0).\n\n" }.joined()
        let text = "See [the docs][d] first.\n\nNext.\n\n" + filler + "[d]: https://docs.example\n\nAfter.\n\n"
        #expect(String(decoding: output, as: UTF8.self) == AppFixtures.fullRender(text, theme: theme, width: 60))
    }

    /// A block held while a line that looks like a definition arrives is written once that
    /// line turns out to be text.
    @Test func aBlockHeldForALineThatIsNoDefinitionIsWrittenWhenItEnds() {
        var theme = Theme.plain
        theme.link.display = .inline
        var stream = StreamingRenderer(theme: theme, width: 60, rendersOpenBlock: false)
        #expect(stream.append(Array("Para.\n\nX\n\n[r]: https://exa".utf8)).final.isEmpty)
        let later = stream.append(Array("mple is not a title\n\nNext\n\nMore\n".utf8)).final
        #expect(String(decoding: later, as: UTF8.self).hasPrefix("Para.\n\nX\n"))
    }

    /// Front matter stays the document's start when the held text is parsed again after a
    /// definition arrived.
    @Test func frontMatterStaysFirstWhenHeldBlocksAreWritten() {
        let text = "---\ntitle: Notes\n---\nSee [the docs][d].\n\nMore.\n\n[d]: https://docs.example\n\nEnd.\n"
        let options = ParseOptions(frontMatter: true)
        let expected = AppFixtures.fullRender(text, theme: .dark, width: 50, options: options)
        for seed in 1...3 as ClosedRange<UInt64> {
            var random = SeededRandom(seed: seed)
            let bytes = Array(text.utf8)
            var stream = StreamingRenderer(theme: .dark, width: 50, options: options, rendersOpenBlock: false)
            var output: [UInt8] = []
            var position = 0
            while position < bytes.count {
                let end = min(bytes.count, position + Int.random(in: 1...7, using: &random))
                output += stream.append(bytes[position..<end]).final
                position = end
            }
            let beforeFinish = output.count
            output += stream.finish().final
            #expect(beforeFinish > 0, "the held blocks are written once [d] is defined")
            #expect(String(decoding: output, as: UTF8.self) == expected, "seed \(seed)")
        }
    }

    /// On a terminal the held blocks are shown, as they stand, above the open block, and
    /// leave the open rows when they are written.
    @Test func heldBlocksShowAsOpenRowsUntilWritten() {
        var theme = Theme.plain
        theme.link.display = .inline
        var stream = StreamingRenderer(theme: theme, width: 60)
        stream.framesPerSecond = nil
        let held = stream.append(Array("See [the docs][d] first.\n\nNext.\n\nOpen".utf8))
        #expect(held.final.isEmpty)
        #expect(String(decoding: held.open, as: UTF8.self) == "See [the docs][d] first.\n\nNext.\n\nOpen\n")
        #expect(held.openRows == 5)
        let known = stream.append(Array(" paragraph.\n\n[d]: https://docs.example\n\nLast\n".utf8))
        #expect(String(decoding: known.final, as: UTF8.self) == "See the docs (https://docs.example) first.\n\nNext.\n\nOpen paragraph.\n")
        #expect(String(decoding: known.open, as: UTF8.self) == "\nLast\n")
    }

    /// A 100 KB answer with a footnote in every section, its definition after it, and a
    /// reference defined only at the end, in 5-byte pieces: the bytes parsed stay within a
    /// few times the input (they grew with its square: a parse of everything held per
    /// block), and the output is one render.
    @Test func aLongFootnotedStreamParsesEachByteAFewTimes() {
        var text = "An answer that cites [the source][src] at once.\n\n"
        var section = 0
        while text.utf8.count < 100_000 {
            text += "## Part \(section)\n\nThis part says something worth a note[^n\(section)] and goes on for a while, "
            text += "as answers do, with `code` and *emphasis*.\n\n- a point\n- another point\n\n"
            text += "[^n\(section)]: The note of part \(section).\n\n"
            section += 1
        }
        text += "[src]: https://source.example\n"
        for holdLimit in [256, 32_768] {
            var renderer = StreamingRenderer(theme: .dark, width: 80, rendersOpenBlock: false)
            renderer.holdLimit = holdLimit
            let bytes = Array(text.utf8)
            var output: [UInt8] = []
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 5)
                output += renderer.append(bytes[offset..<end]).final
                offset = end
            }
            output += renderer.finish().final
            #expect(renderer.stream.parsedByteCount < 4 * bytes.count, "\(renderer.stream.parsedByteCount) bytes parsed for \(bytes.count)")
            #expect(String(decoding: output, as: UTF8.self) == AppFixtures.fullRender(text, theme: .dark, width: 80))
        }
    }
}
