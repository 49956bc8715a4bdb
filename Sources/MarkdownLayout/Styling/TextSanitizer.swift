/// The one place where untrusted text is made safe for a terminal.
///
/// Every C0 and C1 control character, ESC and DEL included, is replaced by a visible
/// substitute before the text enters a styled document, so widths are measured on what is
/// shown and no renderer can ever pass an escape sequence through. Theme strings go through
/// here too.
package enum TextSanitizer {
    /// How line-structure characters are treated.
    package enum Mode {
        /// Inline text: a tab or a newline becomes one space.
        case inline
        /// Verbatim text (code lines, already tab-expanded): every control is substituted.
        case verbatim
    }

    /// The length of the valid UTF-8 sequence at `i` (lead byte 0x80 or more), else `nil`.
    /// C1 controls (`C2 80`...`C2 9F`) count as invalid: they need a substitute.
    @inline(__always)
    private static func sequenceLength<C: Collection<UInt8>>(_ utf8: C, at i: Int, end: Int) -> Int? where C.Index == Int {
        let byte = utf8[i]
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        let length: Int
        switch byte {
        case 0xC2: (length, lower) = (2, 0xA0)
        case 0xC3...0xDF: length = 2
        case 0xE0: (length, lower) = (3, 0xA0)
        case 0xED: (length, upper) = (3, 0x9F)
        case 0xE1...0xEF: length = 3
        case 0xF0: (length, lower) = (4, 0x90)
        case 0xF4: (length, upper) = (4, 0x8F)
        case 0xF1...0xF3: length = 4
        default: return nil
        }
        guard end - i >= length, (lower...upper).contains(utf8[i + 1]) else { return nil }
        for k in 2..<length where utf8[i + k] & 0xC0 != 0x80 { return nil }
        return length
    }

    /// Appends `utf8` to `output` with every control replaced and invalid UTF-8 repaired
    /// (U+FFFD).
    ///
    /// One pass over the bytes: stretches that need no work are copied whole (printable
    /// ASCII is skipped eight bytes at a time), and each substitute is written as bytes.
    package static func append<C: Collection<UInt8>>(_ utf8: C, to output: inout [UInt8], mode: Mode) where C.Index == Int {
        let done: Void? = utf8.withContiguousStorageIfAvailable { append(buffer: $0, to: &output, mode: mode) }
        if done == nil {
            Array(utf8).withUnsafeBufferPointer { append(buffer: $0, to: &output, mode: mode) }
        }
    }

    /// ``append(_:to:mode:)`` over contiguous bytes.
    private static func append(buffer bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8], mode: Mode) {
        let count = bytes.count
        var clean = 0  // the start of the stretch not yet copied
        var index = skipPrintableASCII(bytes, from: 0)
        while index < count {
            let byte = bytes[index]
            if byte >= 0x20 && byte < 0x7F {
                index = skipPrintableASCII(bytes, from: index + 1)
                continue
            }
            var length = 1
            var substitute: Substitute
            if byte < 0x80 {
                substitute = mode == .inline && (byte == 0x09 || byte == 0x0A || byte == 0x0D) ? .space : .control(byte)
            } else if let valid = sequenceLength(bytes, at: index, end: count) {
                // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (E2 80 A8/A9).
                guard byte == 0xE2 && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8 else {
                    index += valid
                    continue
                }
                (length, substitute) = (3, mode == .inline ? .space : .separator)
            } else {
                // A C1 control (C2 80...C2 9F) or a maximal invalid subsequence: one U+FFFD.
                let isC1 = byte == 0xC2 && index + 1 < count && bytes[index + 1] & 0xE0 == 0x80
                (length, substitute) = (isC1 ? 2 : UTF8Scalar.decode(bytes, at: index).1, .replacement)
            }
            if clean < index {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<index]))
            }
            substitute.append(to: &output)
            index += length
            clean = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<count]))
    }

    /// What replaces a byte sequence that needs work.
    private enum Substitute {
        /// One space: a tab or line ending in inline text.
        case space
        /// The visible substitute of a C0 control or DEL (``DisplayWidth/substitute(for:)``).
        case control(UInt8)
        /// U+2424 ␤, a line or paragraph separator in verbatim text.
        case separator
        /// U+FFFD: a C1 control or invalid UTF-8.
        case replacement

        /// Appends the substitute's UTF-8 bytes.
        func append(to output: inout [UInt8]) {
            switch self {
            case .space: output.append(0x20)
            case .control(0x7F): Self.append(0xE2, 0x90, 0xA1, to: &output)  // U+2421 ␡
            case .control(let byte): Self.append(0xE2, 0x90, 0x80 | byte, to: &output)  // U+2400 + byte
            case .separator: Self.append(0xE2, 0x90, 0xA4, to: &output)
            case .replacement: Self.append(0xEF, 0xBF, 0xBD, to: &output)
            }
        }

        /// Appends three bytes (no array literal per substitute).
        @inline(__always)
        private static func append(_ first: UInt8, _ second: UInt8, _ third: UInt8, to output: inout [UInt8]) {
            output.append(first)
            output.append(second)
            output.append(third)
        }
    }

    /// The index of the first byte at or after `start` that is not printable ASCII (0x20-0x7E),
    /// checking eight bytes at a time.
    @inline(__always)
    private static func skipPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
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

    /// U+2028 and U+2029: Markdown does not end lines there, but line breaking would (they
    /// are mandatory breaks), and terminals show them each their own way. Found by fuzzing:
    /// a paragraph's predicted size disagreed with its layout.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// `text` with every control replaced.
    package static func sanitized(_ text: String, mode: Mode = .inline) -> String {
        var bytes: [UInt8] = []
        var text = text
        text.withUTF8 { append($0, to: &bytes, mode: mode) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
