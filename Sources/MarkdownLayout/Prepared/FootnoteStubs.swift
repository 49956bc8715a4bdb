import MarkdownTree

/// What an incremental update puts before a slice that takes part in footnotes, so that the
/// slice parses alone as it parses in the whole text.
///
/// cmark resolves a footnote reference after parsing, against every definition in the text,
/// and drops a definition nothing refers to. So the slice gets a stub definition
/// `[^label]: x` for each label defined outside it (its references resolve as in the whole
/// text), then a paragraph referring to every label it may define itself (its definitions
/// stay in its tree even when only text outside refers to them), each followed by a blank
/// line (which closes the stubs: a slice starting indented does not continue one). The
/// stubs and the paragraph are left out of the splice; footnote numbers are computed again
/// for the whole spliced tree (`Document.renumberingFootnotes()`).
///
/// ```swift
/// guard let stubs = FootnoteStubs(document, top: top, body: body, region: 10..<14, slice: newSlice) else { return .full(.footnotes) }
/// let text = stubs.text + definitions + slice
/// ```
package struct FootnoteStubs: Sendable {
    /// The text to put first.
    package private(set) var text = ""
    /// How many lines ``text`` takes.
    package private(set) var lines = 0
    /// The 1-based line of the paragraph of references in ``text`` (0 when there is none).
    package private(set) var paragraphLine = 0
    /// The old footnote definitions the slice replaces (positions among the top-level
    /// blocks): those written in the slice's lines.
    package private(set) var replaced: [Int] = []
    /// The labels of ``replaced``, normalized (`LabelScan.normalized(_:)`).
    package private(set) var replacedLabels: Set<[UInt8]> = []

    /// The stubs for a slice of lines `region` (old numbering) whose new text is `slice`;
    /// `nil` when the slice may define a label also defined outside it (the first of two
    /// definitions wins, which a slice parsed alone cannot tell), or a label is not ASCII
    /// (cmark folds case by Unicode rules that a byte comparison does not follow).
    package init?(_ document: Document, top: [Int], body: Int, region: Range<Int>, slice: UnsafeBufferPointer<UInt8>) {
        let storage = document.storage
        var outside: [[UInt8]] = []
        var outsideLabels: Set<[UInt8]> = []
        for position in body..<top.count {
            let node = storage.nodes[top[position]]
            let label = Array(storage.slice(node.text))
            guard let folded = LabelScan.normalized(label) else { return nil }
            if region.contains(Int(node.range.start.rawLine)) {
                replaced.append(position)
                replacedLabels.insert(folded)
            } else {
                outside.append(label)
                outsideLabels.insert(folded)
            }
        }
        guard let candidates = Self.candidateLabels(in: slice) else { return nil }
        guard candidates.allSatisfy({ !outsideLabels.contains(LabelScan.normalized($0) ?? []) }) else { return nil }
        let referred = outside + candidates
        guard !referred.isEmpty else { return }
        var bytes: [UInt8] = []
        for label in outside { bytes += Array("[^".utf8) + label + Array("]: x\n".utf8) }
        bytes.append(0x0A)
        paragraphLine = outside.count + 2
        for (index, label) in referred.enumerated() { bytes += Array((index == 0 ? "[^" : " [^").utf8) + label + [0x5D] }
        bytes += [0x0A, 0x0A]
        text = String(decoding: bytes, as: UTF8.self)
        lines = outside.count + 3
    }

    /// Whether the paragraph of references parsed as written: footnote references and the
    /// text of those that resolved to nothing (no definition in the slice), nothing else.
    package func paragraphParsed(in slice: Document, at node: Int) -> Bool {
        let nodes = slice.storage.nodes
        guard nodes[node].kind == .paragraph, Int(nodes[node].range.start.rawLine) == paragraphLine else { return false }
        return ((node + 1)..<Int(nodes[node].end)).allSatisfy { nodes[$0].kind == .footnoteReference || nodes[$0].kind == .text }
    }

    /// The labels of every `[^label]:` in `bytes` (a superset of the footnote definitions
    /// they hold: cmark's label has no `]`, blank or line break), `nil` when one is not ASCII.
    static func candidateLabels(in bytes: UnsafeBufferPointer<UInt8>) -> [[UInt8]]? {
        var labels: [[UInt8]] = []
        var seen: Set<[UInt8]> = []
        var i = 0
        while i + 1 < bytes.count {
            guard bytes[i] == 0x5B, bytes[i + 1] == 0x5E else {
                i += 1
                continue
            }
            var end = i + 2
            while end < bytes.count, ![0x5D, 0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
            if end > i + 2, end + 1 < bytes.count, bytes[end] == 0x5D, bytes[end + 1] == 0x3A {
                let label = Array(bytes[(i + 2)..<end])
                guard let folded = LabelScan.normalized(label) else { return nil }
                if seen.insert(folded).inserted { labels.append(label) }
            }
            i += 2
        }
        return labels
    }
}
