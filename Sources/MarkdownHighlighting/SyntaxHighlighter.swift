import MarkdownLayout
import MarkdownTheme

/// Highlights code blocks with GNU source-highlight: its own language definitions, and
/// this package's for the languages it lacks (Swift, TypeScript, Kotlin, YAML, TOML,
/// Dockerfile, shell sessions, …) or knows only in an old form (Python before 3), in
/// `Languages/*.lang`, the library's own format.
///
/// A definition is loaded the first time a document's code needs it and kept by this
/// highlighter, shared by its copies and every document styled with them, until the last of
/// them is dropped: keep one highlighter for a live preview or a pager (a keystroke in a
/// code block then never parses its definition again), make a new one to let the loaded
/// definitions go. A document without code loads nothing. Each block is bounded: past
/// ``timeLimit`` seconds of CPU, a regular expression giving up, or any error in a
/// definition, the block stays plain and the rest of the document is unaffected.
///
/// ```swift
/// let document = Document(parsing: "```swift\nlet answer = 42\n```\n")
/// let styled = StyledDocument(document: document, theme: .dark, highlighter: SyntaxHighlighter())
/// print(ANSIRenderer().render(styled.layout(width: 40)))
/// ```
public struct SyntaxHighlighter: CodeHighlighter {
    /// Where this package's definitions are looked for, in order (the first that has a
    /// file wins); the library's own directory is searched after them.
    public var directories: [String]
    /// The CPU seconds one block may take before it is left plain (checked between lines).
    public var timeLimit: Double
    /// The definitions loaded so far, shared by copies of this highlighter.
    private let definitions: LanguageDefinitions

    /// A highlighter over the package's definitions (next to the executable, in
    /// `cmark-swift-languages`, or in the source checkout) and the library's.
    public init(directories: [String] = LanguageFiles.packageDirectories, timeLimit: Double = 0.25) {
        self.init(directories: directories, timeLimit: timeLimit, rememberingMatches: true)
    }

    /// A highlighter whose rules remember their last match in a line (the default), or
    /// search again after every token as source-highlight does by itself: the tests compare
    /// the two.
    package init(directories: [String] = LanguageFiles.packageDirectories, timeLimit: Double = 0.25, rememberingMatches: Bool) {
        self.directories = directories
        self.timeLimit = timeLimit
        definitions = LanguageDefinitions(rememberingMatches: rememberingMatches)
    }

    public func makeSession() -> any CodeHighlightSession {
        HighlightSession(definitions: definitions, directories: directories, timeLimit: timeLimit)
    }

    /// The language a fence's info word names (case-insensitive, aliases resolved), or `nil`
    /// when it is not one this highlighter knows.
    ///
    /// ```swift
    /// SyntaxHighlighter.language(named: "py")      // "python"
    /// SyntaxHighlighter.language(named: "Shell")   // "shell"
    /// ```
    public static func language(named word: String) -> String? {
        LanguageTable.entry(for: word)?.name
    }

    /// Every language known, by its name (aliases not listed).
    public static var languages: [String] { LanguageTable.entries.map(\.name) }
}
