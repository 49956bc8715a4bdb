import MarkdownTheme
import MarkdownTree

/// How links and footnotes are numbered: the URLs listed at the end under
/// ``LinkDisplay/references`` (and those of inline links where a URL may not be printed), and
/// footnotes' marks in the theme's format.
struct LinkNumbering {
    /// The numbered URLs, in order, each with its link id.
    private(set) var references: [(url: String, link: UInt32)] = []
    /// Each numbered URL's number.
    private var numbers: [String: Int] = [:]
    /// Whether the inlines being styled may print a URL after a link's text (see
    /// ``printsURLsInline(_:)``).
    var printsURLsInline = true
    /// The theme's footnote format cut at its `{n}`s, made at the first footnote.
    private var footnoteFormat: FootnoteFormat?

    /// Whether inlines of a block of `kind` may print a URL after a link's text: not in a
    /// heading or a table cell, where an inline URL buries the title or squeezes the column;
    /// there ``LinkDisplay/inline`` numbers the link and lists its URL at the end.
    static func printsURLsInline(_ kind: NodeKind) -> Bool { kind != .heading && kind != .tableCell }

    /// The number of `url`, numbered next (with `link`, the link id the list shows it
    /// with) when it has none yet.
    mutating func number(_ url: String, link: UInt32) -> Int {
        if let known = numbers[url] { return known }
        references.append((url, link))
        numbers[url] = references.count
        return references.count
    }

    /// Numbers `urls` first, as the parts before this one did (see
    /// ``StyledDocument/referenceURLs``), each a link target added to `links`.
    mutating func seed(_ urls: [String], links: inout [LinkTarget]) {
        for url in urls where numbers[url] == nil {
            links.append(.url(url))
            _ = number(url, link: UInt32(links.count))
        }
    }

    /// A footnote's mark, as its references and its definition show it: the theme's reference
    /// `format` (the default when nil) with `{n}` replaced by the footnote's number (`[{n}]`
    /// → `[3]`).
    mutating func footnoteMark(number: Int32, format: String?) -> [UInt8] {
        if footnoteFormat == nil {
            // `[{n}]` is a numbered link's mark: a footnote never shares its form.
            let format = format ?? ThemeDefaults.footnoteReferenceFormat
            footnoteFormat = FootnoteFormat(format == "[{n}]" ? ThemeDefaults.footnoteReferenceFormat : format)
        }
        return footnoteFormat!.filled(with: number)
    }
}
