import CMarkSwift
import Robustness
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every adversarial shape through parse, HTML, layout at several widths and render, and its
/// time growing no faster than cmark-gfm's own on the same input.
@Suite(.serialized) struct AdversarialTests {
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

    /// Quadrupling the input may multiply our time by at most 10 (linear: 4, quadratic: 16)
    /// or by 2.5 times cmark-gfm's own growth on the same inputs (where cmark is superlinear,
    /// we inherit it). Times are the thread's CPU time (other processes cannot inflate it),
    /// the least of three interleaved runs, with floors that keep timer noise out.
    @Test(arguments: shapes)
    func timeGrowsLinearly(name: String) throws {
        let shape = try #require(AdversarialShape.named(name))
        let small = String(decoding: shape.generate(size: 8 << 10), as: UTF8.self)
        let large = String(decoding: shape.generate(size: 32 << 10), as: UTF8.self)
        var ours = (Double.infinity, Double.infinity)
        var cmark = (Double.infinity, Double.infinity)
        for _ in 0..<3 {
            ours.0 = min(ours.0, cpuTime { _ = AdversarialTiming.ourPipeline(small, limits: .standard, width: 80) })
            cmark.0 = min(cmark.0, cpuTime { _ = CMark.render(small, as: .html) })
            ours.1 = min(ours.1, cpuTime { _ = AdversarialTiming.ourPipeline(large, limits: .standard, width: 80) })
            cmark.1 = min(cmark.1, cpuTime { _ = CMark.render(large, as: .html) })
        }
        let growth = ours.1 / max(ours.0, 0.001)
        let cmarkGrowth = cmark.1 / max(cmark.0, 0.0002)
        #expect(growth <= max(10, 2.5 * cmarkGrowth), "\(name): ×\(growth) for ×4 input (cmark-gfm ×\(cmarkGrowth))")
    }

    /// The CPU time the calling thread spends in `body`, in seconds.
    func cpuTime(_ body: () -> Void) -> Double {
        var start = timespec()
        var end = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
        body()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
        return Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9
    }
}
