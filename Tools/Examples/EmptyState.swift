import CMarkSwift

/// A placeholder for empty text, and a minimum height so the view does not collapse.
func emptyState() {
    var theme = Theme.light
    theme.placeholder.text = "Write something…"
    theme.placeholder.minimumHeight = 3
    let prepared = PreparedMarkdown("", theme: theme)
    print("rows:", prepared.boundingSize(forWidth: 40).rows)
    print(PlainRenderer().render(prepared.layout(width: 40)), terminator: "")
}
