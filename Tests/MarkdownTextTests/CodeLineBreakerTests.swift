import Robustness
import Testing

@testable import MarkdownText

/// A code line's pieces at a width, as strings.
private func pieces(_ line: String, _ width: Int) -> [String] {
    let bytes = Array(line.utf8)
    let isASCII = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    return bytes.withUnsafeBufferPointer { buffer in
        CodeLineBreaker.pieces(of: buffer, isASCII: isASCII, width: width).map {
            String(decoding: bytes[$0.offset..<($0.offset + $0.count)], as: UTF8.self)
        }
    }
}

/// Code lines wider than the block break where a reader expects: at spaces, else after
/// separators, and inside a word only when the word is wider than the line.
@Suite struct CodeLineBreakerTests {
    @Test func breaksAtTheLastSpaceThatFitsAndKeepsIt() {
        #expect(pieces("SELECT * FROM t ORDER BY created_at", 20) == ["SELECT * FROM t ", "ORDER BY created_at"])
        #expect(pieces("bat --paging=never file", 15) == ["bat ", "--paging=never ", "file"])
        #expect(pieces("short", 10) == ["short"])
        #expect(pieces("", 10) == [""])
    }

    @Test func dropsTheSpacesWhereTheWidthEnds() {
        #expect(pieces("abcde   fgh", 5) == ["abcde", "fgh"])
        #expect(pieces("abc      ", 4) == ["abc "])
        #expect(pieces("ab cd efgh", 6) == ["ab cd ", "efgh"])
    }

    @Test func breaksAfterSeparatorsWhenNoSpaceIsLeft() {
        #expect(pieces("f(alpha,beta,gamma)", 12) == ["f(alpha,", "beta,gamma)"])
        #expect(pieces("/usr/local/lib/python3", 12) == ["/usr/local/", "lib/python3"])
        #expect(pieces("process.split(path.delimiter);", 20) == ["process.split(", "path.delimiter);"])
        // Not inside `//`, not before a closing bracket.
        #expect(pieces("https://example.org", 8) == ["https://", "example.", "org"])
        #expect(pieces("call()()()()", 6) == ["call()", "()()()"])
    }

    @Test func cutsOnlyAWordWiderThanThePiece() {
        #expect(pieces("x abcdefghijkl", 5) == ["x ", "abcde", "fghij", "kl"])
        // Indentation is not a break: a piece never holds only spaces.
        #expect(pieces("      token", 8) == ["      to", "ken"])
    }

    @Test func measuresClustersInCells() {
        #expect(pieces("日本語 テキスト", 8) == ["日本語 ", "テキスト"])
        #expect(pieces("日本語テキスト", 5) == ["日本", "語テ", "キス", "ト"])
        #expect(pieces("a日", 1) == ["a"])  // a 2-cell cluster at width 1 is left out
    }

    @Test func piecesFitAndGiveBackTheLineLessDroppedSpaces() {
        var generator = SeededRandom(seed: 41)
        let tokens = ["a", "bb", "--flag", "x,y", "/p/q", "(", ")", " ", "  ", "日本", "created_at", "é", "ORDER"]
        for _ in 0..<500 {
            let line = (0..<Int.random(in: 0...30, using: &generator)).map { _ in tokens.randomElement(using: &generator)! }.joined()
            let bytes = Array(line.utf8)
            let isASCII = bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
            for width in [2, 5, 13, 40] {
                let found = bytes.withUnsafeBufferPointer { CodeLineBreaker.pieces(of: $0, isASCII: isASCII, width: width) }
                let count = bytes.withUnsafeBufferPointer { CodeLineBreaker.pieceCount(of: $0, isASCII: isASCII, width: width) }
                #expect(count == found.count)
                #expect(found.allSatisfy { $0.width <= width && $0.width == CellWidth.of(bytes[$0.offset..<($0.offset + $0.count)]) })
                // In order, and only spaces between two pieces.
                var end = 0
                for piece in found {
                    #expect(piece.offset >= end && bytes[end..<piece.offset].allSatisfy { $0 == 0x20 }, "\(line) at \(width)")
                    end = piece.offset + piece.count
                }
                #expect(bytes[end...].allSatisfy { $0 == 0x20 }, "\(line) at \(width)")
                // A break between two letters is inside a word wider than the line.
                for (piece, next) in zip(found, found.dropFirst()) where next.offset == piece.offset + piece.count {
                    let before = bytes[next.offset - 1]
                    let after = bytes[next.offset]
                    guard isLetter(before) && isLetter(after) else { continue }
                    var start = next.offset
                    while start > 0 && bytes[start - 1] != 0x20 { start -= 1 }
                    var stop = next.offset
                    while stop < bytes.count && bytes[stop] != 0x20 { stop += 1 }
                    #expect(CellWidth.of(bytes[start..<stop]) > width - leading(bytes, before: start), "\(line) at \(width)")
                }
            }
        }
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// The indentation before `start` when only spaces precede it (it cannot be broken at).
    private func leading(_ bytes: [UInt8], before start: Int) -> Int {
        bytes[..<start].allSatisfy { $0 == 0x20 } ? start : 0
    }
}
