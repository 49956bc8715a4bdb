import MarkdownTheme
import MarkdownTree

extension PreparedMarkdown {
    /// The content for an edited text, re-parsing and re-styling only the top-level blocks
    /// around the edit.
    ///
    /// The edit is the span between the texts' common prefix and suffix. The blocks it
    /// touches are re-parsed as a slice, with the block before them when the edit reaches
    /// the first line of a block or the lines between (a paragraph above may become a
    /// setext heading, a list may take in an item). The first line of the block after them
    /// is parsed with the slice and must still start a block of its own (else the region
    /// widens), so blocks that an edit joins or splits come out as a full parse gives them.
    /// Blocks after the slice keep their styled parts, their source lines moved. Link
    /// reference definitions on lines of their own outside the slice are put before it, so
    /// its references resolve as in a full parse; a definition the edit adds, removes or
    /// changes re-parses the blocks whose text may refer to its label. A slice with a `[^`
    /// is parsed with stubs of the document's footnote labels, and the footnotes are
    /// numbered again: kept parts whose marks or notes changed are styled again. Everything
    /// is parsed again only when what the edit changes cannot be computed from the slice,
    /// when definitions inside other blocks are in the text, when the edit touches front
    /// matter, or when parse limits are set (``updateReason`` says which; ``reparsedBlocks``
    /// what was parsed around the edit).
    ///
    /// ```swift
    /// var preview = PreparedMarkdown(text, theme: .dark)
    /// text.append("!")                 // the user types
    /// preview = preview.updated(with: text)
    /// ```
    public func updated(with newSource: String) -> PreparedMarkdown {
        if Self.sameBytes(newSource, source) { return self }
        let reason: UpdateReason
        switch incrementalUpdate(to: newSource) {
        case .done(let incremental): return incremental
        case .full(let why): reason = why
        }
        let document = dialect.apply(to: Document(parsing: newSource, options: document.options))
        return PreparedMarkdown(document: document, styling: styling, dialect: dialect, reason: reason, highlighter: highlighter)
    }

    /// The content for an edited text within `budget`: parsed and styled whole (as under
    /// parse limits, ``UpdateReason/parseLimits``), bounded as
    /// ``init(_:theme:options:dialect:highlighter:budget:)`` is.
    ///
    /// ```swift
    /// preview = try preview.updated(with: text, budget: WorkBudget(time: .milliseconds(200)))
    /// ```
    public func updated(with newSource: String, budget: WorkBudget) throws(ParseLimitError) -> PreparedMarkdown {
        if newSource == source { return self }
        let document = dialect.apply(to: try Document.parse(newSource, options: document.options, budget: budget))
        return try PreparedMarkdown(
            document: document, styling: styling, dialect: dialect, reason: .parseLimits, highlighter: highlighter, budget: budget)
    }

    /// Whether two texts have the same bytes: compared eight at a time (`==` on `String`
    /// compares them as Unicode, a slow path through the whole text when it is not all ASCII).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a
        var b = b
        return a.withUTF8 { x in b.withUTF8 { y in SourceScan.commonPrefix(x, y) == x.count } }
    }

    /// An incremental update, or why there is none.
    enum Attempt {
        case done(PreparedMarkdown)
        case full(UpdateReason)
    }

    private func incrementalUpdate(to newSource: String) -> Attempt {
        let options = document.options
        guard options.limits == .unlimited else { return .full(.parseLimits) }
        guard !(parts.first?.isWhole ?? true), !newSource.isEmpty else { return .full(.wholeDocument) }
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
        var prefix = SourceScan.commonPrefix(old, new)
        // A `\r\n` is one line break: the edit does not start between its two bytes.
        if prefix > 0 && old[prefix - 1] == 0x0D { prefix -= 1 }
        let suffix = SourceScan.commonSuffix(old, new, limit: min(old.count, new.count) - prefix)
        let oldEditEnd = old.count - suffix
        let newEditEnd = new.count - suffix
        let edit = Edit(
            at: prefix, line: 1 + SourceScan.lineBreaks(in: old, 0..<prefix),
            lineDelta: SourceScan.lineBreaks(in: new, prefix..<newEditEnd) - SourceScan.lineBreaks(in: old, prefix..<oldEditEnd))
        // The line after the edit: a block that starts below it follows unchanged text.
        let endLine = edit.line + SourceScan.lineBreaks(in: old, prefix..<oldEditEnd)

        // Front matter: an edit inside it, or one that may create it, needs a full parse.
        var bodyLine = 1
        if document.options.frontMatter {
            if let frontMatter = document.frontMatter {
                guard edit.line > frontMatter.lines.upperBound else { return .full(.frontMatter) }
                bodyLine = frontMatter.lines.upperBound + 1
            } else if newSource.utf8.starts(with: "---".utf8) {
                return .full(.frontMatter)
            }
        }
        return splice(old: old, new: new, newSource: newSource, edit: edit, lines: edit.line...endLine, bodyLine: bodyLine)
    }

    /// Where an edit starts (a byte offset and its 1-based line, the same in both texts) and
    /// how many lines it adds.
    struct Edit {
        var at: Int
        var line: Int
        var lineDelta: Int
    }
}
