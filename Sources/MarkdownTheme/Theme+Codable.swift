extension Theme: Codable, ThemeRecord {
    /// Every key of a theme file but `name` and `extends` (see ``ThemeOverlay``).
    static let fields: [ThemeField<Theme>] = [
        .value("summary", \.summary, .text), .section("document", \.document), .section("paragraph", \.paragraph),
        .section("headings", \.headings), .section("blockQuote", \.blockQuote), .section("list", \.list),
        .section("task", \.task), .section("codeBlock", \.codeBlock), .section("syntax", \.syntax), .section("code", \.code),
        .section("emphasis", \.emphasis), .section("strong", \.strong), .section("strikethrough", \.strikethrough),
        .section("link", \.link), .section("image", \.image), .section("thematicBreak", \.thematicBreak),
        .section("table", \.table), .section("footnotes", \.footnotes), .section("html", \.html), .section("alerts", \.alerts),
        .section("frontMatter", \.frontMatter), .section("placeholder", \.placeholder),
        .value("frontMatterDisplay", \.frontMatterDisplay, .choice), .styles("custom", \.custom),
        .value("bidiControls", \.bidiControls, .choice), .value("measure", \.measure, .count),
        .value("emojiShortcodes", \.emojiShortcodes, .flag),
    ]

    /// A theme file that names none is called this.
    init() { self.init(name: "custom") }

    /// Decodes a theme; `"extends"` may name a built-in theme, whose fields this one's
    /// override. (Extending a file needs its directory: load with ``init(contentsOf:)``.)
    ///
    /// ```swift
    /// let theme = try JSONDecoder().decode(Theme.self, from: Data(#"{"extends": "dark"}"#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
        let overlay = try ThemeOverlay(from: decoder)
        guard let target = overlay.extends else {
            self = overlay.theme
            return
        }
        guard let base = Theme.named(target) else {
            let names = Theme.builtIns.map { "\"\($0.name)\"" }.joined(separator: ", ")
            throw ThemeValueIssue.invalid(
                at: decoder.codingPath + [AnyCodingKey("extends")], expected: "a built-in theme (\(names))",
                got: ValueSummary.quoted(target))
        }
        self = base.merging(overlay.theme)
        summary = overlay.theme.summary
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(name, forKey: AnyCodingKey("name"))
        for field in Self.fields { try field.write(self, &container) }
    }

    /// This theme with every field `override` sets replaced; the name and summary are
    /// `override`'s (the summary falls back to this theme's).
    ///
    /// ```swift
    /// var changes = Theme(name: "mine")
    /// changes.headings[1].foreground = .ansi(5)
    /// let mine = Theme.dark.merging(changes)  // dark, with magenta h1
    /// ```
    public func merging(_ override: Theme) -> Theme {
        var theme = merged(with: override)
        theme.name = override.name
        return theme
    }

    /// This theme with every value in the range a theme file may hold (counts in 0...1000,
    /// a tab width in 1...16; see ``ThemeRule``): a theme made in code with `padding: .max`
    /// lays out as one with 1000, and no sum of counts and widths in the layout can overflow.
    ///
    /// ```swift
    /// var theme = Theme(name: "wide")
    /// theme.document.indent = .max
    /// theme.bounded().document.indent   // 1000
    /// ```
    package func bounded() -> Theme { boundedFields() }
}

/// A theme file's own fields, before `extends` is applied: what it sets, and what it
/// extends.
struct ThemeOverlay: Codable, ThemeRecord {
    /// The file's `name`, if it has one.
    var name: String?
    var extends: String?
    /// The fields the file sets; named `"custom"` when the file has no name.
    var theme = Theme()

    static let expectation = "a theme object such as {\"extends\": \"dark\"}"
    static let fields: [ThemeField<ThemeOverlay>] = {
        let own = Theme.fields.map { $0.lifted(\ThemeOverlay.theme) }
        let extends = ThemeField.value("extends", \ThemeOverlay.extends, .nonEmpty("a built-in theme name or a relative path"))
        return [.value("name", \.name, .text)] + own.prefix(1) + [extends] + own.dropFirst()
    }()

    init() {}

    init(from decoder: any Decoder) throws {
        try self.init(fields: decoder)
        if let name { theme.name = name }
    }

    func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }
}
