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
    /// `format` (superscript digits when nil) with `{n}` replaced by the footnote's number
    /// (`[^{n}]` → `[^3]`) and `{sup}` by its superscript digits (`{sup}` → `³`).
    mutating func footnoteMark(number: Int32, format: String?) -> [UInt8] {
        if footnoteFormat == nil {
            // `[{n}]` is a numbered link's mark: a footnote never shares its form, and takes
            // the nearest ASCII one instead, so a 7-bit theme stays 7-bit.
            let format = format ?? ThemeDefaults.footnoteReferenceFormat
            footnoteFormat = FootnoteFormat(format == "[{n}]" ? ThemeDefaults.asciiFootnoteReferenceFormat : format)
        }
        return footnoteFormat!.filled(with: number)
    }
}

/// A footnote reference format, cut once at each placeholder (`{n}` for decimal digits,
/// `{sup}` for superscript digits) so that filling it in for each of many footnotes is a
/// few appends into one reused array.
///
/// `replacingOccurrences` matches whole characters: a placeholder next to a combining mark
/// or a prepended scalar is not one. So a format with a non-ASCII byte touching a
/// placeholder keeps the character search; elsewhere bytes and characters agree.
struct FootnoteFormat {
    private let format: String
    /// The format's bytes around each placeholder (one more piece than placeholders), and
    /// whether each placeholder asks for superscript digits; `nil` when the format is filled
    /// in by `replacingOccurrences`.
    private let pieces: (text: [[UInt8]], superscript: [Bool])?
    /// The last mark, its storage reused for the next.
    private var mark: [UInt8] = []

    /// Cuts `format` at each `{n}` and `{sup}`, left to right, not overlapping.
    init(_ format: String) {
        self.format = format
        pieces = Self.pieces(of: Array(format.utf8))
    }

    private static let decimal = Array("{n}".utf8)
    private static let superscript = Array("{sup}".utf8)

    private static func pieces(of bytes: [UInt8]) -> (text: [[UInt8]], superscript: [Bool])? {
        var text: [[UInt8]] = []
        var kinds: [Bool] = []
        var index = 0
        var copied = 0
        while index < bytes.count {
            let rest = bytes[index...]
            let placeholder: [UInt8]? =
                rest.starts(with: decimal) ? decimal : rest.starts(with: superscript) ? superscript : nil
            guard let placeholder else {
                index += 1
                continue
            }
            let end = index + placeholder.count
            if (index > 0 && bytes[index - 1] >= 0x80) || (end < bytes.count && bytes[end] >= 0x80) { return nil }
            text.append(Array(bytes[copied..<index]))
            kinds.append(placeholder == superscript)
            index = end
            copied = end
        }
        text.append(Array(bytes[copied...]))
        return (text, kinds)
    }

    /// The format with every `{n}` replaced by `number` and every `{sup}` by its
    /// superscript digits (`12` → `¹²`).
    mutating func filled(with number: Int32) -> [UInt8] {
        guard let pieces else {
            let sup = String(decoding: Self.superscriptDigits(of: number), as: UTF8.self)
            let decimal = format.replacingOccurrences(of: "{n}", with: String(number))
            return Array(decimal.replacingOccurrences(of: "{sup}", with: sup).utf8)
        }
        mark.removeAll(keepingCapacity: true)
        mark.append(contentsOf: pieces.text[0])
        for index in 1..<pieces.text.count {
            if pieces.superscript[index - 1] {
                mark.append(contentsOf: Self.superscriptDigits(of: number))
            } else {
                Self.appendDecimal(number, to: &mark)
            }
            mark.append(contentsOf: pieces.text[index])
        }
        return mark
    }

    /// The UTF-8 of superscript zero to nine (U+2070, U+00B9, U+00B2, U+00B3, U+2074–9),
    /// each one cell wide.
    private static let superscripts: [[UInt8]] = ["⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"].map {
        Array($0.utf8)
    }

    /// `number` in superscript digits, a superscript minus before a negative one.
    private static func superscriptDigits(of number: Int32) -> [UInt8] {
        var decimal: [UInt8] = []
        appendDecimal(number, to: &decimal)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(decimal.count * 3)
        for digit in decimal {
            if digit == UInt8(ascii: "-") {
                bytes.append(contentsOf: Array("⁻".utf8))
            } else {
                bytes.append(contentsOf: superscripts[Int(digit - UInt8(ascii: "0"))])
            }
        }
        return bytes
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
