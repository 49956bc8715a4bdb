/// The class of a token in a highlighted code block: what the theme's ``SyntaxTheme``
/// gives a style.
///
/// A `CodeHighlighter` (in the layout module) names each span of code with one of these;
/// spans a theme gives no style keep the code block's.
public enum SyntaxKind: String, Sendable, Hashable, Codable, CaseIterable {
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
}

extension SyntaxTheme: Codable, ThemeRecord {
    static let expectation = "an object of styles by token class"
    static let fields: [ThemeField<SyntaxTheme>] = SyntaxKind.allCases.map { kind in
        ThemeField.section(kind.rawValue, { $0[kind] }, ThemeField.changing({ $0[kind] }, { $0[kind] = $1 }))
    }
}
