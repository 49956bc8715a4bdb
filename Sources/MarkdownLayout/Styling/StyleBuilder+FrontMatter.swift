import MarkdownTheme
import MarkdownTree

extension StyleBuilder {
    /// The front matter as a compact block, when the theme shows it: `key: value` lines for
    /// a mapping (nested collections summarised on one line), else the YAML as written.
    mutating func styleFrontMatter(_ frontMatter: FrontMatter?) {
        guard theme.showFrontMatter == true, let frontMatter else { return }
        let style = cascade(.frontMatter, over: 0)
        var lines: [String] = []
        if case .mapping(let pairs)? = frontMatter.value {
            lines = pairs.map { "\($0.key): \(Self.summary(of: $0.value))" }
        } else {
            var yaml = frontMatter.yaml
            while yaml.last == "\n" || yaml.last == "\r" { yaml.removeLast() }
            lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        guard !lines.isEmpty else { return }
        let first = Int32(texts.count)
        for line in lines {
            let start = runs.count
            addRun(line, style: style, link: 0, since: start)
            _ = finishText(from: start)
        }
        emit(.text(texts: first..<Int32(texts.count), alignment: .left), marginTop: marginTop(style), marginBottom: marginBottom(style))
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
