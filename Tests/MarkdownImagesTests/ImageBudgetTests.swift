import Foundation
import MarkdownImages
import MarkdownTree
import Testing

/// A document's pictures cost one decoding per file and one encoding per size, and their
/// pixels together stay within the document's budget.
@Suite struct ImageBudgetTests {
    @Test func sourcesLeadingToOneFileShareOneDecoding() throws {
        try ImageRefusalTests.withDocumentDirectory { _, docs in
            let sources = ["pic.png", "./pic.png", "pic.png?v=2", "sub/../pic.png", "link-in.png"]
            let document = Document(parsing: sources.map { "![p](\($0))\n\n" }.joined())
            // Five sources of one 16 by 8 file fit a budget of one such picture.
            let images = ImageSet(
                loading: document, directory: docs, protocol: .symbols, limits: ImageLimits(maximumDocumentPixels: 16 * 8))
            #expect(images.warnings.isEmpty)
            #expect(Set(sources) == Set(images.images.keys))
            #expect(Set(images.images.values).count == 1)
        }
    }

    /// Distinct files past the budget show their placeholder, with a warning naming the limit;
    /// those before it are shown.
    @Test func filesPastTheDocumentsPixelBudgetAreRefused() throws {
        try ImageRefusalTests.withDocumentDirectory { _, docs in
            let png = Data(Fixture.bytes("halves.png"))
            for name in ["a", "b", "c"] { try png.write(to: URL(fileURLWithPath: docs + "/\(name).png")) }
            let document = Document(parsing: "![a](a.png) ![b](b.png) ![c](c.png) ![a again](a.png)\n")
            let images = ImageSet(
                loading: document, directory: docs, protocol: .symbols, limits: ImageLimits(maximumDocumentPixels: 2 * 16 * 8))
            #expect(Set(images.images.keys) == ["a.png", "b.png"])
            #expect(images.refusals["c.png"] == .documentPixelsSpent(limit: 256))
            #expect(images.warnings == ["image 'c.png': the document's pictures reached 256 pixels, the limit for one document"])
        }
    }
}
