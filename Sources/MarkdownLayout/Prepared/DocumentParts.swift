import MarkdownTheme
import MarkdownTree

/// Where a parsed document is cut into parts that, each styled alone
/// (`StyledDocument(document:styling:part:)`) and stacked with ``PartStack``, lay out as the
/// whole document styled at once. Prepared content and the
/// streaming renderer cut by these rules.
///
/// - Footnote definitions (which cmark puts after every other block) stay in one part: the
///   section's title is shown once, above the first.
/// - HTML left open across blocks (`<div align="center">` … `</div>`) changes every block
///   up to its end tag: a part ends only where its styling left no HTML element open
///   (``StyledDocument/leavesHTMLOpen``), or, cut before styling, before the first HTML
///   block the theme renders.
/// - Links numbered at the end (``LinkDisplay/references``, or inline links in headings and
///   cells: ``StyledDocument/numbersLinks(in:theme:)``) are numbered through the parts in
///   order: each part is styled after the one before it (``numbersLinks``), and their list
///   is a part of its own, last. An empty document (its placeholder) is one whole part.
/// - Link reference definitions resolve at parse, so they never force parts of one parsed
///   document together; text parsed in pieces (a stream, an incremental update) carries them
///   before each piece, found by ``SourceScan/looksLikeDefinition(_:)``.
///
/// ```swift
/// let cuts = DocumentParts(document, theme: theme)
/// let parts = cuts.style(0..<cuts.top.count, blocksPerPart: 4) { blocks, before in
///     StyledDocument(document: document, styling: styling, part: .init(nodes: cuts.nodes(blocks), referencesBefore: before))
/// }
/// ```
package struct DocumentParts: Sendable {
    /// The top-level blocks, as node indices (the root's children, in tree order).
    package let top: [Int]
    /// The document's node count: where the last part's nodes end.
    package let nodeCount: Int
    /// The position in ``top`` of the first footnote definition, or `top.count`.
    package let firstFootnote: Int
    /// The position in ``top`` of the first HTML block whose tags the theme renders (they may
    /// pair with later blocks'), or `top.count`.
    package let firstRenderedHTML: Int
    /// Whether the document is styled as one part: it has no blocks (its placeholder).
    package let isWhole: Bool
    /// Whether links are numbered for a list at the end: each part's numbering goes on from
    /// the part before it, so parts are styled in order (never side by side).
    package let numbersLinks: Bool
    /// The document's nodes, for the size of a part's text.
    private let tree: [RawNode]

    package init(_ document: Document, theme: Theme) {
        let nodes = document.storage.nodes
        tree = nodes
        top = document.topLevelIndices
        nodeCount = nodes.count
        firstFootnote = top.firstIndex { nodes[$0].kind == .footnoteDefinition } ?? top.count
        let rendersHTML = (theme.html.display ?? ThemeDefaults.htmlDisplay) == .render
        firstRenderedHTML = rendersHTML ? top.firstIndex { nodes[$0].kind == .htmlBlock } ?? top.count : top.count
        isWhole = top.isEmpty
        numbersLinks = StyledDocument.numbersLinks(in: document, theme: theme)
    }

    /// The nodes of top-level blocks `blocks` (positions in ``top``): a part's range.
    package func nodes(_ blocks: Range<Int>) -> Range<Int> {
        let start = blocks.lowerBound < top.count ? top[blocks.lowerBound] : nodeCount
        let end = blocks.upperBound < top.count ? top[blocks.upperBound] : nodeCount
        return start..<end
    }

    /// Whether a part may end before top-level block `block` (a position in ``top``): not
    /// between two footnote definitions. Styled parts must also close their HTML.
    package func mayEnd(before block: Int) -> Bool {
        block <= firstFootnote || block >= top.count
    }

    /// Whether a part may end before `block` without styling it first to see: no HTML block
    /// the theme renders comes before it, so none can be left open.
    package func mayEndUnstyled(before block: Int) -> Bool {
        mayEnd(before: block) && block <= firstRenderedHTML
    }

    /// Styles top-level blocks `blocks` (positions in ``top``) in parts of about
    /// `blocksPerPart` blocks, and more while a part's text is under `minimumBytes` (small
    /// blocks share one styling's fixed cost), with `style` (given a part's blocks and the
    /// link URLs numbered before it: `referencesBefore`, then each part's
    /// ``StyledDocument/referenceURLs``). A part whose styling leaves HTML open takes in as
    /// many blocks again after it, and again, until it closes or the document ends: the last
    /// part may end past `blocks`, at the returned `end`.
    package func style(
        _ blocks: Range<Int>, blocksPerPart: Int, minimumBytes: Int = 0, referencesBefore: [String] = [],
        _ style: (_ blocks: Range<Int>, _ referencesBefore: [String]) -> StyledDocument
    ) -> (parts: [(blocks: Range<Int>, styled: StyledDocument)], end: Int) {
        var parts: [(blocks: Range<Int>, styled: StyledDocument)] = []
        var start = blocks.lowerBound
        var numbered = referencesBefore
        while start < blocks.upperBound {
            var end = start
            var bytes = 0
            repeat {
                bytes += textBytes(ofBlock: end)
                end += 1
            } while end < blocks.upperBound && (end - start < blocksPerPart || bytes < minimumBytes)
            end = allowedEnd(end)
            var styled = style(start..<end, numbered)
            while styled.leavesHTMLOpen && end < top.count {
                // Doubling the part bounds the work of styling it again by twice its final size.
                end = allowedEnd(min(start + 2 * (end - start), top.count))
                styled = style(start..<end, numbered)
            }
            parts.append((start..<end, styled))
            numbered = styled.referenceURLs
            start = end
        }
        return (parts, max(start, blocks.upperBound))
    }

    /// The bytes of text in top-level block `block`'s nodes.
    private func textBytes(ofBlock block: Int) -> Int {
        var bytes = 0
        for index in nodes(block..<(block + 1)) { bytes += Int(tree[index].text.count) }
        return bytes
    }

    /// The first end at or after `wanted` that ``mayEnd(before:)`` allows.
    private func allowedEnd(_ wanted: Int) -> Int {
        mayEnd(before: wanted) ? wanted : top.count
    }
}

/// The blank lines between stacked parts, collapsed as the margins between blocks of one
/// styled document are: the larger of the margin below the last part that showed blocks (or
/// parts since that showed none) and the one above the next.
///
/// ```swift
/// var stack = PartStack()
/// for part in parts { if let gap = stack.gap(before: part) { output += blankLines(gap) + render(part) } }
/// ```
package struct PartStack: Sendable {
    /// The margin the parts since the last shown one ask for below them.
    package private(set) var pending = 0
    /// Whether a part with blocks was shown (the first has no gap above it).
    package private(set) var shownAny = false

    package init() {}

    /// The blank lines to put above `part`, or `nil` when it shows no blocks (link definitions
    /// only): its margin is kept for the next.
    package mutating func gap(before part: StyledDocument) -> Int? {
        guard part.blockCount > 0 else {
            pending = max(pending, part.trailingGap)
            return nil
        }
        let gap = shownAny ? max(pending, part.leadingGap) : 0
        pending = part.trailingGap
        shownAny = true
        return gap
    }
}
