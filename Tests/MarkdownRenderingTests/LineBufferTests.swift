import CMarkSwift
import Testing

@testable import MarkdownRendering

/// The line buffer the ANSI renderer composes lines in, and the renders that rely on it:
/// lines past its first capacity and past the bytes it holds back, and block prefixes
/// reused between blocks in the same containers.
@Suite struct LineBufferTests {
    @Test func growsPastItsCapacityKeepingWhatItHolds() {
        var line = LineBuffer(capacity: 16)
        var expected: [UInt8] = []
        for round in 0..<50 {
            let bytes = Array("piece \(round);".utf8)
            bytes.withUnsafeBufferPointer { line.append($0) }
            expected += bytes
            line.append(repeating: 0x20, count: round)
            expected += Array(repeating: 0x20, count: round)
            line.append(0x0A)
            expected.append(0x0A)
        }
        var output: [UInt8] = [0x3E]
        line.flush(into: &output)
        #expect(output == [0x3E] + expected)
        #expect(line.count == 0)
        line.deallocate()
    }

    @Test func copiesAndFillsEveryShortLengthExactly() {
        // Lengths 0 to 40 cross each width the short copies and fills use (4, 8, 16, 32),
        // at every offset in a 16-byte run, with a marker byte before and after: a store
        // that lands a byte early or late, or misses one, shows.
        let source = (0..<64).map { UInt8(0x41 + $0 % 26) }
        for offset in 0..<16 {
            for length in 0...40 {
                var line = LineBuffer(capacity: 16)
                line.append(repeating: 0x2E, count: offset)
                line.append(0x5B)
                source.withUnsafeBufferPointer { line.append(UnsafeBufferPointer(rebasing: $0[7..<7 + length])) }
                line.append(0x5D)
                line.append(repeating: 0x20, count: length)
                line.append(0x7C)
                var output: [UInt8] = []
                line.flush(into: &output)
                line.deallocate()
                let expected =
                    Array(repeating: 0x2E, count: offset) + [0x5B] + source[7..<7 + length] + [0x5D]
                    + Array(repeating: 0x20, count: length) + [0x7C]
                #expect(output == expected, "offset \(offset), length \(length)")
            }
        }
    }

    @Test func repeatsAGlyphAcrossTheLine() {
        var line = LineBuffer(capacity: 16)
        Array("─".utf8).withUnsafeBufferPointer { line.append($0, repeated: 37) }
        Array("ab".utf8).withUnsafeBufferPointer { line.append($0, repeated: 1) }
        var output: [UInt8] = []
        line.flush(into: &output)
        #expect(String(decoding: output, as: UTF8.self) == String(repeating: "─", count: 37) + "ab")
        line.deallocate()
    }

    @Test func rendersLinesPastTheBytesHeldBackBeforeAppending() {
        // Some 300 KiB of output: several flushes of the writer's buffer, streamed and whole.
        let count = 30_000
        let markdown = (0..<count).map { "p\($0)" }.joined(separator: "\n\n") + "\n"
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .plain)
        let expected = (0..<count).map { "p\($0)\n" }.joined(separator: "\n")
        var streamed: [UInt8] = []
        ANSIRenderer(colorDepth: .none).render(styled, width: 80, into: &streamed)
        #expect(String(decoding: streamed, as: UTF8.self) == expected)
        var whole: [UInt8] = []
        ANSIRenderer(colorDepth: .none).render(styled.layout(width: 80), into: &whole)
        #expect(whole == streamed)
    }

    @Test func blockPrefixesFollowEachBlocksContainers() {
        // Blocks in the same containers in a row (their prefixes reused), then in others.
        let markdown = "> a\n>\n> b\n\nc\n\n> d\n>\n> - e\n>\n>   f\n> - g\n\n- h\n\n  > i\n\n  j\n"
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .ascii)
        var output: [UInt8] = []
        ANSIRenderer(colorDepth: .none).render(styled, width: 30, into: &output)
        let expected = [
            "  | a", "  |", "  | b", "", "  c", "", "  | d", "  |", "  |   * e", "  |", "  |     f", "  |", "  |   * g", "",
            "    * h", "", "      | i", "", "      j",
        ].map { $0 + "\n" }.joined()
        #expect(String(decoding: output, as: UTF8.self) == expected)
    }
}
