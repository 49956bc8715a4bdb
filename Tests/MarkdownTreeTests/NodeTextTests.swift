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
                    let (difference, count) = NodeText.firstDifference(under: root)
                    compared += count
                    return difference
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
}
