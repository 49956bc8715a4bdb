import MarkdownLayout
import MarkdownTheme

/// Renders a layout as a self-contained HTML page that looks like the terminal output: a
/// grid of `ch`-wide cells, every run absolutely placed at its cell column, colours at true
/// colour, attributes, links kept as links, optionally in a window-like frame.
///
/// The page is also well-formed XML (XHTML syntax), and document text is escaped in one
/// place (`XMLEscaper`): it can never become markup.
///
/// ```swift
/// let html = HTMLSnapshotRenderer(options: SnapshotOptions(frame: true)).render(layout)
/// ```
public struct HTMLSnapshotRenderer: Sendable {
    public var options: SnapshotOptions

    public init(options: SnapshotOptions = SnapshotOptions()) {
        self.options = options
    }

    /// The HTML page.
    public func render(_ layout: DocumentLayout) -> String {
        let grid = SnapshotGrid(layout: layout, palette: options.palette)
        let palette = options.palette
        var out = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>"
        XMLEscaper.append(options.title ?? "cmark-swift", to: &out)
        out += "</title>\n<style>\n"
        out += "body{margin:0;padding:16px;background:\(options.frame ? "#ffffff" : XMLEscaper.hex(palette.background))}\n"
        out += ".cmark-window{display:inline-block;background:\(XMLEscaper.hex(palette.background));"
        out += "font-family:\(SnapshotOptions.fontFamily);font-size:15px;line-height:1.2em;"
        out += options.frame ? "border-radius:10px;box-shadow:0 4px 16px rgba(0,0,0,0.3);overflow:hidden}\n" : "}\n"
        out += ".cmark-bar{position:relative;height:36px;background:\(XMLEscaper.hex(palette.titleBar));"
        out += "color:\(XMLEscaper.hex(palette.title));font-size:13px;line-height:36px;text-align:center}\n"
        out += ".cmark-bar i{position:absolute;top:12px;width:12px;height:12px;border-radius:6px}\n"
        out += ".cmark-grid{position:relative;margin:\(options.frame ? "12px 20px 20px" : "12px")}\n"
        out += ".cmark-grid div{position:relative;height:1.2em}\n"
        out += ".cmark-grid div>*{position:absolute;top:0;height:1.2em;white-space:pre}\n"
        out += "a{text-decoration:none}\n"
        out += ".w{text-align:center}\n.e{font-family:\(SnapshotOptions.emojiFontFamily)}\n"
        for id in grid.usedStyles { out += ".s\(id){\(HTMLSnapshotRenderer.css(grid.styles[Int(id)]))}\n" }
        out += "</style>\n</head>\n<body>\n<div class=\"cmark-window\">\n"
        if options.frame {
            out += "<div class=\"cmark-bar\"><i style=\"left:14px;background:#ff5f57\"></i>"
            out += "<i style=\"left:34px;background:#febc2e\"></i><i style=\"left:54px;background:#28c840\"></i>"
            XMLEscaper.append(options.title ?? "", to: &out)
            out += "</div>\n"
        }
        out +=
            "<div class=\"cmark-grid\" style=\"width:\(grid.columns)ch;height:\(grid.rows.count * 12 / 10).\(grid.rows.count * 12 % 10)em\">\n"
        for row in grid.rows { appendRow(row, to: &out) }
        for placement in layout.placements {
            guard let picture = options.pictures[placement.image] else { continue }
            out += "<img alt=\"\" style=\"position:absolute;object-fit:contain;left:\(placement.column)ch;"
            out += "top:\(Self.em(placement.row));width:\(placement.columns)ch;height:\(Self.em(placement.rows))\" "
            out += "src=\"\(picture.dataURL)\"/>\n"
        }
        out += "</div>\n</div>\n</body>\n</html>\n"
        return out
    }

    private func appendRow(_ row: SnapshotGrid.Row, to out: inout String) {
        out += "<div>"
        for rect in row.backgrounds {
            out += "<span style=\"left:\(rect.column)ch;width:\(rect.width)ch;background:\(XMLEscaper.hex(rect.color))\"></span>"
        }
        for piece in row.pieces {
            let tag = piece.url == nil ? "span" : "a"
            out += "<\(tag) class=\"s\(piece.style)\(piece.isWide ? " w" : "")\(piece.isEmoji ? " e" : "")\""
            if let url = piece.url {
                out += " href=\""
                XMLEscaper.appendURL(url, to: &out)
                out += "\""
            }
            out += " style=\"left:\(piece.column)ch;width:\(piece.width)ch\">"
            XMLEscaper.append(piece.text, to: &out)
            out += "</\(tag)>"
        }
        out += "</div>\n"
    }

    /// `rows` lines of 1.2em, as CSS (`1.2em` per row, written without floating point).
    static func em(_ rows: Int) -> String { "\(rows * 12 / 10).\(rows * 12 % 10)em" }

    /// A style's CSS: colour, weight, slant, faintness, lines.
    static func css(_ style: SnapshotStyle) -> String {
        var css = "color:\(XMLEscaper.hex(style.foreground))" + style.fontCSS
        switch (style.underline, style.strikethrough) {
        case (true, true): css += ";text-decoration:underline line-through"
        case (true, false): css += ";text-decoration:underline"
        case (false, true): css += ";text-decoration:line-through"
        case (false, false): break
        }
        return css
    }
}
