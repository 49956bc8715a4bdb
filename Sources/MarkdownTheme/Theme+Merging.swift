// `merging(_:)` for a theme and each of its sections: the fields `override` sets replace
// this value's, the rest stay. A theme file that extends another is its base merged with
// the file's own fields.

extension Theme {
    /// This theme with every field `override` sets replaced; the name and summary are
    /// `override`'s (the summary falls back to this theme's).
    ///
    /// ```swift
    /// var changes = Theme(name: "mine")
    /// changes.headings[1].foreground = .ansi(5)
    /// let mine = Theme.dark.merging(changes)  // dark, with magenta h1
    /// ```
    public func merging(_ override: Theme) -> Theme {
        var theme = self
        theme.name = override.name
        theme.summary = override.summary ?? summary
        theme.document = document.merging(override.document)
        theme.paragraph = paragraph.merging(override.paragraph)
        theme.headings = headings.merging(override.headings)
        theme.blockQuote = blockQuote.merging(override.blockQuote)
        theme.list = list.merging(override.list)
        theme.task = task.merging(override.task)
        theme.codeBlock = codeBlock.merging(override.codeBlock)
        theme.syntax = syntax.merging(override.syntax)
        theme.code = code.merging(override.code)
        theme.emphasis = emphasis.merging(override.emphasis)
        theme.strong = strong.merging(override.strong)
        theme.strikethrough = strikethrough.merging(override.strikethrough)
        theme.link = link.merging(override.link)
        theme.image = image.merging(override.image)
        theme.thematicBreak = thematicBreak.merging(override.thematicBreak)
        theme.table = table.merging(override.table)
        theme.footnotes = footnotes.merging(override.footnotes)
        theme.html = html.merging(override.html)
        theme.alerts = alerts.merging(override.alerts)
        theme.frontMatter = frontMatter.merging(override.frontMatter)
        theme.placeholder = placeholder.merging(override.placeholder)
        theme.frontMatterDisplay = override.frontMatterDisplay ?? frontMatterDisplay
        theme.bidiControls = override.bidiControls ?? bidiControls
        theme.measure = override.measure ?? measure
        theme.emojiShortcodes = override.emojiShortcodes ?? emojiShortcodes
        for (name, style) in override.custom { theme.custom[name] = (custom[name] ?? Style()).merging(style) }
        return theme
    }
}

extension HeadingsTheme {
    /// Each level (its links, URLs and code too) and the base merged with `override`'s.
    public func merging(_ override: HeadingsTheme) -> HeadingsTheme {
        var merged = self
        merged.base = base.merging(override.base)
        for level in 1...6 {
            merged[level] = self[level].merging(override[level])
            merged[link: level] = self[link: level].merging(override[link: level])
            merged[linkURL: level] = self[linkURL: level].merging(override[linkURL: level])
            merged[code: level] = self[code: level].merging(override[code: level])
        }
        return merged
    }
}

extension BlockQuoteTheme {
    public func merging(_ override: BlockQuoteTheme) -> BlockQuoteTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.bar = override.bar ?? bar
        merged.barStyle = barStyle.merging(override.barStyle)
        return merged
    }
}

extension ListTheme {
    /// `bullets` is replaced as a whole when `override` sets it.
    public func merging(_ override: ListTheme) -> ListTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.bullets = override.bullets ?? bullets
        merged.numberFormat = override.numberFormat ?? numberFormat
        merged.markerStyle = markerStyle.merging(override.markerStyle)
        merged.levelIndent = override.levelIndent ?? levelIndent
        return merged
    }
}

extension TaskTheme {
    public func merging(_ override: TaskTheme) -> TaskTheme {
        var merged = self
        merged.checked = override.checked ?? checked
        merged.unchecked = override.unchecked ?? unchecked
        merged.checkedStyle = checkedStyle.merging(override.checkedStyle)
        merged.uncheckedStyle = uncheckedStyle.merging(override.uncheckedStyle)
        return merged
    }
}

extension CodeBlockTheme {
    public func merging(_ override: CodeBlockTheme) -> CodeBlockTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.showLanguage = override.showLanguage ?? showLanguage
        merged.languageStyle = languageStyle.merging(override.languageStyle)
        merged.overflow = override.overflow ?? overflow
        merged.wrapMarker = override.wrapMarker ?? wrapMarker
        merged.tabWidth = override.tabWidth ?? tabWidth
        return merged
    }
}

extension LinkTheme {
    public func merging(_ override: LinkTheme) -> LinkTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.urlStyle = urlStyle.merging(override.urlStyle)
        merged.display = override.display ?? display
        return merged
    }
}

extension ImageTheme {
    public func merging(_ override: ImageTheme) -> ImageTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.format = override.format ?? format
        merged.maxHeight = override.maxHeight ?? maxHeight
        merged.fallback = override.fallback ?? fallback
        return merged
    }
}

extension ThematicBreakTheme {
    public func merging(_ override: ThematicBreakTheme) -> ThematicBreakTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.glyph = override.glyph ?? glyph
        return merged
    }
}

extension TableTheme {
    public func merging(_ override: TableTheme) -> TableTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.header = header.merging(override.header)
        merged.borders = override.borders ?? borders
        merged.borderStyle = borderStyle.merging(override.borderStyle)
        merged.cellPadding = override.cellPadding ?? cellPadding
        return merged
    }
}

extension FootnotesTheme {
    public func merging(_ override: FootnotesTheme) -> FootnotesTheme {
        var merged = self
        merged.reference = reference.merging(override.reference)
        merged.referenceFormat = override.referenceFormat ?? referenceFormat
        merged.section = section.merging(override.section)
        merged.title = override.title ?? title
        return merged
    }
}

extension HTMLTheme {
    public func merging(_ override: HTMLTheme) -> HTMLTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.display = override.display ?? display
        merged.summaryMarker = override.summaryMarker ?? summaryMarker
        merged.detailsBody = override.detailsBody ?? detailsBody
        return merged
    }
}

extension PlaceholderTheme {
    public func merging(_ override: PlaceholderTheme) -> PlaceholderTheme {
        var merged = self
        merged.style = style.merging(override.style)
        merged.text = override.text ?? text
        merged.minimumHeight = override.minimumHeight ?? minimumHeight
        return merged
    }
}
