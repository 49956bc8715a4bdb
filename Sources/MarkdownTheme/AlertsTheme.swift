/// GitHub alerts (`> [!NOTE]`, `[!TIP]`, `[!IMPORTANT]`, `[!WARNING]`, `[!CAUTION]`): a
/// callout with a title line naming the kind, a bar in the kind's colour, the body inside.
///
/// ```swift
/// var theme = Theme.dark
/// theme.alerts.warning.glyph = "!"
/// theme.alerts.warning.style.foreground = .ansi(3)
/// ```
public struct AlertsTheme: Sendable, Hashable {
    /// The body's style, over the blocks around the alert (in place of the block quote's).
    public var style = Style()
    /// The bar at the left of every line, such as `"┃ "`; the block quote's bar when `nil`.
    public var bar: String?
    /// The title line's style, over its kind's style (such as bold).
    public var titleStyle = Style()
    public var note = AlertTheme()
    public var tip = AlertTheme()
    public var important = AlertTheme()
    public var warning = AlertTheme()
    public var caution = AlertTheme()

    public init() {}
}

/// One kind of alert: its glyph and title, and the colour its bar and title take.
public struct AlertTheme: Sendable, Hashable {
    /// Shown before the title, such as `"ⓘ"` or `"(i)"`; nothing when `nil` or empty.
    public var glyph: String?
    /// The title, such as `"Note"`; GitHub's title for the kind when `nil`.
    public var title: String?
    /// The bar's and the title's style.
    public var style = Style()

    public init(glyph: String? = nil, title: String? = nil, style: Style = Style()) {
        self.glyph = glyph
        self.title = title
        self.style = style
    }
}

extension AlertsTheme {
    /// The built-ins' callouts: a bar, a title in the kind's style, and each kind's glyph
    /// (Unicode, or ASCII for the 7-bit themes) and style.
    static func callouts(
        ascii: Bool, bar: String, style: Style, titleStyle: Style, note: Style = Style(), tip: Style = Style(),
        important: Style = Style(), warning: Style = Style(), caution: Style = Style()
    ) -> AlertsTheme {
        var alerts = AlertsTheme()
        alerts.style = style
        alerts.bar = bar
        alerts.titleStyle = titleStyle
        alerts.note = AlertTheme(glyph: ascii ? "(i)" : "ℹ", style: note)
        alerts.tip = AlertTheme(glyph: ascii ? "(+)" : "✦", style: tip)
        alerts.important = AlertTheme(glyph: ascii ? "(!)" : "❢", style: important)
        alerts.warning = AlertTheme(glyph: ascii ? "/!\\" : "⚠", style: warning)
        alerts.caution = AlertTheme(glyph: ascii ? "(x)" : "✖", style: caution)
        return alerts
    }

    public func merging(_ override: AlertsTheme) -> AlertsTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.bar = override.bar ?? bar
        merged.titleStyle = titleStyle.merging(override.titleStyle)
        merged.note = note.merging(override.note)
        merged.tip = tip.merging(override.tip)
        merged.important = important.merging(override.important)
        merged.warning = warning.merging(override.warning)
        merged.caution = caution.merging(override.caution)
        return merged
    }
}

extension AlertTheme {
    public func merging(_ override: AlertTheme) -> AlertTheme {
        AlertTheme(glyph: override.glyph ?? glyph, title: override.title ?? title, style: style.merging(override.style))
    }
}

extension AlertsTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, bar, titleStyle, note, tip, important, warning, caution
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        style = try container.section(.style, default: Style())
        bar = try container.text(.bar)
        titleStyle = try container.section(.titleStyle, default: Style())
        note = try container.section(.note, default: AlertTheme())
        tip = try container.section(.tip, default: AlertTheme())
        important = try container.section(.important, default: AlertTheme())
        warning = try container.section(.warning, default: AlertTheme())
        caution = try container.section(.caution, default: AlertTheme())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(style, forKey: .style, unless: Style())
        try container.encodeIfPresent(bar, forKey: .bar)
        try container.encode(titleStyle, forKey: .titleStyle, unless: Style())
        try container.encode(note, forKey: .note, unless: AlertTheme())
        try container.encode(tip, forKey: .tip, unless: AlertTheme())
        try container.encode(important, forKey: .important, unless: AlertTheme())
        try container.encode(warning, forKey: .warning, unless: AlertTheme())
        try container.encode(caution, forKey: .caution, unless: AlertTheme())
    }
}

extension AlertTheme: Codable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case glyph, title, style
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self, expected: "an object")
        self.init()
        glyph = try container.text(.glyph)
        title = try container.text(.title)
        style = try container.section(.style, default: Style())
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(glyph, forKey: .glyph)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encode(style, forKey: .style, unless: Style())
    }
}
