import Testing

@testable import MarkdownText

/// A sequence cut at the end of a piece is kept for the next piece, and only such a one.
@Suite struct UTF8RepairTailTests {
    @Test(arguments: [
        ([UInt8](), 0), ([0x61], 0), ([0xE6], 1), ([0xE6, 0x97], 2), ([0xE6, 0x97, 0xA5], 0),
        ([0xF0, 0x9F, 0x8E], 3), ([0xF0, 0x9F, 0x8E, 0x89], 0), ([0x61, 0xC3], 1), ([0x80], 0), ([0x80, 0x80, 0x80], 0),
        ([0xFF], 0), ([0x61, 0xC3, 0xA9], 0),
    ])
    func incompleteTail(bytes: [UInt8], expected: Int) {
        #expect(UTF8Repair.incompleteTail(bytes) == expected)
    }

    @Test func everyCutOfValidTextIsMadeWholeByTheRest() {
        let text = Array("日本語 🎉 é a".utf8)
        for cut in 0...text.count {
            let head = Array(text[..<cut])
            let held = UTF8Repair.incompleteTail(head)
            #expect(String(decoding: head.dropLast(held), as: UTF8.self).unicodeScalars.allSatisfy { $0 != "\u{FFFD}" })
        }
    }
}
