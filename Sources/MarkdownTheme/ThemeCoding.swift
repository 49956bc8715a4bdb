// What the theme's Codable conformances share besides the field tables: the coding key,
// the "expected ..., got ..." failure any decoder's user sees, and a compact description of
// whatever value a file held.

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
