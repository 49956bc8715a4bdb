import MarkdownLayout

/// How pictures reach a terminal.
public enum ImageProtocol: String, Sendable, Hashable, CaseIterable {
    /// The kitty graphics protocol (`ESC _ G … ESC \`): kitty, WezTerm, Ghostty, Konsole.
    case kitty
    /// iTerm2's inline images (`ESC ] 1337 ; File= … BEL`): iTerm2, WezTerm, mintty.
    case iterm
    /// DEC sixel graphics (`ESC P … q … ESC \`): xterm (`-ti vt340`), foot, mlterm, Windows Terminal.
    case sixel
    /// Unicode block symbols in colour (SGR only): any colour terminal, coarsely.
    case symbols
}

/// Makes the bytes that draw a picture in a block of cells, for the ``ANSIRenderer`` to
/// write (it checks them with ``ImageSequence/isWellFormed(_:for:)`` first and draws the
/// placeholder instead of anything else).
///
/// `MarkdownImages`' `ImageSet` is one, over libchafa.
public protocol ImageEncoder: Sendable {
    /// The protocol its bytes speak.
    var imageProtocol: ImageProtocol { get }
    /// The bytes drawing `image` in `columns` by `rows` cells; nil when it cannot (the
    /// placeholder shows). For ``ImageProtocol/symbols``, one line per row, separated by
    /// line feeds.
    func encode(_ image: ImageAttachment, columns: Int, rows: Int) -> [UInt8]?
}

/// The escape sequences a picture may bring, as the terminal-safety contract lists them
/// (docs/terminal-safety.md): nothing else an encoder gives reaches the terminal.
public enum ImageSequence {
    /// Whether `bytes` are only what `imageProtocol` draws with:
    /// - kitty: one or more `ESC _ G` … `ESC \`, printable ASCII between;
    /// - iterm: one `ESC ] 1337 ; File=` … `BEL` (or `ESC \`), printable ASCII between;
    /// - sixel: one `ESC P` … `q` … `ESC \`, printable ASCII between;
    /// - symbols: lines of printable text (no C0 or C1 control) and SGR (`ESC [` digits and
    ///   `;` `m`), separated by line feeds.
    public static func isWellFormed(_ bytes: [UInt8], for imageProtocol: ImageProtocol) -> Bool {
        switch imageProtocol {
        case .kitty: return strings(bytes, introducer: Array("\u{1B}_G".utf8), single: false, bell: false)
        case .iterm: return strings(bytes, introducer: Array("\u{1B}]1337;File=".utf8), single: true, bell: true)
        case .sixel: return strings(bytes, introducer: Array("\u{1B}P".utf8), single: true, bell: false) && bytes.contains(0x71)
        case .symbols: return isSymbolText(bytes)
        }
    }

    /// Control strings back to back: each `introducer`, printable ASCII, then `ESC \` (or BEL).
    private static func strings(_ bytes: [UInt8], introducer: [UInt8], single: Bool, bell: Bool) -> Bool {
        var index = 0
        var count = 0
        while index < bytes.count {
            guard bytes[index...].starts(with: introducer) else { return false }
            index += introducer.count
            while index < bytes.count, (0x20...0x7E).contains(bytes[index]) { index += 1 }
            guard index < bytes.count else { return false }
            if bell && bytes[index] == 0x07 {
                index += 1
            } else if bytes[index] == 0x1B && index + 1 < bytes.count && bytes[index + 1] == 0x5C {
                index += 2
            } else {
                return false
            }
            count += 1
        }
        return count > 0 && (!single || count == 1)
    }

    private static func isSymbolText(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                guard index + 1 < bytes.count, bytes[index + 1] == 0x5B else { return false }
                index += 2
                while index < bytes.count, bytes[index] == 0x3B || (0x30...0x39).contains(bytes[index]) { index += 1 }
                guard index < bytes.count, bytes[index] == 0x6D else { return false }
            } else if byte == 0x0A || (0x20...0x7E).contains(byte) || byte >= 0xC2 {
                // C1 controls are U+0080…U+009F: C2 80…C2 9F in UTF-8.
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return false }
            } else if byte < 0x80 || byte == 0xC0 || byte == 0xC1 {
                return false
            }
            index += 1
        }
        return true
    }
}
