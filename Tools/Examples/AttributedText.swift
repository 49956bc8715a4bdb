import CMarkSwift
import MarkdownAttributedString

/// What SwiftyMarkdown users do, with `MarkdownTextStyles`: an `h1` colour and size, code
/// and link colours, bullets, front matter read as values, and a custom rule (`==mark==`)
/// styled by name through the theme the styles make. A view (SwiftUI's `Text`, a
/// `UITextView`) wraps the paragraphs itself; here the runs are listed.
func attributedText() {
    var styles = MarkdownTextStyles()
    styles.h1.color = RGB(0xFF, 0x88, 0x00)  // SwiftyMarkdown: md.h1.color
    styles.h1.sizeScale = 2.5  // md.h1.fontSize, relative to the body's
    styles.code.color = RGB(0xC0, 0x30, 0x30)  // md.code.color
    styles.link.underline = true  // md.link.underlineStyle (the default)
    styles.body.color = RGB(0x20, 0x20, 0x20)  // md.body.color

    let markdown = """
        ---
        title: Notes
        ---
        # Notes

        - see [the docs](https://example.com), `swift build` first
        - [x] ==check== this
        """
    let document = Document(parsing: markdown, options: ParseOptions(frontMatter: true))
        .applying([InlineRule(open: "==", close: "==", name: "mark")])
    if case .string(let title)? = document.frontMatter?.value?["title"] { print("front matter title:", title) }

    // A custom rule is styled by name in the theme the styles make.
    var theme = styles.theme
    theme.custom["mark"] = Style(background: .rgb(0xFF, 0xF0, 0x80))
    theme.frontMatterDisplay = .hide
    let text = AttributedString(styling: document, theme: theme)  // sizes: `styles:` instead
    let sized = AttributedString(styling: document, styles: styles)
    print(String(text.characters).debugDescription)
    for run in text.runs {
        var notes: [String] = []
        if let level = run.headingLevel { notes.append("h\(level)") }
        if let colour = run.themeForeground { notes.append("colour \(colour.red),\(colour.green),\(colour.blue)") }
        if let marker = run.listMarker { notes.append("marker \(marker)") }
        if let done = run.taskChecked { notes.append(done ? "done" : "to do") }
        if let url = run.link { notes.append("link \(url)") }
        if run.themeUnderline { notes.append("underlined") }
        if run.isCode { notes.append("code") }
        if let rule = run.customRule { notes.append("rule \(rule)") }
        print(String(text[run.range].characters).debugDescription, notes.joined(separator: ", "))
    }
    print("h1 size:", sized.runs.first { $0.headingLevel == 1 }?.sizeScale ?? 1)
}
