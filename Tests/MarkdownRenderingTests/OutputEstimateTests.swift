import CMarkSwift
import Robustness
import Testing

@testable import MarkdownLayout
@testable import MarkdownRendering

/// Renderers reserve the styled document's estimate of their output, so that the output
/// does not grow part way (copying itself into fresh memory): on every adversarial shape
/// the estimate must cover what the ANSI renderer writes, hyperlinks and all.
@Suite struct OutputEstimateTests {
    @Test(arguments: AdversarialShape.all.map(\.name))
    func theEstimateCoversTheANSIOutput(name: String) throws {
        let shape = try #require(AdversarialShape.named(name))
        let document = Document(parsing: String(decoding: shape.generate(size: 64 << 10), as: UTF8.self))
        let styled = StyledDocument(document: document, theme: .dark)
        for width in [20, 80] {
            var bytes: [UInt8] = []
            ANSIRenderer(colorDepth: .ansi256, hyperlinks: true).render(styled, width: width, into: &bytes)
            #expect(styled.estimatedOutputBytes(width: width) >= bytes.count, "\(name) at \(width): \(bytes.count) bytes")
        }
    }
}
