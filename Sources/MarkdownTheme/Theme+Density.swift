/// How much room a theme gives: blank lines between blocks, indents and padding. The
/// terminal's answer to font scaling.
public enum Density: String, Sendable, Hashable, Codable, CaseIterable {
    /// No blank lines above blocks or below headings, at most one below other blocks,
    /// indents and padding halved.
    case compact
    /// The theme as written.
    case normal
    /// One more blank line below every spaced block, indents and padding doubled.
    case roomy
}

extension Theme {
    /// This theme with its spacing scaled to `density`: margins, indents, padding, list
    /// level indents and table cell padding. Colours and glyphs are untouched.
    ///
    /// ```swift
    /// let dense = Theme.dark.scaled(.compact)
    /// let airy = Theme.light.scaled(.roomy)
    /// ```
    public func scaled(_ density: Density) -> Theme {
        guard density != .normal else { return self }
        var theme = self
        theme.transformStyles { $0 = $0.scaled(density) }
        switch density {
        case .compact:
            // Headings sit right on their text.
            theme.headings.base.marginBottom = theme.headings.base.marginBottom.map { _ in 0 }
            for level in 1...6 { theme.headings[level].marginBottom = theme.headings[level].marginBottom.map { _ in 0 } }
            theme.list.levelIndent = theme.list.levelIndent.map { $0 / 2 }
            theme.table.cellPadding = theme.table.cellPadding.map { min($0, 1) }
        case .roomy:
            theme.list.levelIndent = (theme.list.levelIndent ?? 0) * 2
            theme.table.cellPadding = (theme.table.cellPadding ?? 1) + 1
        case .normal:
            break
        }
        return theme
    }

    /// Applies `transform` to every style of the theme.
    public mutating func transformStyles(_ transform: (inout Style) -> Void) {
        transform(&document)
        transform(&paragraph)
        transform(&headings.base)
        for level in 1...6 { transform(&headings[level]) }
        transform(&blockQuote.style)
        transform(&list.style)
        transform(&codeBlock.style)
        transform(&thematicBreak.style)
        transform(&table.style)
        transform(&footnotes.section)
        transform(&html.style)
        transform(&alerts.style)
        transform(&frontMatter)
        transform(&placeholder.style)
    }
}

extension Style {
    /// This style's block spacing scaled to `density`.
    public func scaled(_ density: Density) -> Style {
        var style = self
        switch density {
        case .compact:
            style.marginTop = marginTop.map { _ in 0 }
            style.marginBottom = marginBottom.map { min($0, 1) }
            style.indent = indent.map { $0 / 2 }
            style.padding = padding.map { $0 / 2 }
        case .roomy:
            style.marginBottom = marginBottom.map { $0 > 0 ? $0 + 1 : 0 }
            style.indent = indent.map { $0 * 2 }
            style.padding = padding.map { $0 * 2 }
        case .normal:
            break
        }
        return style
    }
}
