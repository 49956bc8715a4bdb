/// Footnote numbering, the one rule for parsed and built trees: cmark-gfm's
/// (`process_footnotes` in its blocks.c).
///
/// cmark counts references in the order of the tree as parsed, before it moves the
/// definitions to the end of the document: a definition is numbered by its first reference,
/// and a reference by its count among those to the same definition, so a reference inside a
/// definition counts where the definition was written.
extension TreeStorage {
    /// The footnote references in the order cmark counts them: by where their top-level block
    /// was written, then in tree order.
    ///
    /// A definition counts at its source position; any other top-level block takes the
    /// greatest start seen so far, because cmark leaves some positions empty (a paragraph
    /// split off by a table: found by fuzzing) and gets those of inlines in table cells
    /// wrong. A block with no source range (built in code) counts where it stands in the
    /// tree, so a built tree is counted in tree order, definitions where they were added.
    package func footnoteReferencesInCountingOrder() -> [Int] {
        var references: [(block: SourceLocation, index: Int)] = []
        var child = 1
        var latest = SourceLocation(line: 0, column: 0)
        while child < nodes.count {
            let node = nodes[child]
            let written = node.kind == .footnoteDefinition && !node.range.isEmpty
            if !written { latest = max(latest, node.range.start) }
            let key = written ? node.range.start : latest
            for i in child..<Int(node.end) where nodes[i].kind == .footnoteReference {
                references.append((key, i))
            }
            child = Int(node.end)
        }
        references.sort { lhs, rhs in lhs.block != rhs.block ? lhs.block < rhs.block : lhs.index < rhs.index }
        return references.map(\.index)
    }

    /// Gives each reference of `order` (``footnoteReferencesInCountingOrder()``) its 1-based
    /// index among the references with the same definition number, counted in that order; a
    /// reference with no definition (number 0) gets 0.
    package mutating func indexFootnoteReferences(in order: [Int]) {
        // Counts by number: in an array for the numbers a tree gives (1 up to the number of
        // definitions, at most one per reference), in a dictionary for any other.
        var counts = [UInt16](repeating: 0, count: order.count + 1)
        var otherCounts: [Int32: UInt16] = [:]
        for i in order {
            let number = nodes[i].number
            if number <= 0 {
                nodes[i].small = 0
            } else if Int(number) < counts.count {
                counts[Int(number)] &+= 1
                nodes[i].small = counts[Int(number)]
            } else {
                let count = (otherCounts[number] ?? 0) &+ 1
                otherCounts[number] = count
                nodes[i].small = count
            }
        }
    }

    /// Numbers the footnotes of a tree built in code from their labels: each definition by
    /// its first reference in cmark's order (the first of two definitions with one label
    /// takes the references), then the definitions never referenced, in tree order; each
    /// reference as its definition, and by its index. Returns whether no two definitions
    /// share a label and whether every definition was referenced: with both, the numbers are
    /// those cmark gives a parsed text (which drops a definition nothing refers to and lets
    /// the first of two take every reference).
    @discardableResult
    package mutating func numberFootnotesByLabel() -> (distinct: Bool, allReferenced: Bool) {
        var distinct = true
        var definitions: [[UInt8]: Int] = [:]
        var definitionOrder: [Int] = []
        for i in nodes.indices where nodes[i].kind == .footnoteDefinition {
            let label = Self.normalizedLabel(slice(nodes[i].text))
            if definitions[label] == nil { definitions[label] = i } else { distinct = false }
            definitionOrder.append(i)
            nodes[i].number = 0
        }
        let order = footnoteReferencesInCountingOrder()
        var next: Int32 = 1
        for i in order {
            guard let definition = definitions[Self.normalizedLabel(slice(nodes[i].text))] else {
                nodes[i].number = 0
                continue
            }
            if nodes[definition].number == 0 {
                nodes[definition].number = next
                next += 1
            }
            nodes[i].number = nodes[definition].number
        }
        var allReferenced = true
        for i in definitionOrder where nodes[i].number == 0 {
            nodes[i].number = next
            next += 1
            allReferenced = false
        }
        indexFootnoteReferences(in: order)
        return (distinct, allReferenced)
    }

    /// Puts the footnote definitions after the other top-level blocks in the order of their
    /// numbers, as cmark moves them (the definitions must already follow every other block).
    package mutating func orderFootnoteDefinitions() {
        var definitions: [Range<Int>] = []
        var child = 1
        while child < nodes.count {
            let end = Int(nodes[child].end)
            if nodes[child].kind == .footnoteDefinition {
                definitions.append(child..<end)
            } else if !definitions.isEmpty {
                return
            }
            child = end
        }
        guard let first = definitions.first?.lowerBound else { return }
        let ordered = definitions.sorted { nodes[$0.lowerBound].number < nodes[$1.lowerBound].number }
        guard ordered != definitions else { return }
        var tail: [RawNode] = []
        tail.reserveCapacity(nodes.count - first)
        for range in ordered {
            let shift = Int32(first + tail.count - range.lowerBound)
            for var node in nodes[range] {
                node.parent = node.parent == 0 ? 0 : node.parent + shift
                node.end += shift
                tail.append(node)
            }
        }
        nodes.replaceSubrange(first..<nodes.count, with: tail)
    }

    /// A footnote label as cmark matches it: case-folded (ASCII and Unicode lowercase),
    /// inner whitespace collapsed, outer whitespace trimmed.
    package static func normalizedLabel(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        let text = String(decoding: bytes, as: UTF8.self).lowercased()
        return Array(text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ").utf8)
    }
}
