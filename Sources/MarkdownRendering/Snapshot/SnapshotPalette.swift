import MarkdownTheme

/// The terminal a snapshot pretends to be: its default foreground and background, and the
/// window chrome around them. Theme colours are drawn at true colour (`TerminalColor.rgbValue`).
///
/// ```swift
/// let palette = SnapshotPalette.suited(to: .light)   // dark text on a light window
/// ```
public struct SnapshotPalette: Sendable, Hashable {
    /// Text with no colour of its own.
    public var foreground: RGB
    /// The window's background, behind text with no background of its own.
    public var background: RGB
    /// The frame's title bar.
    public var titleBar: RGB
    /// The frame's title text.
    public var title: RGB

    public init(foreground: RGB, background: RGB, titleBar: RGB, title: RGB) {
        self.foreground = foreground
        self.background = background
        self.titleBar = titleBar
        self.title = title
    }

    /// Light text on a near-black window.
    public static let dark = SnapshotPalette(
        foreground: RGB(0xd4, 0xd4, 0xd4), background: RGB(0x1e, 0x1e, 0x1e), titleBar: RGB(0x32, 0x32, 0x32),
        title: RGB(0xa0, 0xa0, 0xa0))
    /// Dark text on a near-white window.
    public static let light = SnapshotPalette(
        foreground: RGB(0x30, 0x30, 0x30), background: RGB(0xfb, 0xfb, 0xfb), titleBar: RGB(0xe4, 0xe4, 0xe4),
        title: RGB(0x50, 0x50, 0x50))

    /// The palette a theme was made for: ``light`` when the theme's document text is dark,
    /// ``dark`` otherwise.
    public static func suited(to theme: Theme) -> SnapshotPalette {
        guard let color = theme.document.foreground else { return .dark }
        let rgb = color.rgbValue
        let luma = 299 * Int(rgb.red) + 587 * Int(rgb.green) + 114 * Int(rgb.blue)
        return luma < 128_000 ? .light : .dark
    }

    /// The colours and attributes a run is drawn with: inverse swaps foreground and
    /// background, defaults come from the palette.
    func resolve(_ attributes: TextAttributes) -> SnapshotStyle {
        var foreground = attributes.foreground?.rgbValue ?? self.foreground
        var background = attributes.background?.rgbValue
        if attributes.inverse {
            let swapped = background ?? self.background
            background = foreground
            foreground = swapped
        }
        return SnapshotStyle(
            foreground: foreground, background: background, bold: attributes.bold, faint: attributes.faint, italic: attributes.italic,
            underline: attributes.underline, strikethrough: attributes.strikethrough)
    }
}

/// Resolved drawing attributes of one style id.
struct SnapshotStyle: Hashable {
    var foreground: RGB
    /// `nil`: the window's background shows.
    var background: RGB?
    var bold: Bool
    var faint: Bool
    var italic: Bool
    var underline: Bool
    var strikethrough: Bool

    /// The CSS both snapshot formats share: weight, slant, faintness (after the colour).
    var fontCSS: String {
        var css = ""
        if bold { css += ";font-weight:bold" }
        if italic { css += ";font-style:italic" }
        if faint { css += ";opacity:0.6" }
        return css
    }
}
