import MarkdownLayout
import MarkdownTheme
import MarkdownTree

extension StreamingRenderer {
    /// A stream whose calls may take `timeBudget` in all (nil: no limit).
    @available(*, deprecated, message: "pass budget: WorkBudget(time: timeBudget)")
    public init(
        theme: Theme, width: Int, options: ParseOptions = .init(), dialect: MarkdownDialect = .gfm, format: Format = .plain,
        rendersOpenBlock: Bool = true, highlighter: (any CodeHighlighter)? = nil, timeBudget: Duration?
    ) {
        self.init(
            theme: theme, width: width, options: options, dialect: dialect, format: format, rendersOpenBlock: rendersOpenBlock,
            highlighter: highlighter, budget: timeBudget.map { WorkBudget(time: $0) } ?? .unlimited)
    }

    /// The time the renderer may spend in its calls, summed; nil for no limit.
    @available(*, deprecated, renamed: "budget.time")
    public var timeBudget: Duration? { budget.time }
}
