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

    /// The theme `auto` stands for: ``dark`` where the output shows colour, ``plain``
    /// (no styling at all) where it does not, such as a pipe or `NO_COLOR`.
    ///
    /// ```swift
    /// let depth = ColorDepth.detect(environment: environment, isTerminal: isatty(1) == 1)
    /// let theme = Theme.automatic(for: depth)
    /// ```
    public static func automatic(for depth: ColorDepth) -> Theme {
        depth == .none ? .plain : .dark
    }

    /// The name that selects ``automatic(for:)`` wherever a theme name is accepted.
    public static let automaticName = "auto"
}
