import CMarkSwift
import Testing

/// The budget at the doors an app uses for untrusted text: prepared content and the stream.
/// Spent, each stops and says why, and loses nothing (the stream gives back what it did not
/// write); with time left, each gives what it gives without a budget.
@Suite struct WorkBudgetDoorTests {
    let text = String(repeating: "# Heading\n\nSome *text*, a [link](https://example.com) and `code`.\n\n- item\n\n", count: 100)

    @Test func preparedContentWithASpentBudgetThrowsNamingTheStage() {
        #expect(throws: ParseLimitError.self) {
            try PreparedMarkdown(text, theme: .dark, budget: WorkBudget(time: .zero))
        }
        do {
            _ = try PreparedMarkdown(text, theme: .dark, budget: WorkBudget(time: .zero))
        } catch {
            guard case .timeRanOut(let stage, _) = error else {
                Issue.record("expected the time to run out, got \(error)")
                return
            }
            #expect([.parsing, .converting, .styling].contains(stage))
        }
    }

    @Test func preparedContentWithTimeLeftIsTheSame() throws {
        let budget = WorkBudget(time: .seconds(600))
        let bounded = try PreparedMarkdown(text, theme: .dark, budget: budget)
        let plain = PreparedMarkdown(text, theme: .dark)
        #expect(bounded.boundingSize(forWidth: 60) == plain.boundingSize(forWidth: 60))
        let edited = text + "\nOne more *paragraph*.\n"
        let updated = try bounded.updated(with: edited, budget: budget)
        #expect(updated.updateReason == .parseLimits)
        #expect(updated.boundingSize(forWidth: 60) == PreparedMarkdown(edited, theme: .dark).boundingSize(forWidth: 60))
    }

    @Test func preparedContentPastTheParserMemoryLimitThrows() {
        #expect(throws: ParseLimitError.parserMemoryExceeded(inputBytes: 2_000_000, limit: ParseLimits.parserBytesFloor)) {
            try PreparedMarkdown(
                String(repeating: ":", count: 2_000_000), theme: .dark, options: ParseOptions(limits: .standard),
                budget: .unlimited)
        }
    }

    @Test func aStreamWithASpentBudgetStopsAndGivesBackItsText() {
        var renderer = StreamingRenderer(theme: .plain, width: 60, budget: WorkBudget(time: .zero))
        let update = renderer.append(Array(text.utf8))
        // The first check is inside cmark-gfm: the parse of the text stops there.
        #expect(update.stopped == .timeRanOut(stage: .parsing, budget: .zero))
        #expect(update.final.isEmpty && update.open.isEmpty && update.redrawsOpen)
        #expect(renderer.stream.stoppedBy == update.stopped)
        #expect(renderer.stream.unwrittenText == text)
        #expect(renderer.append(Array("more\n".utf8)) == StreamUpdate())
        #expect(renderer.finish() == StreamUpdate())
    }

    @Test func aStreamWithTimeLeftWritesWhatOneWithoutABudgetWrites() {
        func output(_ stream: inout StreamingRenderer) -> [UInt8] {
            var bytes: [UInt8] = []
            for piece in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
                bytes += stream.append(Array(piece) + [0x0A]).final
            }
            return bytes + stream.finish().final
        }
        var bounded = StreamingRenderer(
            theme: .dark, width: 50, format: .ansi(ANSIRenderer(colorDepth: .trueColor)), budget: WorkBudget(time: .seconds(600)))
        var unbounded = StreamingRenderer(theme: .dark, width: 50, format: .ansi(ANSIRenderer(colorDepth: .trueColor)))
        #expect(output(&bounded) == output(&unbounded))
        #expect(bounded.stream.stoppedBy == nil)
        #expect(bounded.stream.spentTime > .zero)
    }

    @Test func aStreamStopsWhenTheTaskMakingACallIsCancelled() async {
        let text = text
        let (update, unwritten) = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var renderer = StreamingRenderer(theme: .plain, width: 60, budget: .untilCancelled)
            let update = renderer.append(Array(text.utf8))
            return (update, renderer.stream.unwrittenText)
        }.value
        #expect(update.stopped == .cancelled(stage: .parsing))
        #expect(unwritten == text)
    }

    @Test func aStreamWithoutABudgetIgnoresCancellation() async {
        let text = text
        let update = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var stream = StreamingRenderer(theme: .plain, width: 60, rendersOpenBlock: false)
            return stream.append(Array(text.utf8))
        }.value
        #expect(update.stopped == nil)
        #expect(!update.final.isEmpty)
    }

    @Test func aStreamPastTheParserMemoryLimitStops() {
        var renderer = StreamingRenderer(theme: .plain, width: 60, options: ParseOptions(limits: .standard), rendersOpenBlock: false)
        let colons = String(repeating: ":", count: 2_000_000) + "\n\nafter\n"
        let update = renderer.append(Array(colons.utf8))
        let stopped = update.stopped ?? renderer.finish().stopped
        // The first parse takes the whole text in (the open block is not drawn, so the
        // renderer parses once the lines are complete).
        #expect(stopped == .parserMemoryExceeded(inputBytes: colons.utf8.count, limit: ParseLimits.parserBytesFloor))
        #expect(renderer.stream.unwrittenText == colons)
    }

    /// Stopped at any point (budgets from 0.2 to 20 ms over every fixture in pieces), the
    /// stream never fails and loses nothing: what it wrote as final, then what it gives back,
    /// hold every received byte's text; unstopped, it ends as one render.
    @Test(arguments: [200, 2_000, 20_000])
    func aStreamStoppedAnywhereKeepsItsText(microseconds: Int) {
        for (name, text) in StreamingEquivalenceTests.documents {
            var renderer = StreamingRenderer(theme: .plain, width: 60, budget: WorkBudget(time: .microseconds(microseconds)))
            var final: [UInt8] = []
            var stopped: ParseLimitError?
            let bytes = Array(text.utf8)
            var at = 0
            while at < bytes.count && stopped == nil {
                let end = min(bytes.count, at + 1 + at % 97)
                let update = renderer.append(bytes[at..<end])
                final += update.final
                stopped = update.stopped
                at = end
            }
            if stopped == nil {
                let last = renderer.finish()
                final += last.final
                stopped = last.stopped
            }
            guard stopped != nil else { continue }
            // What it gives back is the tail of what it received, from where its final lines end.
            let received = Array(bytes[..<at])
            let unwritten = renderer.stream.unwrittenBytes
            #expect(renderer.stream.unwrittenText == String(decoding: unwritten, as: UTF8.self), "\(name)")
            #expect(received.count >= unwritten.count, "\(name)")
            #expect(received.suffix(unwritten.count).elementsEqual(unwritten), "\(name): the text given back is the received tail")
            #expect(renderer.finish() == StreamUpdate(), "\(name)")
        }
    }
}
