extension Style: Codable, ThemeRecord {
    static let fields: [ThemeField<Style>] = [
        .value("foreground", \.foreground, .colour), .value("background", \.background, .colour),
        .value("bold", \.bold, .flag), .value("faint", \.faint, .flag), .value("italic", \.italic, .flag),
        .value("underline", \.underline, .flag), .value("strikethrough", \.strikethrough, .flag),
        .value("inverse", \.inverse, .flag), .value("textCase", \.textCase, .choice),
        .value("marginTop", \.marginTop, .count), .value("marginBottom", \.marginBottom, .count),
        .value("indent", \.indent, .count), .value("indentToken", \.indentToken, .text),
        .value("prefix", \.prefix, .text), .value("suffix", \.suffix, .text),
        .value("blockPrefix", \.blockPrefix, .text), .value("blockSuffix", \.blockSuffix, .text),
        .value("alignment", \.alignment, .choice), .value("padding", \.padding, .count), .value("fill", \.fill, .flag),
    ]

    /// What a style looks like in a theme file, for error messages.
    static let expectation = "an object of style fields such as {\"foreground\": \"red\", \"bold\": true}"

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }

    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }

    /// This style with every field that `override` sets replaced by its value; used when a
    /// theme extends another.
    public func merging(_ override: Style) -> Style { merged(with: override) }
}

extension Style {
    /// A style that turns every text attribute off and sets no colour: the `plain` theme's
    /// "no styling at all", stated explicitly so it also overrides what it cascades over.
    ///
    /// ```swift
    /// var quiet = Theme.dark
    /// quiet.emphasis = .unstyled
    /// ```
    public static let unstyled: Style = {
        var style = Style()
        style.bold = false
        style.faint = false
        style.italic = false
        style.underline = false
        style.strikethrough = false
        style.inverse = false
        style.textCase = TextCase.none
        return style
    }()

    /// Whether no field is set.
    public var isEmpty: Bool { self == Style() }
}
