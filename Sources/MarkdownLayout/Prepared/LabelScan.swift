/// Where text may refer to a link or footnote label, found by bytes: what an incremental
/// update re-parses when an edit defines, changes or removes a label.
///
/// cmark matches a reference to its definition by the label case-folded, its blanks
/// collapsed and trimmed. A scan for `[` (or `[^`), blanks, the label's bytes in any ASCII
/// case (a run of blanks matching a blank), blanks and `]` finds every reference to it; a
/// byte that is not ASCII where the label has a letter is taken as a match too (Unicode
/// folds some of them to ASCII letters: `K` KELVIN SIGN to `k`, `ſ` to `s`).
///
/// ```swift
/// let label = LabelScan.label(ofDefinition: Array("[The Guide]: /guide".utf8))  // "the guide"
/// let places = LabelScan.references(to: [label!], opener: [0x5B], in: text, skipping: 0..<0)
/// ```
package enum LabelScan {
    /// The label of a link reference definition line (`[label]: …`), case-folded and its
    /// blanks collapsed; `nil` when it has a byte that is not ASCII.
    package static func label(ofDefinition line: [UInt8]) -> [UInt8]? {
        guard let open = line.firstIndex(of: 0x5B) else { return nil }
        var i = open + 1
        var label: [UInt8] = []
        while i < line.count && line[i] != 0x5D {
            if line[i] == 0x5C && i + 1 < line.count {
                label.append(line[i])
                i += 1
            }
            label.append(line[i])
            i += 1
        }
        return normalized(label)
    }

    /// `label` case-folded (ASCII), blanks collapsed and trimmed; `nil` when not ASCII or NUL.
    package static func normalized(_ label: [UInt8]) -> [UInt8]? {
        var result: [UInt8] = []
        var blank = false
        for byte in label {
            guard byte != 0, byte < 0x80 else { return nil }
            if isBlank(byte) {
                blank = !result.isEmpty
                continue
            }
            if blank { result.append(0x20) }
            blank = false
            result.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
        }
        return result
    }

    /// The offsets of the openers in `bytes`, outside `skipped`, that may start a reference
    /// to one of `labels` (normalized).
    package static func references(
        to labels: Set<[UInt8]>, opener: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, skipping skipped: Range<Int>
    ) -> [Int] {
        guard !labels.isEmpty, let first = opener.first else { return [] }
        var found: [Int] = []
        var i = 0
        while i + opener.count <= bytes.count {
            if skipped.contains(i) {
                i = skipped.upperBound
                continue
            }
            guard bytes[i] == first, opener.indices.allSatisfy({ bytes[i + $0] == opener[$0] }) else {
                i += 1
                continue
            }
            var start = i + opener.count
            while start < bytes.count && isBlank(bytes[start]) { start += 1 }
            if labels.contains(where: { matches($0, in: bytes, at: start) }) { found.append(i) }
            i += 1
        }
        return found
    }

    /// Whether `label` (normalized) may be written at `start` of `bytes`.
    private static func matches(_ label: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var at = start
        for byte in label {
            guard at < bytes.count else { return false }
            let text = bytes[at]
            if byte == 0x20 {
                guard isBlank(text) else { return false }
                while at < bytes.count && isBlank(bytes[at]) { at += 1 }
                continue
            }
            if text >= 0x80 { return true }
            guard (text >= 0x41 && text <= 0x5A ? text + 0x20 : text) == byte else { return false }
            at += 1
        }
        // A label ends at its `]` (blanks before it are trimmed).
        while at < bytes.count && isBlank(bytes[at]) { at += 1 }
        return at < bytes.count && bytes[at] == 0x5D
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
