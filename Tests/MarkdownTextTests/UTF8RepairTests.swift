import MarkdownTree
import Testing

@testable import MarkdownText

/// Input bytes are repaired exactly as `String(decoding:as:)` repairs them.
@Suite struct UTF8RepairTests {
    @Test func repairsLikeTheStandardLibraryOnRandomBytes() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        // Bytes biased to lead and continuation bytes, so every kind of truncated,
        // overlong, surrogate and out-of-range sequence comes up.
        let alphabet: [UInt8] = [
            0x61, 0x20, 0x0A, 0x80, 0xBF, 0x9F, 0xA0, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<2000 {
            let bytes = (0..<Int(next() % 40)).map { _ in
                next() % 3 == 0 ? UInt8(truncatingIfNeeded: next()) : alphabet[Int(next() % UInt64(alphabet.count))]
            }
            #expect(UTF8Repair.string(bytes) == String(decoding: bytes, as: UTF8.self), "\(bytes)")
            #expect(Array(UTF8Repair.string(bytes).utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
        }
    }

    @Test func keepsValidTextAndReplacesEachMaximalInvalidPart() {
        #expect(UTF8Repair.string(Array("héllo 日本 👋".utf8)) == "héllo 日本 👋")
        #expect(UTF8Repair.string([0x61, 0xC3, 0x28, 0x62]) == "a\u{FFFD}(b")
        // A truncated 4-byte sequence is one replacement; a lone continuation is one each.
        #expect(UTF8Repair.string([0xF0, 0x9F, 0x98, 0x41]) == "\u{FFFD}A")
        #expect(UTF8Repair.string([0x80, 0x80]) == "\u{FFFD}\u{FFFD}")
        // A surrogate (ED A0 80) is invalid byte by byte after its lead.
        #expect(UTF8Repair.string([0xED, 0xA0, 0x80]) == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test func documentsFromBytesUseTheRepairedText() {
        let bytes: [UInt8] = [0x2A, 0xFF, 0x2A, 0x20, 0x78]
        #expect(Document(parsing: bytes).source == String(decoding: bytes, as: UTF8.self))
    }
}
