/// Decodes input bytes to a `String`, each maximal invalid UTF-8 subsequence replaced by
/// U+FFFD: the same string `String(decoding:as:)` makes, in one linear pass.
///
/// The standard library's repair is slow when much of the input is invalid (a few hundred
/// instructions a byte on random binary data); valid input, the common case, takes its
/// fast validating path unchanged.
///
/// ```swift
/// UTF8Repair.string([0x61, 0xC3, 0x28, 0x62])   // "a\u{FFFD}(b"
/// ```
package enum UTF8Repair {
    /// What a lead byte of 0x80 or more announces: the sequence's length and the range its
    /// second byte must fall in (which rules out overlong forms, surrogates and scalars past
    /// U+10FFFF); a length of 0 for a byte that cannot lead. Shared by every UTF-8 reader.
    @inlinable @inline(__always)
    package static func expectation(ofLead lead: UInt8) -> (length: Int, lower: UInt8, upper: UInt8) {
        switch lead {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xE1...0xEF: (3, 0x80, 0xBF)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        default: (0, 0, 0)
        }
    }

    /// How many bytes at the end of `bytes` begin a sequence that more bytes may complete
    /// (0 to 3): what a reader of pieces keeps for the next piece instead of repairing it.
    ///
    /// ```swift
    /// UTF8Repair.incompleteTail([0x61, 0xE6, 0x97])   // 2: "日" is E6 97 A5
    /// ```
    package static func incompleteTail(_ bytes: some BidirectionalCollection<UInt8>) -> Int {
        var index = bytes.endIndex
        var seen = 0
        while index > bytes.startIndex && seen < 3 {
            bytes.formIndex(before: &index)
            seen += 1
            let byte = bytes[index]
            if byte & 0xC0 == 0x80 { continue }  // a continuation byte: look further back
            let length = expectation(ofLead: byte).length
            return length > seen ? seen : 0
        }
        return 0
    }

    /// The text of `bytes`, repaired.
    package static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        if let text = String(validating: bytes, as: UTF8.self) {
            return text
        }
        return bytes.withContiguousStorageIfAvailable { repaired($0) } ?? Array(bytes).withUnsafeBufferPointer { repaired($0) }
    }

    /// The text of `bytes` with every maximal invalid subsequence (Unicode's "maximal
    /// subpart") replaced by EF BF BD: one pass to size the result, one to write it straight
    /// into the string's storage (valid stretches copied whole).
    static func repaired(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var size = 0
        forEachPiece(of: bytes) { piece in size += piece.map(\.count) ?? 3 }
        return String(unsafeUninitializedCapacity: size) { target in
            var written = 0
            forEachPiece(of: bytes) { piece in
                if let piece {
                    _ = UnsafeMutableBufferPointer(rebasing: target[written...]).initialize(fromContentsOf: piece)
                    written += piece.count
                } else {
                    target[written] = 0xEF
                    target[written + 1] = 0xBF
                    target[written + 2] = 0xBD
                    written += 3
                }
            }
            return written
        }
    }

    /// Calls `body` with each valid stretch of `bytes` in order, and with `nil` for each
    /// maximal invalid subsequence between them.
    @inline(__always)
    private static func forEachPiece(of bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>?) -> Void) {
        let count = bytes.count
        var start = 0
        var index = 0
        while index < count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            let length = validLength(bytes, at: index)
            if length > 0 {
                index += length
                continue
            }
            if start < index { body(UnsafeBufferPointer(rebasing: bytes[start..<index])) }
            body(nil)
            index += -length
            start = index
        }
        if start < count { body(UnsafeBufferPointer(rebasing: bytes[start..<count])) }
    }

    /// The length of the valid scalar that starts at `index` (a byte of 0x80 or more), or,
    /// negated, the length of the maximal invalid subsequence there (1 to 3 bytes).
    @inline(__always)
    private static func validLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let (length, lower, upper) = expectation(ofLead: bytes[index])
        guard length > 0, index + 1 < bytes.count, (lower...upper).contains(bytes[index + 1]) else { return -1 }
        var position = 2
        while position < length {
            guard index + position < bytes.count, bytes[index + position] & 0xC0 == 0x80 else { return -position }
            position += 1
        }
        return length
    }
}
