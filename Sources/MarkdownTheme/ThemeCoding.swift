// Shared machinery of the theme's Codable conformances: strict keys (a typo is an error,
// not a silently ignored field), friendly "expected ..., got ..." failures, and a compact
// description of whatever value a file held.

/// A coding key for any name or index.
struct AnyCodingKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// What one value of a theme got wrong, carried as the `underlyingError` of a
/// `DecodingError.dataCorrupted`: any decoder's user sees a plain `DecodingError`, and theme
/// loading turns it into a precise ``ThemeError``.
struct ThemeValueIssue: Error, Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        /// A value of the wrong type or out of range.
        case invalid(expected: String, got: String)
        /// A key the object does not know; the last element of the path.
        case unknownKey(known: [String])
    }

    var kind: Kind

    /// The `DecodingError` that carries this issue at `path`.
    func error(at path: [any CodingKey]) -> DecodingError {
        let description: String =
            switch kind {
            case .invalid(let expected, let got): "expected \(expected), got \(got)"
            case .unknownKey(let known): "unknown key; known keys: \(known.joined(separator: ", "))"
            }
        return .dataCorrupted(.init(codingPath: path, debugDescription: description, underlyingError: self))
    }

    static func invalid(at path: [any CodingKey], expected: String, got: String) -> DecodingError {
        ThemeValueIssue(kind: .invalid(expected: expected, got: got)).error(at: path)
    }
}

/// A short description of any JSON value, for "got ..." in messages: `"orangey"`, `3.5`,
/// `true`, `null`, `an array`, `an object`.
struct ValueSummary: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
        text = ValueSummary.describe(decoder)
    }

    static func describe(_ decoder: any Decoder) -> String {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() { return "null" }
            if let value = try? container.decode(Bool.self) { return value ? "true" : "false" }
            if let value = try? container.decode(String.self) { return quoted(value) }
            if let value = try? container.decode(Int.self) { return String(value) }
            if let value = try? container.decode(Double.self) { return String(value) }
        }
        if (try? decoder.unkeyedContainer()) != nil { return "an array" }
        if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil { return "an object" }
        return "another kind of value"
    }

    /// `text` in double quotes, shortened past 40 characters.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(37) + "..." : Substring(text)
        return "\"" + shown + "\""
    }
}

extension Decoder {
    /// A keyed container that rejects keys not in `Key` nor in `alsoKnown` (the keys another
    /// container of the same object reads), naming the known ones; `expected` describes the
    /// object when the value is not an object at all.
    func strictContainer<Key: CodingKey & CaseIterable>(
        keyedBy type: Key.Type, expected: String, alsoKnown: [String] = []
    ) throws -> KeyedDecodingContainer<Key> {
        let all: KeyedDecodingContainer<AnyCodingKey>
        do {
            all = try container(keyedBy: AnyCodingKey.self)
        } catch DecodingError.typeMismatch {
            throw ThemeValueIssue.invalid(at: codingPath, expected: expected, got: ValueSummary.describe(self))
        }
        let known = Key.allCases.map(\.stringValue) + alsoKnown
        let unknown = all.allKeys.map(\.stringValue).filter { !known.contains($0) }.sorted()
        if let first = unknown.first {
            throw ThemeValueIssue(kind: .unknownKey(known: known)).error(at: codingPath + [AnyCodingKey(first)])
        }
        return try container(keyedBy: Key.self)
    }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or `nil` when the key is missing or `null` (inherit); a value of
    /// the wrong type, or one `isValid` rejects, is reported as "expected `expected`".
    func optional<T: Decodable>(
        _ type: T.Type, _ key: Key, expected: String, where isValid: (T) -> Bool = { _ in true }
    ) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        let value: T
        do {
            value = try decode(T.self, forKey: key)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count <= codingPath.count + 1 {
            throw invalid(key, expected: expected)
        }
        guard isValid(value) else { throw invalid(key, expected: expected) }
        return value
    }

    /// A whole number from 0 to 1000 (margins, indents, padding, widths).
    func count(_ key: Key) throws -> Int? {
        try optional(Int.self, key, expected: "a whole number from 0 to 1000") { (0...1000).contains($0) }
    }

    func text(_ key: Key) throws -> String? {
        try optional(String.self, key, expected: "a string")
    }

    func flag(_ key: Key) throws -> Bool? {
        try optional(Bool.self, key, expected: "true or false")
    }

    /// A string that must be one of the raw values of `T`.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ key: Key) throws -> T? where T.RawValue == String {
        let expected = "one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let raw = try optional(String.self, key, expected: expected) else { return nil }
        guard let value = T(rawValue: raw) else { throw invalid(key, expected: expected) }
        return value
    }

    /// A nested section or style; `{}` and a missing key both give `T()`.
    func section<T: Decodable & Equatable>(_ key: Key, default empty: T) throws -> T {
        try optional(T.self, key, expected: "an object") ?? empty
    }

    func invalid(_ key: Key, expected: String) -> DecodingError {
        let got = (try? decode(ValueSummary.self, forKey: key))?.text ?? "another kind of value"
        return ThemeValueIssue.invalid(at: codingPath + [key], expected: expected, got: got)
    }
}

extension KeyedEncodingContainer {
    /// Encodes `value` unless it equals `empty`: theme files list only what they set.
    mutating func encode<T: Encodable & Equatable>(_ value: T, forKey key: Key, unless empty: T) throws {
        if value != empty { try encode(value, forKey: key) }
    }
}
