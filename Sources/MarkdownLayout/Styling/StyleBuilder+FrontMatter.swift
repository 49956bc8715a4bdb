import MarkdownText
import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// The front matter (when the document was parsed with it) as the theme says: as a
    /// compact block of `key: value` lines for a mapping, the keys aligned (nested collections
    /// summarised on one line), as written, or not at all. YAML that does not parse is a code
    /// block, never a paragraph.
    mutating func styleFrontMatter(_ frontMatter: FrontMatter?) {
        let display = input.styling.bounded.frontMatterDisplay ?? .table
        guard display != .hide, let frontMatter else { return }
        let style = cascade.style(.frontMatter, over: cascade.document)
        var lines: [String] = []
        if display == .table && frontMatter.value == nil && frontMatter.error != nil {
            var yaml = Array(frontMatter.yaml.utf8)
            while yaml.last == 0x0A || yaml.last == 0x0D { yaml.removeLast() }
            let code = cascade.style(.codeBlock, over: cascade.document)
            yaml.withUnsafeBufferPointer { styleCodeLines($0, style: code, isHTML: false, top: 0, bottom: cascade.marginBottom(code)) }
            return
        }
        if display == .table, case .mapping(let pairs)? = frontMatter.value {
            let keyWidth = min(20, pairs.map { CellWidth.of($0.key) }.max() ?? 0)
            lines = pairs.map { pair in
                let padding = String(repeating: " ", count: max(0, keyWidth - CellWidth.of(pair.key)))
                return "\(pair.key):\(padding) \(Self.summary(of: pair.value))"
            }
        } else {
            var yaml = frontMatter.yaml
            while yaml.last == "\n" || yaml.last == "\r" { yaml.removeLast() }
            lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        guard !lines.isEmpty else { return }
        let first = Int32(out.texts.count)
        for line in lines {
            let start = out.runs.count
            addRun(line, style: style, link: 0, since: start)
            _ = out.finishText(from: start)
        }
        out.emit(
            .text(texts: first..<Int32(out.texts.count), alignment: .left), marginTop: cascade.marginTop(style),
            marginBottom: cascade.marginBottom(style))
    }

    /// A value on one line: scalars as written, collections one level deep (`[a, b]`,
    /// `{k: v}`), deeper ones as `[…]` and `{…}`.
    static func summary(of value: YAMLValue) -> String {
        func scalar(_ value: YAMLValue) -> String {
            switch value {
            case .sequence: "[…]"
            case .mapping: "{…}"
            default: value.scalarText ?? ""
            }
        }
        switch value {
        case .sequence(let items): return "[" + items.map(scalar).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { "\($0.key): \(scalar($0.value))" }.joined(separator: ", ") + "}"
        default: return scalar(value)
        }
    }
}
