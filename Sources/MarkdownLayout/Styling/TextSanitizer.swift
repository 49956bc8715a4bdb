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

    /// Whether UTF-8 text holds a C0/C1 control, DEL, a tab/newline, a line or paragraph
    /// separator (U+2028, U+2029), or is not valid UTF-8.
    ///
    /// cmark can hand over invalid UTF-8 (it cuts over-long labels at a byte count, inside a
    /// sequence); that is repaired here too, so the terminal only ever gets valid UTF-8.
    @inline(__always)
    package static func needsWork<C: Collection<UInt8>>(_ utf8: C) -> Bool where C.Index == Int {
        var i = utf8.startIndex
        let end = utf8.endIndex
        while i < end {
            let byte = utf8[i]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return true }
                i += 1
                continue
            }
            guard let length = sequenceLength(utf8, at: i, end: end) else { return true }
            // U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR (E2 80 A8/A9).
            if byte == 0xE2 && utf8[i + 1] == 0x80 && utf8[i + 2] & 0xFE == 0xA8 { return true }
            i += length
        }
        return false
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
    package static func append<C: Collection<UInt8>>(_ utf8: C, to output: inout [UInt8], mode: Mode) where C.Index == Int {
        guard needsWork(utf8) else {
            output.append(contentsOf: utf8)
            return
        }
        for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
            if mode == .inline, scalar == "\t" || scalar == "\n" || scalar == "\r" || isSeparator(scalar) {
                output.append(0x20)
            } else if isSeparator(scalar) {
                output.append(contentsOf: "\u{2424}".utf8)  // ␤ in code, where spacing is kept
            } else if let substitute = DisplayWidth.substitute(for: scalar) {
                output.append(contentsOf: String(substitute).utf8)
            } else {
                output.append(contentsOf: String(scalar).utf8)
            }
        }
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
