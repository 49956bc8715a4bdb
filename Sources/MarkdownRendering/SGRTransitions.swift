import MarkdownTheme

/// The escapes between the style ids of one layout, each pair's made once on first use and
/// kept in one byte buffer: a renderer looks a change of style up by index, not by hash.
///
/// ```swift
/// var transitions = SGRTransitions(styles: [.plain, TextAttributes(bold: true)])
/// var line = LineBuffer()
/// defer { line.deallocate() }
/// transitions.append(from: 0, to: 1, into: &line)   // ESC [ 1 m
/// ```
struct SGRTransitions {
    /// The attributes of every style id (already downsampled).
    let styles: [TextAttributes]
    /// Whether each style id is plain: a line ending in it needs no reset.
    let isPlain: [Bool]
    /// Every escape made so far, back to back, after ``SGR/reset``.
    private var bytes: [UInt8] = SGR.reset
    /// Per pair (`from * count + to`): 0 when not made yet, else `Slot.known` with the escape's
    /// place in ``bytes`` and whether a blank looks the same in both styles.
    private var slots: [UInt64]
    /// Pairs beyond ``maximumTableStyles`` ids, by the same key.
    private var overflow: [UInt64: UInt64] = [:]

    /// Up to this many style ids the pairs are a flat table (64 Ki slots); above, a dictionary.
    private static let maximumTableStyles = 256

    private enum Slot {
        static let known: UInt64 = 1 << 63
        static let sameOnBlanks: UInt64 = 1 << 62
    }

    init(styles: [TextAttributes]) {
        self.styles = styles
        isPlain = styles.map { $0 == .plain }
        let tableSize = styles.count <= Self.maximumTableStyles ? styles.count * styles.count : 0
        slots = Array(repeating: 0, count: tableSize)
    }

    /// Whether a space looks the same in both styles (no escape needed for blanks).
    @inline(__always)
    mutating func sameOnBlanks(_ from: UInt32, _ to: UInt32) -> Bool {
        slot(from, to) & Slot.sameOnBlanks != 0
    }

    /// Appends the escape that changes style `from` into `to`.
    @inline(__always)
    mutating func append(from: UInt32, to: UInt32, into output: inout LineBuffer) {
        let slot = slot(from, to)
        append(bytes: Int(slot & 0xFFFF_FFFF)..<Int(slot & 0xFFFF_FFFF) + Int(slot >> 32 & 0xFFFF), into: &output)
    }

    /// Appends ``SGR/reset``.
    func appendReset(into output: inout LineBuffer) {
        append(bytes: 0..<SGR.reset.count, into: &output)
    }

    @inline(__always)
    private func append(bytes range: Range<Int>, into output: inout LineBuffer) {
        bytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    @inline(__always)
    private mutating func slot(_ from: UInt32, _ to: UInt32) -> UInt64 {
        let count = styles.count
        if count <= Self.maximumTableStyles {
            let index = Int(from) * count + Int(to)
            let known = slots[index]
            if known != 0 { return known }
            slots[index] = make(from, to)
            return slots[index]
        }
        let key = UInt64(from) << 32 | UInt64(to)
        if let known = overflow[key] { return known }
        let made = make(from, to)
        overflow[key] = made
        return made
    }

    private mutating func make(_ from: UInt32, _ to: UInt32) -> UInt64 {
        let offset = bytes.count
        SGR.transition(from: styles[Int(from)], to: styles[Int(to)], into: &bytes)
        let same = Self.sameOnBlanks(styles[Int(from)], styles[Int(to)]) ? Slot.sameOnBlanks : 0
        return Slot.known | same | UInt64(bytes.count - offset) << 32 | UInt64(offset)
    }

    /// Whether a space looks the same in both: same background and inverse, and the same
    /// underline and strikethrough (drawn in the foreground colour, so that too when on).
    private static func sameOnBlanks(_ a: TextAttributes, _ b: TextAttributes) -> Bool {
        guard a.background == b.background, a.inverse == b.inverse, a.underline == b.underline, a.strikethrough == b.strikethrough
        else { return false }
        if a.inverse || a.underline || a.strikethrough {
            return a.foreground == b.foreground && a.bold == b.bold && a.faint == b.faint
        }
        return true
    }
}
