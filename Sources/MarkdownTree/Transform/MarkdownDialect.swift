/// What Markdown a piece of content accepts: a ``MarkdownSubset`` of node kinds and custom
/// ``InlineRule``s, applied to the typed tree after cmark's parse.
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
    /// Custom inline syntax, applied after the subset.
    public var inlineRules: [InlineRule]

    public init(subset: MarkdownSubset = .all, inlineRules: [InlineRule] = []) {
        self.subset = subset
        self.inlineRules = inlineRules
    }

    /// All of GitHub-Flavored Markdown, nothing added.
    public static let gfm = MarkdownDialect()

    /// Chat messages: ``MarkdownSubset/chat``.
    public static let chat = MarkdownDialect(subset: .chat)

    /// `document` restricted to ``subset`` with ``inlineRules`` applied.
    public func apply(to document: Document) -> Document {
        var result = document
        if subset != .all { result = result.restricted(to: subset) }
        if !inlineRules.isEmpty { result = result.applying(inlineRules) }
        return result
    }
}
