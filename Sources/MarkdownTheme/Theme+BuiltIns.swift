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

    /// The theme `auto` stands for: on a terminal (any depth but ``ColorDepth/none``,
    /// `NO_COLOR` included, which keeps bold, italic and underline) ``light`` or ``dark``
    /// for its background; where no escape is written, such as a pipe, ``plain``, which
    /// marks in text what attributes would (nothing is lost).
    ///
    /// ```swift
    /// let depth = ColorDepth.detect(environment: environment, isTerminal: isatty(1) == 1)
    /// let theme = Theme.automatic(for: depth, background: .light)   // .light
    /// ```
    public static func automatic(for depth: ColorDepth, background: TerminalBackground = .dark) -> Theme {
        if depth == .none { return .plain }
        return background == .light ? .light : .dark
    }

    /// The name that selects ``automatic(for:background:)`` wherever a theme name is accepted.
    package static let automaticName = "auto"
}
