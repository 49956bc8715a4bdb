import CCmarkGFM
import CMarkNodeText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cmark node's text as bytes: read where cmark keeps it when this build knows cmark's node
/// layout and a sample tree reads the same that way as through the public getters (see
/// `node_text.c`), else through the getters, which copy it into the node first.
///
/// The bytes are cmark's: valid until its tree is freed, and not to be kept past that.
enum NodeText {
    /// A text, code, inline HTML or HTML block node's literal, or a code block's code.
    @inline(__always)
    static func literal(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        inPlace ? bytes(cmark_swift_literal(node)) : bytes(cmark_node_get_literal(node))
    }

    /// A code block's info string.
    @inline(__always)
    static func fenceInfo(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        inPlace ? bytes(cmark_swift_fence_info(node)) : bytes(cmark_node_get_fence_info(node))
    }

    /// A link's or an image's destination.
    @inline(__always)
    static func url(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        inPlace ? bytes(cmark_swift_url(node)) : bytes(cmark_node_get_url(node))
    }

    /// A link's or an image's title.
    @inline(__always)
    static func title(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> {
        inPlace ? bytes(cmark_swift_title(node)) : bytes(cmark_node_get_title(node))
    }

    /// Whether nodes are read in place: the layout is known, and on a tree with every kind
    /// of node read here, each read gives the bytes the public getter gives.
    static let inPlace: Bool = cmark_swift_reads_in_place() && readsLikeGetters()

    /// One text a node has: its name, its in-place read and the public getter for it.
    typealias Read = (name: String, inPlace: (OpaquePointer) -> cmark_swift_span, getter: (OpaquePointer) -> UnsafePointer<CChar>?)

    /// The texts a node of `type` has (none for most kinds), as the accessors above read them.
    static func reads(of type: cmark_node_type) -> [Read] {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
            [("literal", { cmark_swift_literal($0) }, { cmark_node_get_literal($0) })]
        case CMARK_NODE_CODE_BLOCK:
            [
                ("literal", { cmark_swift_literal($0) }, { cmark_node_get_literal($0) }),
                ("info", { cmark_swift_fence_info($0) }, { cmark_node_get_fence_info($0) }),
            ]
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            [
                ("url", { cmark_swift_url($0) }, { cmark_node_get_url($0) }),
                ("title", { cmark_swift_title($0) }, { cmark_node_get_title($0) }),
            ]
        default: []
        }
    }

    private static func bytes(_ span: cmark_swift_span) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: span.data, count: span.data == nil ? 0 : Int(span.count))
    }

    /// The bytes of a C string from one of cmark's getters, without its NUL.
    static func bytes(_ cString: UnsafePointer<CChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let cString else { return UnsafeBufferPointer(start: nil, count: 0) }
        // CChar and UInt8 may alias: the same bytes, read unsigned.
        return UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self), count: strlen(cString))
    }

    /// Reads every text of every node under `root` both ways, in place first (the getters
    /// replace a node's text by their copy): the first read that differs, described, or
    /// `nil`; and how many reads were compared.
    static func firstDifference(under root: OpaquePointer) -> (difference: String?, compared: Int) {
        guard let iterator = cmark_iter_new(root) else { return ("no iterator", 0) }
        defer { cmark_iter_free(iterator) }
        var compared = 0
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            for read in reads(of: cmark_node_get_type(node)) {
                let inPlace = Array(bytes(read.inPlace(node)))
                let copied = Array(bytes(read.getter(node)))
                guard inPlace == copied else {
                    return (
                        "\(read.name): \(String(decoding: inPlace, as: UTF8.self).debugDescription) in place, "
                            + "\(String(decoding: copied, as: UTF8.self).debugDescription) from the getter", compared
                    )
                }
                compared += 1
            }
        }
        return (nil, compared)
    }

    /// Parses a sample with text, code spans, inline and block HTML, a fenced code block
    /// with an info string, and links and images with and without titles, and compares the
    /// two ways of reading each node.
    private static func readsLikeGetters() -> Bool {
        let sample = """
            Text `code` <b>html</b> [link](/url "title") ![image](/src) [bare](/u)
            *emphasis* and a line\u{20}\u{20}
            break.

            <div>
            block
            </div>

            ``` swift info
            let code = 1
            ```

            """
        let utf8 = Array(sample.utf8)
        return utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                guard let root = cmark_parse_document(chars.baseAddress, chars.count, CMARK_OPT_DEFAULT) else { return false }
                defer { cmark_node_free(root) }
                let (difference, compared) = firstDifference(under: root)
                // Every kind above was met (text, code, two HTML, a code block's two, four
                // links' two): a sample that parsed otherwise proves nothing.
                return difference == nil && compared >= 16
            }
        }
    }
}
