/// A theme section (``Style``, ``ListTheme``, ``HeadingsTheme``, ...): every field optional,
/// read from and written to a theme file, merged field by field.
public protocol ThemeSection: Codable, Hashable, Sendable {
    /// This value with every field `override` sets replaced by `override`'s: nested sections
    /// are merged field by field, a list (such as ``ListTheme/bullets``) is replaced whole.
    ///
    /// ```swift
    /// let merged = Style(foreground: .ansi(1), bold: true).merging(Style(foreground: .ansi(2)))
    /// // foreground 2, bold
    /// ```
    func merging(_ override: Self) -> Self
}

/// A theme section described by a table of its fields: reading (strictly: a key the table
/// does not list is an error naming the known ones), writing (only what is set), merging
/// and bounding are generic over the table, so a field is added in one place.
protocol ThemeRecord: ThemeSection {
    init()
    /// Every key of the section, in the order messages list them.
    static var fields: [ThemeField<Self>] { get }
    /// What the section looks like, for "expected ..." when a file holds something else.
    static var expectation: String { get }
}

extension ThemeRecord {
    static var expectation: String { "an object" }

    /// Reads the section from `decoder`'s object, every field checked by its rule. Only the
    /// keys the object holds are read (a missing key leaves the field as `init()` has it), so
    /// an object of many empty sections costs its keys, not its keys times the table.
    init(fields decoder: any Decoder) throws {
        let (container, keys) = try decoder.strictContainer(known: Self.fields, expected: Self.expectation)
        self.init()
        guard !keys.isEmpty else { return }
        // In the table's order, so that of two bad values the same one is reported first.
        for field in Self.fields where keys.contains(field.key) { try field.read(&self, container) }
    }

    /// Writes the fields that are set.
    func encodeFields(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for field in Self.fields { try field.write(self, &container) }
    }

    public init(from decoder: any Decoder) throws { try self.init(fields: decoder) }
    public func encode(to encoder: any Encoder) throws { try encodeFields(to: encoder) }

    /// This value with every field `override` sets replaced by `override`'s (nested
    /// sections merged field by field).
    public func merging(_ override: Self) -> Self {
        var merged = self
        merged.merge(override)
        return merged
    }

    /// Takes every field `override` sets.
    mutating func merge(_ override: Self) {
        // By index: copying a whole field out of the table retains all its closures.
        let fields = Self.fields
        for index in fields.indices { fields[index].merge(&self, override) }
    }

    /// This value with every field its rule bounds brought into range.
    func boundedFields() -> Self {
        var bounded = self
        bounded.bound()
        return bounded
    }

    /// Brings every field its rule bounds into range; tells whether any changed.
    @discardableResult
    mutating func bound() -> Bool {
        var changed = false
        let fields = Self.fields
        for index in fields.indices {
            if let bound = fields[index].bound, bound(&self) { changed = true }
        }
        return changed
    }

    /// Whether any field (of this section or one nested in it) has a rule that bounds it.
    static var isBounded: Bool { fields.contains { $0.bound != nil } }
}

extension Decoder {
    /// The object's container and the keys it holds, rejecting a key no field of `known` has
    /// (the first in sorted order is named, with the known keys); `expected` describes the
    /// object when the value is not an object at all.
    func strictContainer<Root>(known fields: [ThemeField<Root>], expected: String) throws
        -> (KeyedDecodingContainer<AnyCodingKey>, keys: Set<String>)
    {
        let container: KeyedDecodingContainer<AnyCodingKey>
        do {
            container = try self.container(keyedBy: AnyCodingKey.self)
        } catch DecodingError.typeMismatch {
            throw ThemeValueIssue.invalid(at: codingPath, expected: expected, got: ValueSummary.describe(self))
        }
        let keys = Set(container.allKeys.lazy.map(\.stringValue))
        let unknown = keys.lazy.filter { key in !fields.contains { $0.key == key } }
        if let first = unknown.min() {
            throw ThemeValueIssue(kind: .unknownKey(known: fields.map(\.key))).error(at: codingPath + [AnyCodingKey(first)])
        }
        return (container, keys)
    }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
    /// The value at `key` as `rule` allows it, or `nil` when the key is missing or `null`
    /// (inherit). A value of the wrong type or one the rule rejects is reported as
    /// "expected ...", with what the file holds; a nested value's own error passes through.
    func value<Value>(_ key: AnyCodingKey, _ rule: ThemeRule<Value>) throws -> Value? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let value: Value
        do {
            value = try decode(Value.self, forKey: key)
        } catch let error as DecodingError where error.isAbout(depth: codingPath.count + 1) {
            throw invalid(key, expected: rule.expected)
        }
        guard rule.accepts(value) else { throw invalid(key, expected: rule.expected) }
        return value
    }

    private func invalid(_ key: AnyCodingKey, expected: String) -> DecodingError {
        let got = (try? decode(ValueSummary.self, forKey: key))?.text ?? "another kind of value"
        return ThemeValueIssue.invalid(at: codingPath + [key], expected: expected, got: got)
    }
}

extension DecodingError {
    /// Whether this is the error of a value at most `depth` keys deep (a wrong type, a string
    /// no case has) rather than one a nested value reported about itself.
    fileprivate func isAbout(depth: Int) -> Bool {
        switch self {
        case .typeMismatch(_, let context): context.codingPath.count <= depth
        case .dataCorrupted(let context): !(context.underlyingError is ThemeValueIssue) && context.codingPath.count <= depth
        default: false
        }
    }
}
