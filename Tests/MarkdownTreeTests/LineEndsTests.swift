import Testing

@testable import MarkdownTree

/// The line-end count that sizes the conversion's node reservation counts every LF and CR,
/// whatever surrounds them.
@Suite struct LineEndsTests {
    @Test func countsEveryLineFeedAndCarriageReturn() {
        var random = XorShift(state: 0x11E5)
        // Bytes around the two line ends and the bytes the vector compare could confuse
        // with them (0x0A and 0x0D with high bits set, neighbours).
        let bytes: [UInt8] = [0x0A, 0x0D, 0x0B, 0x0C, 0x09, 0x8A, 0x8D, 0x2A, 0x20, 0x61, 0xFF, 0x00]
        for length in [0, 1, 2, 15, 16, 17, 63, 64, 65, 1000, 4099] {
            let text = (0..<length).map { _ in bytes[random.next(bytes.count)] }
            let expected = text.filter { $0 == 0x0A || $0 == 0x0D }.count
            #expect(text.withUnsafeBufferPointer { CMarkConverter.lineEnds(in: $0) } == expected, "length \(length)")
        }
        let lines = [UInt8](repeating: 0x0A, count: 70_000) + [UInt8](repeating: 0x0D, count: 300)
        #expect(lines.withUnsafeBufferPointer { CMarkConverter.lineEnds(in: $0) } == 70_300)
    }
}
