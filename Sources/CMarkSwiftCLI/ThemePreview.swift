import CMarkSwift

/// What `cmark-swift themes --preview` shows for a theme.
enum ThemePreview {
    /// The preview of `theme`: its name and summary, then a sample.
    ///
    /// This is the one place the preview is made: until the renderer lands it lists the
    /// theme's key colours and glyphs as plain text; then it renders ``sample`` with `theme`.
    static func preview(of theme: Theme) -> String {
        var text = theme.name + (theme.summary.map { ": " + $0 } ?? "") + "\n"
        for (label, value) in facts(of: theme) {
            text += "  " + label.padding(11) + value + "\n"
        }
        return text
    }

    /// The Markdown the preview will render once the renderer exists.
    static let sample = """
        # Heading

        Some *emphasis*, **strong** text, `code` and a [link](https://example.com).

        > A quote with a list:
        > - [x] done
        > - [ ] to do

        | Column | Another |
        |--------|--------:|
        | cell   |      42 |
        """

    /// Label and value lines: the theme's key colours and glyphs.
    static func facts(of theme: Theme) -> [(String, String)] {
        let headings = (1...3).map { "h\($0) " + describe(theme.headings.base.merging(theme.headings[$0])) }
        let bullets = (theme.list.bullets ?? []).joined(separator: " ")
        let link = describe(theme.link.style) + ", URL " + (theme.link.display?.rawValue ?? "inline")
        return [
            ("headings", headings.joined(separator: " | ")),
            ("text", "emphasis \(describe(theme.emphasis)) | strong \(describe(theme.strong)) | code \(describe(theme.code))"),
            ("links", link),
            ("lists", "\(bullets)  \(theme.list.numberFormat ?? "")  in \(describe(theme.list.markerStyle))"),
            ("tasks", "\(theme.task.checked ?? "") \(theme.task.unchecked ?? "")"),
            (
                "quotes",
                "bar \"\(theme.blockQuote.bar ?? "")\" in \(describe(theme.blockQuote.barStyle)), text \(describe(theme.blockQuote.style))"
            ),
            ("code block", describe(theme.codeBlock.style)),
            ("rule", "\"\(theme.thematicBreak.glyph ?? "")\" in \(describe(theme.thematicBreak.style))"),
            ("tables", "\(theme.table.borders?.rawValue ?? "unicode") borders, header \(describe(theme.table.header))"),
            ("images", "\"\(theme.image.format ?? "")\""),
        ]
    }

    /// A style's text attributes in a few words: `208 on 236 bold italic`, or `plain`.
    static func describe(_ style: Style) -> String {
        var words: [String] = []
        if let foreground = style.foreground { words.append(foreground.themeText) }
        if let background = style.background { words.append("on " + background.themeText) }
        let flags: [(Bool?, String)] = [
            (style.bold, "bold"), (style.faint, "faint"), (style.italic, "italic"), (style.underline, "underline"),
            (style.strikethrough, "strikethrough"), (style.inverse, "inverse"),
        ]
        words += flags.filter { $0.0 == true }.map(\.1)
        if let textCase = style.textCase, textCase != .none { words.append(textCase.rawValue + "case") }
        return words.isEmpty ? "plain" : words.joined(separator: " ")
    }
}
