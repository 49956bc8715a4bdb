/// The class of a token in a highlighted code block: what the theme's ``SyntaxTheme``
/// gives a style.
///
/// A `CodeHighlighter` (in the layout module) names each span of code with one of these;
/// spans a theme gives no style keep the code block's.
public enum SyntaxKind: String, Sendable, Hashable, Codable, CaseIterable, CodingKey {
    case keyword, type, function, variable, constant
    case string, escape, regex, number
    case comment, preprocessor, `operator`, punctuation
    case attribute, tag, label, link
    /// Added and removed lines of a diff.
    case inserted, deleted
    /// A diff's hunk header, a section of an INI file, a Markdown heading.
    case heading
    /// A shell session's prompt, and the output of its commands.
    case prompt, output
}

/// Styles of highlighted code, by token class, each cascading over the code block's style.
///
/// ```swift
/// var theme = Theme.dark
/// theme.syntax[.keyword] = Style(foreground: .indexed(204), bold: true)
/// theme.syntax[.comment] = Style(foreground: .indexed(244), italic: true)
/// ```
public struct SyntaxTheme: Sendable, Hashable {
    /// The styles set, by class; a class not here looks like the rest of the code.
    public var styles: [SyntaxKind: Style] = [:]

    public init() {}

    /// The style of tokens of `kind` (an empty style when the theme sets none).
    public subscript(kind: SyntaxKind) -> Style {
        get { styles[kind] ?? Style() }
        set { styles[kind] = newValue == Style() ? nil : newValue }
    }

    /// Whether the theme styles any class: highlighting code for a theme that does not
    /// would change nothing.
    public var isEmpty: Bool { styles.isEmpty }

    /// Each class's style merged with `override`'s.
    public func merging(_ override: SyntaxTheme) -> SyntaxTheme {
        var merged = self
        for (kind, style) in override.styles { merged[kind] = self[kind].merging(style) }
        return merged
    }
}

extension SyntaxTheme: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: SyntaxKind.self, expected: "an object of styles by token class")
        self.init()
        for kind in SyntaxKind.allCases {
            self[kind] = try container.section(kind, default: Style())
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SyntaxKind.self)
        for kind in SyntaxKind.allCases {
            try container.encode(self[kind], forKey: kind, unless: Style())
        }
    }
}
