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
