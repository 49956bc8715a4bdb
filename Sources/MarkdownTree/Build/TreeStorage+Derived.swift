extension TreeStorage {
    /// Recomputes the numbers a tree derives from its shape, the way the parser sets them:
    /// table cell columns and alignments, table column counts, footnote definition numbers
    /// (order of first reference), footnote reference numbers and indices.
    package mutating func deriveNumbers() {
        deriveTableNumbers()
        deriveFootnoteNumbers()
    }

    private mutating func deriveTableNumbers() {
        var nextColumn: [Int32: Int32] = [:]
        for i in nodes.indices {
            switch nodes[i].kind {
            case .table:
                nodes[i].small = UInt16(clamping: nodes[i].aux.count)
            case .tableRow:
                nextColumn[Int32(i)] = 0
            case .tableCell:
                let row = nodes[i].parent
                guard row >= 0, nodes[Int(row)].kind == .tableRow else {
                    nodes[i].number = 0
                    nodes[i].small = 0
                    continue
                }
                let column = nextColumn[row] ?? 0
                nextColumn[row] = column + 1
                nodes[i].number = column
                nodes[i].small = 0
                let table = nodes[Int(row)].parent
                if table >= 0, nodes[Int(table)].kind == .table, column < Int32(nodes[Int(table)].aux.count) {
                    nodes[i].small = UInt16(bytes[Int(nodes[Int(table)].aux.offset) + Int(column)])
                }
            default:
                break
            }
        }
    }

    private mutating func deriveFootnoteNumbers() {
        var definitions: [[UInt8]: Int] = [:]
        var definitionOrder: [Int] = []
        for i in nodes.indices where nodes[i].kind == .footnoteDefinition {
            let label = Self.normalizedLabel(slice(nodes[i].text))
            if definitions[label] == nil { definitions[label] = i }
            definitionOrder.append(i)
            nodes[i].number = 0
        }
        var next: Int32 = 1
        var referenceCounts: [Int: UInt16] = [:]
        for i in nodes.indices where nodes[i].kind == .footnoteReference {
            guard let definition = definitions[Self.normalizedLabel(slice(nodes[i].text))] else {
                nodes[i].number = 0
                nodes[i].small = 0
                continue
            }
            if nodes[definition].footnoteNumber == 0 {
                nodes[definition].number = next
                next += 1
            }
            nodes[i].number = nodes[definition].number
            let count = (referenceCounts[definition] ?? 0) &+ 1
            referenceCounts[definition] = count
            nodes[i].small = count
        }
        for i in definitionOrder where nodes[i].footnoteNumber == 0 {
            nodes[i].number = next
            next += 1
        }
    }

    /// A footnote label as cmark matches it: case-folded (ASCII and Unicode lowercase),
    /// inner whitespace collapsed, outer whitespace trimmed.
    private static func normalizedLabel(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        return Array(text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ").utf8)
    }
}
