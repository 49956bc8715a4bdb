import MarkdownTheme

extension Theme {
    /// The most any count of a theme is taken as: margins, indents, padding, list level
    /// indent, table cell padding, minimum height (what a theme file may say).
    static let maximumCount = 1000

    /// This theme with every count in 0...``maximumCount`` (a tab width in 1...16), as a
    /// theme file's are: a theme made in code with `padding: .max` lays out as one with
    /// 1000, and no sum of counts and widths in the layout can overflow.
    ///
    /// ```swift
    /// var theme = Theme(name: "wide")
    /// theme.document.indent = .max
    /// theme.bounded().document.indent   // 1000
    /// ```
    func bounded() -> Theme {
        func bound(_ count: Int?) -> Int? { count.map { min(max($0, 0), Self.maximumCount) } }
        var theme = self
        theme.transformStyles { style in
            style.marginTop = bound(style.marginTop)
            style.marginBottom = bound(style.marginBottom)
            style.indent = bound(style.indent)
            style.padding = bound(style.padding)
        }
        theme.list.levelIndent = bound(theme.list.levelIndent)
        theme.table.cellPadding = bound(theme.table.cellPadding)
        theme.placeholder.minimumHeight = bound(theme.placeholder.minimumHeight)
        theme.codeBlock.tabWidth = theme.codeBlock.tabWidth.map { min(max($0, 1), 16) }
        return theme
    }
}
