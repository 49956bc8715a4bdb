import MarkdownTheme
import MarkdownTree

extension PreparedMarkdown {
    /// Re-parses the blocks around the edited `lines` (old numbering) and splices them in.
    func splice(
        old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>, newSource: String, edit: Edit, lines: ClosedRange<Int>,
        bodyLine: Int
    ) -> Attempt {
        let nodes = document.storage.nodes
        let top = document.topLevelIndices
        // cmark moves footnote definitions to the end of the tree (their lines are earlier):
        // the slice is cut among the blocks of the body, before them.
        let body = top.firstIndex { nodes[$0].kind == .footnoteDefinition } ?? top.count
        let bodyEnd = body < top.count ? top[body] : nodes.count
        func startLine(_ block: Int) -> Int { Int(nodes[top[block]].range.start.rawLine) }
        func endLine(_ block: Int) -> Int { Int(nodes[top[block]].range.end.rawLine) }
        // A table that interrupts a paragraph takes the paragraph's first line as its own and
        // leaves the paragraph without a range: keep such blocks together.
        func glued(_ block: Int) -> Bool {
            startLine(block) == 0 || startLine(block + 1) == 0 || startLine(block + 1) <= endLine(block)
        }
        // Whether blank lines above `block` closed the block before it for good (a list or
        // indented code would go on after one). Footnote definitions written between are
        // closed too, unless the block's first line becomes indented: so the edit must leave
        // its indent and first character alone.
        func closedAbove(_ block: Int) -> Bool {
            guard block > 0, startLine(block) - 1 > endLine(block - 1) else { return false }
            let above = nodes[top[block - 1]]
            switch above.kind {
            case .paragraph, .heading, .thematicBreak, .table, .blockQuote: break
            case .codeBlock where above.isFenced: break
            default: return false
            }
            let gap = (endLine(block - 1) + 1)..<startLine(block)
            let notes = top[body...].map { nodes[$0].range }.filter { gap.contains(Int($0.start.rawLine)) }
            var line = SourceScan.lineStart(gap.lowerBound, in: old, from: edit.at, onLine: edit.line)
            for number in gap {
                let inNote = number < gap.upperBound - 1 && notes.contains { $0.start.rawLine <= number && number <= $0.end.rawLine }
                guard inNote || SourceScan.isBlankLine(in: old, at: line) else { return false }
                line = SourceScan.nextLineStart(in: old, after: line)
            }
            while line < old.count && (old[line] == 0x20 || old[line] == 0x09) { line += 1 }
            return notes.isEmpty || edit.at > line
        }
        let touched = (0..<body).first { endLine($0) >= lines.lowerBound } ?? body
        // The block before joins the slice unless the edit starts below the first line of the
        // block it touches, or on that line under a blank line that closed the block before:
        // the lines above are unchanged, so a block starts there, every block above closed.
        var first = touched
        if touched == body || lines.lowerBound < startLine(touched) || (lines.lowerBound == startLine(touched) && !closedAbove(touched)) {
            first = max(touched - 1, 0)
        }
        while first > 0 && glued(first - 1) { first -= 1 }
        let fromLine = first == 0 ? bodyLine : (first..<body).lazy.map(startLine).first { $0 > 0 } ?? bodyLine
        let startByte = SourceScan.lineStart(fromLine, in: old, from: edit.at, onLine: edit.line)
        let footnotes = document.options.extensions.contains(.footnotes)
        var next = (first..<body).first { startLine($0) > lines.upperBound } ?? body
        // Below the last block of the body, the first footnote definition after the edit (where
        // the text's notes usually are) ends the slice as a next block would.
        let noteLine = top[body...].lazy.map { Int(nodes[$0].range.start.rawLine) }.filter { $0 > lines.upperBound }.min()

        for _ in 0..<4 {
            // The slice ends where block `next` starts (cmark's end line of an HTML block can
            // stop short of its closing line), or at the next footnote definition, or at the
            // end of the text.
            while next < body && (startLine(next) == 0 || (next > 0 && glued(next - 1))) { next += 1 }
            let anchored = next < body
            let anchorLine = anchored ? startLine(next) : noteLine
            let oldEnd = anchorLine.map { SourceScan.lineStart($0, in: old, from: edit.at, onLine: edit.line) } ?? old.count
            let newEnd = oldEnd + new.count - old.count
            guard newEnd >= startByte else { return .full(.regionNotLocal) }
            let oldEndLine = anchorLine ?? Int.max
            // Link reference definitions outside the slice go before it, so its references
            // resolve as in the whole text; its own definitions are in it.
            let outside = definitions.filter { $0.line < fromLine || $0.line >= oldEndLine }
            let prefix = DefinitionScan.prefix(of: outside)
            let newSlice = UnsafeBufferPointer(rebasing: new[startByte..<newEnd])
            // Footnotes are numbered across the document: a slice with `[^`, before or after
            // the edit, is parsed with stubs for the labels defined outside it, and the numbers
            // are computed again for the whole tree (FootnoteStubs).
            var stubs: FootnoteStubs?
            if footnotes
                && (SourceScan.mayTakePartInFootnotes(UnsafeBufferPointer(rebasing: old[startByte..<oldEnd]))
                    || SourceScan.mayTakePartInFootnotes(newSlice))
            {
                guard let planned = FootnoteStubs(document, top: top, body: body, region: fromLine..<oldEndLine, slice: newSlice)
                else { return .full(.footnotes) }
                stubs = planned
            }
            let stubLines = stubs?.lines ?? 0
            let lineOffset = Int32(fromLine - 1 - prefix.lines - stubLines)
            // The slice is parsed with the first line of block `next` (or of the note) after it.
            let sliceEnd = anchorLine != nil ? SourceScan.nextLineStart(in: new, after: newEnd) : newEnd
            let sliceText =
                (stubs?.text ?? "") + prefix.text
                + String(decoding: UnsafeBufferPointer(rebasing: new[startByte..<sliceEnd]), as: UTF8.self)
            var sliceOptions = document.options
            sliceOptions.frontMatter = false
            let slice = dialect.apply(to: Document(parsing: sliceText, options: sliceOptions))
            // The slice as shown: transformed once, as the document shown was (linear in the slice).
            let shownSlice = slice.shown(with: styling)
            // A link the edit put in a heading or a cell is numbered in a list at the end, which
            // a document that numbered none does not have yet.
            guard parts.contains(where: \.isReferenceList) || !StyledDocument.numbersLinks(in: shownSlice, theme: styling.theme)
            else {
                return .full(.wholeDocument)
            }
            let sliceNodes = slice.storage.nodes
            let sliceTop = slice.topLevelIndices
            // The stubs' paragraph of references comes first; footnote definitions last (cmark
            // moves them there): the stubs' (on their lines) and the slice's own.
            var sliceFirst = 0
            if let stubs, stubs.paragraphLine > 0 {
                guard let paragraph = sliceTop.first, stubs.paragraphParsed(in: slice, at: paragraph) else { return .full(.footnotes) }
                sliceFirst = 1
            }
            let sliceNotes = sliceTop[sliceFirst...].firstIndex { sliceNodes[$0].kind == .footnoteDefinition } ?? sliceTop.count
            let ownNotes = sliceTop[sliceNotes...].filter { Int(sliceNodes[$0].range.start.rawLine) > stubLines }
            var sliceBlocks = sliceNotes
            // The slice's last line (of the next block or note), numbered in the slice.
            let lastLine = anchorLine.map { Int32($0 + edit.lineDelta) - lineOffset }
            guard ownNotes.allSatisfy({ sliceNodes[$0].range.start.rawLine < lastLine ?? .max }) else { return .full(.footnotes) }
            if anchored, let lastLine {
                // That line must still start a block: then every block above it is closed, and
                // the text from there on parses as it did. Else the next block joins the slice.
                guard sliceNotes > sliceFirst, sliceNodes[sliceTop[sliceNotes - 1]].range.start.rawLine == lastLine else {
                    next += 1
                    continue
                }
                sliceBlocks -= 1
            } else if let lastLine {
                // The note's first line must start a block of its own again, which its parse in
                // the slice drops (a stub defines its label first, or nothing refers to it): no
                // block reaches it.
                guard sliceNotes == sliceFirst || sliceNodes[sliceTop[sliceNotes - 1]].range.end.rawLine < lastLine else {
                    return .full(.footnotes)
                }
            }
            // Text without `]:` defines nothing (most slices: the scan is skipped).
            // The note's line (outside the tree, like a definition) is not the slice's own.
            let scanEnd = anchored ? .max : lastLine.map(Int.init) ?? .max
            let sliceDefinitions =
                SourceScan.holdsDefinitionColon(UnsafeBufferPointer(rebasing: new[startByte..<sliceEnd]))
                ? DefinitionScan.scan(slice, skipLines: prefix.lines + stubLines, lineBase: fromLine - 1, endLine: scanEnd)
                : (lines: [], others: 0)
            guard sliceDefinitions.others == 0 else { return .full(.definitionsInsideBlocks) }
            // The definitions the slice replaces and those it has: a label they define
            // differently changes the blocks that refer to it, found by their text.
            let region = definitions.filter { $0.line >= fromLine && $0.line < oldEndLine }
            guard
                let changedLabels = DefinitionLine.changedLabels(
                    from: region, to: sliceDefinitions.lines, below: outside.filter { $0.line >= oldEndLine })
            else { return .full(.definitionsChanged) }
            var referring = LabelScan.references(to: changedLabels, opener: [0x5B], in: new, skipping: startByte..<newEnd)
            if let stubs {
                // A footnote label the edit defined or removed changes every reference to it:
                // text outside the slice that may refer to one needs a full parse.
                let labels = Set(ownNotes.compactMap { LabelScan.normalized(Array(slice.storage.slice(sliceNodes[$0].text))) })
                guard labels.count == ownNotes.count else { return .full(.footnotes) }
                let changed = labels.symmetricDifference(stubs.replacedLabels)
                referring += LabelScan.references(to: changed, opener: [0x5B, 0x5E], in: new, skipping: startByte..<newEnd)
            }
            let sliceStart = sliceFirst < sliceTop.count ? sliceTop[sliceFirst] : slice.nodeCount
            let sliceStop = sliceBlocks < sliceTop.count ? sliceTop[sliceBlocks] : slice.nodeCount
            // cmark loses the place of some inlines (after a soft break in a paragraph a table
            // split, in a footnote definition holding a table): it puts them at column 0 of a
            // line that does not move with the text, so moving the slice's lines misplaces them.
            func lostPlace(_ nodes: Range<Int>) -> Bool {
                nodes.contains {
                    sliceNodes[$0].kind.isInline && !sliceNodes[$0].range.isEmpty && sliceNodes[$0].range.start.rawColumn == 0
                }
            }
            guard !lostPlace(sliceStart..<sliceStop), !ownNotes.contains(where: { lostPlace($0..<Int(sliceNodes[$0].end)) }) else {
                return .full(.regionNotLocal)
            }
            let rootEnd = rootEnd(old: old, new: new, lineDelta: edit.lineDelta)
            let dropped = stubs?.replaced ?? []
            var spliced = document.splicing(
                prefixEnd: first < body ? top[first] : bodyEnd, slice: slice, sliceStart: sliceStart,
                sliceEnd: sliceStop, sliceLineOffset: lineOffset,
                suffixStart: anchored ? top[next] : bodyEnd, suffixLineShift: Int32(edit.lineDelta), unmovedBefore: Int32(fromLine),
                rootEnd: rootEnd, source: newSource, droppedBlocks: Set(dropped.map { top[$0] }), appendedBlocks: ownNotes)
            // The shown document is spliced as the document is, at the same top-level blocks (a
            // directive's body adds nodes, not blocks, so node indices differ).
            let shownTop = shown.topLevelIndices
            let shownSliceTop = shownSlice.topLevelIndices
            let shownBodyEnd = body < shownTop.count ? shownTop[body] : shown.nodeCount
            let ownShownNotes = (sliceNotes..<sliceTop.count).filter { ownNotes.contains(sliceTop[$0]) }.map { shownSliceTop[$0] }
            var shownSpliced = shown.splicing(
                prefixEnd: first < body ? shownTop[first] : shownBodyEnd, slice: shownSlice,
                sliceStart: sliceFirst < shownSliceTop.count ? shownSliceTop[sliceFirst] : shownSlice.nodeCount,
                sliceEnd: sliceBlocks < shownSliceTop.count ? shownSliceTop[sliceBlocks] : shownSlice.nodeCount,
                sliceLineOffset: lineOffset, suffixStart: anchored ? shownTop[next] : shownBodyEnd,
                suffixLineShift: Int32(edit.lineDelta), unmovedBefore: Int32(fromLine), rootEnd: rootEnd, source: newSource,
                droppedBlocks: Set(dropped.map { shownTop[$0] }), appendedBlocks: ownShownNotes)
            shownSpliced.transforms = shown.transforms
            let replaced = first..<(anchored ? next : body)
            var changes = FootnoteChanges()
            if stubs != nil {
                // A note nothing refers to is dropped by cmark: unless a block re-parsed below
                // refers to it (its label new), the whole text is parsed.
                guard let numbered = spliced.renumberingFootnotes(), let shownNumbered = shownSpliced.renumberingFootnotes(),
                    numbered.complete || !referring.isEmpty
                else { return .full(.footnotes) }
                var numberedShown = shownNumbered.document
                numberedShown.transforms = shown.transforms
                changes = FootnoteChanges(
                    old: shown, new: numberedShown, replaced: replaced, count: sliceBlocks - sliceFirst, oldBody: body,
                    notesReplaced: !dropped.isEmpty || !ownNotes.isEmpty)
                spliced = numbered.document
                shownSpliced = numberedShown
            }
            var kept = definitions.filter { $0.line < fromLine }
            kept += sliceDefinitions.lines
            for var definition in definitions where definition.line >= oldEndLine {
                definition.line += edit.lineDelta
                kept.append(definition)
            }
            let updated = restyled(
                spliced, shown: shownSpliced, replacing: replaced, with: sliceBlocks - sliceFirst, definitions: kept,
                footnotes: changes)
            guard !referring.isEmpty else { return .done(updated) }
            // Content styled whole is made from the spliced tree, whose referring blocks are
            // not parsed again yet: the whole text is parsed instead.
            guard updated.updateReason == .incremental else { return .full(updated.updateReason) }
            return updated.reparsing(Array(Set(referring)).sorted(), in: new, newSource: newSource, bodyLine: bodyLine)
        }
        return .full(.regionNotLocal)
    }

    /// Where cmark ends the root of the new text: its last line, `lineDelta` lines after the
    /// old one (one less when the new text ends with a line break and the old did not).
    private func rootEnd(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>, lineDelta: Int) -> SourceLocation {
        func endsOpen(_ bytes: UnsafeBufferPointer<UInt8>) -> Int { bytes.last.map { $0 != 0x0A && $0 != 0x0D ? 1 : 0 } ?? 0 }
        let lines = Int(document.storage.nodes[0].range.end.rawLine) + lineDelta + endsOpen(new) - endsOpen(old)
        return SourceScan.endOfText(new, lines: lines)
    }
}
