/// The kind of a GitHub alert: a block quote whose first line is `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (in any case) and nothing else.
///
/// cmark-gfm parses an alert as an ordinary block quote, so HTML output stays cmark-gfm's;
/// the terminal styler shows it as a callout.
///
/// ```swift
/// let document = Document(parsing: "> [!TIP]\n> Run `make test` first.\n")
/// print(document.root.firstChild!.alertKind!)  // tip
/// ```
public enum AlertKind: String, Sendable, Hashable, CaseIterable, Codable {
    case note, tip, important, warning, caution

    /// The title GitHub shows for the kind: "Note", "Tip", "Important", "Warning", "Caution".
    public var title: String {
        switch self {
        case .note: "Note"
        case .tip: "Tip"
        case .important: "Important"
        case .warning: "Warning"
        case .caution: "Caution"
        }
    }
}

/// Where an alert's marker line is in the flat tree.
package struct AlertMarker: Sendable, Equatable {
    package var kind: AlertKind
    /// The block quote's first paragraph, whose first line is the marker.
    package var paragraph: Int
    /// The paragraph's first inline after the marker's line break; `nil` when the paragraph
    /// holds the marker alone.
    package var rest: Int?
}

extension TreeStorage {
    /// The alert the block quote at `index` is, if it is one: its first child is a
    /// paragraph whose first line is exactly a marker such as `[!NOTE]`.
    package func alertMarker(ofQuoteAt index: Int) -> AlertMarker? {
        Self.alertMarker(ofQuoteAt: index, nodes: nodes, bytes: bytes)
    }

    /// ``alertMarker(ofQuoteAt:)`` over a tree's nodes and text buffer.
    package static func alertMarker(ofQuoteAt index: Int, nodes: [RawNode], bytes: [UInt8]) -> AlertMarker? {
        let paragraph = index + 1
        guard nodes[index].kind == .blockQuote, paragraph < Int(nodes[index].end), nodes[paragraph].kind == .paragraph
        else { return nil }
        let end = Int(nodes[paragraph].end)
        // The marker's text may arrive as several text nodes (cmark splits at `[` and `!`).
        var line: [UInt8] = []
        var next = paragraph + 1
        while next < end, nodes[next].kind == .text, line.count <= 16 {
            let span = nodes[next].text
            line.append(contentsOf: bytes[Int(span.offset)..<Int(span.offset + span.count)])
            next += 1
        }
        while let last = line.last, last == 0x20 || last == 0x09 { line.removeLast() }
        guard line.count > 3, line.first == UInt8(ascii: "["), line[1] == UInt8(ascii: "!"), line.last == UInt8(ascii: "]")
        else { return nil }
        let name = String(decoding: line[2..<(line.count - 1)], as: UTF8.self).lowercased()
        guard let kind = AlertKind(rawValue: name) else { return nil }
        if next == end { return AlertMarker(kind: kind, paragraph: paragraph, rest: nil) }
        guard nodes[next].kind == .softBreak || nodes[next].kind == .lineBreak else { return nil }
        return AlertMarker(kind: kind, paragraph: paragraph, rest: next + 1 < end ? next + 1 : nil)
    }
}

extension Node {
    /// The GitHub alert a block quote is (`> [!WARNING]`), `nil` for other nodes.
    public var alertKind: AlertKind? {
        kind == .blockQuote ? document.storage.alertMarker(ofQuoteAt: index)?.kind : nil
    }
}
