import MarkdownLayout
import MarkdownText
import MarkdownTree

/// Link reference definitions across the stream: those in final text (written or held) are
/// kept and put before every later parse, so that a link after its definition resolves as
/// in one render; a block whose text still shows `[…]` (a reference, or a footnote
/// reference, whose definition may come later) is held until one resolves it or to the end
/// (StreamingRenderer+Holding.swift), so that a definition arriving after its use resolves too.
extension StreamingRenderer {
    /// Whether top-level block `index` shows a `]` in its text: a reference that did not
    /// resolve, whose definition may still come.
    func mayAwaitDefinition(_ index: Int, in document: Document) -> Bool {
        let storage = document.storage
        for i in index..<Int(storage.nodes[index].end) where storage.nodes[i].kind == .text {
            if storage.slice(storage.nodes[i].text).contains(UInt8(ascii: "]")) { return true }
        }
        return false
    }

    /// Keeps the link reference definitions of `final`, the text of the first `count`
    /// top-level blocks of `document` (line numbers `shift` below the document's): lines
    /// outside every block, or opening a paragraph (cmark reads definitions only there),
    /// each checked to be a definition on its own.
    mutating func keepDefinitions(of final: ArraySlice<UInt8>, document: Document, top: [Int], count: Int, shift: Int) {
        let nodes = document.storage.nodes
        var block = 0
        var line = 1
        var start = final.startIndex
        // Whether every line of the current paragraph so far was a definition.
        var paragraphOpening = true
        while start < final.endIndex {
            var end = start
            while end < final.endIndex && final[end] != 0x0A { end += 1 }
            let content = final[start..<end]
            while block < count && Int(nodes[top[block]].range.end.rawLine) - shift < line { block += 1 }
            let blockStart = block < count ? Int(nodes[top[block]].range.start.rawLine) - shift : Int.max
            let inBlock = blockStart <= line
            if inBlock && blockStart == line { paragraphOpening = nodes[top[block]].kind == .paragraph }
            let candidate = SourceScan.looksLikeDefinition(content)
            if candidate && (!inBlock || paragraphOpening) && Self.isDefinition(content, options: options) {
                definitions.append(contentsOf: content)
                definitions.append(0x0A)
                definitionLines += 1
            } else if inBlock {
                paragraphOpening = false
            }
            line += 1
            start = end < final.endIndex ? end + 1 : end
        }
    }

    /// Whether `line` alone parses to nothing but a definition.
    private static func isDefinition(_ line: ArraySlice<UInt8>, options: ParseOptions) -> Bool {
        var lineOptions = options
        lineOptions.frontMatter = false
        return Document(parsing: UTF8Repair.string(line), options: lineOptions).nodeCount == 1
    }
}
