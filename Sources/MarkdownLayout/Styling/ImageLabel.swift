/// What an image is called in text, when it is not shown as a picture: its alt text, else its
/// title, else the stem of its file name cleaned of query strings and hashes; nil when none
/// of them has anything a reader can read.
///
/// ```swift
/// ImageLabel.readable(alt: [], title: [], source: Array("a/avatar.svg?avatarHeight=120".utf8))
/// // "avatar"
/// ImageLabel.readable(alt: [], title: [], source: Array("174470852-339b5011.png".utf8))
/// // nil: a number and a hash name nothing
/// ```
enum ImageLabel {
    /// The label of an image with alt text `alt`, title `title` and source `source`.
    static func readable(alt: [UInt8], title: some Collection<UInt8>, source: some Collection<UInt8>) -> [UInt8]? {
        let alt = trimmed(alt)
        if !alt.isEmpty { return Array(alt) }
        let title = trimmed(Array(title))
        if !title.isEmpty { return Array(title) }
        return stem(of: Array(source))
    }

    /// The file name's stem of `source`, without scheme, query, fragment, extension and
    /// hash-like pieces (`logo.3f2a9b1c.png` is `logo`); nil when no letter is left.
    static func stem(of source: [UInt8]) -> [UInt8]? {
        // A data URI names nothing.
        if source.starts(with: "data:".utf8) { return nil }
        var path = source[...]
        if let cut = path.firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }) {
            path = path[..<cut]
        }
        while path.last == UInt8(ascii: "/") { path = path.dropLast() }
        if let slash = path.lastIndex(of: UInt8(ascii: "/")) { path = path[(slash + 1)...] }
        var name = percentDecoded(path)
        // The extension: a last dotted piece of one to five letters or digits.
        if let dot = name.lastIndex(of: UInt8(ascii: ".")), dot > 0, (1...5).contains(name.count - dot - 1),
            name[(dot + 1)...].allSatisfy(isASCIIAlphanumeric)
        {
            name = Array(name[..<dot])
        }
        let kept = pieces(of: name).filter { !isHashLike(name[$0]) }
        guard let first = kept.first, let last = kept.last else { return nil }
        let stem = name[first.lowerBound..<last.upperBound]
        // What is left must hold a letter, and not be the rest of a hash or a uuid
        // (`5800-4bb9-a628`: hex digits with a digit among them).
        guard stem.contains(where: isLetter), !stem.allSatisfy({ isHexDigit($0) || isSeparator($0) }) || !stem.contains(where: isDigit)
        else { return nil }
        return Array(stem)
    }

    /// The ranges of `name` between separators (`-`, `_`, `.`, space).
    private static func pieces(of name: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (index, byte) in name.enumerated() where isSeparator(byte) {
            if index > start { result.append(start..<index) }
            start = index + 1
        }
        if name.count > start { result.append(start..<name.count) }
        return result
    }

    /// Whether `piece` reads as a hash or an id rather than a word: seven or more hex digits
    /// with a digit among them (`339b5011`, `174470852`). Short numbers (`x86_64`) stay.
    private static func isHashLike(_ piece: ArraySlice<UInt8>) -> Bool {
        guard piece.count >= 7, piece.allSatisfy(isHexDigit) else { return false }
        return piece.contains(where: isDigit)
    }

    /// `bytes` with `%XX` escapes decoded, when the result is valid UTF-8 without controls.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "%")) else { return Array(bytes) }
        var result: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        guard Array(String(decoding: result, as: UTF8.self).utf8) == result, !result.contains(where: { $0 < 0x20 || $0 == 0x7F }) else {
            return Array(bytes)
        }
        return result
    }

    private static func trimmed(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var slice = bytes[...]
        while let first = slice.first, first == 0x20 || first == 0x09 || first == 0x0A { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 || last == 0x0A { slice = slice.dropLast() }
        return slice
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) != nil }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == 0x20
    }

    /// A letter: ASCII, or any byte of a non-ASCII character (a name in another script).
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte >= 0x80
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        isLetter(byte) && byte < 0x80 || isDigit(byte)
    }
}
