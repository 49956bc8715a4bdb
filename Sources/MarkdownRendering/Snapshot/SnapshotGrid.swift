import MarkdownLayout
import MarkdownText
import MarkdownTheme

/// A layout cut into what a snapshot draws, by cell column: text pieces, background
/// rectangles and links. SVG and HTML snapshots share it, so both place every piece by its
/// column, never by string length.
///
/// A piece is either a run of narrow characters (one cell each, zero-width marks riding
/// along) or one wide character (two cells), so a font whose glyphs are not exactly one or
/// two cells wide cannot push later text off the grid.
struct SnapshotGrid {
    struct Piece {
        var column: Int
        var width: Int
        var text: String
        var style: UInt32
        /// A safe URL to link to, if the piece is part of a link.
        var url: String?
        /// One wide character (centred in its two cells).
        var isWide: Bool
        /// One emoji (drawn with the emoji fonts first).
        var isEmoji = false
    }

    struct Rect {
        var column: Int
        var width: Int
        var color: RGB
    }

    struct Row {
        var pieces: [Piece] = []
        var backgrounds: [Rect] = []
    }

    let columns: Int
    let rows: [Row]
    /// Resolved drawing attributes, by style id.
    let styles: [SnapshotStyle]
    /// The style ids some piece uses, ascending.
    let usedStyles: [UInt32]

    init(layout: DocumentLayout, palette: SnapshotPalette) {
        let styles = layout.styles.attributes.map { palette.resolve($0) }
        var used = Set<UInt32>()
        var rows: [Row] = []
        rows.reserveCapacity(layout.rowCount)
        for index in 0..<layout.rowCount {
            var row = Row()
            var column = 0
            for part in layout.line(index).parts {
                let style = styles[Int(part.style)]
                if let background = style.background, part.width > 0 {
                    if let last = row.backgrounds.last, last.color == background, last.column + last.width == column {
                        row.backgrounds[row.backgrounds.count - 1].width += part.width
                    } else {
                        row.backgrounds.append(Rect(column: column, width: part.width, color: background))
                    }
                }
                // Only allowed schemes are links at all: the styler judged every URL.
                let url = part.link.flatMap { layout.links[$0 - 1].url }
                let decorated = style.underline || style.strikethrough
                SnapshotGrid.split(part.text, at: column) { piece in
                    // Blank narrow runs draw nothing unless decorated.
                    if !decorated && !piece.isWide && piece.text.allSatisfy({ $0 == " " }) { return }
                    var piece = piece
                    piece.style = part.style
                    piece.url = url
                    used.insert(part.style)
                    row.pieces.append(piece)
                }
                column += part.width
            }
            rows.append(row)
        }
        self.columns = layout.width
        self.rows = rows
        self.styles = styles
        self.usedStyles = used.sorted()
    }

    /// Splits `text` starting at `column` into narrow runs and single wide clusters, with
    /// the text module's clusters and widths.
    private static func split(_ text: String, at column: Int, _ emit: (Piece) -> Void) {
        var run: Substring = ""
        var runStart = column
        var runWidth = 0
        var x = column
        for (cluster, width) in CellWidth.clusters(of: text) {
            if width >= 2 {
                if !run.isEmpty { emit(Piece(column: runStart, width: runWidth, text: String(run), style: 0, url: nil, isWide: false)) }
                var piece = Piece(column: x, width: width, text: String(cluster), style: 0, url: nil, isWide: true)
                piece.isEmoji = CellWidth.isEmoji(cluster: cluster.utf8)
                emit(piece)
                run = ""
                runWidth = 0
                x += width
                runStart = x
            } else {
                run = run.isEmpty ? cluster : text[run.startIndex..<cluster.endIndex]
                runWidth += width
                x += width
            }
        }
        if !run.isEmpty { emit(Piece(column: runStart, width: runWidth, text: String(run), style: 0, url: nil, isWide: false)) }
    }
}
