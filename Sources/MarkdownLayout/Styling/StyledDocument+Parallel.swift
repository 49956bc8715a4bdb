import Dispatch
import MarkdownTheme
import MarkdownTree

extension StyledDocument {
    /// Styles `document` with `theme` and has `renderPart` append it to `output`: whole on
    /// this thread, or, with `parallel`, in two parts at once when the document is large.
    ///
    /// This is the package's only parallel work, and it runs only when the caller asks. The
    /// document is cut at a top-level block (see ``parallelParts(of:theme:)``): the blocks
    /// before it are styled and rendered on this thread, the rest on one other, each into
    /// its own bytes, joined with the blank lines between them that a whole document would
    /// have, as ``PreparedMarkdown/layout(width:)`` stacks parts. Renderers write each line
    /// on its own (no state crosses a line feed), so the bytes are those of rendering the
    /// whole document styled at once. With `parallel`, `renderPart` runs on two threads at
    /// once: it must touch nothing but its arguments.
    package static func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, into output: inout [UInt8],
        parallel: Bool, _ renderPart: (StyledDocument, inout [UInt8]) -> Void
    ) {
        // Transformed once, before either part is styled.
        let styling = StylingTheme(theme)
        let document = document.shown(with: styling)
        guard parallel, let (firstPart, secondPart) = parallelParts(of: document, theme: theme) else {
            renderPart(StyledDocument(document: document, styling: styling, highlighter: highlighter, part: nil), &output)
            return
        }
        let start = output.count
        var second: [UInt8] = []
        // Each part's styling, kept by its own thread for the join.
        var first: StyledDocument?
        var last: StyledDocument?
        withoutActuallyEscaping({
            let styled = StyledDocument(document: document, styling: styling, highlighter: highlighter, part: firstPart)
            renderPart(styled, &output)
            first = styled
        }) { firstWork in
            withoutActuallyEscaping({
                let styled = StyledDocument(document: document, styling: styling, highlighter: highlighter, part: secondPart)
                renderPart(styled, &second)
                last = styled
            }) { secondWork in
                let work = TwoParts(first: firstWork, second: secondWork)
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    if part == 0 { work.first() } else { work.second() }
                }
            }
        }
        var stack = PartStack()
        guard let first, let last, stack.gap(before: first) != nil, let gap = stack.gap(before: last) else {
            // A part that shows nothing (link definitions only): the whole document decides
            // what shows, its placeholder included.
            output.removeSubrange(start...)
            renderPart(StyledDocument(document: document, styling: styling, highlighter: highlighter, part: nil), &output)
            return
        }
        // The cut comes before every HTML block the theme renders: none was left open.
        assert(!first.leavesHTMLOpen)
        output.append(contentsOf: repeatElement(0x0A, count: gap))
        output.append(contentsOf: second)
    }

    /// The text bytes from which a document is worth rendering in two parts: below this, a
    /// thread's start and the join cost more than the second part saves.
    package static let parallelBytes = 256 * 1024

    /// The node ranges of the two parts a large document is rendered in, cut where
    /// ``DocumentParts`` allows without styling first, or `nil` for one rendered whole: a
    /// small one, one of fewer than two top-level blocks, one whose links are numbered in a
    /// list after everything, or one with an HTML block the theme renders before its middle
    /// (its tags may pair with any later block's).
    package static func parallelParts(of document: Document, theme: Theme, minimumBytes: Int = parallelBytes) -> (
        Range<Int>, Range<Int>
    )? {
        guard document.source.utf8.count >= minimumBytes else { return nil }
        let cuts = DocumentParts(document, theme: theme)
        // Numbered links need each part's numbering before the next: not side by side.
        guard !cuts.isWhole, !cuts.numbersLinks, cuts.top.count >= 2 else { return nil }
        // Footnote definitions (cmark puts them last) stay in one part: the cut comes before
        // them at the latest.
        let middle = cuts.top.firstIndex { $0 >= cuts.nodeCount / 2 } ?? cuts.top.count - 1
        let split = min(middle, cuts.firstFootnote)
        guard split > 0, cuts.mayEndUnstyled(before: split) else { return nil }
        return (cuts.nodes(0..<split), cuts.nodes(split..<cuts.top.count))
    }
}

/// The two parts' work, handed to the two threads of `concurrentPerform`. Each closure
/// writes only its own part's output and reads shared input that neither writes.
private struct TwoParts: @unchecked Sendable {
    let first: () -> Void
    let second: () -> Void
}
