/// Where a link leads: a URL (links, autolinks, images) or a footnote.
///
/// Every link keeps its id from styling through layout, so a viewer can follow the link
/// under a cell:
///
/// ```swift
/// if let target = layout.link(atRow: 3, column: 12), case .url(let url) = target {
///     open(url)
/// }
/// ```
public enum LinkTarget: Sendable, Hashable {
    /// A link's or an image's destination.
    case url(String)
    /// A footnote reference: the footnote's label and number.
    case footnote(label: String, number: Int)

    /// The URL, for ``url(_:)`` targets.
    public var url: String? {
        if case .url(let url) = self { return url }
        return nil
    }
}
