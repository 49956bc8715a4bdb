import Robustness
import Testing

@testable import MarkdownLayout

/// Code lines written in two halves on two threads, or a stretch of ASCII lines at a time
/// (their line feeds copied along, between the lines), are the lines of writing each line
/// on its own.
@Suite struct CodeLineWriterTests {
    private static let pieces = [
        "a", "code", " ", "\t", "\t\t", "日本", "e\u{301}", "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "👩‍💻", "\u{FFFD}", "\n", "\n\n", "=",
    ]

    /// The buffer and lines of writing `literal` (after `before` bytes already in the buffer).
    private static func written(_ literal: [UInt8], threshold: Int) -> (buffer: [UInt8], lines: [CodeLine], widest: Int) {
        var buffer = Array("before".utf8)
        var lines = [CodeLine(offset: 0, count: 6, width: 6, isASCII: true)]
        let widest = literal.withUnsafeBufferPointer {
            CodeLineWriter.write($0, into: &buffer, lines: &lines, tabWidth: 4, threshold: threshold)
        }
        return (buffer, lines, widest)
    }

    /// Each line on its own, as styling did before lines were written in stretches.
    private static func oneByOne(_ literal: [UInt8]) -> (buffer: [UInt8], lines: [CodeLine], widest: Int) {
        var buffer = Array("before".utf8)
        var lines = [CodeLine(offset: 0, count: 6, width: 6, isASCII: true)]
        var widest = 0
        for line in literal.split(separator: 0x0A, omittingEmptySubsequences: false) {
            Array(line).withUnsafeBufferPointer {
                widest = max(widest, CodeLineWriter.write($0, into: &buffer, lines: &lines, tabWidth: 4, threshold: .max))
            }
        }
        return (buffer, lines, widest)
    }

    /// Each line's bytes.
    private static func lineBytes(_ written: (buffer: [UInt8], lines: [CodeLine], widest: Int)) -> [[UInt8]] {
        written.lines.map { Array(written.buffer[Int($0.offset)..<Int($0.offset + $0.count)]) }
    }

    @Test func linesWrittenInHalvesOrStretchesEqualLinesWrittenOneByOne() {
        var generator = SeededRandom(seed: 11)
        var literals: [[UInt8]] = [[], Array("\n".utf8), Array("one line".utf8), Array("a\n".utf8), Array("\n\nb".utf8)]
        for _ in 0..<300 {
            let count = Int.random(in: 1...80, using: &generator)
            literals.append(Array((0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined().utf8))
        }
        for literal in literals {
            let expected = Self.oneByOne(literal)
            for threshold in [0, 1, 16, Int.max] {
                let result = Self.written(literal, threshold: threshold)
                #expect(Self.lineBytes(result) == Self.lineBytes(expected), "\(literal) @\(threshold)")
                #expect(result.lines.map(\.width) == expected.lines.map(\.width), "\(literal) @\(threshold)")
                #expect(result.lines.map(\.isASCII) == expected.lines.map(\.isASCII), "\(literal) @\(threshold)")
                #expect(result.widest == expected.widest, "\(literal) @\(threshold)")
            }
        }
    }

    @Test func countsLineFeedsAndTabsEightBytesAtATime() {
        var generator = SeededRandom(seed: 5)
        for length in 0..<200 {
            let bytes = (0..<length).map { _ in [0x0A, 0x09, 0x00, 0x0B, 0x8A, 0x89, 0xFF, 0x61].randomElement(using: &generator)! as UInt8
            }
            let counted = bytes.withUnsafeBufferPointer { CodeLineWriter.count(in: $0) }
            #expect(counted.lineFeeds == bytes.filter { $0 == 0x0A }.count, "\(bytes)")
            #expect(counted.tabs == bytes.filter { $0 == 0x09 }.count, "\(bytes)")
        }
    }
}
