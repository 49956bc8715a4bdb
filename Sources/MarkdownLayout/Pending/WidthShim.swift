// TEMPORARY: a crude stand-in for the `width` branch's DisplayWidth and LineBreaker, so the
// layout can be built and tested before that branch lands. Deleted at the merge.

enum DisplayWidthShim {
    /// Cells of one grapheme cluster (crude: wide East Asian ranges and emoji 2, marks 0).
    static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        let v = first.value
        if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 1 }
        if v < 0x300 { return 1 }
        if (0x300..<0x370).contains(v) || (0x200B...0x200F).contains(v) || v == 0xFE0F { return 0 }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v) || (0x20000...0x3FFFD).contains(v)
        {
            return 2
        }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return 1
    }

    /// A visible stand-in for a control character, or `nil` when `scalar` is not one.
    static func substitute(for scalar: Unicode.Scalar) -> String? {
        let v = scalar.value
        if v < 0x20 { return String(Unicode.Scalar(0x2400 + v)!) }
        if v == 0x7F { return "\u{2421}" }
        if v >= 0x80 && v < 0xA0 { return "\u{FFFD}" }
        return nil
    }
}
