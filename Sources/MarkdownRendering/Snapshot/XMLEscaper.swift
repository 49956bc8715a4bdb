import MarkdownTheme

/// The one place snapshot text becomes markup: `& < > " '` escaped, and every character
/// XML 1.0 does not allow (C0 controls other than tab, newline and return; surrogates;
/// U+FFFE, U+FFFF) dropped. Used for text and attribute values alike.
///
/// ```swift
/// var out = ""
/// XMLEscaper.append("<script>\"x\"</script>", to: &out)   // &lt;script&gt;&quot;x&quot;...
/// ```
enum XMLEscaper {
    static func append(_ text: some StringProtocol, to output: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            default:
                if isAllowed(scalar) { output.unicodeScalars.append(scalar) }
            }
        }
    }

    /// Appends a link's URL as an attribute value, percent-encoded exactly as the terminal's
    /// OSC 8 hyperlinks encode it (every byte outside printable ASCII, so a CR from `&#x0d;`
    /// becomes `%0D`), then escaped. The terminal's encoder is the one rule for both.
    static func appendURL(_ url: String, to output: inout String) {
        var encoded: [UInt8] = []
        OSC8.open(url, into: &encoded)
        // Without the sequence around it: `ESC ] 8 ; ;` before, `ESC \\` after.
        let body = encoded.dropFirst(5).dropLast(2)
        append(String(decoding: body, as: UTF8.self), to: &output)
    }

    static func escaped(_ text: some StringProtocol) -> String {
        var output = ""
        append(text, to: &output)
        return output
    }

    /// XML 1.0's `Char` production. C1 controls are allowed by it but never useful in a
    /// snapshot (layout text shows them as substitutes already), so they are dropped too.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20..<0x7F, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `#rrggbb`.
    static func hex(_ rgb: RGB) -> String {
        let digits = Array("0123456789abcdef")
        var result = "#"
        for byte in [rgb.red, rgb.green, rgb.blue] {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 15)])
        }
        return result
    }
}
