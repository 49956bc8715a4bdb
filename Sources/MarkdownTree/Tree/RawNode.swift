/// A span of bytes in a document's text buffer.
package struct TextSpan: Sendable, Hashable {
    package var offset: UInt32
    package var count: UInt32

    package init(offset: UInt32, count: UInt32) {
        self.offset = offset
        self.count = count
    }

    package static let empty = TextSpan(offset: 0, count: 0)
}

/// One node of the flat arena: pre-order position, kind, structure and payload.
///
/// The meaning of the payload fields depends on ``kind``:
///
/// | kind | `text` | `text2` | `small` | `number` | flags |
/// |---|---|---|---|---|---|
/// | list | | | delimiter | start | tight; list type (``ListType``) in `extra` |
/// | item | | | task state | | |
/// | code block | literal | info | fence length | fence offset | fenced; fence char in `extra` |
/// | heading | | | level | | setext |
/// | table | | | column count | | alignments in `aux` |
/// | table row | | | | | header |
/// | table cell | | | alignment | column | |
/// | link, image | destination | title | | | autolink |
/// | footnote definition | label | | | definition number | |
/// | footnote reference | label | | reference index | definition number | |
/// | custom block/inline | on enter | on exit | | | |
/// | text, code, HTML | literal | | | | |
package struct RawNode: Sendable, Hashable {
    package var kind: NodeKind
    package var flags: UInt8
    package var small: UInt16
    /// Index of the parent, -1 for the root.
    package var parent: Int32
    /// Index one past the last node of this node's subtree.
    package var end: Int32
    package var number: Int32
    package var extra: UInt32
    package var range: SourceRange
    package var text: TextSpan
    package var text2: TextSpan
    package var aux: TextSpan

    package init(kind: NodeKind, parent: Int32) {
        self.kind = kind
        self.flags = 0
        self.small = 0
        self.parent = parent
        self.end = 0
        self.number = 0
        self.extra = 0
        self.range = .none
        self.text = .empty
        self.text2 = .empty
        self.aux = .empty
    }

    package static let tightFlag: UInt8 = 1
    package static let setextFlag: UInt8 = 1
    package static let fencedFlag: UInt8 = 1
    package static let headerFlag: UInt8 = 1
    package static let autolinkFlag: UInt8 = 1
}

/// The storage of a document: nodes in pre-order and one UTF-8 buffer for their text.
package struct TreeStorage: Sendable {
    package var nodes: [RawNode]
    package var bytes: [UInt8]
    /// Subtrees kept as plain text because they were nested deeper than the depth limit.
    package var flattenedSubtrees = 0

    package init() {
        nodes = []
        bytes = []
    }

    package init(nodes: [RawNode], bytes: [UInt8]) {
        self.nodes = nodes
        self.bytes = bytes
    }

    /// Appends `utf8` to the text buffer and returns its span.
    @inline(__always)
    package mutating func append<C: Collection>(_ utf8: C) -> TextSpan where C.Element == UInt8 {
        let offset = UInt32(bytes.count)
        bytes.append(contentsOf: utf8)
        return TextSpan(offset: offset, count: UInt32(bytes.count) - offset)
    }

    /// The bytes of a span.
    @inline(__always)
    package func slice(_ span: TextSpan) -> ArraySlice<UInt8> {
        bytes[Int(span.offset)..<Int(span.offset + span.count)]
    }

    /// The text of a span as a `String` (invalid UTF-8 is repaired).
    package func string(_ span: TextSpan) -> String {
        if span.count == 0 { return "" }
        return bytes.withUnsafeBufferPointer { buffer in
            String(decoding: UnsafeBufferPointer(rebasing: buffer[Int(span.offset)..<Int(span.offset + span.count)]), as: UTF8.self)
        }
    }
}
