import MarkdownTree

extension PreparedMarkdown {
    /// What made prepared content, and why an update could not be incremental.
    ///
    /// ```swift
    /// let edited = prepared.updated(with: text)
    /// if edited.updateReason == .definitionsChanged { print("a link definition changed: re-parsed everything") }
    /// ```
    public enum UpdateReason: Sendable, Hashable {
        /// The first preparation (``PreparedMarkdown/init(_:theme:options:dialect:highlighter:)``).
        case initial
        /// Only the top-level blocks around the edit were re-parsed and re-styled
        /// (``PreparedMarkdown/reparsedBlocks``).
        case incremental
        /// The edit changed a link reference definition in a way an update cannot follow by
        /// label: a label that is not ASCII (cmark folds case by Unicode rules), a label
        /// defined again below the edit (the first definition wins), a label referred to
        /// from inside a footnote definition, or more than a few dozen blocks referring to
        /// it. Other changed definitions re-parse just the blocks whose text may refer to
        /// their label.
        case definitionsChanged
        /// The text has definitions an update cannot follow alone: link reference definitions
        /// inside block quotes, lists, paragraphs or footnotes, or spread over lines, and
        /// footnote definitions that nothing refers to.
        case definitionsInsideBlocks
        /// The edit's footnotes cannot be computed from the slice: it may define a label also
        /// defined outside it, a label is not ASCII, a note is left that nothing refers to, or
        /// cmark lost the place of the slice's notes. Other edits that take part in footnotes
        /// (a reference or note added, removed or typed in) stay incremental: the slice is
        /// parsed with the document's labels, and every footnote is numbered again.
        case footnotes
        /// The edit touched, made or removed front matter.
        case frontMatter
        /// Parse limits are set (they depend on the whole text), or the update was given a
        /// `WorkBudget` (``PreparedMarkdown/updated(with:budget:)``).
        case parseLimits
        /// The theme styles the document as a whole (links numbered at the end), or it is
        /// empty.
        case wholeDocument
        /// The blocks around the edit did not settle into the same structure as the text
        /// after them, or the kept text buffer had grown twice the text's size.
        case regionNotLocal
    }
}

/// A link reference definition on a line of its own between top-level blocks: the kind an
/// incremental update follows (by putting the document's definitions before the slice it
/// re-parses).
package struct DefinitionLine: Sendable, Hashable {
    /// The 1-based line in the document's source.
    package var line: Int
    /// The line's bytes, without its line break.
    package var text: [UInt8]
}

/// Where the definitions of a document are.
package enum DefinitionScan {
    /// The single-line definitions between top-level blocks of `document` on lines after
    /// `skipLines` (lines numbered from `lineBase + 1` for the first line after them), and
    /// how many other places may define a reference (inside blocks, footnotes included, a
    /// definition spread over lines, a footnote definition that nothing refers to, which
    /// cmark leaves out of the tree). Lines from `endLine` on (numbered in `document`) are
    /// not looked at.
    package static func scan(
        _ document: Document, skipLines: Int = 0, lineBase: Int = 0, endLine: Int = .max
    ) -> (lines: [DefinitionLine], others: Int) {
        let utf8 = Array(document.source.utf8)
        // Every definition, and every line this counts, holds `]:`: text without one has none.
        guard utf8.withUnsafeBufferPointer(SourceScan.holdsDefinitionColon) else { return ([], 0) }
        let map = document.sourceMap()
        var lines: [DefinitionLine] = []
        var others = 0
        var covered = 0
        var line = 1
        var counted = 0
        var afterHTML = false
        func advanceLines(to offset: Int) {
            while counted < offset {
                if utf8[counted] == 0x0A { line += 1 }
                counted += 1
            }
        }
        func scanGap(_ gap: Range<Int>) {
            var start = gap.lowerBound
            var afterCandidate = false
            while start < gap.upperBound {
                advanceLines(to: start)
                var end = start
                while end < gap.upperBound && utf8[end] != 0x0A { end += 1 }
                var content = utf8[start..<end]
                if content.last == 0x0D { content = content.dropLast() }
                if line >= endLine { return }
                if line > skipLines && !content.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                    if SourceScan.looksLikeDefinition(content) && afterHTML {
                        others += 1
                    } else if SourceScan.looksLikeDefinition(content) {
                        lines.append(DefinitionLine(line: line - skipLines + lineBase, text: Array(content)))
                        afterCandidate = true
                    } else if afterCandidate || holdsDefinitionColon(content) {
                        // A title on the next line, a definition inside something, or the end
                        // of a label that began on a line above (`[` alone, then `^c]: x`).
                        others += 1
                    }
                } else {
                    afterCandidate = false
                }
                start = end + 1
            }
        }
        for child in inSourceOrder(document.root) {
            guard var range = map.utf8Range(of: child.sourceRange) else { continue }
            var start = max(covered, range.lowerBound)
            if child.kind == .footnoteDefinition {
                // Its range starts after its `[^label]:`: the line is the footnote's, and what
                // may define a link starts with its content.
                while range.lowerBound > covered && utf8[range.lowerBound - 1] != 0x0A { range = (range.lowerBound - 1)..<range.upperBound }
                let content = child.children.first.flatMap { map.utf8Range(of: $0.sourceRange)?.lowerBound } ?? range.upperBound
                start = max(covered, content)
            }
            if covered < range.lowerBound { scanGap(covered..<range.lowerBound) }
            let verbatim = child.kind == .codeBlock || child.kind == .htmlBlock
            if !verbatim && start < range.upperBound && holdsDefinitionColon(utf8[start..<range.upperBound])
                && mayDefine(in: child, from: start, utf8: utf8, map: map)
                && (child.kind != .paragraph || paragraphDefines(utf8[start..<range.upperBound], options: document.options))
            {
                others += 1
            }
            covered = max(covered, range.upperBound)
            // cmark's range of an HTML block can stop short of its last lines: what follows
            // it up to the next block may be its text, not definitions.
            afterHTML = child.kind == .htmlBlock
        }
        if covered < utf8.count { scanGap(covered..<utf8.count) }
        // Each candidate must be a definition on its own (one parse of them all).
        if !lines.isEmpty {
            var joined: [UInt8] = []
            for definition in lines { joined += definition.text + [0x0A] }
            var options = document.options
            options.frontMatter = false
            if Document(parsing: String(decoding: joined, as: UTF8.self), options: options).nodeCount != 1 { others += 1 }
        }
        return (lines, others)
    }

    /// The children of `root` in the order they were written: cmark moves footnote
    /// definitions to the end of the tree, so each goes back before the first block after it.
    static func inSourceOrder(_ root: Node) -> [Node] {
        let children = Array(root.children)
        guard let firstNote = children.firstIndex(where: { $0.kind == .footnoteDefinition }) else { return children }
        let notes = children[firstNote...].sorted { $0.sourceRange.start < $1.sourceRange.start }
        var ordered: [Node] = []
        ordered.reserveCapacity(children.count)
        var next = 0
        for block in children[..<firstNote] {
            while next < notes.count && !block.sourceRange.isEmpty && notes[next].sourceRange.start < block.sourceRange.start {
                ordered.append(notes[next])
                next += 1
            }
            ordered.append(block)
        }
        return ordered + notes[next...]
    }

    /// Whether a line of `block` (from byte `start`) may define a reference: only lines
    /// outside paragraphs (or a paragraph's first line; a definition cannot interrupt one),
    /// code, HTML blocks and tables.
    static func mayDefine(in block: Node, from start: Int, utf8: [UInt8], map: SourceMap) -> Bool {
        guard let whole = map.utf8Range(of: block.sourceRange) else { return false }
        // Pre-order gives the leaves in increasing order, none inside another.
        var excluded: [Range<Int>] = []
        for node in block.subtree {
            guard node.kind == .paragraph || node.kind == .codeBlock || node.kind == .htmlBlock || node.kind == .table,
                let range = map.utf8Range(of: node.sourceRange)
            else { continue }
            var from = range.lowerBound
            if node.kind == .paragraph {
                while from < range.upperBound && utf8[from] != 0x0A { from += 1 }
            }
            if from < range.upperBound { excluded.append(from..<range.upperBound) }
        }
        var next = 0
        var lineStart = start
        while lineStart < whole.upperBound {
            var end = lineStart
            while end < whole.upperBound && utf8[end] != 0x0A { end += 1 }
            while next < excluded.count && excluded[next].upperBound <= lineStart { next += 1 }
            let inside = next < excluded.count && excluded[next].contains(lineStart)
            if !inside && SourceScan.someLineMayStartDefinition(utf8[lineStart..<end]) { return true }
            lineStart = end + 1
        }
        return false
    }

    /// Whether a top-level paragraph of `bytes` whose first line looks like a definition
    /// defines one: cmark takes definitions out of a paragraph's first lines and keeps no
    /// trace of them in the tree (its inlines' places are counted as if they were there), so
    /// the paragraph is parsed again alone, followed by a reference to the first line's label,
    /// which resolves only if it was defined. `[label]:` typed without a destination yet is
    /// text: a keystroke there changes no definition.
    static func paragraphDefines(_ bytes: ArraySlice<UInt8>, options: ParseOptions) -> Bool {
        let lineEnd = bytes.firstIndex(of: 0x0A) ?? bytes.endIndex
        let line = bytes[bytes.startIndex..<lineEnd]
        // A label may go on over lines: only a first line with the whole `[label]:` is tried.
        guard SourceScan.looksLikeDefinition(line), let open = line.firstIndex(of: 0x5B),
            let close = line[open...].firstIndex(of: 0x5D), !line[open..<close].contains(0x5C)
        else { return true }
        var text = Array(bytes)
        text += [0x0A, 0x0A] + Array(line[open...close]) + [0x0A]
        var options = options
        options.frontMatter = false
        let parsed = Document(parsing: String(decoding: text, as: UTF8.self), options: options)
        guard let last = parsed.root.children.reversed().first(where: { _ in true }) else { return true }
        return last.kind != .paragraph || last.children.first?.kind == .link || Int(last.sourceRange.start.line) <= 1
    }

    /// Whether `]:` is somewhere in `line`.
    static func holdsDefinitionColon(_ line: ArraySlice<UInt8>) -> Bool {
        line.withUnsafeBufferPointer(SourceScan.holdsDefinitionColon)
    }

    /// The text to put before a re-parsed slice so its references resolve as in the whole
    /// document, and how many lines it takes.
    package static func prefix(of definitions: [DefinitionLine]) -> (text: String, lines: Int) {
        guard !definitions.isEmpty else { return ("", 0) }
        var bytes: [UInt8] = []
        for definition in definitions { bytes += definition.text + [0x0A] }
        bytes.append(0x0A)
        return (String(decoding: bytes, as: UTF8.self), definitions.count + 1)
    }
}

extension DefinitionLine {
    /// The labels (normalized, ``LabelScan/normalized(_:)``) that definitions `old`, replaced
    /// by `new`, define differently: added, removed or given another destination or title.
    /// `nil` when the change cannot be followed by label: a label that is not ASCII, or a new
    /// label also defined in `below` (the definitions after the slice, which the slice's
    /// parse puts before it, though the first definition in the text wins).
    package static func changedLabels(from old: [DefinitionLine], to new: [DefinitionLine], below: [DefinitionLine]) -> Set<[UInt8]>? {
        if old.map(\.text) == new.map(\.text) && new.isEmpty { return [] }
        func labelled(_ lines: [DefinitionLine]) -> [[UInt8]: [UInt8]]? {
            var result: [[UInt8]: [UInt8]] = [:]
            for line in lines {
                guard let label = LabelScan.label(ofDefinition: line.text) else { return nil }
                // The first of two definitions of a label wins.
                if result[label] == nil { result[label] = line.text }
            }
            return result
        }
        guard let before = labelled(old), let after = labelled(new), let later = labelled(below) else { return nil }
        guard after.keys.allSatisfy({ later[$0] == nil }) else { return nil }
        var changed: Set<[UInt8]> = []
        for (label, text) in before where after[label] != text { changed.insert(label) }
        for (label, text) in after where before[label] != text { changed.insert(label) }
        return changed
    }
}
