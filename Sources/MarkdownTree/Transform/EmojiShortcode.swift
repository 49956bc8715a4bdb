/// GitHub's emoji shortcodes: `:rocket:` in text is shown as 🚀, as GitHub and glow show it.
///
/// The names come from a table generated from Debian's goldmark-emoji definitions (see
/// `EmojiShortcode+Table.swift`), searched in place: a lookup allocates nothing and the
/// table is compiled-in data.
///
/// ```swift
/// EmojiShortcode.emoji(named: Array("rocket".utf8))   // "🚀"
/// var shown: [UInt8] = []
/// EmojiShortcode.append(replacing: Array("Ship it :rocket:".utf8)[...], to: &shown)   // "Ship it 🚀"
/// ```
package enum EmojiShortcode {
    /// The longest name in the table is under 40 bytes; a longer run between colons is
    /// not looked up.
    static let longestName = 40

    /// The emoji `name` stands for (`rocket` → "🚀"), or nil.
    package static func emoji(named name: some Collection<UInt8>) -> String? {
        table.withUTF8Buffer { bytes -> String? in
            // Binary search over the lines: a probe backs up to the start of its line.
            var low = 0
            var high = bytes.count
            while low < high {
                var start = (low + high) / 2
                while start > low && bytes[start - 1] != 0x0A { start -= 1 }
                var tab = start
                while bytes[tab] != 0x09 { tab += 1 }
                var end = tab
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                switch compare(name, UnsafeBufferPointer(rebasing: bytes[start..<tab])) {
                case .less: high = start
                case .greater: low = end + 1
                case .equal: return String(decoding: UnsafeBufferPointer(rebasing: bytes[(tab + 1)..<end]), as: UTF8.self)
                }
            }
            return nil
        }
    }

    /// Appends `text` to `output` with every `:name:` that names an emoji and stands apart
    /// from words (no letter or digit just before or after it: not `10:30:00`) replaced by
    /// the emoji.
    package static func append(replacing text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var copied = text.startIndex
        while let (range, emoji) = nextShortcode(in: text, from: copied) {
            output.append(contentsOf: text[copied..<range.lowerBound])
            output.append(contentsOf: emoji.utf8)
            copied = range.upperBound
        }
        output.append(contentsOf: text[copied...])
    }

    /// Whether `text` holds a shortcode that ``append(replacing:to:)`` replaces.
    package static func containsShortcode(_ text: ArraySlice<UInt8>) -> Bool {
        nextShortcode(in: text, from: text.startIndex) != nil
    }

    /// The first shortcode replaced in `text` at or after `start`: from its opening colon
    /// through its closing one, and its emoji.
    private static func nextShortcode(in text: ArraySlice<UInt8>, from start: Int) -> (range: Range<Int>, emoji: String)? {
        guard var colon = text[start...].firstIndex(of: UInt8(ascii: ":")) else { return nil }
        while colon < text.endIndex {
            var end = colon + 1
            while end < text.endIndex, end - colon <= longestName, isNameByte(text[end]) { end += 1 }
            let apart =
                (colon == text.startIndex || !isWordByte(text[colon - 1]))
                && (end + 1 >= text.endIndex || !isWordByte(text[end + 1]))
            if end < text.endIndex, text[end] == UInt8(ascii: ":"), end > colon + 1, apart,
                let emoji = emoji(named: text[(colon + 1)..<end])
            {
                return (colon..<(end + 1), emoji)
            }
            // The closing colon of a failed name may open the next one.
            colon = end < text.endIndex && text[end] == UInt8(ascii: ":") ? end : end + 1
            while colon < text.endIndex && text[colon] != UInt8(ascii: ":") { colon += 1 }
        }
        return nil
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isWordByte(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    private static func compare(_ key: some Collection<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Ordering {
        var index = name.startIndex
        for byte in key {
            guard index < name.endIndex else { return .greater }
            if byte != name[index] { return byte < name[index] ? .less : .greater }
            index += 1
        }
        return index == name.endIndex ? .equal : .less
    }

    private enum Ordering { case less, equal, greater }
}
