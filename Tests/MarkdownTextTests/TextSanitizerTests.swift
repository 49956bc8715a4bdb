import MarkdownTree
import Robustness
import Testing

@testable import MarkdownText

/// The byte-level sanitizer gives what decoding to scalars and substituting each gives.
@Suite struct TextSanitizerTests {
    /// The sanitizer as it was written over `String`'s scalars: the reference.
    static func reference(_ bytes: [UInt8], mode: TextSanitizer.Mode) -> [UInt8] {
        var output: [UInt8] = []
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            let separator = scalar.value == 0x2028 || scalar.value == 0x2029
            let bidi = (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            if mode == .inline, scalar == "\t" || scalar == "\n" || scalar == "\r" || separator {
                output.append(0x20)
            } else if separator {
                output.append(contentsOf: "\u{2424}".utf8)
            } else if bidi {
                output.append(contentsOf: "\u{FFFD}".utf8)
            } else if let substitute = DisplayWidth.substitute(for: scalar) {
                output.append(contentsOf: String(substitute).utf8)
            } else {
                output.append(contentsOf: String(scalar).utf8)
            }
        }
        return output
    }

    static func sanitized(_ bytes: [UInt8], mode: TextSanitizer.Mode) -> [UInt8] {
        var output: [UInt8] = [0x2A]
        TextSanitizer.append(bytes, to: &output, mode: mode)
        return Array(output.dropFirst())
    }

    @Test func substitutesEveryControlAsBytes() {
        let all = (0..<0x80).map { UInt8($0) } + [0xC2, 0x85, 0xC2, 0x9F, 0xC2, 0xA0, 0xE2, 0x80, 0xA8, 0xE2, 0x80, 0xA9]
        for mode in [TextSanitizer.Mode.inline, .verbatim] {
            #expect(Self.sanitized(all, mode: mode) == Self.reference(all, mode: mode))
        }
    }

    /// Every scalar of General Punctuation (U+2000-U+206F), where the bidi controls sit among
    /// dashes and quotes, alone and in a text long enough for the vector scan, at each
    /// alignment: only the separators and the bidi controls change.
    @Test func substitutesBidiOverridesAndIsolatesAndPassesTheirNeighbours() {
        var all: [UInt8] = []
        for value in 0x2000...0x206F {
            all += Array(String(Unicode.Scalar(UInt32(value))!).utf8)
        }
        for shift in 0..<16 {
            let bytes = Array(repeating: UInt8(ascii: "x"), count: shift) + all + all
            for mode in [TextSanitizer.Mode.inline, .verbatim] {
                #expect(Self.sanitized(bytes, mode: mode) == Self.reference(bytes, mode: mode), "shift \(shift)")
            }
        }
        let trojan = Array("if (user != \"admin\u{202E} \u{2066}// ok\u{2069} \u{2066}\") {".utf8)
        let shown = String(decoding: Self.sanitized(trojan, mode: .verbatim), as: UTF8.self)
        #expect(shown == "if (user != \"admin\u{FFFD} \u{FFFD}// ok\u{FFFD} \u{FFFD}\") {")
        // Marks (LRM, RLM, ALM) only set neutrals' direction: they pass.
        let marks = Array("a\u{200E}b\u{200F}c\u{61C}d".utf8)
        #expect(Self.sanitized(marks, mode: .inline) == marks)
        // A theme may allow the controls for right-to-left documents.
        var allowed: [UInt8] = []
        TextSanitizer.append(trojan, to: &allowed, mode: .verbatim, bidi: .allow)
        #expect(allowed == trojan)
    }

    @Test func chunksEndingInsideASequenceOrARunOfContinuationBytes() {
        // Past the first control the text is written in chunks of 4096 bytes; a sequence
        // (or a run of stray continuation bytes) across a chunk's end once made the chunk
        // longer than the room kept for it (a read past that room's end).
        for lead in 1...3 {
            for tail in [Array("日".utf8), Array("é".utf8), Array("👍".utf8), [UInt8](repeating: 0x80, count: 9000)] {
                let bytes = [UInt8](repeating: 0x01, count: lead) + Array(repeating: tail, count: 9000 / tail.count).joined()
                for mode in [TextSanitizer.Mode.inline, .verbatim] {
                    #expect(Self.sanitized(bytes, mode: mode) == Self.reference(bytes, mode: mode), "\(lead) \(tail.prefix(4))")
                }
            }
        }
    }

    @Test func matchesTheScalarReferenceOnRandomBytes() {
        var random = SeededRandom(seed: 7)
        func next() -> UInt64 { random.next() }
        let pieces: [[UInt8]] = [
            Array("plain text, long enough for a word".utf8), [0x1B, 0x5B, 0x33, 0x31, 0x6D], [0x09], [0x0A], [0x0D], [0x7F], [0x00],
            [0xC2, 0x9B], [0xC2, 0x80], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], Array("日本語".utf8), Array("👍🏽".utf8), [0xFF],
            [0xE0, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x91], [0xC2], [0xE2, 0x80], [0xF4, 0x90, 0x80, 0x80],
        ]
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0...(next() % 10) {
                bytes += next() % 5 == 0 ? [UInt8(truncatingIfNeeded: next())] : pieces[Int(next() % UInt64(pieces.count))]
            }
            for mode in [TextSanitizer.Mode.inline, .verbatim] {
                let (ours, expected) = (Self.sanitized(bytes, mode: mode), Self.reference(bytes, mode: mode))
                #expect(ours == expected, "\(bytes) \(mode)")
                if ours != expected { return }
            }
        }
    }
}
