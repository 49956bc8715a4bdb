import CMarkSwift
import MarkdownAttributedString

/// What SwiftyMarkdown users do, on `AttributedString(styling:theme:)`: an `h1` colour,
/// bullets, underlined links, front matter read as values, and a custom rule (`==mark==`)
/// styled by name. A view (SwiftUI's `Text`, a `UITextView`) wraps the paragraphs itself;
/// here the runs are listed.
func attributedText() {
    var theme = Theme.plain
    theme.headings[1].foreground = .rgb(0xFF, 0x88, 0x00)  // SwiftyMarkdown: md.h1.color
    theme.bullet = "▸"  // md.bullet
    theme.underlineLinks = true  // md.link.underlineStyle
    theme.custom["mark"] = Style(background: .rgb(0xFF, 0xF0, 0x80))  // a custom character rule

    let markdown = "---\ntitle: Notes\n---\n# Notes\n\n- see [the docs](https://example.com)\n- ==check== this\n"
    let document = Document(parsing: markdown, options: ParseOptions(frontMatter: true))
        .applying([InlineRule(open: "==", close: "==", name: "mark")])
    if case .string(let title)? = document.frontMatter?.value?["title"] { print("front matter title:", title) }

    let text = AttributedString(styling: document, theme: theme)
    for run in text.runs {
        var notes: [String] = []
        if let level = run.headingLevel { notes.append("h\(level)") }
        if let colour = run.themeForeground { notes.append("colour \(colour.red),\(colour.green),\(colour.blue)") }
        if let marker = run.listMarker { notes.append("marker \(marker)") }
        if let url = run.link { notes.append("link \(url)") }
        if run.themeUnderline == true { notes.append("underlined") }
        if let rule = run.customRule { notes.append("rule \(rule)") }
        print(String(text[run.range].characters).debugDescription, notes.joined(separator: ", "))
    }
}
