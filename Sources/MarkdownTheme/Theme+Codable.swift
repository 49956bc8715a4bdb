extension Theme: Codable, ThemeRecord {
    /// Every key of a theme file but `name` and `extends` (see ``ThemeOverlay``).
    static let fields: [ThemeField<Theme>] = [
        .value("summary", .text, { $0.summary }, { $1(&$0.summary) }),
        .section("document", { $0.document }, { $1(&$0.document) }),
        .section("paragraph", { $0.paragraph }, { $1(&$0.paragraph) }),
        .section("headings", { $0.headings }, { $1(&$0.headings) }),
        .section("blockQuote", { $0.blockQuote }, { $1(&$0.blockQuote) }),
        .section("list", { $0.list }, { $1(&$0.list) }),
        .section("task", { $0.task }, { $1(&$0.task) }),
        .section("codeBlock", { $0.codeBlock }, { $1(&$0.codeBlock) }),
        .section("syntax", { $0.syntax }, { $1(&$0.syntax) }),
        .section("code", { $0.code }, { $1(&$0.code) }),
        .section("emphasis", { $0.emphasis }, { $1(&$0.emphasis) }),
        .section("strong", { $0.strong }, { $1(&$0.strong) }),
        .section("strikethrough", { $0.strikethrough }, { $1(&$0.strikethrough) }),
        .section("link", { $0.link }, { $1(&$0.link) }),
        .section("image", { $0.image }, { $1(&$0.image) }),
        .section("thematicBreak", { $0.thematicBreak }, { $1(&$0.thematicBreak) }),
        .section("table", { $0.table }, { $1(&$0.table) }),
        .section("footnotes", { $0.footnotes }, { $1(&$0.footnotes) }),
        .section("html", { $0.html }, { $1(&$0.html) }),
        .section("alerts", { $0.alerts }, { $1(&$0.alerts) }),
        .section("frontMatter", { $0.frontMatter }, { $1(&$0.frontMatter) }),
        .section("placeholder", { $0.placeholder }, { $1(&$0.placeholder) }),
        .value("frontMatterDisplay", .choice, { $0.frontMatterDisplay }, { $1(&$0.frontMatterDisplay) }),
        .styles("custom", { $0.custom }, { $1(&$0.custom) }),
        .value("bidiControls", .choice, { $0.bidiControls }, { $1(&$0.bidiControls) }),
        .value("measure", .count, { $0.measure }, { $1(&$0.measure) }),
        .value("emojiShortcodes", .flag, { $0.emojiShortcodes }, { $1(&$0.emojiShortcodes) }),
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
        var theme = self
        theme.merge(override)
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
        let name = ThemeField<ThemeOverlay>.value("name", .text, { $0.name }, { $1(&$0.name) })
        let extends = ThemeField<ThemeOverlay>.value(
            "extends", .nonEmpty("a built-in theme name or a relative path"), { $0.extends }, { $1(&$0.extends) })
        return [name] + own.prefix(1) + [extends] + own.dropFirst()
    }()

    init() {}

    init(from decoder: any Decoder) throws {
        try self.init(fields: decoder)
        if let name { theme.name = name }
    }
}
