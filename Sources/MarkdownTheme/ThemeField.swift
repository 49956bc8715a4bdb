/// One key of a theme section and everything done with it: read from a theme file and
/// checked by its ``ThemeRule``, written back, merged over a base theme's, bounded.
///
/// A section lists its fields once, in a table (``ThemeRecord/fields``); its Codable
/// conformance, `merging(_:)` and the theme's bounds are generic over that table. A field
/// is reached through a getter and an in-place accessor rather than a key path: styling
/// bounds a theme for every document, and a key path costs some 200 ns a step here.
///
/// ```swift
/// static let fields: [ThemeField<LinkTheme>] = [
///     .section("style", { $0.style }, { $1(&$0.style) }),
///     .value("display", .choice, { $0.display }, { $1(&$0.display) }),
/// ]
/// ```
struct ThemeField<Root>: Sendable {
    typealias Get<Value> = @Sendable (Root) -> Value
    /// Gives the body in-place access to the field: `{ $1(&$0.style) }`.
    typealias Modify<Value> = @Sendable (inout Root, (inout Value) -> Void) -> Void

    /// The key in a theme file: the Swift property's name.
    let key: String
    let read: @Sendable (inout Root, KeyedDecodingContainer<AnyCodingKey>) throws -> Void
    let write: @Sendable (Root, inout KeyedEncodingContainer<AnyCodingKey>) throws -> Void
    /// Takes the second value's field where it sets one (keeps the first's elsewhere).
    let merge: @Sendable (inout Root, Root) -> Void
    /// Brings the field into its rule's range, and tells whether it changed it; `nil` when
    /// no value of the field can be out of range.
    let bound: (@Sendable (inout Root) -> Bool)?
}

extension ThemeField {
    /// An optional value that `rule` checks and bounds; missing or `null`, it inherits.
    static func value<Value>(_ key: String, _ rule: ThemeRule<Value>, _ get: @escaping Get<Value?>, _ modify: @escaping Modify<Value?>)
        -> ThemeField
    {
        let codingKey = AnyCodingKey(key)
        var bound: (@Sendable (inout Root) -> Bool)? = nil
        if let clamp = rule.clamp {
            bound = { root in
                guard let value = get(root), clamp(value) != value else { return false }
                modify(&root) { $0 = clamp(value) }
                return true
            }
        }
        return ThemeField(
            key: key,
            read: { root, container in
                let value = try container.value(codingKey, rule)
                modify(&root) { $0 = value }
            },
            write: { root, container in try container.encodeIfPresent(get(root), forKey: codingKey) },
            merge: { root, override in
                if let value = get(override) { modify(&root) { $0 = value } }
            },
            bound: bound)
    }

    /// A nested section or style: `{}` and a missing key both give an empty one, which is
    /// not written.
    static func section<Section: ThemeRecord>(_ key: String, _ get: @escaping Get<Section>, _ modify: @escaping Modify<Section>)
        -> ThemeField
    {
        let codingKey = AnyCodingKey(key)
        let bound: (@Sendable (inout Root) -> Bool)? = { root in
            var changed = false
            modify(&root) { changed = $0.bound() }
            return changed
        }
        return ThemeField(
            key: key,
            read: { root, container in
                let section = try container.value(codingKey, .section) ?? Section()
                modify(&root) { $0 = section }
            },
            write: { root, container in
                let section = get(root)
                if section != Section() { try container.encode(section, forKey: codingKey) }
            },
            merge: { root, override in
                let changes = get(override)
                if changes != Section() { modify(&root) { $0.merge(changes) } }
            },
            bound: Section.isBounded ? bound : nil)
    }

    /// Styles by name (custom inline styles): merged name by name.
    static func styles(_ key: String, _ get: @escaping Get<[String: Style]>, _ modify: @escaping Modify<[String: Style]>) -> ThemeField {
        let codingKey = AnyCodingKey(key)
        return ThemeField(
            key: key,
            read: { root, container in
                let styles: [String: Style] = try container.value(codingKey, .section) ?? [:]
                modify(&root) { $0 = styles }
            },
            write: { root, container in
                let styles = get(root)
                if !styles.isEmpty { try container.encode(styles, forKey: codingKey) }
            },
            merge: { root, override in
                let changes = get(override)
                modify(&root) { styles in
                    for (name, style) in changes { styles[name, default: Style()].merge(style) }
                }
            },
            bound: { root in
                let styles = get(root)
                let bounded = styles.mapValues { $0.boundedFields() }
                guard bounded != styles else { return false }
                modify(&root) { $0 = bounded }
                return true
            })
    }

    /// This field of the record at `path`, read from and written to the enclosing object
    /// itself: a heading level's style fields sit beside its `link` and `code`.
    func lifted<Outer>(_ path: WritableKeyPath<Outer, Root> & Sendable) -> ThemeField<Outer> {
        let field = self
        var bound: (@Sendable (inout Outer) -> Bool)? = nil
        if let inner = field.bound { bound = { outer in inner(&outer[keyPath: path]) } }
        return ThemeField<Outer>(
            key: key,
            read: { outer, container in try field.read(&outer[keyPath: path], container) },
            write: { outer, container in try field.write(outer[keyPath: path], &container) },
            merge: { outer, override in field.merge(&outer[keyPath: path], override[keyPath: path]) },
            bound: bound)
    }

    /// In-place access to a computed property, written back only when the body changed it:
    /// the setter rebuilds what the property is computed from.
    static func changing<Value: Equatable>(_ get: @escaping Get<Value>, _ set: @escaping @Sendable (inout Root, Value) -> Void)
        -> Modify<Value>
    {
        { root, body in
            let original = get(root)
            var value = original
            body(&value)
            if value != original { set(&root, value) }
        }
    }
}
