import CMarkSwift
import Foundation
import MarkdownAttributedString

/// Times one input through cmark-gfm alone and through this package's whole pipeline.
///
/// ```swift
/// let input = AdversarialShape.named("nested-quotes")!.generate(size: 1 << 20)
/// let timing = AdversarialTiming.measure(input, repeats: 3)
/// print(timing.ours / timing.cmark)
/// ```
package struct AdversarialTiming: Sendable {
    /// cmark-gfm parsing and rendering HTML (`CMark.render(_:as: .html)`), in seconds.
    package var cmark: Double
    /// cmark-gfm's parse alone (and freeing its tree): the part of both pipelines that is
    /// the same C code, so `ours - cmarkParse` is what this package adds.
    package var cmarkParse: Double
    /// Parse with ``ParseLimits/standard`` + style (dark) + layout at 80 + ANSI render,
    /// through the shape's door (see ``AdversarialDoor``).
    package var ours: Double
    /// The same without limits (``ParseLimits/unlimited``).
    package var oursUnlimited: Double

    /// The median of `repeats` runs of each pipeline over `input` (decoded once, outside
    /// the timing, as UTF-8 with invalid bytes replaced).
    ///
    /// Each pipeline's runs follow each other, so that each is timed in the heap state it
    /// leaves itself. Taking turns run by run was tried: then our pipeline ran right after
    /// cmark-gfm had freed its tree, and our large arrays paid for glibc consolidating
    /// that tree's chunks (docs/performance.md, 2026-12-03, has the numbers).
    ///
    /// With fewer than 3 repeats (a median that cannot leave out a first run), each pipeline
    /// first runs once untimed: the heap another pipeline left is its own run's to clean up.
    package static func measure(
        _ input: [UInt8], repeats: Int = 3, width: Int = 80, door: AdversarialDoor = .render
    ) -> AdversarialTiming {
        let text = String(decoding: input, as: UTF8.self)
        let warmUp = repeats < 3
        let cmark = median(repeats, warmUp: warmUp) { _ = CMark.render(text, as: .html).utf8.count }
        var copy = text
        let cmarkParse = median(repeats, warmUp: warmUp) { _ = copy.withUTF8 { CMarkBaseline.parse($0) } }
        let pipeline = pipeline(for: door)
        let ours = median(repeats, warmUp: warmUp) { _ = pipeline(text, .standard, width) }
        let unlimited = median(repeats, warmUp: warmUp) { _ = pipeline(text, .unlimited, width) }
        return AdversarialTiming(cmark: cmark, cmarkParse: cmarkParse, ours: ours, oursUnlimited: unlimited)
    }

    /// The median time in seconds of `repeats` runs of our pipeline through `door` alone
    /// (standard limits): the yardstick a shape of that door is held against, on real Markdown.
    package static func measureOurs(_ input: [UInt8], repeats: Int = 5, width: Int = 80, door: AdversarialDoor) -> Double {
        let text = String(decoding: input, as: UTF8.self)
        let pipeline = pipeline(for: door)
        return median(repeats, warmUp: repeats < 3) { _ = pipeline(text, .standard, width) }
    }

    /// Our pipeline through `door`.
    package static func pipeline(for door: AdversarialDoor) -> @Sendable (String, ParseLimits, Int) -> [UInt8] {
        switch door {
        case .render: ourPipeline
        case .prepared: preparedPipeline
        case .streamed: streamedPipeline
        case .attributed: attributedPipeline
        }
    }

    /// The kind of work ``ourPipeline(_:limits:width:)`` does on `input` under the standard
    /// limits: refused (a parse limit stopped it, named), degraded (a limit kept some of it
    /// as text, named), or the whole pipeline (`nil`). Times of different kinds are not
    /// comparable: a refusal at one size beside a whole render at the next is no growth.
    package static func work(_ input: [UInt8]) -> String? {
        var options = ParseOptions(limits: .standard)
        options.frontMatter = true
        let document: Document
        do {
            document = try Document.parse(input, options: options)
        } catch {
            switch error {
            case .parserMemoryExceeded: return "refused: parser memory"
            case .inputTooLarge: return "refused: input size"
            case .timeRanOut, .cancelled: return "refused: time"
            }
        }
        let kinds = Set(
            document.limitNotes.map { note in
                switch note {
                case .flattenedDeepContent: "deep content kept as text"
                case .tablesDisabled: "tables kept as text"
                case .linksKeptAsText: "links kept as text"
                }
            })
        return kinds.isEmpty ? nil : "limited: " + kinds.sorted().joined(separator: ", ")
    }

    /// Parse (front matter read, as `cmark-swift render` reads it), style with the dark
    /// theme, lay out at `width` and render ANSI line by line: the bytes a terminal gets.
    /// Under limits the parse is `Document.parse`, as the CLI's: an input past one (the
    /// parser's memory) is refused, and its time is the time to refuse it.
    package static func ourPipeline(_ text: String, limits: ParseLimits, width: Int) -> [UInt8] {
        var options = ParseOptions(limits: limits)
        options.frontMatter = true
        guard let document = try? Document.parse(text, options: options) else { return [] }
        var bytes: [UInt8] = []
        ANSIRenderer(colorDepth: .ansi256, hyperlinks: true).render(document, theme: .dark, width: width, into: &bytes)
        return bytes
    }

    /// ``ourPipeline(_:limits:width:)`` through prepared content: `PreparedMarkdown` (parsed
    /// within the limits, styled in parts), its layout at `width`, rendered as ANSI.
    package static func preparedPipeline(_ text: String, limits: ParseLimits, width: Int) -> [UInt8] {
        var options = ParseOptions(limits: limits)
        options.frontMatter = true
        guard let prepared = try? PreparedMarkdown(text, theme: .dark, options: options, budget: .unlimited) else { return [] }
        var bytes: [UInt8] = []
        ANSIRenderer(colorDepth: .ansi256, hyperlinks: true).render(prepared.layout(width: width), into: &bytes)
        return bytes
    }

    /// ``ourPipeline(_:limits:width:)`` through a stream: `StreamingRenderer` (ANSI) fed the
    /// text 64 bytes at a time, then finished; the bytes are what it wrote.
    package static func streamedPipeline(_ text: String, limits: ParseLimits, width: Int) -> [UInt8] {
        var renderer = StreamingRenderer(
            theme: .dark, width: width, options: ParseOptions(limits: limits), format: .ansi(ANSIRenderer(colorDepth: .ansi256)))
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var start = 0
        while start < utf8.count {
            let end = min(start + 64, utf8.count)
            bytes += renderer.append(utf8[start..<end]).final
            start = end
        }
        bytes += renderer.finish().final
        return bytes
    }

    /// The attributed string an app shows (`AttributedString(styling:theme:)`, dark), its
    /// characters' UTF-8 as the result.
    package static func attributedPipeline(_ text: String, limits: ParseLimits, width: Int) -> [UInt8] {
        guard let document = try? Document.parse(text, options: ParseOptions(limits: limits)) else { return [] }
        return Array(String(AttributedString(styling: document, theme: .dark).characters).utf8)
    }

    /// The median time of each stage of ``ourPipeline(_:limits:width:)`` over `repeats` runs,
    /// in seconds: parse, style, layout and render together (as the pipeline streams them),
    /// and for comparison a whole ``Layout`` and its ANSI rendering on their own.
    package static func stages(_ input: [UInt8], repeats: Int = 5, width: Int = 80) -> [(stage: String, seconds: Double)] {
        let text = String(decoding: input, as: UTF8.self)
        let document = Document(parsing: text, options: ParseOptions(limits: .standard))
        let styled = StyledDocument(document: document, theme: .dark)
        let layout = styled.layout(width: width)
        return [
            ("parse", median(repeats) { _ = Document(parsing: text, options: ParseOptions(limits: .standard)).nodeCount }),
            ("style", median(repeats) { _ = StyledDocument(document: document, theme: .dark) }),
            (
                "layout + render, streamed",
                median(repeats) {
                    var bytes: [UInt8] = []
                    ANSIRenderer(colorDepth: .ansi256, hyperlinks: true).render(styled, width: width, into: &bytes)
                }
            ),
            ("whole layout", median(repeats) { _ = styled.layout(width: width) }),
            (
                "its render",
                median(repeats) {
                    var bytes: [UInt8] = []
                    ANSIRenderer(colorDepth: .ansi256, hyperlinks: true).render(layout, into: &bytes)
                }
            ),
        ]
    }

    /// The median processor time of `repeats` runs of `body` on this thread (user and
    /// system, so page faults count), in seconds; after one untimed run first with `warmUp`.
    ///
    /// Processor time, not wall time: on a machine shared with other jobs a run's wall time
    /// counts the time others ran, which moved rows by half from one table to the next.
    package static func median(_ repeats: Int, warmUp: Bool = false, _ body: () -> Void) -> Double {
        if warmUp { body() }
        var times: [Double] = []
        for _ in 0..<max(1, repeats) {
            let start = threadSeconds()
            body()
            times.append(threadSeconds() - start)
        }
        return times.sorted()[times.count / 2]
    }

    /// The processor time this thread has used, in seconds.
    private static func threadSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
