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

    /// Whether UTF-8 text holds a byte of a C0/C1 control, DEL, or a tab/newline.
    @inline(__always)
    package static func needsWork<C: Collection<UInt8>>(_ utf8: C) -> Bool where C.Index == Int {
        var i = utf8.startIndex
        let end = utf8.endIndex
        while i < end {
            let byte = utf8[i]
            if byte < 0x20 || byte == 0x7F { return true }
            // C1 controls U+0080...U+009F are encoded C2 80...C2 9F.
            if byte == 0xC2, i + 1 < end, utf8[i + 1] < 0xA0 { return true }
            i += 1
        }
        return false
    }

    /// Appends `utf8` to `output` with every control replaced.
    package static func append<C: Collection<UInt8>>(_ utf8: C, to output: inout [UInt8], mode: Mode) where C.Index == Int {
        guard needsWork(utf8) else {
            output.append(contentsOf: utf8)
            return
        }
        for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
            if mode == .inline, scalar == "\t" || scalar == "\n" || scalar == "\r" {
                output.append(0x20)
            } else if let substitute = DisplayWidth.substitute(for: scalar) {
                output.append(contentsOf: String(substitute).utf8)
            } else {
                output.append(contentsOf: String(scalar).utf8)
            }
        }
    }

    /// `text` with every control replaced.
    package static func sanitized(_ text: String, mode: Mode = .inline) -> String {
        var bytes: [UInt8] = []
        var text = text
        text.withUTF8 { append($0, to: &bytes, mode: mode) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
