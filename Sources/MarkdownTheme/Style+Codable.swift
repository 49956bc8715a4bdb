extension Style: Codable, ThemeRecord {
    static let fields: [ThemeField<Style>] = [
        .value("foreground", .colour, { $0.foreground }, { $1(&$0.foreground) }),
        .value("background", .colour, { $0.background }, { $1(&$0.background) }),
        .value("bold", .flag, { $0.bold }, { $1(&$0.bold) }),
        .value("faint", .flag, { $0.faint }, { $1(&$0.faint) }),
        .value("italic", .flag, { $0.italic }, { $1(&$0.italic) }),
        .value("underline", .flag, { $0.underline }, { $1(&$0.underline) }),
        .value("strikethrough", .flag, { $0.strikethrough }, { $1(&$0.strikethrough) }),
        .value("inverse", .flag, { $0.inverse }, { $1(&$0.inverse) }),
        .value("textCase", .choice, { $0.textCase }, { $1(&$0.textCase) }),
        .value("marginTop", .count, { $0.marginTop }, { $1(&$0.marginTop) }),
        .value("marginBottom", .count, { $0.marginBottom }, { $1(&$0.marginBottom) }),
        .value("indent", .count, { $0.indent }, { $1(&$0.indent) }),
        .value("indentToken", .text, { $0.indentToken }, { $1(&$0.indentToken) }),
        .value("prefix", .text, { $0.prefix }, { $1(&$0.prefix) }),
        .value("suffix", .text, { $0.suffix }, { $1(&$0.suffix) }),
        .value("blockPrefix", .text, { $0.blockPrefix }, { $1(&$0.blockPrefix) }),
        .value("blockSuffix", .text, { $0.blockSuffix }, { $1(&$0.blockSuffix) }),
        .value("alignment", .choice, { $0.alignment }, { $1(&$0.alignment) }),
        .value("padding", .count, { $0.padding }, { $1(&$0.padding) }),
        .value("fill", .flag, { $0.fill }, { $1(&$0.fill) }),
    ]

    /// What a style looks like in a theme file, for error messages.
    static let expectation = "an object of style fields such as {\"foreground\": \"red\", \"bold\": true}"
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
