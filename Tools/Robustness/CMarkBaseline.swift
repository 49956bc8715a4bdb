import CCmarkGFM
import MarkdownTree

/// cmark-gfm measured alone, for benchmarks: the yardstick every stage is compared with.
package enum CMarkBaseline {
    /// Parses with cmark-gfm and frees the tree, touching nothing.
    package static func parse(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        CMark.withTree(utf8) { root in Int(cmark_node_get_end_line(root)) }
    }

    /// Parses with cmark-gfm and walks every node with cmark's iterator, reading each
    /// node's type and literal, as a C program that uses the tree would.
    package static func parseAndWalk(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        CMark.withTree(utf8) { root in
            guard let iterator = cmark_iter_new(root) else { return 0 }
            defer { cmark_iter_free(iterator) }
            var count = 0
            while true {
                let event = cmark_iter_next(iterator)
                if event == CMARK_EVENT_DONE { break }
                if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) {
                    count &+= Int(cmark_node_get_type(node).rawValue)
                    if let literal = cmark_node_get_literal(node) { count &+= Int(literal.pointee) }
                }
            }
            return count
        }
    }
}
