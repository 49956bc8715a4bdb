import MarkdownLayout

extension Pager {
    /// Shows a new version of the document (a reloaded file, `R` or `--watch`) and its
    /// headings, keeping the reader's place: by the heading they are in when it is still
    /// there (found by its id; the same number of source lines below it), else by source
    /// line. So an edit above the reader, which moves every line, leaves them where they were.
    ///
    /// ```swift
    /// pager.reload(document: StyledDocument(document: edited, theme: .dark), headings: HeadingAnchor.all(in: edited))
    /// ```
    public mutating func reload(document: StyledDocument, headings: [HeadingAnchor] = []) {
        let place = placeAcross(newHeadings: headings)
        self.document = document
        self.headings = headings
        jumpsBack = []
        relayout()
        scroll(to: layout.row(for: place))
    }

    /// The reading position carried over to a version of the document whose headings are
    /// `newHeadings`: moved with the heading the reader is in, when that heading (its id)
    /// is among them.
    func placeAcross(newHeadings: [HeadingAnchor]) -> ReadingPosition {
        var place = readingPosition
        guard let index = currentHeading else { return place }
        let heading = headings[index]
        guard let moved = newHeadings.first(where: { $0.id == heading.id }), place.sourceLine >= heading.sourceLine else {
            return place
        }
        place.sourceLine = moved.sourceLine + (place.sourceLine - heading.sourceLine)
        return place
    }
}
