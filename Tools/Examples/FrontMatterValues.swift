import CMarkSwift

/// Typed values from a YAML front matter block, which is not rendered unless a theme asks.
func frontMatterValues() {
    let text = "---\ntitle: Release notes\nversion: 2\ndraft: false\ntags: [swift, markdown]\n---\n# Changes\n"
    let prepared = PreparedMarkdown(text, theme: .plain, options: ParseOptions(frontMatter: true))
    if let value = prepared.document.frontMatter?.value {
        if case .string(let title)? = value["title"] { print("title:", title) }
        if case .int(let version)? = value["version"] { print("version:", version) }
        if case .bool(let draft)? = value["draft"] { print("draft:", draft) }
        print("second tag:", value["tags"]?[1]?.scalarText ?? "-")
    }
    var theme = Theme.plain
    theme.frontMatterDisplay = .table
    print(
        PlainRenderer().render(PreparedMarkdown(text, theme: theme, options: ParseOptions(frontMatter: true)).layout(width: 40)),
        terminator: "")
}
