/// The checks cmark-gfm's HTML renderer makes before writing raw HTML and URLs: the
/// dangerous-URL scan of safe mode and the GFM tag filter.
extension HTMLRenderer {
    /// Whether a URL starts, ignoring case, with `javascript:`, `vbscript:`, `file:` or
    /// `data:` — except `data:image/png`, `gif`, `jpeg` and `webp`, which are allowed
    /// (cmark's `_scan_dangerous_url`).
    static func isDangerous(url: UnsafeBufferPointer<UInt8>) -> Bool {
        if hasPrefix(url, "data:") {
            if hasPrefix(url, "data:image/png") || hasPrefix(url, "data:image/gif") || hasPrefix(url, "data:image/jpeg")
                || hasPrefix(url, "data:image/webp")
            {
                return false
            }
            return true
        }
        return hasPrefix(url, "javascript:") || hasPrefix(url, "vbscript:") || hasPrefix(url, "file:")
    }

    /// Whether `text` starts with the lower-case ASCII `prefix`, ignoring ASCII case.
    @inline(__always)
    private static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard text.count >= count else { return false }
        let start = prefix.utf8Start
        for i in 0..<count where lowercased(text[i]) != start[i] { return false }
        return true
    }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// cmark's `cmark_isspace`: space, tab, line feed, carriage return — not vertical tab
    /// nor form feed (cmark's own character table; found by fuzzing: `~~~\v` and `<script\f>`).
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The tags GFM's tag filter disarms.
    private static let filteredTags: [StaticString] = [
        "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    ]

    /// Whether raw HTML starting at `text` opens or closes a filtered tag: `<` and an optional
    /// `/`, the tag name in any case, then white space, `>` or `/>` (GFM's tagfilter).
    static func isFilteredTag(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let size = text.count
        guard size >= 3, text[0] == UInt8(ascii: "<") else { return false }
        let nameStart = text[1] == UInt8(ascii: "/") ? 2 : 1
        for tag in filteredTags {
            let name = tag.utf8Start
            let length = tag.utf8CodeUnitCount
            var i = nameStart
            var matched = true
            var j = 0
            while j < length {
                if i >= size {
                    matched = false
                    break
                }
                if lowercased(text[i]) != name[j] {
                    matched = false
                    break
                }
                i += 1
                j += 1
            }
            guard matched, i < size else { continue }
            let next = text[i]
            if isSpace(next) || next == UInt8(ascii: ">") { return true }
            if next == UInt8(ascii: "/") && size >= i + 2 && text[i + 1] == UInt8(ascii: ">") { return true }
        }
        return false
    }

    /// Writes an HTML block's text with the `<` of every filtered tag as `&lt;`.
    static func writeFilteringTags(_ text: UnsafeBufferPointer<UInt8>, to out: inout HTMLBuffer) {
        var start = 0
        let count = text.count
        var i = 0
        while i < count {
            if text[i] == UInt8(ascii: "<") && isFilteredTag(UnsafeBufferPointer(rebasing: text[i..<count])) {
                if i > start { out.write(UnsafeBufferPointer(rebasing: text[start..<i])) }
                out.write("&lt;")
                start = i + 1
            }
            i += 1
        }
        if count > start { out.write(UnsafeBufferPointer(rebasing: text[start..<count])) }
    }
}
