import CMarkSwift

/// Parse and style once, lay out at any width, update as the user types, cache per theme.
func preparedContent() {
    var text = "# Notes\n\nFirst paragraph.\n\n- one\n- two\n"
    var preview = PreparedMarkdown(text, theme: .dark)
    print(PlainRenderer().render(preview.layout(width: 40)), terminator: "")

    // The user types: only the blocks around the edit are parsed and styled again.
    text += "- three\n"
    preview = preview.updated(with: text)
    print("rows at 40 columns:", preview.boundingSize(forWidth: 40).rows)

    // A cache shared across threads, keyed by (source, theme).
    let cache = MarkdownCache(capacity: 100)
    let message = cache.prepared(for: "**Hello** there", theme: .light)
    print("cached:", cache.count, "size:", message.boundingSize(forWidth: 20))
}
