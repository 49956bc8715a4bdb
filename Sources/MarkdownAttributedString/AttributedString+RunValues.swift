import Foundation

/// The attributes that have a value where they are unset, read without `?? false`: a run
/// is emphasised or not, at list depth 0 or more, at size 1 unless styled otherwise.
/// (Attributes that say what a run is, such as ``MarkdownAttributes/HeadingLevel``, stay
/// optional: `nil` is "not a heading".)
///
/// ```swift
/// for run in text.runs where run.isStrong && run.listDepth == 0 { print(text[run.range].characters) }
/// ```
extension AttributedString.Runs.Run {
    /// Inside inline code.
    public var isCode: Bool { self[MarkdownAttributes.IsCode.self] ?? false }
    /// Inside `*emphasis*`.
    public var isEmphasis: Bool { self[MarkdownAttributes.IsEmphasis.self] ?? false }
    /// Inside `**strong**`.
    public var isStrong: Bool { self[MarkdownAttributes.IsStrong.self] ?? false }
    /// Inside `~~strikethrough~~`.
    public var isStrikethrough: Bool { self[MarkdownAttributes.IsStrikethrough.self] ?? false }
    /// How many lists the run is inside (0 outside any).
    public var listDepth: Int { self[MarkdownAttributes.ListDepth.self] ?? 0 }
    /// How many block quotes the run is inside (0 outside any).
    public var quoteDepth: Int { self[MarkdownAttributes.QuoteDepth.self] ?? 0 }
    /// In a table's header row.
    public var tableHeader: Bool { self[MarkdownAttributes.TableHeader.self] ?? false }
    /// The font size as a multiple of the body's (1 unless ``MarkdownTextStyles`` say otherwise).
    public var sizeScale: Double { self[MarkdownAttributes.SizeScale.self] ?? 1 }
    /// Whether the theme makes the text bold.
    public var themeBold: Bool { self[MarkdownAttributes.ThemeBold.self] ?? false }
    /// Whether the theme makes the text italic.
    public var themeItalic: Bool { self[MarkdownAttributes.ThemeItalic.self] ?? false }
    /// Whether the theme underlines the text.
    public var themeUnderline: Bool { self[MarkdownAttributes.ThemeUnderline.self] ?? false }
    /// Whether the theme strikes the text through.
    public var themeStrikethrough: Bool { self[MarkdownAttributes.ThemeStrikethrough.self] ?? false }
    /// Whether the theme makes the text faint.
    public var themeFaint: Bool { self[MarkdownAttributes.ThemeFaint.self] ?? false }
    /// Whether the theme swaps foreground and background.
    public var themeInverse: Bool { self[MarkdownAttributes.ThemeInverse.self] ?? false }
}
