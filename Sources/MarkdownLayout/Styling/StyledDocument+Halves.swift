import MarkdownTheme
import MarkdownTree

extension StyledDocument {
    /// Styles `document` with `theme` and has `renderPart` append it to `output`; a large
    /// document is done in two halves at once.
    ///
    /// The halves are parts (see ``init(document:theme:part:)``): top-level blocks before
    /// and after the middle node, footnote definitions kept together. Each is styled and
    /// rendered on its own thread into its own bytes, and they are joined with the blank
    /// lines between them that a whole document would have, as
    /// ``PreparedMarkdown/layout(width:)`` stacks parts. Renderers write each line on its
    /// own (no state crosses a line feed), so the bytes are those of rendering the whole
    /// document styled at once. `renderPart` runs on two threads at once for a large document:
    /// it must touch nothing but its arguments.
    package static func render(
        _ document: Document, theme: Theme, into output: inout [UInt8], _ renderPart: (StyledDocument, inout [UInt8]) -> Void
    ) {
        guard let (firstPart, secondPart) = halves(of: document, theme: theme) else {
            renderPart(StyledDocument(document: document, theme: theme), &output)
            return
        }
        let start = output.count
        var second: [UInt8] = []
        // What each half tells of itself: its blocks, and the gap it wants on the side
        // where the halves meet (each written by its own thread).
        var first = (blocks: 0, trailingGap: 0)
        var last = (blocks: 0, leadingGap: 0)
        Halves.run {
            let styled = StyledDocument(document: document, theme: theme, part: firstPart)
            renderPart(styled, &output)
            first = (styled.blockCount, styled.trailingGap)
        } _: {
            let styled = StyledDocument(document: document, theme: theme, part: secondPart)
            renderPart(styled, &second)
            last = (styled.blockCount, styled.leadingGap)
        }
        guard first.blocks > 0 && last.blocks > 0 else {
            // A half that shows nothing (link definitions only): the whole document decides
            // what shows, its placeholder included.
            output.removeSubrange(start...)
            renderPart(StyledDocument(document: document, theme: theme), &output)
            return
        }
        output.append(contentsOf: repeatElement(0x0A, count: max(first.trailingGap, last.leadingGap)))
        output.append(contentsOf: second)
    }

    /// The node ranges of the two halves a large document is styled in, or `nil` for one
    /// styled whole: a small one, one of fewer than two top-level blocks, or one whose
    /// links are numbered in a list after everything (the list needs the whole document).
    package static func halves(of document: Document, theme: Theme) -> (Range<Int>, Range<Int>)? {
        guard document.source.utf8.count >= Halves.threshold, theme.link.display != .references else { return nil }
        let top = document.topLevelIndices
        let nodes = document.storage.nodes
        guard top.count >= 2 else { return nil }
        var split = top.firstIndex { $0 >= nodes.count / 2 } ?? top.count - 1
        // Footnote definitions (cmark puts them last) stay in one part: their section's
        // title is shown once.
        if let definitions = top.firstIndex(where: { nodes[$0].kind == .footnoteDefinition }) {
            split = min(split, definitions)
        }
        guard split > 0 else { return nil }
        return (top[0]..<top[split], top[split]..<nodes.count)
    }
}
