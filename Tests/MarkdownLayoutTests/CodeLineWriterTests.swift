import Robustness
import Testing

@testable import MarkdownLayout

/// Code lines written a stretch of ASCII lines at a time (their line feeds copied along,
/// between the lines) are the lines of writing each line on its own.
@Suite struct CodeLineWriterTests {
    private static let pieces = [
        "a", "code", " ", "\t", "\t\t", "日本", "e\u{301}", "\u{1}", "\u{1B}", "\u{7F}", "\u{85}", "👩‍💻", "\u{FFFD}", "\n", "\n\n", "=",
    ]

    /// The buffer and lines of writing `literal` (after `before` bytes already in the buffer).
    private static func written(_ literal: [UInt8]) -> (buffer: [UInt8], lines: [CodeLine], widest: Int) {
        var buffer = Array("before".utf8)
        var lines = [CodeLine(offset: 0, count: 6, width: 6, isASCII: true)]
        let widest = literal.withUnsafeBufferPointer {
            CodeLineWriter.write($0, into: &buffer, lines: &lines, tabWidth: 4)
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
                widest = max(widest, CodeLineWriter.write($0, into: &buffer, lines: &lines, tabWidth: 4))
            }
        }
        return (buffer, lines, widest)
    }

    /// Each line's bytes.
    private static func lineBytes(_ written: (buffer: [UInt8], lines: [CodeLine], widest: Int)) -> [[UInt8]] {
        written.lines.map { Array(written.buffer[Int($0.offset)..<Int($0.offset + $0.count)]) }
    }

    @Test func linesWrittenInStretchesEqualLinesWrittenOneByOne() {
        var generator = SeededRandom(seed: 11)
        var literals: [[UInt8]] = [[], Array("\n".utf8), Array("one line".utf8), Array("a\n".utf8), Array("\n\nb".utf8)]
        for _ in 0..<300 {
            let count = Int.random(in: 1...80, using: &generator)
            literals.append(Array((0..<count).map { _ in Self.pieces.randomElement(using: &generator)! }.joined().utf8))
        }
        for literal in literals {
            let expected = Self.oneByOne(literal)
            let result = Self.written(literal)
            #expect(Self.lineBytes(result) == Self.lineBytes(expected), "\(literal)")
            #expect(result.lines.map(\.width) == expected.lines.map(\.width), "\(literal)")
            #expect(result.lines.map(\.isASCII) == expected.lines.map(\.isASCII), "\(literal)")
            #expect(result.widest == expected.widest, "\(literal)")
        }
    }

    @Test func longBlocksOfShortLinesEqualLinesWrittenOneByOne() {
        // Thousands of short lines: the clean lines are read off in batches of 512, and a
        // line that needs work (a tab, a control, UTF-8) may fall anywhere in a batch.
        var generator = SeededRandom(seed: 23)
        let lines = ["```", "~~~ x", "    code", "\tcode\t\ttab", "text", "", "日本", "a\u{1}b", String(repeating: "x", count: 40)]
        for weights in [[0, 1, 2, 4, 5], [0, 1, 2, 3, 4, 5, 6, 7, 8]] {
            let literal = (0..<3000).map { _ in lines[weights.randomElement(using: &generator)!] }.joined(separator: "\n")
            let bytes = Array(literal.utf8)
            let expected = Self.oneByOne(bytes)
            let result = Self.written(bytes)
            #expect(Self.lineBytes(result) == Self.lineBytes(expected))
            #expect(result.lines.map(\.width) == expected.lines.map(\.width))
            #expect(result.widest == expected.widest)
        }
    }

    @Test func cleanLinesAreTheLinesOfPrintableASCII() {
        // Random text of line feeds, printable ASCII and bytes outside it, scanned from every
        // line start with room for 1, 2, 3 and 64 line feeds, against a loop over arrays.
        var generator = SeededRandom(seed: 31)
        let alphabet: [UInt8] = [0x0A, 0x0A, 0x61, 0x20, 0x7E, 0x7F, 0x1F, 0x09, 0x80, 0xFF, 0x61, 0x61, 0x61, 0x61]
        for length in 0..<120 {
            for _ in 0..<8 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                let starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
                for start in starts {
                    for capacity in [1, 2, 3, 64] {
                        var ends = [UInt32](repeating: 0, count: capacity)
                        var stop = 0
                        let found = bytes.withUnsafeBufferPointer { bytes in
                            ends.withUnsafeMutableBufferPointer { CodeLineWriter.cleanLines(bytes, from: start, into: $0, stop: &stop) }
                        }
                        let expected = Self.cleanLines(bytes, from: start, capacity: capacity)
                        #expect(Array(ends[..<found]) == expected.ends, "\(bytes) from \(start), room \(capacity)")
                        #expect(stop == expected.stop, "\(bytes) from \(start), room \(capacity)")
                    }
                }
            }
        }
    }

    /// `CodeLineWriter.cleanLines` over an array.
    private static func cleanLines(_ bytes: [UInt8], from start: Int, capacity: Int) -> (ends: [UInt32], stop: Int) {
        var ends: [UInt32] = []
        var line = start
        for index in start..<bytes.count {
            if bytes[index] == 0x0A {
                ends.append(UInt32(index))
                line = index + 1
                if ends.count == capacity { return (ends, line) }
            } else if bytes[index] < 0x20 || bytes[index] >= 0x7F {
                return (ends, line)
            }
        }
        return (ends, bytes.count)
    }
}
