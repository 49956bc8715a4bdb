/// One key of a theme section and everything done with it: read from a theme file and
/// checked by its ``ThemeRule``, written back, merged over a base theme's, bounded.
///
/// A section lists its fields once, in a table (``ThemeRecord/fields``); its Codable
/// conformance, `merging(_:)` and the theme's bounds are generic over that table.
///
/// ```swift
/// static let fields: [ThemeField<LinkTheme>] = [
///     .section("style", \.style), .section("urlStyle", \.urlStyle), .value("display", \.display, .choice),
/// ]
/// ```
struct ThemeField<Root>: Sendable {
    typealias Path<Value> = WritableKeyPath<Root, Value> & Sendable

    /// The key in a theme file: the Swift property's name.
    let key: String
    let read: @Sendable (inout Root, KeyedDecodingContainer<AnyCodingKey>) throws -> Void
    let write: @Sendable (Root, inout KeyedEncodingContainer<AnyCodingKey>) throws -> Void
    /// Takes the second value's field where it sets one (keeps the first's elsewhere).
    let merge: @Sendable (inout Root, Root) -> Void
    let bound: @Sendable (inout Root) -> Void
}

extension ThemeField {
    /// An optional value that `rule` checks and bounds; missing or `null`, it inherits.
    static func value<Value>(_ key: String, _ path: Path<Value?>, _ rule: ThemeRule<Value>) -> ThemeField {
        let codingKey = AnyCodingKey(key)
        return ThemeField(
            key: key,
            read: { root, container in root[keyPath: path] = try container.value(codingKey, rule) },
            write: { root, container in try container.encodeIfPresent(root[keyPath: path], forKey: codingKey) },
            merge: { root, override in
                if let value = override[keyPath: path] { root[keyPath: path] = value }
            },
            bound: { root in
                if let clamp = rule.clamp, let value = root[keyPath: path] { root[keyPath: path] = clamp(value) }
            })
    }

    /// A nested section or style: `{}` and a missing key both give an empty one, which is
    /// not written.
    static func section<Section: ThemeRecord>(_ key: String, _ path: Path<Section>) -> ThemeField {
        let codingKey = AnyCodingKey(key)
        return ThemeField(
            key: key,
            read: { root, container in root[keyPath: path] = try container.value(codingKey, .section) ?? Section() },
            write: { root, container in
                let section = root[keyPath: path]
                if section != Section() { try container.encode(section, forKey: codingKey) }
            },
            merge: { root, override in root[keyPath: path] = root[keyPath: path].merged(with: override[keyPath: path]) },
            bound: { root in root[keyPath: path] = root[keyPath: path].boundedFields() })
    }

    /// Styles by name (custom inline styles): merged name by name.
    static func styles(_ key: String, _ path: Path<[String: Style]>) -> ThemeField {
        let codingKey = AnyCodingKey(key)
        return ThemeField(
            key: key,
            read: { root, container in root[keyPath: path] = try container.value(codingKey, .section) ?? [:] },
            write: { root, container in
                let styles = root[keyPath: path]
                if !styles.isEmpty { try container.encode(styles, forKey: codingKey) }
            },
            merge: { root, override in
                for (name, style) in override[keyPath: path] {
                    root[keyPath: path][name] = (root[keyPath: path][name] ?? Style()).merged(with: style)
                }
            },
            bound: { root in root[keyPath: path] = root[keyPath: path].mapValues { $0.boundedFields() } })
    }

    /// This field of the record at `path`, read from and written to the enclosing object
    /// itself: a heading level's style fields sit beside its `link` and `code`.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Root> & Sendable) -> ThemeField<Outer> {
        let field = self
        return ThemeField<Outer>(
            key: key,
            read: { outer, container in try field.read(&outer[keyPath: path], container) },
            write: { outer, container in try field.write(outer[keyPath: path], &container) },
            merge: { outer, override in field.merge(&outer[keyPath: path], override[keyPath: path]) },
            bound: { outer in field.bound(&outer[keyPath: path]) })
    }
}
