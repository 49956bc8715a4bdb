import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cmark node's text as bytes, through cmark's public getters.
///
/// A getter copies the text into the node on its first read (allocated from the parse's
/// memory, freed with the tree). The bytes are cmark's: valid until its tree is freed, and
/// not to be kept past that.
enum NodeText {
    /// A text, code, inline HTML or HTML block node's literal, or a code block's code.
    @inline(__always)
    static func literal(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> { bytes(cmark_node_get_literal(node)) }

    /// A code block's info string.
    @inline(__always)
    static func fenceInfo(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> { bytes(cmark_node_get_fence_info(node)) }

    /// A link's or an image's destination.
    @inline(__always)
    static func url(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> { bytes(cmark_node_get_url(node)) }

    /// A link's or an image's title.
    @inline(__always)
    static func title(_ node: OpaquePointer) -> UnsafeBufferPointer<UInt8> { bytes(cmark_node_get_title(node)) }

    /// The bytes of a C string from one of cmark's getters, without its NUL.
    static func bytes(_ cString: UnsafePointer<CChar>?) -> UnsafeBufferPointer<UInt8> {
        guard let cString else { return UnsafeBufferPointer(start: nil, count: 0) }
        // CChar and UInt8 may alias: the same bytes, read unsigned.
        return UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self), count: strlen(cString))
    }
}
