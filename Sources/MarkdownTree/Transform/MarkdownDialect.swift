/// What Markdown a piece of content accepts: a ``MarkdownSubset`` of node kinds, GitHub's
/// emoji shortcodes, and custom ``InlineRule``s, applied to the typed tree after cmark's parse.
///
/// Both work block by block, so prepared content applies them to each re-parsed slice of
/// an incremental update as well.
///
/// ```swift
/// var dialect = MarkdownDialect.chat
/// dialect.inlineRules.append(InlineRule(open: "==", close: "==", name: "highlight"))
/// let document = dialect.apply(to: Document(parsing: "# Hi ==there==\n"))
/// ```
public struct MarkdownDialect: Sendable, Hashable {
    /// The node kinds kept as parsed; the rest become their source text.
    public var subset: MarkdownSubset
    /// Whether `:rocket:` in text becomes 🚀 (``Document/replacingEmojiShortcodes()``).
    ///
    /// The one rule for shortcodes: they are decided once per document, by the first of
    /// these that says. `true` replaces them for every output, HTML and CommonMark too;
    /// `false` keeps them as written in every output, styled ones too; `nil` (the default)
    /// leaves it to the output: a styled document replaces them unless its theme's
    /// `emojiShortcodes` is `false`, HTML and CommonMark keep them.
    public var emojiShortcodes: Bool?
    /// Custom inline syntax, applied after the subset and the shortcodes.
    public var inlineRules: [InlineRule]

    public init(subset: MarkdownSubset = .all, emojiShortcodes: Bool? = nil, inlineRules: [InlineRule] = []) {
        self.subset = subset
        self.emojiShortcodes = emojiShortcodes
        self.inlineRules = inlineRules
    }

    /// All of GitHub-Flavored Markdown, nothing added.
    public static let gfm = MarkdownDialect()

    /// Chat messages: ``MarkdownSubset/chat``.
    public static let chat = MarkdownDialect(subset: .chat)

    /// `document` restricted to ``subset``, with shortcodes replaced when asked and
    /// ``inlineRules`` applied.
    public func apply(to document: Document) -> Document {
        var result = document
        if subset != .all { result = result.restricted(to: subset) }
        result = result.decidingEmojiShortcodes(replace: emojiShortcodes)
        if !inlineRules.isEmpty { result = result.applying(inlineRules) }
        return result
    }
}
