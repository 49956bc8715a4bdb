import Robustness
import Testing

@testable import MarkdownLayout
@testable import MarkdownText

/// Pieces random paragraphs are made of: words, spaces, hyphens, CJK, emoji, marks.
private let pieces = [
    "a", "bc", "word", "longerword", "supercalifragilistic", " ", " ", " ", "  ", "-", "well-known", "日", "本語", "ー", "。",
    "「", "」", "한국", "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "e\u{301}", "\u{200B}", "\u{A0}", "x\u{300}\u{301}\u{302}", "\n", "\u{1B}", "\t",
]

private func randomRuns(using generator: inout SeededRandom) -> [TextRun] {
    (0..<Int.random(in: 1...8, using: &generator)).map { _ in
        switch Int.random(in: 0..<10, using: &generator) {
        case 0: return TextRun.hardBreak()
        case 1: return TextRun("https://example.com/some_path/to-a.file?q=1&r=2", style: 2, isURL: true)
        default:
            let text = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }
            return TextRun(text.joined(), style: UInt32.random(in: 0...3, using: &generator))
        }
    }
}

@Suite struct LineBreakerPropertyTests {
    @Test func linesFitReproduceTheTextAndMatchMeasure() {
        var generator = SeededRandom(seed: 2024)
        for _ in 0..<300 {
            let runs = randomRuns(using: &generator)
            let text = BreakableText(runs)
            let all = text.text(of: LineRange(clusters: 0..<text.clusterCount, width: 0))
            #expect(all == runs.map { $0.isHardBreak ? "" : $0.text }.joined())
            for width in 1...60 {
                check(text, width: width, runs: runs)
            }
        }
    }

    /// A prepared text at its natural width or wider takes the line it found when prepared;
    /// the greedy pass must find the same lines there.
    @Test func preparedTextBreaksAsTheGreedyPassAtItsNaturalWidthAndWider() {
        var generator = SeededRandom(seed: 2025)
        for _ in 0..<300 {
            // An empty text is one empty line to the layout but no line to the line breaker.
            let runs = randomRuns(using: &generator).filter { !$0.isHardBreak }
            guard !runs.isEmpty else { continue }
            var buffer: [UInt8] = []
            var styled: [StyledRun] = []
            for (index, run) in runs.enumerated() {
                let start = buffer.count
                buffer += Array(run.text.utf8)
                styled.append(
                    StyledRun(offset: UInt32(start), count: UInt32(buffer.count - start), style: UInt32(index), link: 0, isURL: run.isURL))
            }
            var store = TextStore()
            let prepared = PreparedText(runs: styled[...], buffer: buffer, store: &store)
            let text = BreakableText(runs)
            for width in prepared.naturalWidth...(prepared.naturalWidth + 2) {
                var lines = CollectedLines(buffer: buffer)
                let ellipsis = Segment(offset: 0, count: 0, width: 1, style: 0)
                prepared.breakLines(width: width, runs: styled, buffer: buffer, store: store, ellipsis: ellipsis, into: &lines)
                let expected = text.lines(width: width)
                #expect(lines.widths == expected.map(\.width), "\(runs) at \(width)")
                #expect(lines.texts == expected.map { text.text(of: $0) }, "\(runs) at \(width)")
            }
        }
    }

    private func check(_ text: BreakableText, width: Int, runs: [TextRun]) {
        let lines = text.lines(width: width)
        let size = text.measure(width: width)
        #expect(size.lines == lines.count)
        #expect(size.maxWidth == lines.map(\.width).max() ?? 0)
        #expect(text.lineCount(width: width) == lines.count)
        var position = 0
        for (number, line) in lines.enumerated() {
            let clusters = text.clusters[line.clusters]
            #expect(line.width == clusters.reduce(0) { $0 + Int($1.width) })
            if line.width > width {
                // Only a single visible cluster wider than the line may overflow it.
                let visible = clusters.filter { $0.width > 0 }
                #expect(visible.count == 1 && Int(visible[0].width) > width, "\(runs) at \(width)")
            }
            // Between lines, only dropped spaces and hard breaks.
            let gap = text.clusters[position..<line.clusters.lowerBound]
            #expect(gap.allSatisfy { $0.kind == .space || $0.kind == .hardBreak }, "\(runs) at \(width)")
            #expect(clusters.allSatisfy { $0.kind != .hardBreak })
            #expect(clusters.last?.kind != .space, "\(runs) at \(width)")
            let afterHardBreak = number == 0 || gap.contains { $0.kind == .hardBreak }
            #expect(afterHardBreak || clusters.first?.kind != .space, "\(runs) at \(width)")
            position = line.clusters.upperBound
        }
        #expect(text.clusters[position...].allSatisfy { $0.kind == .space || $0.kind == .hardBreak })
        let hardBreaks = text.clusters.filter { $0.kind == .hardBreak }.count
        #expect(text.isEmpty ? lines.isEmpty : lines.count >= hardBreaks + 1)
    }

    @Test func clustersAreTheStringsCharacters() {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<200 {
            let string = (0..<20).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = BreakableText(string)
            #expect(text.clusterCount == string.count)
            let widths = text.clusters.map { $0.kind == .hardBreak ? 0 : Int($0.width) }
            let expected = string.map { $0 == "\n" || $0 == "\r\n" ? 0 : DisplayWidth.of($0) }
            #expect(widths == expected)
        }
    }

    @Test func stretchesOfLikeClustersBreakAsClustersOneByOne() {
        // Built from whole runs, like letters and ideographs are taken a stretch at a time;
        // built one Character per append, never. Both must give the same clusters.
        let letters = [
            "a", "Z", "7", "é", "ж", "ß", "ō", "e\u{301}", "日", "本", "ー", "。", "「", "か", "한", "\u{FFFD}", "␛", "-", "/", " ", "\u{A0}",
            "\u{300}", "ك", "👍", "\u{1F1EF}", "\u{2028}",
        ]
        var generator = SeededRandom(seed: 13)
        for round in 0..<300 {
            let runs = (0..<Int.random(in: 1...4, using: &generator)).map { index in
                let count = Int.random(in: 1...(round % 3 == 0 ? 200 : 30), using: &generator)
                let text = (0..<count).map { _ in letters.randomElement(using: &generator)! }.joined()
                return TextRun(text, style: UInt32(index % 2), isURL: index == 3, isCode: index == 2)
            }
            let whole = BreakableText(runs)
            let oneByOne = BreakableText { builder in
                for run in runs {
                    for character in run.text {
                        var piece = String(character)
                        piece.withUTF8 { builder.append($0, style: run.style, isURL: run.isURL, breaks: run.isCode ? .atSpaces : .text) }
                    }
                }
            }
            #expect(whole.clusters == oneByOne.clusters, "\(runs.map(\.text))")
            for width in [1, 5, 17, 80] {
                #expect(whole.lines(width: width) == oneByOne.lines(width: width), "\(runs.map(\.text)) at \(width)")
            }
        }
    }

    @Test func asciiSignsBreakWhereTheOpportunityRuleSays() {
        // The builder lengthens a run over ASCII bytes with no break between them in one loop;
        // cluster by cluster, the break after each must still be the rule's for the pair.
        let signs = Array("ab7[(])-/?&=_.:;!'\"`~ \t").map { String($0) } + ["--", "[31m", "a-b", "  "]
        let classes = WidthTable.shared.asciiBreakClasses
        var generator = SeededRandom(seed: 29)
        for _ in 0..<400 {
            let appends = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
                (
                    text: (0..<Int.random(in: 1...40, using: &generator)).map { _ in signs.randomElement(using: &generator)! }.joined(),
                    style: UInt32.random(in: 0...1, using: &generator), isURL: Int.random(in: 0..<4, using: &generator) == 0,
                    breaks: [RunBreaks.text, .never, .atSpaces].randomElement(using: &generator)!
                )
            }
            let text = BreakableText { builder in
                for piece in appends {
                    var string = piece.text
                    string.withUTF8 { builder.append($0, style: piece.style, isURL: piece.isURL, breaks: piece.breaks) }
                }
            }
            // Each byte with its class (everything glues in a run kept whole; in code, a space is a
            // no-break space and the rest is code) and its run's URL flag.
            let bytes = appends.flatMap { piece in
                piece.text.utf8.map { byte in
                    var (breakClass, mark) = (classes[Int(byte)], byte)
                    switch (piece.breaks, breakClass) {
                    case (_, .mandatory), (.text, _): break
                    case (.never, _): breakClass = .glue
                    case (.atSpaces, .space): (breakClass, mark) = (.glue, 0xA0)
                    case (.atSpaces, .glue): break
                    case (.atSpaces, _): breakClass = .code
                    }
                    return (byte: mark, breakClass: breakClass, isURL: piece.isURL)
                }
            }
            let clusters = text.clusters
            #expect(clusters.count == bytes.count, "\(appends.map(\.text))")
            guard clusters.count == bytes.count else { continue }
            // A word (text after a space, a line break or nothing) that starts with `-` is a flag.
            var wordStart = 0
            for index in 0..<(bytes.count - 1) where clusters[index].kind == .text && clusters[index + 1].kind == .text {
                let (before, after) = (bytes[index], bytes[index + 1])
                if index == 0 || clusters[index - 1].kind != .text { wordStart = index }
                let expected = BreakableText.Builder.opportunity(
                    between: (before.breakClass, before.byte, before.isURL), and: (after.breakClass, after.byte, after.isURL),
                    inFlag: bytes[wordStart].byte == UInt8(ascii: "-"))
                #expect(clusters[index].breakAfter == expected, "\(appends.map(\.text)) at \(index)")
            }
        }
    }

    @Test func clusterOffsetsFollowTheCharactersInLongMixedRuns() {
        var generator = SeededRandom(seed: 11)
        for _ in 0..<100 {
            // Up to 400 pieces: runs of mixed lengths fill up (64 clusters) and start anew.
            let count = Int.random(in: 1...400, using: &generator)
            let string = (0..<count).map { _ in ["a", "é", "e\u{301}", "ж", "␛", "x"].randomElement(using: &generator)! }.joined()
            let text = BreakableText(string)
            var offsets: [UInt32] = []
            var offset = 0
            for character in string {
                offsets.append(UInt32(offset))
                offset += character.utf8.count
            }
            #expect(text.clusters.map(\.offset) == offsets)
            for width in [1, 7, 80] {
                let lines = text.lines(width: width)
                #expect(lines.map { text.text(of: $0) }.joined() == string)
                #expect(lines.allSatisfy { text.text(of: $0).count == $0.width })
            }
        }
    }
}

/// The lines a prepared text sends, as their texts and widths.
private struct CollectedLines: SegmentSink {
    static var wantsSegments: Bool { true }
    let buffer: [UInt8]
    var texts: [String] = []
    var widths: [Int] = []
    private var line: [UInt8] = []

    init(buffer: [UInt8]) { self.buffer = buffer }

    mutating func add(_ segment: Segment) {
        for _ in 0..<segment.repeats { line += buffer[Int(segment.offset)..<Int(segment.offset + segment.count)] }
    }

    mutating func endLine(width: Int) {
        texts.append(String(decoding: line, as: UTF8.self))
        widths.append(width)
        line.removeAll()
    }
}
