extension PagerScreen {
    /// The OSC 52 sequence that asks the terminal to put `text` on the clipboard
    /// (`ESC ] 52 ; c ; base64 ESC \`), what the front end writes for
    /// ``PagerAction/copy(text:)``. Terminals that allow it (xterm with
    /// `allowWindowOps`, kitty, WezTerm, iTerm2, foot, Windows Terminal; tmux with
    /// `set-clipboard on`) copy; others ignore it.
    ///
    /// ```swift
    /// String(decoding: PagerScreen.clipboardSequence("hi"), as: UTF8.self)   // "\u{1B}]52;c;aGk=\u{1B}\\"
    /// ```
    public static func clipboardSequence(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + Array("\u{1B}\\".utf8)
    }

    /// Standard base64 (RFC 4648, with `=` padding).
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 { group = group << 8 | (offset < count ? Int(bytes[index + offset]) : 0) }
            for place in 0..<4 {
                out.append(place <= count ? alphabet[(group >> (18 - 6 * place)) & 0x3F] : UInt8(ascii: "="))
            }
            index += 3
        }
        return out
    }
}
