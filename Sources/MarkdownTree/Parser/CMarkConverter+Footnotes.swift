/// Footnotes: labels read back from the source (numbering is TreeStorage+Footnotes.swift).
extension CMarkConverter {
    /// Gives each footnote definition its label and each reference the label of its
    /// definition (the Nth definition for reference number N), as cmark's HTML does.
    ///
    /// cmark keeps a definition's label but has no call that returns it; the label is read
    /// back from the source: `[^label]:` ends just before the definition's start column.
    /// `lineStarts`: the source's (``SourceLines/lineStarts(of:)``).
    static func resolveFootnoteLabels(_ storage: inout TreeStorage, source: UnsafeBufferPointer<UInt8>, lineStarts: [Int]) {
        var definitions: [TextSpan] = []
        for i in storage.nodes.indices where storage.nodes[i].kind == .footnoteDefinition {
            let range = storage.nodes[i].range
            let line = Int(range.start.rawLine) - 1
            var label = TextSpan.empty
            if line >= 0 && line < lineStarts.count {
                let lineStart = lineStarts[line]
                // cmark counts a NUL as three columns (found by fuzzing: `[^\0]:`).
                let limit = min(SourceLines.offset(ofColumn: Int(range.start.rawColumn), lineStart: lineStart, in: source), source.count)
                if let (from, to) = footnoteLabel(in: source, from: lineStart, before: limit) {
                    label = storage.append(replacingNUL(in: UnsafeBufferPointer(rebasing: source[from..<to])))
                }
            }
            storage.nodes[i].text = label
            definitions.append(label)
        }
        guard !definitions.isEmpty else { return }
        for i in storage.nodes.indices where storage.nodes[i].kind == .footnoteReference {
            let number = Int(storage.nodes[i].number)
            if number >= 1 && number <= definitions.count {
                storage.nodes[i].text = definitions[number - 1]
            }
        }
    }

    /// The label as cmark keeps it: each NUL replaced with U+FFFD, as cmark's reader does.
    static func replacingNUL(in label: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(label.count)
        for byte in label {
            if byte == 0 { bytes.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { bytes.append(byte) }
        }
        return bytes
    }

    /// Finds `label` in `[^label]:` ending (before optional spaces) at `limit`.
    static func footnoteLabel(in source: UnsafeBufferPointer<UInt8>, from lineStart: Int, before limit: Int) -> (Int, Int)? {
        var i = limit - 1
        while i >= lineStart && (source[i] == 0x20 || source[i] == 0x09) { i -= 1 }
        guard i - 1 >= lineStart, source[i] == UInt8(ascii: ":"), source[i - 1] == UInt8(ascii: "]") else { return nil }
        let labelEnd = i - 1
        var j = labelEnd - 1
        while j - 1 >= lineStart {
            if source[j] == UInt8(ascii: "^") && source[j - 1] == UInt8(ascii: "[") { return (j + 1, labelEnd) }
            j -= 1
        }
        return nil
    }
}
