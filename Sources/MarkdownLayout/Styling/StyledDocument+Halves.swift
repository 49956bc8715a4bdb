import MarkdownTheme
import MarkdownTree

extension StyledDocument {
    /// Styles `document` with `theme` and has `renderPart` append it to `output`; a large
    /// document is done in two halves at once.
    ///
    /// A document that is mostly one code (or shown HTML) block of `halvesThreshold` bytes
    /// or more is styled whole, the block's lines written in two halves at once (see
    /// ``CodeLineWriter``), and rendered as the lines before and after a cut at the block's
    /// middle line (see ``LayoutPart``), on two threads, joined as they are.
    ///
    /// Any other large document is cut into halves that are parts (see
    /// ``init(document:theme:part:halvesThreshold:)``): top-level blocks before and after
    /// the middle node, footnote definitions kept together. Each is styled and rendered on
    /// its own thread into its own bytes, and they are joined with the blank lines between
    /// them that a whole document would have, as ``PreparedMarkdown/layout(width:)`` stacks
    /// parts. Renderers write each line on its own (no state crosses a line feed), so the
    /// bytes are those of rendering the whole document styled at once. `renderPart` runs on
    /// two threads at once for a large document: it must touch nothing but its arguments.
    ///
    /// The output gets room for both halves before the first is written (see
    /// ``estimatedOutputBytes(width:part:)`` at `width`), so that appending the second does
    /// not copy the first into a larger array.
    package static func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, into output: inout [UInt8],
        halvesThreshold: Int = Halves.threshold, _ renderPart: (StyledDocument, LayoutPart, inout [UInt8]) -> Void
    ) {
        if hasLargeCodeBlock(document, theme: theme, threshold: halvesThreshold) {
            let styled = StyledDocument(
                document: document, theme: theme, highlighter: highlighter, part: nil, halvesThreshold: halvesThreshold)
            guard let cut = styled.codeCut(threshold: halvesThreshold) else {
                renderPart(styled, .whole, &output)
                return
            }
            output.reserveCapacity(output.count + styled.estimatedOutputBytes(width: width))
            var second: [UInt8] = []
            Halves.run {
                renderPart(styled, .before(cut), &output)
            } _: {
                renderPart(styled, .after(cut), &second)
            }
            output.append(contentsOf: second)
            return
        }
        guard let (firstPart, secondPart) = halves(of: document, theme: theme, threshold: halvesThreshold) else {
            var styled = StyledDocument(
                document: document, theme: theme, highlighter: highlighter, part: nil, halvesThreshold: halvesThreshold)
            renderPart(styled, .whole, &output)
            return
        }
        let start = output.count
        var second: [UInt8] = []
        // What each half tells of itself: its blocks, and the gap it wants on the side
        // where the halves meet (each written by its own thread).
        var first = (blocks: 0, trailingGap: 0)
        var last = (blocks: 0, leadingGap: 0)
        Halves.run {
            var styled = StyledDocument(
                document: document, theme: theme, highlighter: highlighter, part: firstPart, halvesThreshold: halvesThreshold)
            // The second half's estimate is on the other thread: it is taken to be the
            // first's in proportion to their nodes.
            let estimate = styled.estimatedOutputBytes(width: width)
            output.reserveCapacity(output.count + estimate + estimate / max(1, firstPart.count) * secondPart.count)
            renderPart(styled, .whole, &output)
            first = (styled.blockCount, styled.trailingGap)
        } _: {
            var styled = StyledDocument(
                document: document, theme: theme, highlighter: highlighter, part: secondPart, halvesThreshold: halvesThreshold)
            renderPart(styled, .whole, &second)
            last = (styled.blockCount, styled.leadingGap)
        }
        guard first.blocks > 0 && last.blocks > 0 else {
            // A half that shows nothing (link definitions only): the whole document decides
            // what shows, its placeholder included.
            output.removeSubrange(start...)
            renderPart(
                StyledDocument(
                    document: document, theme: theme, highlighter: highlighter, part: nil, halvesThreshold: halvesThreshold), .whole,
                &output)
            return
        }
        output.append(contentsOf: repeatElement(0x0A, count: max(first.trailingGap, last.leadingGap)))
        output.append(contentsOf: second)
    }

    /// Whether `document` has `threshold` bytes or more and a code block or shown HTML block
    /// that holds at least half its text: one the halves of top-level blocks cannot share
    /// out. Only container blocks are entered; the inlines of paragraphs, headings and
    /// tables are skipped whole.
    package static func hasLargeCodeBlock(_ document: Document, theme: Theme, threshold: Int) -> Bool {
        let bytes = document.source.utf8.count
        guard bytes >= threshold else { return false }
        let needed = max(threshold, bytes / 2)
        let showsHTML = (theme.html.display ?? ThemeDefaults.htmlDisplay) == .raw
        let nodes = document.storage.nodes
        var index = 1
        while index < nodes.count {
            let node = nodes[index]
            switch node.kind {
            case .codeBlock, .htmlBlock:
                if node.text.count >= needed && (node.kind == .codeBlock || showsHTML) { return true }
                index = Int(node.end)
            case .blockQuote, .list, .item, .footnoteDefinition, .customBlock:
                index += 1
            default:
                index = Int(node.end)
            }
        }
        return false
    }

    /// The node ranges of the two halves a large document is styled in, or `nil` for one
    /// styled whole: a small one, one of fewer than two top-level blocks, or one whose
    /// links are numbered in a list after everything (the list needs the whole document), or
    /// one with rendered HTML blocks.
    package static func halves(of document: Document, theme: Theme, threshold: Int = Halves.threshold) -> (Range<Int>, Range<Int>)? {
        guard document.source.utf8.count >= threshold, theme.link.display != .references else { return nil }
        let top = document.topLevelIndices
        let nodes = document.storage.nodes
        guard top.count >= 2 else { return nil }
        // Rendered HTML pairs tags across blocks (`<details>` … `</details>`): a document with
        // HTML blocks is styled whole.
        if (theme.html.display ?? ThemeDefaults.htmlDisplay) == .render, top.contains(where: { nodes[$0].kind == .htmlBlock }) {
            return nil
        }
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
