import MarkdownTheme
import MarkdownTree

extension PreparedMarkdown {
    /// The content for an edited text, re-parsing and re-styling only the top-level blocks
    /// around the edit.
    ///
    /// The edit is the span between the texts' common prefix and suffix. The blocks it
    /// touches, with one neighbour on each side, are re-parsed as a slice; the slice must end
    /// with the same block as before (else the region widens), so setext headings, lists
    /// and tables that an edit joins or splits come out as a full parse gives them. Blocks
    /// after the slice keep their styled parts, their source lines moved. Link reference
    /// definitions on lines of their own between blocks are put before the slice, so its
    /// references resolve as in a full parse; everything is parsed again only when the edit
    /// changes the set of definitions, when footnotes or definitions inside other blocks are
    /// in the text, when the edit touches front matter, or when parse limits are set
    /// (``updateReason`` says which; ``reparsedBlocks`` what was parsed).
    ///
    /// ```swift
    /// var preview = PreparedMarkdown(text, theme: .dark)
    /// text.append("!")                 // the user types
    /// preview = preview.updated(with: text)
    /// ```
    public func updated(with newSource: String) -> PreparedMarkdown {
        if newSource == source { return self }
        let reason: UpdateReason
        switch incrementalUpdate(to: newSource) {
        case .done(let incremental): return incremental
        case .full(let why): reason = why
        }
        let document = dialect.apply(to: Document(parsing: newSource, options: document.options))
        return PreparedMarkdown(document: document, theme: theme, dialect: dialect, reason: reason, highlighter: highlighter)
    }

    /// An incremental update, or why there is none.
    private enum Attempt {
        case done(PreparedMarkdown)
        case full(UpdateReason)
    }

    private func incrementalUpdate(to newSource: String) -> Attempt {
        let options = document.options
        guard options.limits == .unlimited else { return .full(.parseLimits) }
        guard !(parts.first?.isWhole ?? true) else { return .full(.wholeDocument) }
        guard otherDefinitionSites == 0 else { return .full(.definitionsInsideBlocks) }
        // Text buffers grow with each splice; start afresh when half of one is stale.
        guard document.storage.bytes.count < 2 * source.utf8.count + (1 << 16) else { return .full(.regionNotLocal) }
        var oldText = source
        var newText = newSource
        return oldText.withUTF8 { old in
            newText.withUTF8 { new in update(old: old, new: new, newSource: newSource) }
        }
    }

    private func update(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>, newSource: String) -> Attempt {
        // The edit: old[prefix..<old.count - suffix] became new[prefix..<new.count - suffix].
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix && old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        let oldEditEnd = old.count - suffix
        let newEditEnd = new.count - suffix
        let startLine = 1 + SourceScan.lineBreaks(in: old, 0..<prefix)
        let endLine = startLine + SourceScan.lineBreaks(in: old, prefix..<max(prefix, oldEditEnd - 1))
        let lineDelta = SourceScan.lineBreaks(in: new, prefix..<newEditEnd) - SourceScan.lineBreaks(in: old, prefix..<oldEditEnd)

        // Front matter: an edit inside it, or one that may create it, needs a full parse.
        var bodyLine = 1
        if document.options.frontMatter {
            guard let frontMatter = document.frontMatter else {
                if newSource.utf8.starts(with: "---".utf8) { return .full(.frontMatter) }
                return splice(old: old, new: new, newSource: newSource, lines: startLine...endLine, lineDelta: lineDelta, bodyLine: 1)
            }
            guard startLine > frontMatter.lines.upperBound else { return .full(.frontMatter) }
            bodyLine = frontMatter.lines.upperBound + 1
        }
        return splice(old: old, new: new, newSource: newSource, lines: startLine...endLine, lineDelta: lineDelta, bodyLine: bodyLine)
    }

    /// Re-parses the blocks around the edited `lines` (old numbering) and splices them in.
    private func splice(
        old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>, newSource: String, lines: ClosedRange<Int>,
        lineDelta: Int, bodyLine: Int
    ) -> Attempt {
        let top = document.topLevelIndices
        let nodes = document.storage.nodes
        func startLine(_ block: Int) -> Int { Int(nodes[top[block]].range.start.rawLine) }
        func endLine(_ block: Int) -> Int { Int(nodes[top[block]].range.end.rawLine) }
        // From the block before the first one the edit touches (a paragraph above may become
        // a setext heading, a list may absorb an item) to the first block after it.
        let touched = top.indices.first { endLine($0) >= lines.lowerBound } ?? top.count
        var first = max(touched - 1, 0)
        var last = top.indices.first { startLine($0) > lines.upperBound } ?? top.count
        // A table that interrupts a paragraph takes the paragraph's first line as its own and
        // leaves the paragraph without a range: keep such blocks together.
        func glued(_ block: Int) -> Bool {
            startLine(block) == 0 || startLine(block + 1) == 0 || startLine(block + 1) <= endLine(block)
        }
        while first > 0 && glued(first - 1) { first -= 1 }
        let fromLine = first == 0 ? bodyLine : (first..<top.count).lazy.map(startLine).first { $0 > 0 } ?? bodyLine
        let startByte = byteOffset(ofLine: fromLine, in: old)
        let prefix = DefinitionScan.prefix(of: definitions)

        for _ in 0..<4 {
            // The slice ends with block `last` (the anchor), where the next block starts (cmark's
            // end line of an HTML block can stop short of its closing line), or at the end.
            while last + 1 < top.count && glued(last) { last += 1 }
            if last < top.count && startLine(last) == 0 { last = top.count }
            let anchored = last < top.count
            let oldEnd = last + 1 < top.count ? byteOffset(ofLine: startLine(last + 1), in: old) : old.count
            let newEnd = oldEnd + new.count - old.count
            guard newEnd >= startByte else { return .full(.regionNotLocal) }
            let sliceText = prefix.text + String(decoding: UnsafeBufferPointer(rebasing: new[startByte..<newEnd]), as: UTF8.self)
            var sliceOptions = document.options
            sliceOptions.frontMatter = false
            let slice = dialect.apply(to: Document(parsing: sliceText, options: sliceOptions))
            let sliceTop = slice.topLevelIndices
            let sliceDefinitions = DefinitionScan.scan(slice, skipLines: prefix.lines, lineBase: fromLine - 1)
            guard sliceDefinitions.others == 0,
                !sliceTop.contains(where: { slice.storage.nodes[$0].kind == .footnoteDefinition })
            else { return .full(.definitionsInsideBlocks) }
            // The definitions the slice replaces must be the ones it has: the set is unchanged.
            let oldEndLine = last + 1 < top.count ? startLine(last + 1) : Int.max
            let region = definitions.filter { $0.line >= fromLine && $0.line < oldEndLine }
            guard region.map(\.text) == sliceDefinitions.lines.map(\.text) else { return .full(.definitionsChanged) }
            let lineOffset = Int32(fromLine - 1 - prefix.lines)
            if anchored {
                let anchor = nodes[top[last]]
                guard let sliceLast = sliceTop.last else { return .full(.regionNotLocal) }
                let candidate = slice.storage.nodes[sliceLast]
                let expected = anchor.range.movingLines(by: Int32(lineDelta) - lineOffset)
                let sameSize = Int(candidate.end) - sliceLast == Int(anchor.end) - top[last]
                if candidate.kind != anchor.kind || candidate.range != expected || !sameSize {
                    last += 1
                    continue
                }
            }
            let blockEnd = anchored ? last + 1 : top.count
            let spliced = document.splicing(
                prefixEnd: first < top.count ? top[first] : nodes.count, slice: slice, sliceLineOffset: lineOffset,
                suffixStart: blockEnd < top.count ? top[blockEnd] : nodes.count, suffixLineShift: Int32(lineDelta), source: newSource)
            var kept = definitions.filter { $0.line < fromLine }
            kept += sliceDefinitions.lines
            for var definition in definitions where definition.line >= oldEndLine {
                definition.line += lineDelta
                kept.append(definition)
            }
            return .done(restyled(spliced, replacing: first..<blockEnd, with: sliceTop.count, definitions: kept))
        }
        return .full(.regionNotLocal)
    }

    /// The parts for `spliced`, where old top-level blocks `replaced` became `count` blocks:
    /// parts touching them are styled again, later parts keep their styling.
    private func restyled(
        _ spliced: Document, replacing replaced: Range<Int>, with count: Int, definitions: [DefinitionLine]
    ) -> PreparedMarkdown {
        let delta = count - replaced.count
        guard let firstPart = parts.firstIndex(where: { $0.blocks.upperBound > replaced.lowerBound }),
            let lastPart = parts.lastIndex(where: { $0.blocks.lowerBound < replaced.upperBound })
        else {
            return PreparedMarkdown(document: spliced, theme: theme, dialect: dialect, reason: .wholeDocument, highlighter: highlighter)
        }
        let top = spliced.topLevelIndices
        let from = parts[firstPart].blocks.lowerBound
        let to = max(from, parts[lastPart].blocks.upperBound + delta)
        // The new blocks get a part of their own, apart from the neighbours styled again
        // with them: the next keystroke at the same place restyles only those few.
        let middle = replaced.lowerBound..<(replaced.lowerBound + count)
        var result = Array(parts[..<firstPart])
        result += PreparedPart.style(spliced, theme: theme, highlighter: highlighter, topLevel: top, blocks: from..<middle.lowerBound)
        result += PreparedPart.style(spliced, theme: theme, highlighter: highlighter, topLevel: top, blocks: middle)
        result += PreparedPart.style(spliced, theme: theme, highlighter: highlighter, topLevel: top, blocks: middle.upperBound..<to)
        for var part in parts[(lastPart + 1)...] {
            part.blocks = (part.blocks.lowerBound + delta)..<(part.blocks.upperBound + delta)
            result.append(part)
        }
        if !result.contains(where: { $0.styled.blockCount > 0 }) {
            return PreparedMarkdown(document: spliced, theme: theme, dialect: dialect, reason: .wholeDocument, highlighter: highlighter)
        }
        return PreparedMarkdown(
            document: spliced, theme: theme, dialect: dialect, parts: result, definitions: definitions, otherDefinitionSites: 0,
            reason: .incremental, reparsedBlocks: replaced.lowerBound..<(replaced.lowerBound + count), highlighter: highlighter)
    }

    /// The byte offset where 1-based `line` starts (the end for a line past the last).
    private func byteOffset(ofLine line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 0
        var current = 1
        while current < line && offset < bytes.count {
            offset = SourceScan.nextLineStart(in: bytes, after: offset)
            current += 1
        }
        return offset
    }
}
