/// Turns the bytes a terminal sends in raw mode into ``PagerKey``s: UTF-8 characters,
/// control keys, CSI/SS3 sequences for arrows and paging, and SGR (1006) mouse reports.
///
/// Bytes may arrive split anywhere; an incomplete sequence waits for the next call. A
/// lone ESC at the end of a read is the Escape key.
///
/// ```swift
/// var decoder = KeyDecoder()
/// decoder.decode(Array("\u{1B}[6~j".utf8))   // [.pageDown, .character("j")]
/// ```
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    public mutating func decode(_ bytes: [UInt8]) -> [PagerKey] {
        pending.append(contentsOf: bytes)
        var keys: [PagerKey] = []
        var index = 0
        while index < pending.count {
            guard let found = KeyDecoder.key(at: index, in: pending) else { break }
            if let key = found.0 { keys.append(key) }
            index += found.1
        }
        pending.removeFirst(index)
        // A lone ESC at the end of a read is the Escape key; so is garbage that never ends.
        if pending == [0x1B] || pending.count > 64 {
            if pending == [0x1B] { keys.append(.escape) }
            pending.removeAll()
        }
        return keys
    }

    /// The key at `index` and its length; `nil` when the bytes there are incomplete.
    private static func key(at index: Int, in bytes: [UInt8]) -> (PagerKey?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x03: return (.interrupt, 1)
        case 0x0C: return (.redraw, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1B: return escape(at: index, in: bytes)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00..<0x20: return (nil, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8(at: index, in: bytes)
        }
    }

    private static func utf8(at index: Int, in bytes: [UInt8]) -> (PagerKey?, Int)? {
        let byte = bytes[index]
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        guard index + length <= bytes.count else { return nil }
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        guard let character = text.first, text.unicodeScalars.first != "\u{FFFD}" else { return (nil, 1) }
        return (.character(character), length)
    }

    private static func escape(at index: Int, in bytes: [UInt8]) -> (PagerKey?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let kind = bytes[index + 1]
        if kind == 0x4F {  // SS3: ESC O A
            guard index + 2 < bytes.count else { return nil }
            return (simple(bytes[index + 2]), 3)
        }
        guard kind == 0x5B else { return (.escape, 1) }  // ESC then something else: Escape
        // CSI: parameters and intermediates up to a final byte 0x40-0x7E.
        var end = index + 2
        while end < bytes.count && !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let final = bytes[end]
        let length = end - index + 1
        if parameters.hasPrefix("<") && (final == 0x4D || final == 0x6D) {
            return (mouse(parameters.dropFirst(), pressed: final == 0x4D), length)
        }
        if final == 0x7E {
            switch parameters {
            case "1", "7": return (.home, length)
            case "4", "8": return (.end, length)
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            default: return (nil, length)
            }
        }
        if final == 0x5A { return (.backTab, length) }
        return (simple(final), length)
    }

    private static func simple(_ final: UInt8) -> PagerKey? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
    }

    /// `b;x;y` of an SGR mouse report: the wheel, or a left-button press.
    private static func mouse(_ parameters: Substring, pressed: Bool) -> PagerKey? {
        let fields = parameters.split(separator: ";").compactMap { Int($0) }
        guard fields.count == 3 else { return nil }
        switch fields[0] {
        case 64: return .wheelUp
        case 65: return .wheelDown
        case 0 where pressed: return .click(row: fields[2] - 1, column: fields[1] - 1)
        default: return nil
        }
    }
}
