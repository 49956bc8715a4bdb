import CMarkSwift
import Robustness
import Testing

/// Every adversarial shape through parse, HTML, layout at several widths and render, and its
/// time growing no faster than cmark-gfm's own on the same input.
@Suite struct AdversarialTests {
    static let shapes = AdversarialShape.all.map(\.name)

    @Test func everyShapeHasAUniqueName() {
        #expect(Set(AdversarialTests.shapes).count == AdversarialShape.all.count)
        #expect(AdversarialShape.all.count >= 30)
    }

    @Test func generatorsAreDeterministicAndSized() throws {
        for shape in AdversarialShape.all {
            let input = shape.generate(size: 3000, seed: 7)
            #expect(input == shape.generate(size: 3000, seed: 7), "\(shape.name)")
            #expect(input.count >= 2000 && input.count <= 4200, "\(shape.name): \(input.count) bytes")
        }
    }

    /// Parse (no limits and standard limits), HTML, layout at 1/7/40/80/200 under the layout
    /// contract, ANSI render.
    @Test(arguments: shapes)
    func shapeSurvivesThePipeline(name: String) throws {
        let shape = try #require(AdversarialShape.named(name))
        let input = shape.generate(size: 4096)
        let unlimited = Document(parsing: input)
        _ = unlimited.htmlUTF8()
        let document = Document(parsing: input, options: ParseOptions(limits: .standard))
        for theme in [Theme.dark, .ascii] {
            let styled = StyledDocument(document: document, theme: theme)
            for width in [1, 7, 40, 80, 200] {
                let failure = RobustnessCheck.layoutContract(styled, width: width)
                #expect(failure == nil, "\(name) @\(width): \(failure ?? "")")
            }
        }
        _ = StyledDocument(document: unlimited, theme: .dark).layout(width: 80)
    }

    /// Quadrupling the input may multiply our time by at most 8 (linear: 4) or by twice
    /// cmark-gfm's own growth on the same inputs (where cmark is superlinear, we inherit it).
    /// Times are the fastest of three runs, with a floor that keeps timer noise out.
    @Test(arguments: shapes)
    func timeGrowsLinearly(name: String) throws {
        let shape = try #require(AdversarialShape.named(name))
        let small = String(decoding: shape.generate(size: 8 << 10), as: UTF8.self)
        let large = String(decoding: shape.generate(size: 32 << 10), as: UTF8.self)
        func fastest(_ body: () -> Void) -> Double {
            (0..<3).map { _ in AdversarialTiming.median(1, body) }.min()!
        }
        let floor = 0.002
        let ours = (
            max(floor, fastest { _ = AdversarialTiming.ourPipeline(small, limits: .standard, width: 80) }),
            max(floor, fastest { _ = AdversarialTiming.ourPipeline(large, limits: .standard, width: 80) })
        )
        let cmark = (
            max(floor / 10, fastest { _ = CMark.render(small, as: .html) }), max(floor / 10, fastest { _ = CMark.render(large, as: .html) })
        )
        let growth = ours.1 / ours.0
        let cmarkGrowth = cmark.1 / cmark.0
        #expect(growth <= max(8, 2 * cmarkGrowth), "\(name): ×\(growth) for ×4 input (cmark-gfm ×\(cmarkGrowth))")
    }
}
