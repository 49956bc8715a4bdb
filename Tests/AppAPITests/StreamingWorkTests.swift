import CMarkSwift
import Robustness
import Testing

/// Streaming's work and promptness: a growing block costs no parse per piece, a block is
/// written as soon as the next one starts, and every cutting of every real document, in a
/// pipe and on a terminal, adds up to one render.
@Suite struct StreamingWorkTests {
    /// Every real document but the 200 KB spec (streamed in StreamingRendererTests).
    static let realNames = [
        "README.md", "charset-normalizer-README.md", "httplib2-README.md", "libcbor-README.md", "nodejs-BUILDING.md",
        "nodejs-api-path.md", "pip-getting-started.md", "pyenv-README.md", "sample.md", "systemd-DISTRO_PORTING.md",
        "urllib3-README.md",
    ]

    @Test func everyRealDocumentInRandomPiecesEqualsOneRender() {
        for (index, name) in Self.realNames.enumerated() {
            let text = AppFixtures.real(name)
            let expected = AppFixtures.fullRender(text, theme: .dark, width: 60)
            for (seed, maxChunk, open) in [(UInt64(index), 7, false), (UInt64(index + 100), 33, true)] {
                let got = StreamingRendererTests.streamed(
                    text, theme: .dark, width: 60, seed: seed, maxChunk: maxChunk, rendersOpenBlock: open)
                #expect(String(decoding: got, as: UTF8.self) == expected, "\(name) seed \(seed) open \(open)")
            }
        }
    }

    @Test func everyFrameRateGivesTheSameOutput() {
        let text = AppFixtures.real("pyenv-README.md")
        let expected = AppFixtures.fullRender(text, theme: .dark, width: 70)
        for rate in [nil, 1, 30] as [Int?] {
            var stream = StreamingRenderer(theme: .dark, width: 70)
            stream.framesPerSecond = rate
            var output: [UInt8] = []
            var frames = 0
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 11)
                let update = stream.append(bytes[offset..<end])
                output += update.final
                if update.redrawsOpen { frames += 1 }
                offset = end
            }
            output += stream.finish().final
            #expect(String(decoding: output, as: UTF8.self) == expected, "rate \(rate as Any)")
            if rate == nil { #expect(frames == (bytes.count + 10) / 11) }
        }
    }

    /// The benchmark's shapes: a block of 48 KB growing by 5 bytes costs a handful of parses
    /// in a pipe, not one per line (which was about 1,200 to 2,400).
    @Test func aGrowingBlockIsNotParsedPerLine() {
        func repeated(_ unit: String) -> String { String(repeating: unit, count: 48_000 / unit.utf8.count) }
        let shapes = [
            repeated("words in one growing paragraph, wrapped\n"),
            repeated("- an item of the growing list\n"),
            repeated("1. an item of the growing list\n"),
            "| a | b | c |\n|---|---|---|\n" + repeated("| one | two | three |\n"),
            "```swift\n" + repeated("let value = compute(1, 2)\n    }\n") + "```\n",
            repeated("- item\n\n"),
        ]
        for text in shapes {
            var renderer = StreamingRenderer(theme: .dark, width: 80, rendersOpenBlock: false)
            let bytes = Array(text.utf8)
            var offset = 0
            var output: [UInt8] = []
            while offset < bytes.count {
                let end = min(bytes.count, offset + 5)
                output += renderer.append(bytes[offset..<end]).final
                offset = end
            }
            #expect(renderer.stream.parseCount <= 4, "\(renderer.stream.parseCount) parses: \(text.prefix(30))")
            output += renderer.finish().final
            #expect(String(decoding: output, as: UTF8.self) == AppFixtures.fullRender(text, theme: .dark, width: 80))
        }
    }

    /// Footnotes throughout a stream (one a section, as in the benchmark's corpus): the bytes
    /// parsed grow with the input, not with its square. Footnote definitions were kept as
    /// link definitions and put before every later parse: twice the sections parsed 3.8
    /// times the bytes (2.7 MB and 10.4 MB; now 0.5 MB and 1.1 MB).
    @Test func footnotesThroughoutAStreamKeepItsWorkLinear() {
        func sections(_ count: Int) -> String {
            (0..<count).map { "Section \($0) says something worth a note[^n\($0)].\n\n[^n\($0)]: The note of \($0).\n\n" }
                .joined()
        }
        func parsedBytes(_ text: String) -> Int {
            var renderer = StreamingRenderer(theme: .dark, width: 80, rendersOpenBlock: false)
            renderer.holdLimit = 2_048
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let end = min(bytes.count, offset + 64)
                _ = renderer.append(bytes[offset..<end])
                offset = end
            }
            _ = renderer.finish()
            return renderer.stream.parsedByteCount
        }
        let small = parsedBytes(sections(400))
        let large = parsedBytes(sections(800))
        #expect(Double(large) / Double(small) < 2.3, "\(small) bytes parsed for 400 sections, \(large) for 800")
    }

    /// In a pipe, the first block is written as soon as the line starting the second one is
    /// complete, whatever the two blocks are. (Not here: a setext heading, whose range cmark
    /// ends on the next block's line, and an HTML comment block, which wait one more line.)
    @Test func aBlockIsWrittenWhenTheNextStarts() {
        let pairs = [
            "para\n# H\n", "para\n```\n", "para\n> q\n", "para\n***\n", "para\n<div>\n", "para\n\nnext\n", "- a\n# H\n",
            "- a\n\npara\n", "- a\n+ b\n", "1. a\n2) b\n", "- # h\nlazy?\n", "-\nfoo\n", "| a |\n|---|\n| 1 |\n\npara\n",
            "```\nx\n```\npara\n", "~~~~\n```\n~~~~\nnext\n", "    code\npara\n", "# H\npara\n",
            "> q\n\npara\n", "- a -> b\n\nc\n", "text\n 1. one\n",
        ]
        var theme = Theme.plain
        theme.link.display = .inline
        for text in pairs {
            var stream = StreamingRenderer(theme: theme, width: 40, rendersOpenBlock: false)
            var final: [UInt8] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                final += stream.append(Array((line + "\n").utf8)).final
            }
            #expect(!final.isEmpty, "nothing final after \(text.debugDescription)")
            final += stream.finish().final
            #expect(String(decoding: final, as: UTF8.self) == AppFixtures.fullRender(text, theme: theme, width: 40))
        }
    }

    /// An append that only extends a line returns an empty update at once: no parse, and the
    /// budget's time is not counted; the append that completes the block is.
    @Test func anAppendThatOnlyScansReturnsAtOnce() {
        var stream = MarkdownStream(theme: .plain, stylesTail: false, budget: WorkBudget(time: .seconds(600)))
        #expect(stream.append(Array("Intro.\n\n```\n".utf8)).final.count == 1)
        let parses = stream.parseCount
        let spent = stream.spentTime
        for _ in 0..<100 {
            let update = stream.append(Array("code ".utf8))
            #expect(update.final.isEmpty && update.tail == nil && update.stopped == nil)
        }
        #expect(stream.parseCount == parses)
        #expect(stream.spentTime == spent)
        #expect(stream.append(Array("\n```\n".utf8)).final.count == 1)
        #expect(stream.parseCount > parses && stream.spentTime > spent)
    }

    /// The next frame is due a frame's time after the last: turning the limit off (nil or
    /// 0) takes effect at the next append.
    @Test func turningTheFrameLimitOffTakesEffectAtOnce() {
        var stream = StreamingRenderer(theme: .plain, width: 40)
        stream.framesPerSecond = 1
        #expect(stream.append(Array("Some words".utf8)).redrawsOpen)
        stream.framesPerSecond = nil
        #expect(stream.append(Array(" and more".utf8)).redrawsOpen)
        stream.framesPerSecond = 0
        #expect(stream.append(Array(" still".utf8)).redrawsOpen)
    }

    @Test func redrawDrawsAHeldBackFrame() {
        var stream = StreamingRenderer(theme: .plain, width: 40)
        stream.framesPerSecond = 1
        let first = stream.append(Array("Some words".utf8))
        #expect(first.redrawsOpen)
        let second = stream.append(Array(" and more".utf8))
        #expect(!second.redrawsOpen)  // within the second: held back
        let now = stream.redraw()
        #expect(now.redrawsOpen)
        #expect(String(decoding: now.open, as: UTF8.self) == "Some words and more\n")
        #expect(stream.finish().redrawsOpen)
    }
}
