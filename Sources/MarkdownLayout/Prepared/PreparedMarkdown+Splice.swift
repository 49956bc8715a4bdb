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
        let prefix = DefinitionScan.prefix(of: definitions)
        let lineOffset = Int32(fromLine - 1 - prefix.lines)
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
            // Footnotes are numbered across the document: a slice without `[^`, before and
            // after the edit, leaves every footnote as it was.
            if footnotes
                && (SourceScan.mayTakePartInFootnotes(UnsafeBufferPointer(rebasing: old[startByte..<oldEnd]))
                    || SourceScan.mayTakePartInFootnotes(UnsafeBufferPointer(rebasing: new[startByte..<newEnd])))
            {
                return .full(.footnotes)
            }
            // The slice is parsed with the first line of block `next` (or of the note) after it.
            let sliceEnd = anchorLine != nil ? SourceScan.nextLineStart(in: new, after: newEnd) : newEnd
            let sliceText = prefix.text + String(decoding: UnsafeBufferPointer(rebasing: new[startByte..<sliceEnd]), as: UTF8.self)
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
            let sliceTop = slice.topLevelIndices
            var sliceBlocks = sliceTop.count
            if anchored {
                // That line must still start a block: then every block above it is closed, and
                // the text from there on parses as it did. Else the next block joins the slice.
                let nextLine = Int32(startLine(next) + edit.lineDelta) - lineOffset
                guard let last = sliceTop.last, slice.storage.nodes[last].range.start.rawLine == nextLine else {
                    next += 1
                    continue
                }
                sliceBlocks -= 1
            } else if let noteLine {
                // The note's first line must start a block of its own again, which its parse in
                // the slice drops (nothing in the slice refers to it): no block reaches it.
                let line = Int32(noteLine + edit.lineDelta) - lineOffset
                guard sliceTop.last.map({ slice.storage.nodes[$0].range.end.rawLine < line }) ?? true,
                    slice.storage.nodes.allSatisfy({ $0.kind != .footnoteDefinition })
                else { return .full(.footnotes) }
            }
            // Text without `]:` defines nothing (most slices: the scan is skipped).
            // The note's line (outside the tree, like a definition) is not the slice's own.
            let scanEnd = anchored ? .max : noteLine.map { $0 + edit.lineDelta - Int(lineOffset) } ?? .max
            let sliceDefinitions =
                SourceScan.mayDefineReference(UnsafeBufferPointer(rebasing: new[startByte..<sliceEnd]))
                ? DefinitionScan.scan(slice, skipLines: prefix.lines, lineBase: fromLine - 1, endLine: scanEnd) : (lines: [], others: 0)
            guard sliceDefinitions.others == 0 else { return .full(.definitionsInsideBlocks) }
            // The definitions the slice replaces must be the ones it has: the set is unchanged.
            let oldEndLine = anchorLine ?? Int.max
            let region = definitions.filter { $0.line >= fromLine && $0.line < oldEndLine }
            guard region.map(\.text) == sliceDefinitions.lines.map(\.text) else { return .full(.definitionsChanged) }
            let spliced = document.splicing(
                prefixEnd: first < body ? top[first] : bodyEnd, slice: slice,
                sliceEnd: sliceBlocks < sliceTop.count ? sliceTop[sliceBlocks] : slice.nodeCount, sliceLineOffset: lineOffset,
                suffixStart: anchored ? top[next] : bodyEnd, suffixLineShift: Int32(edit.lineDelta), unmovedBefore: Int32(fromLine),
                rootEnd: rootEnd(old: old, new: new, lineDelta: edit.lineDelta), source: newSource)
            // The shown document is spliced as the document is, at the same top-level blocks (a
            // directive's body adds nodes, not blocks, so node indices differ).
            let shownTop = shown.topLevelIndices
            let shownSliceTop = shownSlice.topLevelIndices
            let shownBodyEnd = body < shownTop.count ? shownTop[body] : shown.nodeCount
            var shownSpliced = shown.splicing(
                prefixEnd: first < body ? shownTop[first] : shownBodyEnd, slice: shownSlice,
                sliceEnd: sliceBlocks < shownSliceTop.count ? shownSliceTop[sliceBlocks] : shownSlice.nodeCount,
                sliceLineOffset: lineOffset, suffixStart: anchored ? shownTop[next] : shownBodyEnd,
                suffixLineShift: Int32(edit.lineDelta), unmovedBefore: Int32(fromLine),
                rootEnd: rootEnd(old: old, new: new, lineDelta: edit.lineDelta), source: newSource)
            shownSpliced.transforms = shown.transforms
            var kept = definitions.filter { $0.line < fromLine }
            kept += sliceDefinitions.lines
            for var definition in definitions where definition.line >= oldEndLine {
                definition.line += edit.lineDelta
                kept.append(definition)
            }
            return .done(
                restyled(spliced, shown: shownSpliced, replacing: first..<(anchored ? next : body), with: sliceBlocks, definitions: kept))
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

    /// The parts for `spliced`, where old top-level blocks `replaced` became `count` blocks:
    /// parts touching them are styled again, later parts keep their styling.
    private func restyled(
        _ spliced: Document, shown shownSpliced: Document, replacing replaced: Range<Int>, with count: Int, definitions: [DefinitionLine]
    ) -> PreparedMarkdown {
        let delta = count - replaced.count
        guard let firstPart = parts.firstIndex(where: { !$0.isReferenceList && $0.blocks.upperBound > replaced.lowerBound }),
            let lastPart = parts.lastIndex(where: { !$0.isReferenceList && $0.blocks.lowerBound < replaced.upperBound })
        else {
            return PreparedMarkdown(document: spliced, styling: styling, dialect: dialect, reason: .wholeDocument, highlighter: highlighter)
        }
        let cuts = DocumentParts(shownSpliced, theme: styling.theme)
        let from = parts[firstPart].blocks.lowerBound
        let to = max(from, parts[lastPart].blocks.upperBound + delta)
        // The new blocks get a part of their own, apart from the neighbours styled again
        // with them: the next keystroke at the same place restyles only those few. A part
        // that leaves HTML open runs on past its bounds, into kept parts, which are styled
        // again from there to the end of the first one it does not cover.
        let middle = replaced.lowerBound..<(replaced.lowerBound + count)
        var result = Array(parts[..<firstPart])
        var at = from
        func restyle(upTo bound: Int) {
            guard bound > at else { return }
            let styled = PreparedPart.style(
                shownSpliced, styling: styling, highlighter: highlighter, cuts: cuts, blocks: at..<bound,
                referencesBefore: result.last?.styled.referenceURLs ?? [])
            result += styled.parts
            at = styled.end
        }
        for bound in [middle.lowerBound, middle.upperBound, to] { restyle(upTo: bound) }
        for index in (lastPart + 1)..<parts.count {
            var part = parts[index]
            part.blocks = (part.blocks.lowerBound + delta)..<(part.blocks.upperBound + delta)
            if part.blocks.lowerBound >= at {
                // A kept part numbers links on from the part before it: the edit must leave
                // that numbering as it was, else every later part and the list change.
                let before = result.last?.styled.referenceURLs ?? []
                guard before == (index > 0 ? parts[index - 1].styled.referenceURLs : []) else {
                    return PreparedMarkdown(
                        document: spliced, styling: styling, dialect: dialect, reason: .wholeDocument, highlighter: highlighter)
                }
                result.append(part)
            } else {
                restyle(upTo: part.blocks.upperBound)
            }
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
