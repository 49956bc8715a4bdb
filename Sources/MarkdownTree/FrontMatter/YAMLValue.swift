/// A YAML value from a document's front matter, with scalars typed by YAML's core schema.
///
/// Mappings keep their keys in the order written.
///
/// ```swift
/// let document = Document(parsing: "---\ntitle: Hello\ntags: [a, b]\n---\n# Body\n",
///                         options: ParseOptions(frontMatter: true))
/// if case .string(let title)? = document.frontMatter?.value?["title"] { print(title) }  // Hello
/// ```
public indirect enum YAMLValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case sequence([YAMLValue])
    /// Key/value pairs in source order.
    case mapping([(key: String, value: YAMLValue)])

    /// The value for `key` in a mapping (the first, if repeated).
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    /// The element at `index` of a sequence.
    public subscript(index: Int) -> YAMLValue? {
        guard case .sequence(let items) = self, items.indices.contains(index) else { return nil }
        return items[index]
    }

    /// The scalar as text (`nil` for sequences and mappings).
    public var scalarText: String? {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        case .sequence, .mapping: nil
        }
    }

    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.sequence(let a), .sequence(let b)): a == b
        case (.mapping(let a), .mapping(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .int(let value): hasher.combine(value)
        case .double(let value): hasher.combine(value)
        case .string(let value): hasher.combine(value)
        case .sequence(let items): hasher.combine(items)
        case .mapping(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }

    /// Types a plain (unquoted) scalar by YAML 1.2's core schema.
    static func plain(_ text: String) -> YAMLValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf": return .double(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
        case ".nan", ".NaN", ".NAN": return .double(.nan)
        default: break
        }
        if let value = Int(text) { return .int(value) }
        if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .int(value) }
        if text.hasPrefix("0o"), let value = Int(text.dropFirst(2), radix: 8) { return .int(value) }
        if text.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) ?? false, let value = Double(text) {
            return .double(value)
        }
        return .string(text)
    }
}
