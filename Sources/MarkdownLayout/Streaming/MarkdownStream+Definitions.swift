import MarkdownText
import MarkdownTree

/// The link reference definitions a stream carries from final text to every later parse.
///
/// Lines between top-level blocks are found as prepared content finds the ones it carries
/// (``DefinitionScan/scan(_:skipLines:lineBase:endLine:)``) and carried as they are. When
/// the scan found other places (a definition inside a block quote, a list item or a
/// footnote, one opening a paragraph, one spread over lines), cmark keeps no trace of them
/// in the tree, so the final text is parsed once more, followed by a reference to every
/// label a line of it may define: each reference that resolves gives its destination and
/// title, carried as a definition line of its own. What the look-up resolves is what one
/// render resolves, since everything before the final text is carried already (the first
/// definition of a label wins, and is the one kept). A label written over lines inside a
/// container is not looked up: a later block that uses it reads as in one render only if
/// it is still held when the stream finishes.
extension MarkdownStream {
    /// Keeps the link reference definitions of `final`, the first `finalLines` lines of the
    /// open text (lines `shift + 1` on of `document`), to put before every later parse.
    mutating func keepDefinitions(of document: Document, final: ArraySlice<UInt8>, finalLines: Int, shift: Int) {
        guard finalLines > 0 else { return }
        let found = DefinitionScan.scan(document, skipLines: shift, lineBase: committedLine - 1, endLine: shift + finalLines + 1)
        guard found.others > 0 else {
            definitions += found.lines
            return
        }
        let lines = lookedUp(Self.definedLabels(in: final), in: final)
        definitions += lines
    }

    /// Definition lines for the `labels` (with the lines they are on in `final`) that resolve
    /// after `final`, parsed after the definitions carried so far; labels already carried are
    /// left out. A parse past the stream's limits or budget sets ``stoppedBy``.
    private mutating func lookedUp(_ labels: [(line: Int, label: ArraySlice<UInt8>)], in final: ArraySlice<UInt8>) -> [DefinitionLine] {
        var known = Set(definitions.compactMap { LabelScan.label(ofDefinition: $0.text) })
        var asked: [(line: Int, label: ArraySlice<UInt8>)] = []
        for candidate in labels {
            // A label that is not ASCII has no folded form here: asked again, harmlessly.
            guard let folded = LabelScan.normalized(Array(candidate.label)) else {
                asked.append(candidate)
                continue
            }
            if known.insert(folded).inserted { asked.append(candidate) }
        }
        guard !asked.isEmpty else { return [] }
        var source = Array(final)
        source += [0x0A, 0x0A]
        for candidate in asked { source += [0x5B] + candidate.label + [0x5D, 0x0A, 0x0A] }
        let (document, shift) = parse(source[...], startsText: final.startIndex == 0)
        guard stoppedBy == nil else { return [] }
        // The references are the blocks after the final text (cmark moves footnote definitions
        // to the end: they start inside it), one paragraph each; anything else and nothing is kept.
        let lastFinalLine = shift + Self.lineCount(final) + 1
        let references = document.root.children.filter { Int($0.sourceRange.start.line) > lastFinalLine }
        guard references.count == asked.count else { return [] }
        var lines: [DefinitionLine] = []
        for (candidate, paragraph) in zip(asked, references) {
            guard paragraph.kind == .paragraph else { return [] }
            guard let link = paragraph.children.first, link.kind == .link else { continue }
            var text = [0x5B] + Array(candidate.label) + Array("]: <".utf8)
            text += Self.escaped(link.destination ?? "", newlinesAs: []) + [0x3E]
            if let title = link.title, !title.isEmpty {
                text += [0x20, 0x22] + Self.escaped(title, newlinesAs: Array("&#10;".utf8)) + [0x22]
            }
            lines.append(DefinitionLine(line: committedLine - 1 + candidate.line, text: text))
        }
        return lines
    }

    /// `text` with every ASCII punctuation character escaped by a backslash (so that cmark
    /// reads it back as it is: no entity, no end of a destination or title) and each line
    /// break as `newlines`.
    private static func escaped(_ text: String, newlinesAs newlines: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case 0x0A: bytes += newlines
            case 0x0D: bytes += newlines.isEmpty ? [] : Array("&#13;".utf8)
            case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: bytes += [0x5C, byte]
            default: bytes.append(byte)
            }
        }
        return bytes
    }

    /// The labels that lines of `bytes` may define, in order, with their 1-based lines: after
    /// blanks, `>` and list markers, a `[label]:` whose label is on the line and is no
    /// footnote's (after a footnote's `[^label]:` the line is looked at on).
    static func definedLabels(in bytes: ArraySlice<UInt8>) -> [(line: Int, label: ArraySlice<UInt8>)] {
        var labels: [(line: Int, label: ArraySlice<UInt8>)] = []
        var line = 1
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.endIndex
            var i = start
            while i < end {
                let c = bytes[i]
                if c == 0x20 || c == 0x09 || c == 0x3E || c == 0x2D || c == 0x2B || c == 0x2A || c == 0x2E || c == 0x29
                    || (c >= 0x30 && c <= 0x39)
                {
                    i += 1
                    continue
                }
                guard c == 0x5B, let close = labelEnd(in: bytes[(i + 1)..<end]), close + 1 < end, bytes[close + 1] == 0x3A else { break }
                let label = bytes[(i + 1)..<close]
                if label.first != 0x5E {
                    labels.append((line, label))
                    break
                }
                i = close + 2
            }
            line += 1
            start = end + 1
        }
        return labels
    }

    /// Where the label that `bytes` start ends (its `]`): not empty, no `[` unescaped in it,
    /// at most 999 bytes.
    private static func labelEnd(in bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        while i < bytes.endIndex && i - bytes.startIndex < 1_000 {
            switch bytes[i] {
            case 0x5C: i += 2
            case 0x5B: return nil
            case 0x5D: return i > bytes.startIndex && bytes[bytes.startIndex..<i].contains(where: { $0 != 0x20 && $0 != 0x09 }) ? i : nil
            default: i += 1
            }
        }
        return nil
    }
}
