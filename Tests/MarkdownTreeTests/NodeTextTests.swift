import CCmarkGFM
import CMarkNodeText
import Testing

@testable import MarkdownTree

/// The conversion reads a node's text where cmark keeps it (no copy); those bytes must be
/// the ones cmark's public getters give, for every node of every spec example.
@Suite struct NodeTextTests {
    @Test func inPlaceReadsGiveTheGettersBytes() {
        #expect(SpecFixture.all.count > 700)
        var compared = 0
        for fixture in SpecFixture.all {
            var utf8 = Array(fixture.markdown.utf8)
            let mismatch: String? = utf8.withUnsafeMutableBufferPointer { buffer in
                CMarkSession.withParsedDocument(utf8: UnsafeBufferPointer(buffer), options: fixture.parseOptions) { root in
                    Self.firstMismatch(under: root, compared: &compared)
                }
            }
            #expect(mismatch == nil, "\(fixture.name): \(mismatch ?? "")")
        }
        #expect(compared > 2000)
    }

    @Test func readsInPlaceWhereTheNodeLayoutIsInstalled() {
        // Debian's libcmark-gfm-dev installs it: on Linux the copy-free path must be the one
        // taken, and the sample check must agree with it.
        #if os(Linux)
            #expect(cmark_swift_reads_in_place())
        #endif
        #expect(NodeText.inPlace == cmark_swift_reads_in_place())
    }

    /// Walks the tree under `root`: each text a node has, read in place first (the getters
    /// replace it by their copy), then through the getter.
    private static func firstMismatch(under root: OpaquePointer, compared: inout Int) -> String? {
        guard let iterator = cmark_iter_new(root) else { return "no iterator" }
        defer { cmark_iter_free(iterator) }
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let reads: [(String, cmark_swift_span, (OpaquePointer) -> UnsafePointer<CChar>?)]
            switch cmark_node_get_type(node) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK:
                reads = [("literal", cmark_swift_literal(node), cmark_node_get_literal)]
            case CMARK_NODE_CODE_BLOCK:
                reads = [
                    ("code", cmark_swift_literal(node), cmark_node_get_literal),
                    ("info", cmark_swift_fence_info(node), cmark_node_get_fence_info),
                ]
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                reads = [("url", cmark_swift_url(node), cmark_node_get_url), ("title", cmark_swift_title(node), cmark_node_get_title)]
            default:
                continue
            }
            for (name, span, getter) in reads {
                let inPlace = span.data == nil ? [] : Array(UnsafeBufferPointer(start: span.data, count: Int(span.count)))
                let copied = Array(NodeText.bytes(getter(node)))
                guard inPlace == copied else {
                    return "\(name): \(String(decoding: inPlace, as: UTF8.self).debugDescription) in place, "
                        + "\(String(decoding: copied, as: UTF8.self).debugDescription) from the getter"
                }
                compared += 1
            }
        }
        return nil
    }
}
