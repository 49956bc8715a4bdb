/// The one place where untrusted text is made safe for a terminal.
///
/// Every C0 and C1 control character, ESC and DEL included, is replaced by a visible
/// substitute before the text enters a styled document, so widths are measured on what is
/// shown and no renderer can ever pass an escape sequence through. Theme strings go through
/// here too. The bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069) are
/// replaced by `�` too, unless the caller allows them (``Bidi``).
package enum TextSanitizer {
    /// How line-structure characters are treated.
    package enum Mode {
        /// Inline text: a tab or a newline becomes one space.
        case inline
        /// Verbatim text (code lines, already tab-expanded): every control is substituted.
        case verbatim
    }

    /// What becomes of the bidirectional overrides and isolates. The layout maps a theme's
    /// `BidiControls` onto it, so this module needs no theme.
    package enum Bidi: Sendable {
        /// Each is replaced by `�`.
        case substitute
        /// They pass through, for documents known to be right-to-left text.
        case allow
    }

    /// The length of the valid UTF-8 sequence at `i` (lead byte 0x80 or more), else `nil`.
    /// C1 controls (`C2 80`...`C2 9F`) count as invalid: they need a substitute.
    @inline(__always)
    private static func sequenceLength(_ utf8: UnsafeBufferPointer<UInt8>, at i: Int, end: Int) -> Int? {
        let byte = utf8[i]
        var (length, lower, upper) = UTF8Repair.expectation(ofLead: byte)
        if byte == 0xC2 { lower = 0xA0 }  // C2 80...C2 9F: the C1 controls
        guard length > 0, end - i >= length, (lower...upper).contains(utf8[i + 1]) else { return nil }
        for k in 2..<length where utf8[i + k] & 0xC0 != 0x80 { return nil }
        return length
    }

    /// Appends `utf8` to `output` with every control replaced and invalid UTF-8 repaired
    /// (U+FFFD).
    ///
    /// One pass over the bytes: stretches that need no work are copied whole (printable
    /// ASCII is skipped eight bytes at a time), and each substitute is written as bytes.
    package static func append<C: Collection<UInt8>>(
        _ utf8: C, to output: inout [UInt8], mode: Mode, bidi: Bidi = .substitute
    ) where C.Index == Int {
        let done: Void? = utf8.withContiguousStorageIfAvailable { appendChunks($0, to: &output, mode: mode, bidi: bidi) }
        if done == nil {
            Array(utf8).withUnsafeBufferPointer { appendChunks($0, to: &output, mode: mode, bidi: bidi) }
        }
    }

    /// Whether a scalar from U+00A0 up needs a look: U+2028 LINE SEPARATOR, U+2029
    /// PARAGRAPH SEPARATOR, and the bidirectional overrides U+202A-U+202E and isolates
    /// U+2066-U+2069.
    @inline(__always)
    static func isFlagged(_ value: UInt32) -> Bool {
        value &- 0x2028 <= 6 || value &- 0x2066 <= 3
    }

    /// ``isFlagged(_:)`` for the valid three-byte sequence at `index` (a lead byte E2 gives
    /// U+2000-U+2FFF).
    @inline(__always)
    private static func isFlaggedSequence(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        bytes[index] == 0xE2 && isFlagged(0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
    }

    /// Input bytes per chunk: each chunk is written through a pointer into room made at the
    /// end of the output (three bytes per input byte at most), then the room left is trimmed.
    private static let chunkBytes = 4096

    /// Room for a chunk's output, copied in (faster than appending repeated zeros): three
    /// bytes for each of a chunk's bytes, the continuation bytes it may end with included.
    private static let zeros = [UInt8](repeating: 0, count: 3 * (chunkBytes + 3))

    /// Where text may be cut at or just after `index` so that its two parts sanitize like
    /// the whole: not before the continuation bytes of a sequence (at most three). A longer
    /// run of continuation bytes is invalid byte by byte, so cutting inside it changes nothing.
    private static func boundary(in bytes: UnsafeBufferPointer<UInt8>, after index: Int) -> Int {
        var end = index
        while end < bytes.count && end - index < 3 && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    /// The offsets in `bytes` where a substitute may be needed in either mode, in order,
    /// when there are at most one per ``cleanBytesPerDirty`` bytes (else `nil`, found as soon
    /// as there are more): every byte that does not begin (or continue) a stretch
    /// ``append(_:to:mode:)`` would copy as it is, and perhaps some bytes after it (each is
    /// looked at again from the next byte, so an invalid sequence marks all its bytes). A
    /// stretch between two of them that begins and ends at sequence boundaries needs
    /// nothing.
    package static func sparseDirtyOffsets(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int]? {
        dirtyOffsets(bytes, from: 0, to: bytes.count, limit: bytes.count / cleanBytesPerDirty)
    }

    /// The fewest bytes per offset needing a substitute for ``sparseDirtyOffsets(_:)`` to
    /// give them: with more (escape sequences in every word), the text nodes that need
    /// nothing are too few to repay the pass.
    package static let cleanBytesPerDirty = 256

    /// ``sparseDirtyOffsets(_:)`` in `start..<end`; `nil` past `limit` offsets.
    private static func dirtyOffsets(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, limit: Int) -> [Int]? {
        var offsets: [Int] = []
        var index = start
        while index < end {
            index += cleanPrefix(UnsafeBufferPointer(rebasing: bytes[index..<end]))
            guard index < end else { break }
            guard offsets.count < limit else { return nil }
            offsets.append(index)
            index += 1
        }
        return offsets
    }

    /// ``append(_:to:mode:)`` over contiguous bytes, chunk by chunk.
    private static func appendChunks(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], mode: Mode, bidi: Bidi) {
        // What needs no substitute up front (often all of it) is copied as is.
        var start = cleanPrefix(bytes)
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<start]))
        while start < bytes.count {
            let end = boundary(in: bytes, after: min(bytes.count, start + chunkBytes))
            let chunk = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let offset = output.count
            zeros.withUnsafeBufferPointer { output.append(contentsOf: $0[..<(3 * chunk.count)]) }
            let written = output.withUnsafeMutableBufferPointer { room in
                write(chunk, to: room.baseAddress! + offset, mode: mode, bidi: bidi)
            }
            output.removeLast(3 * chunk.count - written)
            start = end
        }
    }

    /// The index of the first byte that needs a substitute (in either mode), or the count.
    ///
    /// Printable ASCII is skipped eight bytes at a time, other valid sequences one by one.
    static func cleanPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while true {
            index = skipClean(bytes, from: index)
            guard index < bytes.count else { return index }
            let byte = bytes[index]
            guard byte >= 0x80, let valid = sequenceLength(bytes, at: index, end: bytes.count), !isFlaggedSequence(bytes, at: index)
            else { return index }
            index += valid
        }
    }

    /// The index of the first byte at or after `start` that may need a substitute: printable
    /// ASCII (eight bytes at a time) and the sequences ``skipCleanSequences(_:from:)`` passes
    /// are skipped; what is left the callers check byte by byte.
    @inline(__always)
    private static func skipClean(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                index = skipPrintableASCII(bytes, from: index + 1)
                continue
            }
            guard byte >= 0x80 else { return index }
            let skipped = skipCleanSequences(bytes, from: index)
            guard skipped > index else { return index }
            index = skipped
        }
        return index
    }

    /// Writes `bytes` sanitized to `target` (room for three bytes per input byte); returns
    /// the byte count written.
    ///
    /// Stretches that need no work are copied whole (printable ASCII is skipped eight bytes
    /// at a time), and each substitute is written as bytes.
    private static func write(
        _ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, mode: Mode, bidi: Bidi
    ) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var written = 0
        var clean = 0  // the start of the stretch not yet copied
        var index = 0
        while true {
            index = skipClean(bytes, from: index)
            guard index < count else { break }
            let byte = bytes[index]
            var length = 1
            var substitute: Substitute
            if byte < 0x80 {
                substitute = mode == .inline && (byte == 0x09 || byte == 0x0A || byte == 0x0D) ? .space : .control(byte)
            } else if let valid = sequenceLength(bytes, at: index, end: count) {
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (E2 80 A8/A9): Markdown
                // does not end lines there, but line breaking would (they are mandatory
                // breaks), and terminals show them each their own way. Found by fuzzing: a
                // paragraph's predicted size disagreed with its layout.
                // A bidirectional override or isolate: `�`, unless the theme allows them.
                guard isFlaggedSequence(bytes, at: index) else {
                    index += valid
                    continue
                }
                if bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8 {
                    (length, substitute) = (3, mode == .inline ? .space : .separator)
                } else if bidi == .substitute {
                    (length, substitute) = (3, .replacement)
                } else {
                    index += valid
                    continue
                }
            } else {
                // A C1 control (C2 80...C2 9F) or a maximal invalid subsequence: one U+FFFD.
                let isC1 = byte == 0xC2 && index + 1 < count && bytes[index + 1] & 0xE0 == 0x80
                (length, substitute) = (isC1 ? 2 : UTF8Scalar.decode(bytes, at: index).1, .replacement)
            }
            if clean < index {
                (target + written).initialize(from: base + clean, count: index - clean)
                written += index - clean
            }
            written += substitute.write(to: target + written)
            index += length
            clean = index
        }
        (target + written).initialize(from: base + clean, count: count - clean)
        return written + count - clean
    }

    /// What replaces a byte sequence that needs work.
    private enum Substitute {
        /// One space: a tab or line ending in inline text.
        case space
        /// The visible substitute of a C0 control or DEL (``DisplayWidth/substitute(for:)``).
        case control(UInt8)
        /// U+2424 ␤, a line or paragraph separator in verbatim text.
        case separator
        /// U+FFFD: a C1 control, invalid UTF-8, or a bidirectional override or isolate.
        case replacement

        /// Writes the substitute's UTF-8 bytes to `target`; returns their count.
        @inline(__always)
        func write(to target: UnsafeMutablePointer<UInt8>) -> Int {
            switch self {
            case .space:
                target[0] = 0x20
                return 1
            case .control(0x7F): return Self.write(0xE2, 0x90, 0xA1, to: target)  // U+2421 ␡
            case .control(let byte): return Self.write(0xE2, 0x90, 0x80 | byte, to: target)  // U+2400 + byte
            case .separator: return Self.write(0xE2, 0x90, 0xA4, to: target)
            case .replacement: return Self.write(0xEF, 0xBF, 0xBD, to: target)
            }
        }

        @inline(__always)
        private static func write(_ first: UInt8, _ second: UInt8, _ third: UInt8, to target: UnsafeMutablePointer<UInt8>) -> Int {
            target[0] = first
            target[1] = second
            target[2] = third
            return 3
        }
    }

    /// The index of the first byte at or after `start` that is not printable ASCII (0x20-0x7E),
    /// checking eight bytes at a time.
    @inline(__always)
    package static func skipPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        var index = start
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let below20 = (word &- ones &* 0x20) & ~word & highs
            let deletes = word ^ (ones &* 0x7F)
            let is7F = (deletes &- ones) & ~deletes & highs
            if (word & highs) | below20 | is7F != 0 { break }
            index += 8
        }
        while index < bytes.count, bytes[index] >= 0x20 && bytes[index] < 0x7F { index += 1 }
        return index
    }

    /// The index of the first byte at or after `start` that is neither printable ASCII nor
    /// the start of a valid sequence of two to four bytes needing no substitute (most text
    /// outside ASCII): checked by arithmetic, with C1 controls, surrogates, overlong forms
    /// and U+2028/U+2029 left to the callers' byte-range checks.
    @inline(__always)
    private static func skipCleanSequences(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            if bytes[index] &- 0x20 < 0x5F {
                // Printable ASCII among them (Latin letters between accented ones).
                index &+= 1
                continue
            }
            // C1 controls (U+0080-U+009F), the separators and bidi controls need a look.
            guard let (value, length) = UTF8Scalar.decodeValid(bytes, at: index), value >= 0xA0, !isFlagged(value) else {
                return index
            }
            index &+= length
        }
        return index
    }

    /// `text` with every control replaced.
    package static func sanitized(_ text: String, mode: Mode = .inline, bidi: Bidi = .substitute) -> String {
        var bytes: [UInt8] = []
        var text = text
        text.withUTF8 { append($0, to: &bytes, mode: mode, bidi: bidi) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
