import MarkdownTheme
import MarkdownTree

extension PreparedMarkdown {
    /// The parts for `spliced`, where old top-level blocks `replaced` became `count` blocks:
    /// parts touching them are styled again, and so are kept parts with a block of
    /// `footnotes.blocks` (a reference renumbered) or, when `footnotes.notes`, the part of the
    /// footnote definitions; the other parts keep their styling.
    func restyled(
        _ spliced: Document, shown shownSpliced: Document, replacing replaced: Range<Int>, with count: Int, definitions: [DefinitionLine],
        footnotes: FootnoteChanges
    ) -> PreparedMarkdown {
        let delta = count - replaced.count
        guard let firstPart = parts.firstIndex(where: { !$0.isReferenceList && $0.blocks.upperBound > replaced.lowerBound }),
            let lastPart = parts.lastIndex(where: { !$0.isReferenceList && $0.blocks.lowerBound < replaced.upperBound })
        else {
            return PreparedMarkdown(document: spliced, styling: styling, dialect: dialect, reason: .wholeDocument, highlighter: highlighter)
        }
        let cuts = DocumentParts(shownSpliced, theme: styling.theme)
        // The last part with blocks holds the footnote definitions (never cut apart), if any.
        let notesPart = footnotes.notes ? parts.lastIndex { !$0.isReferenceList } : nil
        /// Where old part `index` is in the new document: body blocks move by `delta`; the
        /// notes' part, styled again, ends with the document.
        func moved(_ index: Int) -> Range<Int> {
            let part = parts[index]
            if part.isReferenceList { return cuts.top.count..<cuts.top.count }
            let lower = part.blocks.lowerBound + delta
            if index == notesPart { return lower..<cuts.top.count }
            return lower..<(part.blocks.upperBound + delta)
        }
        let from = parts[firstPart].blocks.lowerBound
        let to = max(from, moved(lastPart).upperBound)
        // The new blocks get a part of their own, apart from the neighbours styled again
        // with them: the next keystroke at the same place restyles only those few. A part
        // that leaves HTML open runs on past its bounds, into kept parts, which are styled
        // again from there to the end of the first one it does not cover.
        let middle = replaced.lowerBound..<(replaced.lowerBound + count)
        var result: [PreparedPart] = []
        var at = 0
        func restyle(upTo bound: Int) {
            guard bound > at else { return }
            let styled = PreparedPart.style(
                shownSpliced, styling: styling, highlighter: highlighter, cuts: cuts, blocks: at..<bound,
                referencesBefore: result.last?.styled.referenceURLs ?? [])
            result += styled.parts
            at = styled.end
        }
        var renumbered = footnotes.blocks[...]
        /// Whether kept part `index` (at `blocks` now) must be styled again.
        func changed(_ index: Int, at blocks: Range<Int>) -> Bool {
            while let block = renumbered.first, block < blocks.lowerBound { renumbered.removeFirst() }
            if let block = renumbered.first, blocks.contains(block) { return true }
            return index == notesPart
        }
        /// Keeps part `index` (at `blocks` now), or styles it again; `nil` when a kept part
        /// would number its links differently.
        func keep(_ index: Int, at blocks: Range<Int>) -> Bool {
            if blocks.lowerBound >= at && !changed(index, at: blocks) {
                // A kept part numbers links on from the part before it: the edit must leave
                // that numbering as it was, else every later part and the list change.
                let before = result.last?.styled.referenceURLs ?? []
                guard before == (index > 0 ? parts[index - 1].styled.referenceURLs : []) else { return false }
                var part = parts[index]
                part.blocks = blocks
                result.append(part)
            } else {
                at = max(at, blocks.lowerBound)
                restyle(upTo: blocks.upperBound)
            }
            return true
        }
        for index in 0..<firstPart where !keep(index, at: parts[index].blocks) {
            return PreparedMarkdown(document: spliced, styling: styling, dialect: dialect, reason: .wholeDocument, highlighter: highlighter)
        }
        at = max(at, from)
        for bound in [middle.lowerBound, middle.upperBound, to] { restyle(upTo: bound) }
        for index in (lastPart + 1)..<parts.count where !keep(index, at: moved(index)) {
            return PreparedMarkdown(document: spliced, styling: styling, dialect: dialect, reason: .wholeDocument, highlighter: highlighter)
        }
        if !result.contains(where: { $0.styled.blockCount > 0 }) {
            return PreparedMarkdown(document: spliced, styling: styling, dialect: dialect, reason: .wholeDocument, highlighter: highlighter)
        }
        return PreparedMarkdown(
            document: spliced, shown: shownSpliced, styling: styling, dialect: dialect, parts: result, definitions: definitions,
            otherDefinitionSites: 0,
            reason: .incremental, reparsedBlocks: replaced.lowerBound..<(replaced.lowerBound + count), highlighter: highlighter)
    }
}
