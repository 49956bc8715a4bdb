import MarkdownTheme

/// A piece of a laid-out line: bytes of the styled document's text (repeated), their width in
/// cells, a style id and a link id (0 for none).
package struct Segment: Sendable, Hashable {
    /// Byte offset of the text in the document's buffer.
    package var offset: UInt32
    /// Byte count of the text.
    package var count: UInt32
    /// How many times the text repeats (fills, borders, rules).
    package var repeats: UInt32
    /// Cells of the whole segment (all repeats).
    package var width: UInt32
    package var style: UInt32
    /// 1-based index into the document's links; 0 for none.
    package var link: UInt32

    package init(offset: UInt32, count: UInt32, repeats: UInt32 = 1, width: UInt32, style: UInt32, link: UInt32 = 0) {
        self.offset = offset
        self.count = count
        self.repeats = repeats
        self.width = width
        self.style = style
        self.link = link
    }

    /// Whether it shows nothing: no bytes and no cells (a building output drops it).
    package var isEmpty: Bool { width == 0 && count == 0 }

    /// Whether it is blank indentation: the unstyled space at offset 0 of the document's
    /// text, repeated (see ``spaces(_:style:)``).
    package var isBlank: Bool { offset == 0 && count == 1 && style == 0 && width > 0 }

    /// `count` spaces as one segment: the space at offset 0 of every styled document's text,
    /// repeated.
    static func spaces(_ count: Int, style: UInt32 = 0) -> Segment {
        Segment(offset: 0, count: 1, width: 1, style: style).repeated(count)
    }

    /// This segment in style `style`.
    package func styled(_ style: UInt32) -> Segment {
        var copy = self
        copy.style = style
        return copy
    }

    /// This segment repeated `times` times (at most `UInt32.max` times and cells: a layout
    /// is never wider than ``DocumentLayout/maximumWidth``, so only a bad caller reaches the cap).
    package func repeated(_ times: Int) -> Segment {
        var copy = self
        copy.repeats = UInt32(clamping: times)
        copy.width = UInt32(clamping: UInt64(width / max(repeats, 1)) * UInt64(copy.repeats))
        return copy
    }
}

/// A run of styled inline text: sanitized bytes in the buffer, width, style and link.
package struct StyledRun: Sendable, Hashable {
    package var offset: UInt32
    package var count: UInt32
    package var style: UInt32
    package var link: UInt32
    package var isURL: Bool
    /// Whether it is kept whole: no break inside it, its spaces kept at a line's edges (a
    /// block's or a code span's padding, a badge's label).
    package var isWhole = false
    /// Whether it is inline code: it breaks only at its spaces, and only when it does not
    /// fit on a line (see ``RunBreaks/atSpaces``).
    package var isCode = false
}

/// A line group of text between hard breaks, with its break opportunities prepared once.
package struct StyledText: Sendable {
    package var runs: Range<Int32>
    package var prepared: PreparedText
}

/// A container of blocks that adds a prefix to each of their lines: a block quote's bar, a
/// list item's marker and hanging indent, a footnote's number, an indent.
///
/// Prefix pieces are segments in ``StyledDocument/pieces``. `first` is shown on the first
/// line of the container's first block, `rest` on every other line; both have ``width``
/// cells. `gap` is shown on blank lines between blocks inside (the bar without its space).
package struct Container: Sendable {
    package var parent: Int32
    package var first: Range<Int32>
    package var rest: Range<Int32>
    package var gap: Range<Int32>
    package var width: Int32
    package var gapWidth: Int32
    /// The nearest container, this one or an ancestor, whose gap pieces are not empty; -1.
    package var gapAnchor: Int32
}

/// One block of the flat layout list.
package struct LayoutBlock: Sendable {
    /// The innermost container of the block, -1 for none.
    package var container: Int32
    /// The innermost container already open before this block (its lines were shown);
    /// containers between this and ``container`` show their first pieces on the block's
    /// first line.
    package var outer: Int32
    /// Blank lines before the block (margins collapsed; 0 for the first block).
    package var gapBefore: Int32
    package var content: BlockContent
    /// The 1-based source line the block starts on (0 for text made by styling alone).
    package var sourceLine: Int32 = 0
}

/// What a layout block holds.
package enum BlockContent: Sendable {
    /// Paragraphs, headings, footnote and reference lines: line groups wrapped to the width.
    case text(texts: Range<Int32>, alignment: BlockAlignment)
    /// Code and shown HTML blocks: verbatim lines.
    case code(CodeBlockContent)
    /// A thematic break: `glyph` repeated across the width.
    case rule(glyph: Segment)
    /// A table, by index into ``StyledDocument/tables``.
    case table(Int32)
    /// A picture: a block of cells its renderer fills (see ``ImageAttachment/cells(available:)``).
    case image(ImageBlockContent)
}

/// A picture's block: which image, and the placeholder text its first row shows where the
/// picture is not drawn (plain text, a snapshot), when it fits.
package struct ImageBlockContent: Sendable {
    /// Index into ``StyledDocument/images``.
    package var image: Int32
    /// The placeholder, in the image style, with the image's link.
    package var placeholder: Segment
    /// The style of the block's blank cells, with the image's link too.
    package var blank: Segment
}

/// A code block's lines (tab-expanded, sanitized) and how they overflow.
package struct CodeBlockContent: Sendable {
    package var lines: Range<Int32>
    /// The highlighted spans of the lines, in ``StyledDocument/codeSpans`` (in order).
    package var spans: Range<Int32>
    package var style: UInt32
    package var padding: Int32
    package var fill: Bool
    package var overflow: CodeOverflow
    /// The wrap marker (width 0 when none).
    package var marker: Segment
    /// The widest line, in cells.
    package var maxWidth: Int32
}

/// One verbatim line of a code block.
package struct CodeLine: Sendable {
    package var offset: UInt32
    package var count: UInt32
    package var width: UInt32
    /// Printable ASCII only: one byte is one cell, so cutting needs no cluster walk.
    package var isASCII: Bool
}
