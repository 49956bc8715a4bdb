import MarkdownTheme

/// Resolved text attributes interned to small ids: id 0 is always `TextAttributes.plain`.
///
/// Layout segments carry the id, renderers look the attributes up once per segment.
///
/// ```swift
/// let layout = StyledDocument(document: document, theme: .dark).layout(width: 80)
/// for part in layout.line(0).parts { print(layout.styles[part.style].bold) }
/// ```
public struct StyleTable: Sendable, Hashable {
    /// The attributes, indexed by id.
    public private(set) var attributes: [TextAttributes] = [.plain]
    private var ids: [TextAttributes: UInt32] = [.plain: 0]

    package init() {}

    /// The id of `attributes`, added to the table when new.
    package mutating func id(for attributes: TextAttributes) -> UInt32 {
        if let id = ids[attributes] { return id }
        let id = UInt32(self.attributes.count)
        self.attributes.append(attributes)
        ids[attributes] = id
        return id
    }

    /// The attributes of an id.
    public subscript(id: UInt32) -> TextAttributes { attributes[Int(id)] }

    /// The number of distinct attribute sets.
    public var count: Int { attributes.count }
}
