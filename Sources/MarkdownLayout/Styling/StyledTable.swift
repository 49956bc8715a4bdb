import MarkdownTheme
import MarkdownTree

/// A GFM table, styled: rows of cells of prepared text, column alignments, border glyphs.
package struct StyledTable: Sendable {
    package var columns: Int
    package var alignments: [ColumnAlignment]
    /// Cells of each row, `columns` per row (missing cells are empty), header rows first.
    package var cells: [StyledCell]
    package var headerRows: Int
    /// The widest content of each column, unwrapped.
    package var naturalWidths: [Int]
    /// The widest word of each column.
    package var wordWidths: [Int]
    package var borders: TableBorders
    package var padding: Int
    package var glyphs: BorderGlyphs
    /// For the stacked fallback (``StackedRecords``, built when a width needs it): the
    /// `": "` run after a header, in the header style (nil without a header row), and the
    /// `" "` run that joins a cell's line groups. Their bytes are in the styled buffer.
    package var separator: StyledRun?
    package var joiner: StyledRun

    package var rows: Int { columns == 0 ? 0 : cells.count / columns }

    package func cell(row: Int, column: Int) -> StyledCell { cells[row * columns + column] }
}

/// One table cell: its line groups (split at hard breaks) and its natural width.
package struct StyledCell: Sendable {
    package var texts: Range<Int32>
    package var naturalWidth: Int
}

/// Border glyphs as segments of the document's buffer, each one cell wide.
package struct BorderGlyphs: Sendable {
    package var horizontal: Segment
    package var vertical: Segment
    /// Corners and junctions: top (left, middle, right), middle row, bottom row.
    package var top: (Segment, Segment, Segment)
    package var middle: (Segment, Segment, Segment)
    package var bottom: (Segment, Segment, Segment)
    package var space: Segment
}
