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
        guard parallel, let (firstPart, secondPart) = parallelParts(of: document, theme: theme) else {
            renderPart(StyledDocument(document: document, theme: theme, highlighter: highlighter, part: nil), &output)
            return
        }
        let start = output.count
        var second: [UInt8] = []
        // What each part tells of itself: its blocks, and the gap it wants on the side where
        // the parts meet (each written by its own thread).
        var first = (blocks: 0, trailingGap: 0)
        var last = (blocks: 0, leadingGap: 0)
        withoutActuallyEscaping({
            let styled = StyledDocument(document: document, theme: theme, highlighter: highlighter, part: firstPart)
            renderPart(styled, &output)
            first = (styled.blockCount, styled.trailingGap)
        }) { firstWork in
            withoutActuallyEscaping({
                let styled = StyledDocument(document: document, theme: theme, highlighter: highlighter, part: secondPart)
                renderPart(styled, &second)
                last = (styled.blockCount, styled.leadingGap)
            }) { secondWork in
                let work = TwoParts(first: firstWork, second: secondWork)
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    if part == 0 { work.first() } else { work.second() }
                }
            }
        }
        guard first.blocks > 0 && last.blocks > 0 else {
            // A part that shows nothing (link definitions only): the whole document decides
            // what shows, its placeholder included.
            output.removeSubrange(start...)
            renderPart(StyledDocument(document: document, theme: theme, highlighter: highlighter, part: nil), &output)
            return
        }
        output.append(contentsOf: repeatElement(0x0A, count: max(first.trailingGap, last.leadingGap)))
        output.append(contentsOf: second)
    }

    /// The text bytes from which a document is worth rendering in two parts: below this, a
    /// thread's start and the join cost more than the second part saves.
    package static let parallelBytes = 256 * 1024

    /// The node ranges of the two parts a large document is rendered in, or `nil` for one
    /// rendered whole: a small one, one of fewer than two top-level blocks, or one whose
    /// links are numbered in a list after everything (the list needs the whole document).
    package static func parallelParts(of document: Document, theme: Theme, minimumBytes: Int = parallelBytes) -> (
        Range<Int>, Range<Int>
    )? {
        guard document.source.utf8.count >= minimumBytes, !StyledDocument.numbersLinks(in: document, theme: theme) else { return nil }
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

/// The two parts' work, handed to the two threads of `concurrentPerform`. Each closure
/// writes only its own part's output and reads shared input that neither writes.
private struct TwoParts: @unchecked Sendable {
    let first: () -> Void
    let second: () -> Void
}
