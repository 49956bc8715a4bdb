/// A growing UTF-8 output buffer with cmark's HTML escapes.
///
/// Every write appends bytes; nothing allocates per node. The escapes follow cmark-gfm's
/// houdini: HTML escaping turns `"`, `&`, `<`, `>` into entities (slash and quote pass, as
/// cmark calls it in its non-secure mode); href escaping keeps URL characters, writes `&`
/// and `'` as entities and percent-encodes everything else.
struct HTMLBuffer {
    var bytes: [UInt8]

    init(capacity: Int) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends a literal.
    @inline(__always)
    mutating func write(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Appends one byte.
    @inline(__always)
    mutating func write(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends bytes as they are.
    @inline(__always)
    mutating func write(_ text: UnsafeBufferPointer<UInt8>) {
        if !text.isEmpty { bytes.append(contentsOf: text) }
    }

    /// Appends a decimal number.
    mutating func write(number: Int) {
        if number < 0 {
            bytes.append(UInt8(ascii: "-"))
            write(number: 0 &- number)
            return
        }
        if number < 10 {
            bytes.append(UInt8(truncatingIfNeeded: 0x30 + number))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var value = UInt(number)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while value > 0 && count < buffer.count {
                buffer[buffer.count - 1 - count] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
                value /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(buffer.count - count)...])
        }
        if value > 0 {
            // More than ten digits: fall back to the standard library (never for real input).
            bytes.append(contentsOf: String(number).utf8)
        }
    }

    /// Starts a new line unless the output is empty or already at the start of one
    /// (cmark's `cmark_html_render_cr`).
    @inline(__always)
    mutating func cr() {
        if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
    }

    // MARK: Escaping

    /// Bytes HTML escaping replaces, as a bit mask over 0..<64: `"` `&` `<` `>`.
    private static let htmlSpecial: UInt64 = 1 << 0x22 | 1 << 0x26 | 1 << 0x3C | 1 << 0x3E

    /// Whether any of the eight bytes of `word` is `"`, `&`, `<` or `>` (exact, no false hits).
    @inline(__always)
    private static func hasHTMLSpecial(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroByte(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
        return zeroByte(word ^ (ones &* 0x22)) | zeroByte(word ^ (ones &* 0x26)) | zeroByte(word ^ (ones &* 0x3C))
            | zeroByte(word ^ (ones &* 0x3E)) != 0
    }

    /// Appends text with `"`, `&`, `<` and `>` written as entities.
    mutating func writeEscapingHTML(_ text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        var i = 0
        let count = text.count
        guard let base = text.baseAddress else { return }
        // Skip eight bytes at a time while none needs escaping.
        while i + 8 <= count && !HTMLBuffer.hasHTMLSpecial(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
            i += 8
        }
        while i < count {
            let byte = text[i]
            if byte < 64 && HTMLBuffer.htmlSpecial & (1 << UInt64(byte)) != 0 {
                if i > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<i])) }
                switch byte {
                case 0x22: write("&quot;")
                case 0x26: write("&amp;")
                case 0x3C: write("&lt;")
                default: write("&gt;")
                }
                start = i + 1
            }
            i += 1
            while i + 8 <= count && !HTMLBuffer.hasHTMLSpecial(UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)) {
                i += 8
            }
        }
        if count > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<count])) }
    }

    /// `text` escaped as ``writeEscapingHTML(_:)`` escapes it, for output built as a `String`
    /// (the table of contents): one escaper for all the HTML this module writes.
    static func escapingHTML(_ text: String) -> String {
        var text = text
        var buffer = HTMLBuffer(capacity: text.utf8.count + 16)
        text.withUTF8 { buffer.writeEscapingHTML($0) }
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    /// URL bytes href escaping keeps, as two bit masks over 0..<64 and 64..<128:
    /// letters, digits and ``-_.+!*(),%#@?=;:/$~``.
    private static let hrefSafeLow: UInt64 = {
        var mask: UInt64 = 0
        for byte in Array("!#$%()*+,-./0123456789:;=?".utf8) { mask |= 1 << UInt64(byte) }
        return mask
    }()
    private static let hrefSafeHigh: UInt64 = {
        var mask: UInt64 = 0
        for byte in Array("@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8) { mask |= 1 << UInt64(byte - 64) }
        return mask
    }()

    /// Appends a URL for an `href` or `src` attribute: `&` and `'` as entities, every byte
    /// outside the URL-safe set as `%XX` (upper-case hex).
    mutating func writeEscapingHref(_ text: UnsafeBufferPointer<UInt8>) {
        let low = HTMLBuffer.hrefSafeLow
        let high = HTMLBuffer.hrefSafeHigh
        var start = 0
        var i = 0
        let count = text.count
        while i < count {
            let byte = text[i]
            let safe: Bool
            if byte < 64 {
                safe = low & (1 << UInt64(byte)) != 0
            } else if byte < 128 {
                safe = high & (1 << UInt64(byte &- 64)) != 0
            } else {
                safe = false
            }
            if !safe {
                if i > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<i])) }
                switch byte {
                case 0x26: write("&amp;")
                case 0x27: write("&#x27;")
                default:
                    bytes.append(UInt8(ascii: "%"))
                    bytes.append(HTMLBuffer.hexDigit(byte >> 4))
                    bytes.append(HTMLBuffer.hexDigit(byte & 0xF))
                }
                start = i + 1
            }
            i += 1
        }
        if count > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<count])) }
    }

    @inline(__always)
    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x37 + value
    }
}
