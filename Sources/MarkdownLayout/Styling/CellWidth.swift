/// The layout's one door to display width: every width the layout uses comes from here.
package enum CellWidth {
    /// Cells of UTF-8 text that holds no control characters.
    @inline(__always)
    package static func of<C: Collection<UInt8>>(_ utf8: C) -> Int {
        var ascii = true
        for byte in utf8 where byte >= 0x7F || byte < 0x20 {
            ascii = false
            break
        }
        if ascii { return utf8.count }
        return DisplayWidth.of(utf8: ArraySlice(utf8))
    }

    /// Cells of one grapheme cluster.
    @inline(__always)
    package static func of(_ character: Character) -> Int {
        DisplayWidth.of(character)
    }

    /// Cells of a string.
    package static func of(_ string: String) -> Int {
        var string = string
        return string.withUTF8 { of($0) }
    }

    /// The grapheme clusters of UTF-8 text as (byte offset, byte count, cells), for cutting
    /// a line that does not fit at cluster boundaries.
    package static func clusters<C: Collection<UInt8>>(_ utf8: C) -> [(offset: Int, count: Int, width: Int)] {
        var result: [(offset: Int, count: Int, width: Int)] = []
        var offset = 0
        for character in String(decoding: utf8, as: UTF8.self) {
            let count = character.utf8.count
            result.append((offset, count, of(character)))
            offset += count
        }
        return result
    }
}
