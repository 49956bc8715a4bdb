extension Theme {
    /// The built-in themes, the default (``dark``) first.
    ///
    /// ```swift
    /// for theme in Theme.builtIns { print(theme.name, theme.summary ?? "") }
    /// ```
    public static let builtIns: [Theme] = [.dark, .light, .ascii, .plain, .dracula]

    /// The built-in theme called `name`, if there is one.
    ///
    /// ```swift
    /// let theme = Theme.named("light") ?? .dark
    /// ```
    public static func named(_ name: String) -> Theme? {
        builtIns.first { $0.name == name }
    }
}
