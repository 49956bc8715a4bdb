import MarkdownTree
import Robustness
import Testing

@testable import MarkdownLayout

/// Collects the lines a prepared text breaks into, segment by segment.
private struct RecordedLines: SegmentSink {
    static var wantsSegments: Bool { true }
    var lines: [[Segment]] = [[]]
    var widths: [Int] = []

    mutating func add(_ segment: Segment) {
        lines[lines.count - 1].append(segment)
    }

    mutating func endLine(width: Int) {
        widths.append(width)
        lines.append([])
    }
}

/// A text prepared in two halves on two threads breaks exactly as one prepared in one go.
@Suite struct PreparedTextSplitTests {
    /// Pieces around which splits are and are not possible: letters of every length,
    /// ideographs, spaces after ASCII and after other scripts, marks, signs, URLs' signs.
    private static let pieces = [
        "a", "word", " ", "  ", "é", "ж", "e\u{301}", "日本", "語", "。", "「", "-", "well-known", "/", "?", "\u{A0}", "👍🏽", "🇯🇵",
        "\u{FFFD}", "␛", "한", "x\u{300}", "ß", "7", "👨‍👩‍👧", "\u{200D}", "🏳️‍🌈", "क्ष", "\u{94D}", "\u{915}", "\u{1100}\u{1161}",
        "\u{11A8}", "a\u{300}\u{301}\u{302}", "\u{600}", "(", "1-",
    ]

    /// Random runs over one buffer, as a styled document keeps them.
    private static func randomText(using generator: inout SeededRandom) -> (buffer: [UInt8], runs: [StyledRun]) {
        var buffer: [UInt8] = []
        var runs: [StyledRun] = []
        for index in 0..<Int.random(in: 1...5, using: &generator) {
            let text = (0..<Int.random(in: 1...60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let offset = UInt32(buffer.count)
            buffer.append(contentsOf: text.utf8)
            runs.append(
                StyledRun(
                    offset: offset, count: UInt32(text.utf8.count), style: UInt32(index % 3), link: 0, isURL: index == 2,
                    keepsSpaces: index == 3))
        }
        return (buffer, runs)
    }

    /// The lines of `runs` at `width`, prepared with `splitThreshold`, after another text in
    /// the same store (so the split's cluster runs are appended after others).
    private static func lines(_ runs: [StyledRun], _ buffer: [UInt8], width: Int, splitThreshold: Int) -> RecordedLines {
        var store = TextStore()
        _ = PreparedText(runs: runs[...].prefix(1), buffer: buffer, store: &store, splitThreshold: .max)
        let prepared = PreparedText(runs: runs[...], buffer: buffer, store: &store, splitThreshold: splitThreshold)
        var recorded = RecordedLines()
        let ellipsis = Segment(offset: 0, count: 0, width: 1, style: 0)
        prepared.breakLines(width: width, runs: runs, buffer: buffer, store: store, ellipsis: ellipsis, into: &recorded)
        #expect(prepared.measure(width: width, store: store).rows == recorded.widths.count)
        return recorded
    }

    @Test func splitPreparationBreaksLikeOnePass() {
        var generator = SeededRandom(seed: 17)
        for _ in 0..<400 {
            let (buffer, runs) = Self.randomText(using: &generator)
            for width in [1, 4, 11, 80] {
                let whole = Self.lines(runs, buffer, width: width, splitThreshold: .max)
                let split = Self.lines(runs, buffer, width: width, splitThreshold: 0)
                #expect(whole.lines == split.lines, "\(String(decoding: buffer, as: UTF8.self).debugDescription) at \(width)")
                #expect(whole.widths == split.widths)
            }
        }
    }

    @Test func aLargeParagraphOfEachScriptIsPreparedInHalvesAlike() {
        // Over the threshold the default splits: each of these has a certain cluster
        // boundary near its middle (after a space, between letters, ideographs, pictographs,
        // after a stack of marks).
        let pieces = ["word ", "日本語", "éжß", "a\u{2400}", "e\u{301}x ", "👨‍👩‍👧‍👦🏳️‍🌈👍🏽", "a\u{300}\u{301}\u{302}", "क्षि"]
        for piece in pieces {
            let text = String(repeating: piece, count: Halves.threshold / piece.utf8.count + 1)
            let buffer = Array(text.utf8)
            let runs = [StyledRun(offset: 0, count: UInt32(buffer.count), style: 0, link: 0, isURL: false)]
            let split = buffer.withUnsafeBufferPointer { TextSplit(runs: runs[...], bytes: $0, near: buffer.count / 2) }
            #expect(split != nil, "no split in \(piece.debugDescription)")
            for width in [7, 80] {
                let whole = Self.lines(runs, buffer, width: width, splitThreshold: .max)
                let halves = Self.lines(runs, buffer, width: width, splitThreshold: Halves.threshold)
                #expect(whole.lines == halves.lines, "\(piece) at \(width)")
            }
        }
    }
}
