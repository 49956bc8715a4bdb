/// Footnotes: labels read back from the source, and reference numbering as cmark counts it.
extension CMarkConverter {
    /// Gives each footnote definition its label and each reference the label of its
    /// definition (the Nth definition for reference number N), as cmark's HTML does.
    ///
    /// cmark keeps a definition's label but has no call that returns it; the label is read
    /// back from the source: `[^label]:` ends just before the definition's start column.
    static func resolveFootnoteLabels(_ storage: inout TreeStorage, source: UnsafeBufferPointer<UInt8>) {
        var definitions: [TextSpan] = []
        var lineStarts: [Int] = []
        for i in storage.nodes.indices where storage.nodes[i].kind == .footnoteDefinition {
            if lineStarts.isEmpty { lineStarts = SourceLines.lineStarts(of: source) }
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

    /// Gives each footnote reference its index among the references to the same footnote.
    ///
    /// cmark counts references in the order of the tree as parsed, before it moves the
    /// definitions to the end of the document, so a reference inside a definition counts
    /// where the definition was written. So references are ordered by where their top-level
    /// block was written, then in tree order. Top-level blocks other than definitions keep
    /// their tree order: each takes the greatest start seen so far, because cmark leaves
    /// some positions empty (a paragraph split off by a table: found by fuzzing) and gets
    /// those of inlines in table cells wrong.
    static func numberFootnoteReferences(_ storage: inout TreeStorage) {
        var references: [(block: SourceLocation, index: Int)] = []
        var child = 1
        var latest = SourceLocation(line: 0, column: 0)
        while child < storage.nodes.count {
            let node = storage.nodes[child]
            if node.kind != .footnoteDefinition { latest = max(latest, node.range.start) }
            let key = node.kind == .footnoteDefinition ? node.range.start : latest
            for i in child..<Int(node.end) where storage.nodes[i].kind == .footnoteReference {
                references.append((key, i))
            }
            child = Int(node.end)
        }
        guard !references.isEmpty else { return }
        references.sort { lhs, rhs in lhs.block != rhs.block ? lhs.block < rhs.block : lhs.index < rhs.index }
        // Counts by number: in an array for the numbers cmark gives (1 up to the number of
        // definitions, at most one per reference), in a dictionary for any other.
        var counts = [Int](repeating: 0, count: references.count + 1)
        var otherCounts: [Int32: Int] = [:]
        for (_, i) in references {
            let number = storage.nodes[i].number
            let count: Int
            if number >= 0 && Int(number) < counts.count {
                counts[Int(number)] += 1
                count = counts[Int(number)]
            } else {
                count = (otherCounts[number] ?? 0) + 1
                otherCounts[number] = count
            }
            storage.nodes[i].small = UInt16(clamping: count)
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
