import MarkdownTree

extension PreparedMarkdown {
    /// The most blocks a changed link definition re-parses one by one before an update
    /// parses the whole text instead.
    static let referringBlocksLimit = 24

    /// This content (just spliced, its definitions new) with the top-level blocks holding
    /// bytes `offsets` of `text` (references to a label whose definition changed, found by
    /// ``LabelScan``) parsed and styled again: each as an edit that changes nothing, so the
    /// slice around it parses with the new definitions before it. The last block first, so
    /// that the lines of those before stay where they are.
    func reparsing(_ offsets: [Int], in text: UnsafeBufferPointer<UInt8>, newSource: String, bodyLine: Int) -> Attempt {
        // The lines of the offsets (ascending), counted in one pass.
        var places: [(offset: Int, line: Int)] = []
        var line = 1
        var at = 0
        for offset in offsets {
            line += SourceScan.lineBreaks(in: text, at..<offset)
            at = offset
            places.append((offset, line))
        }
        var result = self
        var coveredFrom = Int.max
        var count = 0
        for place in places.reversed() where place.line < coveredFrom {
            let nodes = result.document.storage.nodes
            let top = result.document.topLevelIndices
            // In a footnote definition (moved to the end of the tree), between blocks (a
            // definition's own line, which no definition changes), or in code or an HTML block
            // (where nothing is a reference)?
            var inBlock = false
            for index in top {
                let range = nodes[index].range
                guard range.isEmpty || (Int(range.start.rawLine) <= place.line && place.line <= Int(range.end.rawLine)) else { continue }
                if nodes[index].kind == .footnoteDefinition && !range.isEmpty { return .full(.definitionsChanged) }
                // cmark's range of an HTML block can stop short of its last lines: only the
                // lines it gives are surely the block's.
                inBlock = inBlock || range.isEmpty || (nodes[index].kind != .codeBlock && nodes[index].kind != .htmlBlock)
            }
            guard inBlock else { continue }
            count += 1
            guard count <= Self.referringBlocksLimit else { return .full(.definitionsChanged) }
            let lineStart = SourceScan.lineStart(place.line, in: text, from: place.offset, onLine: place.line)
            let edit = Edit(at: lineStart, line: place.line, lineDelta: 0)
            switch result.splice(old: text, new: text, newSource: newSource, edit: edit, lines: place.line...place.line, bodyLine: bodyLine)
            {
            case .done(let updated) where updated.updateReason == .incremental:
                result = updated
                let top = updated.document.topLevelIndices
                let first = updated.reparsedBlocks.lowerBound
                let start = first < top.count ? Int(updated.document.storage.nodes[top[first]].range.start.rawLine) : 0
                coveredFrom = start > 0 ? min(start, place.line) : place.line
            default:
                return .full(.definitionsChanged)
            }
        }
        // A note the edit defined is referred to by now, or cmark drops it.
        if result.document.storage.nodes.contains(where: { $0.kind == .footnoteDefinition }) {
            guard result.document.renumberingFootnotes()?.complete == true else { return .full(.footnotes) }
        }
        return .done(
            PreparedMarkdown(
                document: result.document, shown: result.shown, styling: styling, dialect: dialect, parts: result.parts,
                definitions: result.definitions, otherDefinitionSites: 0, reason: .incremental, reparsedBlocks: reparsedBlocks,
                highlighter: highlighter))
    }
}
