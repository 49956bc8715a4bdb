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
    /// A link's destination.
    case url(String)
    /// An image: its source and its alt text.
    case image(source: String, alt: String)
    /// A footnote reference: the footnote's label and number.
    case footnote(label: String, number: Int)

    /// The URL: a link's destination or an image's source.
    public var url: String? {
        switch self {
        case .url(let url): url
        case .image(let source, _): source
        case .footnote: nil
        }
    }
}
