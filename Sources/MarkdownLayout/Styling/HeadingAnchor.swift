import MarkdownTree

/// A heading as a place to jump to: its GitHub id (what `[text](#id)` links to), level,
/// title and the source line a layout finds it by.
///
/// Computed apart from styling, by the one who needs them (a viewer), so that rendering
/// a document of many headings never pays for their ids.
///
/// ```swift
/// let document = Document(parsing: "# Set up\n\ntext\n")
/// let headings = HeadingAnchor.all(in: document)
/// headings[0].id                                           // "set-up"
/// let layout = StyledDocument(document: document, theme: .dark).layout(width: 80)
/// layout.firstRow(atOrAfterSourceLine: headings[0].sourceLine)   // 0
/// ```
public struct HeadingAnchor: Sendable, Hashable {
    /// GitHub's id of the heading (`Document.tableOfContents(idPrefix:)`): unique in the
    /// document, `-1`, `-2`, … on repeats.
    public var id: String
    /// 1 to 6.
    public var level: Int
    /// The heading's text, its emoji shortcodes shown as the emoji (`Sponsors :heart:` →
    /// `Sponsors ❤️`) as the rendered body shows them.
    public var title: String
    /// The 1-based source line the heading starts on.
    public var sourceLine: Int

    /// The headings of `document`, in order.
    public static func all(in document: Document) -> [HeadingAnchor] {
        document.tableOfContents().map { entry in
            // The id stays GitHub's, made from the shortcodes as written (`sponsors-heart`).
            HeadingAnchor(
                id: entry.id, level: entry.level, title: Document.headingTitle(entry.node, showingShortcodes: true),
                sourceLine: Int(entry.node.sourceRange.start.line))
        }
    }

    /// The heading a fragment (`#id`, without or with the `#`) names: the id exactly, else
    /// percent-decoded, else ignoring case, as GitHub's page finds it.
    package static func matching(_ fragment: String, in headings: [HeadingAnchor]) -> HeadingAnchor? {
        let name = fragment.hasPrefix("#") ? String(fragment.dropFirst()) : fragment
        if let exact = headings.first(where: { $0.id == name }) { return exact }
        let decoded = percentDecoded(name)
        if let found = headings.first(where: { $0.id == decoded }) { return found }
        let lowered = decoded.lowercased()
        return headings.first { $0.id.lowercased() == lowered }
    }

    /// `%XX` escapes turned into their bytes (invalid UTF-8 repaired).
    static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "%"), index + 2 < source.count,
                let value = UInt8(String(decoding: source[(index + 1)...(index + 2)], as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
