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

/// A footnote reference format, cut once at each `{n}` so that filling it in for each of
/// many footnotes is a few appends into one reused array.
///
/// `replacingOccurrences` matches whole characters: a `{n}` next to a combining mark or a
/// prepended scalar is not one. So a format with a non-ASCII byte touching a `{n}` keeps
/// the character search; elsewhere bytes and characters agree.
struct FootnoteFormat {
    private let format: String
    /// The format's bytes around each `{n}` (one more piece than placeholders); `nil` when
    /// the format is filled in by `replacingOccurrences`.
    private let pieces: [[UInt8]]?
    /// The last mark, its storage reused for the next.
    private var mark: [UInt8] = []

    /// Cuts `format` at each `{n}`, left to right, not overlapping.
    init(_ format: String) {
        self.format = format
        pieces = Self.pieces(of: Array(format.utf8))
    }

    private static func pieces(of bytes: [UInt8]) -> [[UInt8]]? {
        var pieces: [[UInt8]] = []
        var index = 0
        var copied = 0
        while index + 3 <= bytes.count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "n"), bytes[index + 2] == UInt8(ascii: "}") else {
                index += 1
                continue
            }
            let end = index + 3
            if (index > 0 && bytes[index - 1] >= 0x80) || (end < bytes.count && bytes[end] >= 0x80) { return nil }
            pieces.append(Array(bytes[copied..<index]))
            index = end
            copied = end
        }
        pieces.append(Array(bytes[copied...]))
        return pieces
    }

    /// The format with every `{n}` replaced by `number`.
    mutating func filled(with number: Int32) -> [UInt8] {
        guard let pieces else { return Array(format.replacingOccurrences(of: "{n}", with: String(number)).utf8) }
        mark.removeAll(keepingCapacity: true)
        mark.append(contentsOf: pieces[0])
        for index in 1..<pieces.count {
            Self.appendDecimal(number, to: &mark)
            mark.append(contentsOf: pieces[index])
        }
        return mark
    }

    /// Appends `number` in decimal, as `String(number)` writes it: the digits are written
    /// backwards into room on the stack, then appended at once.
    private static func appendDecimal(_ number: Int32, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 11) { room in
            var start = room.count
            var magnitude = number.magnitude
            repeat {
                start -= 1
                room[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if number < 0 {
                start -= 1
                room[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: room[start...]))
        }
    }
}
