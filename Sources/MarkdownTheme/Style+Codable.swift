extension Style: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case foreground, background, bold, faint, italic, underline, strikethrough, inverse, textCase
        case marginTop, marginBottom, indent, indentToken, prefix, suffix, blockPrefix, blockSuffix
        case alignment, padding, fill
    }

    /// What a style looks like in a theme file, for error messages.
    static let expectation = "an object of style fields such as {\"foreground\": \"red\", \"bold\": true}"

    public init(from decoder: any Decoder) throws {
        try self.init(fields: decoder.strictContainer(keyedBy: CodingKeys.self, expected: Style.expectation))
    }

    /// The style whose fields `container` holds (an object that may hold other keys too,
    /// as a heading level's `link` and `code`).
    init(fields container: KeyedDecodingContainer<CodingKeys>) throws {
        self.init()
        foreground = try container.optional(TerminalColor.self, .foreground, expected: TerminalColor.expectation)
        background = try container.optional(TerminalColor.self, .background, expected: TerminalColor.expectation)
        bold = try container.flag(.bold)
        faint = try container.flag(.faint)
        italic = try container.flag(.italic)
        underline = try container.flag(.underline)
        strikethrough = try container.flag(.strikethrough)
        inverse = try container.flag(.inverse)
        textCase = try container.choice(TextCase.self, .textCase)
        marginTop = try container.count(.marginTop)
        marginBottom = try container.count(.marginBottom)
        indent = try container.count(.indent)
        indentToken = try container.text(.indentToken)
        prefix = try container.text(.prefix)
        suffix = try container.text(.suffix)
        blockPrefix = try container.text(.blockPrefix)
        blockSuffix = try container.text(.blockSuffix)
        alignment = try container.choice(BlockAlignment.self, .alignment)
        padding = try container.count(.padding)
        fill = try container.flag(.fill)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(foreground, forKey: .foreground)
        try container.encodeIfPresent(background, forKey: .background)
        try container.encodeIfPresent(bold, forKey: .bold)
        try container.encodeIfPresent(faint, forKey: .faint)
        try container.encodeIfPresent(italic, forKey: .italic)
        try container.encodeIfPresent(underline, forKey: .underline)
        try container.encodeIfPresent(strikethrough, forKey: .strikethrough)
        try container.encodeIfPresent(inverse, forKey: .inverse)
        try container.encodeIfPresent(textCase, forKey: .textCase)
        try container.encodeIfPresent(marginTop, forKey: .marginTop)
        try container.encodeIfPresent(marginBottom, forKey: .marginBottom)
        try container.encodeIfPresent(indent, forKey: .indent)
        try container.encodeIfPresent(indentToken, forKey: .indentToken)
        try container.encodeIfPresent(prefix, forKey: .prefix)
        try container.encodeIfPresent(suffix, forKey: .suffix)
        try container.encodeIfPresent(blockPrefix, forKey: .blockPrefix)
        try container.encodeIfPresent(blockSuffix, forKey: .blockSuffix)
        try container.encodeIfPresent(alignment, forKey: .alignment)
        try container.encodeIfPresent(padding, forKey: .padding)
        try container.encodeIfPresent(fill, forKey: .fill)
    }
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
