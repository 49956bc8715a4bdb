extension Document {
    /// This document with its footnotes numbered again from their labels, as cmark numbers
    /// them while parsing (by the order of first references, counted where each block was
    /// written), and the definitions ordered by number after every other block, and whether
    /// every definition is referenced (cmark drops one that is not); `nil` when two
    /// definitions share a label (cmark drops the second).
    ///
    /// An incremental update splices re-parsed blocks between kept ones: a reference it adds
    /// or removes may move every footnote's number, which this recomputes in one pass.
    package func renumberingFootnotes() -> (document: Document, complete: Bool)? {
        var renumbered = storage
        let numbering = renumbered.numberFootnotesByLabel()
        guard numbering.distinct else { return nil }
        renumbered.orderFootnoteDefinitions()
        let document = Document(storage: renumbered, source: source, options: options, frontMatter: frontMatter, limitNotes: limitNotes)
        return (document, numbering.allReferenced)
    }
}
