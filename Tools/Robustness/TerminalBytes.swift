/// Checks on terminal output, shared by the fuzz targets and the tests.
package enum TerminalBytes {
    /// The first byte offset of a control character that is not part of the renderer's own
    /// forms — SGR (`ESC [ digits;… m`), OSC 8 (`ESC ] 8 ; ; URL ESC \`, URL bytes 0x21-0x7E)
    /// and the line feed — or `nil` when there is none. C1 controls (U+0080-U+009F, encoded
    /// `C2 80`-`C2 9F`) count as controls, and so do the bidirectional overrides and isolates
    /// U+202A-U+202E (`E2 80 AA`-`AE`) and U+2066-U+2069 (`E2 81 A6`-`A9`).
    /// With `allowEscapes` false, every ESC counts (for plain output).
    package static func firstForeignControl(in bytes: [UInt8], allowEscapes: Bool = true) -> Int? {
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == 0x1B && allowEscapes {
                if let end = ownSequenceEnd(bytes, from: i) {
                    i = end
                    continue
                }
                return i
            }
            if (byte < 0x20 && byte != 0x0A) || byte == 0x7F { return i }
            if byte == 0xC2, i + 1 < bytes.count, (0x80...0x9F).contains(bytes[i + 1]) { return i }
            if byte == 0xE2, i + 2 < bytes.count,
                bytes[i + 1] == 0x80 && (0xAA...0xAE).contains(bytes[i + 2]) || bytes[i + 1] == 0x81 && (0xA6...0xA9).contains(bytes[i + 2])
            {
                return i
            }
            i += 1
        }
        return nil
    }

    /// The end of the SGR or OSC 8 sequence starting at `start` (an ESC), else `nil`.
    private static func ownSequenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        if bytes[start + 1] == 0x5B {
            var j = start + 2
            while j < bytes.count, (0x30...0x3B).contains(bytes[j]) { j += 1 }
            return j < bytes.count && bytes[j] == 0x6D ? j + 1 : nil
        }
        let osc8: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B]
        guard start + osc8.count <= bytes.count, Array(bytes[start..<start + osc8.count]) == osc8 else { return nil }
        var j = start + osc8.count
        while j < bytes.count, bytes[j] > 0x20, bytes[j] < 0x7F { j += 1 }
        return j + 1 < bytes.count && bytes[j] == 0x1B && bytes[j + 1] == 0x5C ? j + 2 : nil
    }

    /// The URL of every OSC 8 opening in `bytes`, percent-decoded (a terminal may decode
    /// before it reads the scheme).
    package static func hyperlinkURLs(in bytes: [UInt8]) -> [String] {
        let osc8: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B]
        var urls: [String] = []
        var i = 0
        while i + osc8.count <= bytes.count {
            guard bytes[i] == 0x1B, Array(bytes[i..<i + osc8.count]) == osc8 else {
                i += 1
                continue
            }
            var j = i + osc8.count
            var url: [UInt8] = []
            while j < bytes.count, bytes[j] != 0x1B {
                if bytes[j] == 0x25, j + 2 < bytes.count, let byte = UInt8(String(decoding: bytes[j + 1...j + 2], as: UTF8.self), radix: 16)
                {
                    url.append(byte)
                    j += 3
                } else {
                    url.append(bytes[j])
                    j += 1
                }
            }
            if !url.isEmpty { urls.append(String(decoding: url, as: UTF8.self)) }
            i = j
        }
        return urls
    }

    /// `bytes` with every control shown as `\xNN`, for a failure message.
    package static func visible(_ bytes: some Collection<UInt8>) -> String {
        var text = ""
        for byte in bytes {
            if byte < 0x20 || byte >= 0x7F {
                let hex = Array("0123456789ABCDEF")
                text += "\\x" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            } else {
                text.append(Character(Unicode.Scalar(byte)))
            }
        }
        return text
    }
}
