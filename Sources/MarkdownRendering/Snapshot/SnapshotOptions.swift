/// How an SVG or HTML snapshot looks around the terminal grid.
///
/// ```swift
/// var options = SnapshotOptions(palette: .suited(to: theme))
/// options.frame = true
/// options.title = "README.md"
/// let svg = SVGRenderer(options: options).render(layout)
/// ```
public struct SnapshotOptions: Sendable, Hashable {
    /// The default colours and the chrome.
    public var palette: SnapshotPalette
    /// A window-like frame: a title bar with three dots, rounded corners.
    public var frame: Bool
    /// The title shown in the frame's title bar (and the HTML page's title).
    public var title: String?
    /// Pictures drawn at their blocks of cells, by index into the layout's
    /// `DocumentLayout.images` (none by default: a snapshot of an untrusted document
    /// carries no file of the machine that made it).
    public var pictures: [Int: SnapshotPicture] = [:]

    public init(palette: SnapshotPalette = .dark, frame: Bool = false, title: String? = nil) {
        self.palette = palette
        self.frame = frame
        self.title = title
    }

    /// Monospace fonts installed almost everywhere, then CJK fallbacks; no network fonts, so
    /// a snapshot is self-contained.
    static let fontFamily =
        "'DejaVu Sans Mono', 'Noto Sans Mono', 'Liberation Mono', 'SF Mono', Menlo, Consolas, 'Courier New', "
        + "'Noto Sans Mono CJK JP', 'Noto Sans CJK JP', monospace"

    /// For emoji only: colour emoji fonts first. (In the main stack they would take over
    /// `#` and digits, which emoji fonts also draw.)
    static let emojiFontFamily = "'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', \(fontFamily)"
}

/// A picture a snapshot embeds: a PNG, as a `data:` URL at its cells.
public struct SnapshotPicture: Sendable, Hashable {
    /// The PNG file's bytes.
    public var png: [UInt8]

    /// A picture of the PNG file `png`.
    public init(png: [UInt8]) {
        self.png = png
    }

    /// `data:image/png;base64,…`: only base64's letters, digits, `+`, `/` and `=` after the
    /// fixed prefix, so it cannot end the attribute it is in.
    var dataURL: String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out = Array("data:image/png;base64,".utf8)
        out.reserveCapacity(out.count + (png.count + 2) / 3 * 4)
        var index = 0
        while index < png.count {
            let chunk = png[index..<min(index + 3, png.count)]
            let value = chunk.enumerated().reduce(0) { $0 | Int($1.element) << (16 - 8 * $1.offset) }
            for position in 0..<4 {
                out.append(position <= chunk.count ? alphabet[(value >> (18 - 6 * position)) & 63] : UInt8(ascii: "="))
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
