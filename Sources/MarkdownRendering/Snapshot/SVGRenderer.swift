import MarkdownLayout
import MarkdownTheme

/// Renders a layout as a self-contained SVG picture of the terminal output: the same cells
/// at the same width, colours at true colour, attributes, links kept as links, optionally
/// in a window-like frame.
///
/// Every cell is 12 × 24 units (the font is 20 units, a monospace stack with no network
/// fonts); each run is placed by its cell column. Document text is escaped in one place
/// (`XMLEscaper`), so it can never become markup.
///
/// ```swift
/// let layout = StyledDocument(document: document, theme: .dark).layout(width: 80)
/// let svg = SVGRenderer(options: SnapshotOptions(frame: true, title: "README.md")).render(layout)
/// ```
public struct SVGRenderer: Sendable {
    public var options: SnapshotOptions

    /// Width and height of one cell, and the font size, in SVG units.
    static let cellWidth = 12
    static let cellHeight = 24
    static let fontSize = 20
    /// From a row's top to the text's baseline.
    static let baseline = 18

    public init(options: SnapshotOptions = SnapshotOptions()) {
        self.options = options
    }

    /// The SVG document.
    public func render(_ layout: DocumentLayout) -> String {
        let grid = SnapshotGrid(layout: layout, palette: options.palette)
        let geometry = SnapshotGeometry(grid: grid, frame: options.frame)
        let palette = options.palette
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(geometry.width)" height="\(geometry.height)" \
            viewBox="0 0 \(geometry.width) \(geometry.height)" xml:space="preserve">

            """
        out += "<style>\n"
        out += "text{font-family:\(SnapshotOptions.fontFamily);font-size:\(SVGRenderer.fontSize)px;white-space:pre}\n"
        out += ".e{font-family:\(SnapshotOptions.emojiFontFamily)}\n"
        out += ".t{font-size:14px;fill:\(XMLEscaper.hex(palette.title))}\n"
        for id in grid.usedStyles { out += ".s\(id){\(SVGRenderer.css(grid.styles[Int(id)]))}\n" }
        out += "</style>\n"
        appendChrome(geometry, to: &out)
        out += "<g transform=\"translate(\(geometry.left),\(geometry.top))\">\n"
        for (index, row) in grid.rows.enumerated() {
            appendRow(row, at: index * SVGRenderer.cellHeight, grid: grid, to: &out)
        }
        for placement in layout.placements {
            guard let picture = options.pictures[placement.image] else { continue }
            out += "<image x=\"\(placement.column * SVGRenderer.cellWidth)\" y=\"\(placement.row * SVGRenderer.cellHeight)\" "
            out += "width=\"\(placement.columns * SVGRenderer.cellWidth)\" height=\"\(placement.rows * SVGRenderer.cellHeight)\" "
            out += "preserveAspectRatio=\"xMidYMid meet\" href=\"\(picture.dataURL)\"/>\n"
        }
        out += "</g>\n</svg>\n"
        return out
    }

    private func appendChrome(_ geometry: SnapshotGeometry, to out: inout String) {
        let palette = options.palette
        let background = XMLEscaper.hex(palette.background)
        guard options.frame else {
            out += "<rect width=\"\(geometry.width)\" height=\"\(geometry.height)\" fill=\"\(background)\"/>\n"
            return
        }
        let bar = XMLEscaper.hex(palette.titleBar)
        out += "<rect width=\"\(geometry.width)\" height=\"\(geometry.height)\" rx=\"10\" fill=\"\(background)\"/>\n"
        out += "<rect width=\"\(geometry.width)\" height=\"\(SnapshotGeometry.titleBar)\" rx=\"10\" fill=\"\(bar)\"/>\n"
        out += "<rect y=\"\(SnapshotGeometry.titleBar - 10)\" width=\"\(geometry.width)\" height=\"10\" fill=\"\(bar)\"/>\n"
        for (index, color) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
            out += "<circle cx=\"\(20 + index * 20)\" cy=\"18\" r=\"6\" fill=\"\(color)\"/>\n"
        }
        if let title = options.title, !title.isEmpty {
            out += "<text class=\"t\" x=\"\(geometry.width / 2)\" y=\"23\" text-anchor=\"middle\">"
            XMLEscaper.append(title, to: &out)
            out += "</text>\n"
        }
    }

    private func appendRow(_ row: SnapshotGrid.Row, at y: Int, grid: SnapshotGrid, to out: inout String) {
        let cell = SVGRenderer.cellWidth
        for rect in row.backgrounds {
            out += "<rect x=\"\(rect.column * cell)\" y=\"\(y)\" width=\"\(rect.width * cell)\" height=\"\(SVGRenderer.cellHeight)\" "
            out += "fill=\"\(XMLEscaper.hex(rect.color))\"/>\n"
        }
        for piece in row.pieces {
            if let url = piece.url {
                out += "<a href=\""
                XMLEscaper.appendURL(url, to: &out)
                out += "\">"
            }
            let x = piece.isWide ? piece.column * cell + piece.width * cell / 2 : piece.column * cell
            out += "<text class=\"s\(piece.style)\(piece.isEmoji ? " e" : "")\" x=\"\(x)\" y=\"\(y + SVGRenderer.baseline)\""
            if piece.isWide {
                out += " text-anchor=\"middle\">"
            } else {
                out += " textLength=\"\(piece.width * cell)\" lengthAdjust=\"spacingAndGlyphs\">"
            }
            XMLEscaper.append(piece.text, to: &out)
            out += "</text>"
            let style = grid.styles[Int(piece.style)]
            if style.underline {
                out +=
                    "<rect class=\"s\(piece.style)\" x=\"\(piece.column * cell)\" y=\"\(y + 21)\" width=\"\(piece.width * cell)\" height=\"1\"/>"
            }
            if style.strikethrough {
                out +=
                    "<rect class=\"s\(piece.style)\" x=\"\(piece.column * cell)\" y=\"\(y + 12)\" width=\"\(piece.width * cell)\" height=\"1\"/>"
            }
            if piece.url != nil { out += "</a>" }
            out += "\n"
        }
    }

    /// A style's CSS: fill, weight, slant, faintness.
    static func css(_ style: SnapshotStyle) -> String {
        "fill:\(XMLEscaper.hex(style.foreground))" + style.fontCSS
    }
}

/// Where the grid sits in a snapshot: padding, the title bar, the whole size (SVG units).
struct SnapshotGeometry {
    static let titleBar = 36
    let left: Int
    let top: Int
    let width: Int
    let height: Int

    init(grid: SnapshotGrid, frame: Bool) {
        let padding = frame ? 20 : 12
        left = padding
        top = frame ? SnapshotGeometry.titleBar + 12 : padding
        width = grid.columns * SVGRenderer.cellWidth + 2 * padding
        height = top + grid.rows.count * SVGRenderer.cellHeight + padding
    }
}
