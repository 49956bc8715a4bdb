import MarkdownText
import MarkdownTree

extension DefinitionScan {
    /// The link reference definitions a stream carries from final text to every later parse:
    /// ``scan(_:skipLines:lineBase:endLine:)``'s lines between top-level blocks, as prepared
    /// content carries them, and, when it found other places, the definitions that open a
    /// top-level paragraph (cmark reads them there too, and the stream, which never parses
    /// final text again, must carry them). Each is checked to be a definition on its own.
    /// Definitions inside block quotes, lists or footnotes are not carried: a later block
    /// that uses one shows it unresolved until ``MarkdownStream/finish()``.
    package static func carried(from document: Document, skipLines: Int, lineBase: Int, endLine: Int) -> [DefinitionLine] {
        let found = scan(document, skipLines: skipLines, lineBase: lineBase, endLine: endLine)
        guard found.others > 0 else { return found.lines }
        var lines = found.lines.filter { isDefinition($0.text[...], options: document.options) }
        let utf8 = Array(document.source.utf8)
        var line = 1
        var offset = 0
        for child in document.root.children where child.kind == .paragraph {
            var start = child.sourceRange.start.line
            guard start > skipLines else { continue }
            while start < endLine {
                while line < start && offset < utf8.count {
                    if utf8[offset] == 0x0A { line += 1 }
                    offset += 1
                }
                var end = offset
                while end < utf8.count && utf8[end] != 0x0A { end += 1 }
                var content = utf8[offset..<end]
                if content.last == 0x0D { content = content.dropLast() }
                guard SourceScan.looksLikeDefinition(content), isDefinition(content, options: document.options) else { break }
                lines.append(DefinitionLine(line: start - skipLines + lineBase, text: Array(content)))
                start += 1
            }
        }
        return lines.sorted { $0.line < $1.line }
    }

    /// Whether `line` alone parses to nothing but a definition.
    private static func isDefinition(_ line: ArraySlice<UInt8>, options: ParseOptions) -> Bool {
        var lineOptions = options
        lineOptions.frontMatter = false
        return Document(parsing: UTF8Repair.string(line), options: lineOptions).nodeCount == 1
    }
}
