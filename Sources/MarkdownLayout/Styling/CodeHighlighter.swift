import MarkdownTheme

/// Finds the tokens of code blocks, for styling to give each the theme's `SyntaxTheme`
/// style: the door to a highlighting library, which lives in a module of its own (the
/// package's is `MarkdownHighlighting`, over GNU source-highlight).
///
/// Styling asks once per document for a session, on its first code block with a language,
/// and the session for each such block in order; a new width, a measure or a resize reuses
/// the styled document and never highlights again. Highlighting changes colours only:
/// sizes are the same with and without it.
///
/// ```swift
/// struct Keywords: CodeHighlighter {
///     func makeSession() -> any CodeHighlightSession { Session() }
///     struct Session: CodeHighlightSession {
///         mutating func tokens(in code: [UInt8], language: String) -> [CodeToken] {
///             language == "toy" && code.starts(with: Array("let".utf8)) ? [CodeToken(range: 0..<3, kind: .keyword)] : []
///         }
///     }
/// }
/// let styled = StyledDocument(document: Document(parsing: "```toy\nlet x\n```\n"), theme: .dark, highlighter: Keywords())
/// ```
public protocol CodeHighlighter: Sendable {
    /// A session for one styling, dropped when styling ends. What is worth keeping longer
    /// (language definitions) belongs to the highlighter, which the caller keeps for as long
    /// as it styles: each part of a ``PreparedMarkdown`` and each update makes a session.
    func makeSession() -> any CodeHighlightSession
}

/// One styling's use of a ``CodeHighlighter``: asked for each code block with a language.
public protocol CodeHighlightSession {
    /// The tokens of `code` (UTF-8, lines apart by line feeds, tabs already expanded and
    /// controls replaced) in `language` (the fence's info string up to the first space, as
    /// written), as UTF-8 offsets into `code`, in order and not overlapping: none for a
    /// language it does not know, or code it gave up on. Text between tokens keeps the
    /// code block's style.
    mutating func tokens(in code: [UInt8], language: String) -> [CodeToken]
}

/// A span of highlighted code and its class.
public struct CodeToken: Sendable, Hashable {
    /// UTF-8 offsets into the code.
    public var range: Range<Int>
    public var kind: SyntaxKind

    public init(range: Range<Int>, kind: SyntaxKind) {
        self.range = range
        self.kind = kind
    }
}

/// A styled piece of a code line: bytes of the document's text and the attributes id they
/// are drawn with (text of a code line in no span has the block's).
package struct CodeSpan: Sendable {
    package var offset: UInt32
    package var count: UInt32
    package var style: UInt32
}
