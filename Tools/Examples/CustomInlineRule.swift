import CMarkSwift

/// A custom `==highlight==` syntax, styled by the theme under the rule's name.
func customInlineRule() {
    var dialect = MarkdownDialect.gfm
    dialect.inlineRules = [InlineRule(open: "==", close: "==", name: "highlight")]
    var theme = Theme.dark
    theme.custom["highlight"] = Style(foreground: .ansi(0), background: .ansi(3))
    let prepared = PreparedMarkdown("Mark ==this== but not `==this==`.\n", theme: theme, dialect: dialect)
    print(ANSIRenderer(colorDepth: .ansi16).render(prepared.layout(width: 40)), terminator: "")
}
