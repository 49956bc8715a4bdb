import CMarkSwift
import Testing

/// What a stream does after ``StreamingRenderer/finish()``: text appended late is refused
/// where the caller sees it, and nothing is left unwritten.
@Suite struct StreamingFinishTests {
    static let text = "# Title\n\nSome *text* and a [link](https://example.com).\n\n- one\n- two\n"

    @Test func appendAfterFinishRefusesItsBytesVisibly() {
        var renderer = StreamingRenderer(theme: .plain, width: 60)
        _ = renderer.append(Array(Self.text.utf8))
        #expect(!renderer.stream.hasFinished)
        let last = renderer.finish()
        #expect(!last.final.isEmpty)
        #expect(last.refusedByteCount == 0)
        #expect(renderer.stream.hasFinished)
        let late = renderer.append(Array("late text\n".utf8))
        #expect(late.refusedByteCount == 10)
        #expect(late.final.isEmpty && late.open.isEmpty && !late.redrawsOpen)
        // Nothing of it is kept.
        #expect(renderer.stream.receivedByteCount == Self.text.utf8.count)
        #expect(renderer.stream.unwrittenText.isEmpty)
        #expect(renderer.finish() == StreamUpdate())
    }

    /// Both ways of finishing write everything: one render when nothing was written before
    /// (a single block), the rest after final blocks were written as they came.
    @Test(arguments: ["One *paragraph* and a [link](https://example.com).\n", text])
    func nothingIsUnwrittenAfterANormalFinish(text: String) {
        var renderer = StreamingRenderer(theme: .plain, width: 60, rendersOpenBlock: false)
        var final: [UInt8] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            final += renderer.append(Array((line + "\n").utf8)).final
        }
        // A single block is final only at the end; the others as the next one starts.
        #expect(final.isEmpty == (text != Self.text))
        final += renderer.finish().final
        #expect(renderer.stream.unwrittenText.isEmpty)
        #expect(renderer.stream.unwrittenBytes.isEmpty)
        #expect(String(decoding: final, as: UTF8.self) == AppFixtures.fullRender(text, theme: .plain, width: 60))
    }

    @Test func anEmptyStreamFinishesWithNothingUnwritten() {
        var renderer = StreamingRenderer(theme: .plain, width: 60)
        _ = renderer.finish()
        #expect(renderer.stream.unwrittenText.isEmpty)
        #expect(renderer.append([0x61]).refusedByteCount == 1)
    }
}
