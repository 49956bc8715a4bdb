/// A YAML front matter block: the `---` … `---` (or `...`) lines at the very top of a
/// document, read with libyaml.
///
/// The block is cut before cmark sees the text (its lines are blanked, so every source
/// range of the body still points into the original text) and is never rendered as
/// Markdown. Malformed YAML does not stop the body from being parsed: ``value`` is `nil`
/// and ``error`` says where the YAML went wrong.
///
/// ```swift
/// var options = ParseOptions()
/// options.frontMatter = true
/// let document = Document(parsing: "---\ntitle: Notes\n---\n# Hi\n", options: options)
/// print(document.frontMatter?.value?["title"]?.scalarText ?? "")  // Notes
/// ```
public struct FrontMatter: Sendable, Hashable {
    /// The YAML text between the fences.
    public var yaml: String
    /// The lines the block spans in the source, fences included (1-based, inclusive).
    public var lines: ClosedRange<Int>
    /// The parsed value, or `nil` when the YAML is malformed.
    public var value: YAMLValue?
    /// What was wrong with the YAML, with its line and column in the document's source.
    public var error: FrontMatterError?

    /// Finds and reads front matter at the start of `text`; returns it with the text to
    /// hand to cmark (the block's lines emptied), or `nil` when there is none.
    static func extract(from text: String) -> (FrontMatter, body: String)? {
        // Most texts have none: they are not copied to find out.
        guard text.utf8.starts(with: "---".utf8) else { return nil }
        let utf8 = Array(text.utf8)
        let starts = SourceLines.lineStarts(of: utf8)
        func line(_ index: Int) -> ArraySlice<UInt8> {
            let start = starts[index]
            var end = index + 1 < starts.count ? starts[index + 1] : utf8.count
            while end > start && (utf8[end - 1] == 0x0A || utf8[end - 1] == 0x0D) { end -= 1 }
            return utf8[start..<end]
        }
        func isFence(_ bytes: ArraySlice<UInt8>, _ fences: [String]) -> Bool {
            var trimmed = bytes
            while let last = trimmed.last, last == 0x20 || last == 0x09 { trimmed = trimmed.dropLast() }
            return fences.contains { trimmed.elementsEqual($0.utf8) }
        }
        guard isFence(line(0), ["---"]) else { return nil }
        guard let closing = (1..<starts.count).first(where: { isFence(line($0), ["---", "..."]) }) else { return nil }
        let yamlBytes = utf8[starts[1]..<starts[closing]]
        let yaml = String(decoding: yamlBytes, as: UTF8.self)
        var frontMatter = FrontMatter(yaml: yaml, lines: 1...(closing + 1), value: nil, error: nil)
        switch YAMLReader.read(yaml) {
        case .success(let value): frontMatter.value = value
        case .failure(var error):
            error.line += 1  // the opening fence is line 1
            frontMatter.error = error
        }
        // Blank the block's lines, keeping their line breaks so positions do not move.
        let bodyStart = closing + 1 < starts.count ? starts[closing + 1] : utf8.count
        var body: [UInt8] = []
        body.reserveCapacity(utf8.count)
        for byte in utf8[0..<bodyStart] where byte == 0x0A || byte == 0x0D { body.append(byte) }
        body.append(contentsOf: utf8[bodyStart...])
        return (frontMatter, String(decoding: body, as: UTF8.self))
    }
}

/// Malformed front matter: what libyaml reported, and where (in the document's source).
public struct FrontMatterError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    /// 1-based line in the document's source.
    public var line: Int
    /// 1-based column.
    public var column: Int

    public var description: String { "front matter \(line):\(column): \(message)" }
}
