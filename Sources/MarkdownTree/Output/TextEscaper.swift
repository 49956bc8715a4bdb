import MarkdownText

/// Escapes text so that it parses back as the same text, never as syntax.
///
/// The rules follow cmark's CommonMark writer: characters that open inline syntax are
/// always escaped; characters that open block syntax only where a line's content starts;
/// control characters, and spaces the parser would strip, become character references.
struct TextEscaper {
    /// Escape `|` (the table extension is on).
    var pipes: Bool
    /// Escape quotes, `--` and `..` (smart punctuation is on).
    var smart: Bool
    /// Break up what the autolink extension would link: `://`, `www.`, `@` (it is on).
    var autolinks = false

    static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte) || (0x7B...0x7E).contains(byte)
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// Whether `&` followed by `next` could start a character reference.
    static func startsEntity(_ next: UInt8) -> Bool { isAlphanumeric(next) || next == UInt8(ascii: "#") }

    /// Writes `text`. `endsLine`: the text is the last thing on its line, so its trailing
    /// space must survive. `beforeBracket`: a `[` follows the text, so a final `!` would
    /// make an image. `wrap`: the column to wrap at, in cells (0: none).
    func write(_ text: ArraySlice<UInt8>, to out: inout MarkdownLineBuffer, endsLine: Bool, beforeBracket: Bool, wrap: Int) {
        var i = text.startIndex
        let end = text.endIndex
        while i < end {
            let byte = text[i]
            let next: UInt8 = i + 1 < end ? text[i + 1] : 0
            // Wrap at a single space (a line must not end in spaces: the parser drops them),
            // counting cells, so that a word of ideographs counts 2 a character, not 3.
            if byte == 0x20 && wrap > 0 && i + 1 < end && next != 0x20 && (i == text.startIndex || text[i - 1] != 0x20) {
                let column = out.column()
                var wordEnd = i + 1
                while wordEnd < end && text[wordEnd] != 0x20 { wordEnd += 1 }
                if column > out.prefixWidth && column + 1 + CellWidth.of(text[(i + 1)..<wordEnd]) > wrap {
                    out.newline()
                    i += 1
                    continue
                }
            }
            out.startLine()
            if byte >= 0x80 {
                out.content(byte)
            } else if byte < 0x20 || byte == 0x7F {
                out.entity(byte)
            } else if (byte == 0x20 || byte == 0x09) && (out.atContentStart || (endsLine && i + 1 == end)) {
                out.entity(byte)
            } else if autolinks && Self.wouldAutolink(text, at: i) {
                out.escaped(byte)
            } else if byte == UInt8(ascii: "!") && beforeBracket && i + 1 == end {
                out.escaped(byte)
            } else if needsEscape(byte, next: next, atContentStart: out.atContentStart, followsDigit: out.followsDigit) {
                out.escaped(byte)
            } else {
                out.content(byte)
            }
            i += 1
        }
    }

    /// Whether the byte at `i` completes a pattern the autolink extension links in plain
    /// text: the `:` of `://`, the `.` of a `www.` that starts a word, an `@`.
    private static func wouldAutolink(_ text: ArraySlice<UInt8>, at i: Int) -> Bool {
        switch text[i] {
        case UInt8(ascii: ":"):
            return text[(i + 1)...].starts(with: "//".utf8)
        case UInt8(ascii: "."):
            return i - 3 >= text.startIndex && text[(i - 3)..<i].elementsEqual("www".utf8)
        case UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    private func needsEscape(_ byte: UInt8, next: UInt8, atContentStart: Bool, followsDigit: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "#"), UInt8(ascii: "<"),
            UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "~"):
            return true
        case UInt8(ascii: "|"):
            return pipes
        case UInt8(ascii: "&"):
            return Self.startsEntity(next)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return smart
        case UInt8(ascii: "-"):
            return (atContentStart && !followsDigit) || (smart && next == UInt8(ascii: "-"))
        case UInt8(ascii: "+"), UInt8(ascii: "="):
            return atContentStart && !followsDigit
        case UInt8(ascii: "."):
            return (atContentStart && followsDigit && (next == 0 || next == 0x20 || next == 0x09)) || (smart && next == UInt8(ascii: "."))
        case UInt8(ascii: ")"):
            return atContentStart && followsDigit && (next == 0 || next == 0x20 || next == 0x09)
        default:
            return false
        }
    }
}
