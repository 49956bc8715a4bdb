import CMarkSwift
import Robustness
import Testing

/// Every adversarial shape through parse, HTML, layout at several widths and render. (That
/// its time grows linearly is checked by `make adversarial`, which times it: no test here
/// asserts on time.)
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
        var options = ParseOptions(limits: .standard)
        options.frontMatter = true
        let document = Document(parsing: input, options: options)
        for theme in [Theme.dark, .ascii] {
            let styled = StyledDocument(document: document, theme: theme)
            for width in [1, 7, 40, 80, 200] {
                let failure = RobustnessCheck.layoutContract(styled, width: width)
                #expect(failure == nil, "\(name) @\(width): \(failure ?? "")")
            }
        }
        _ = StyledDocument(document: unlimited, theme: .dark).layout(width: 80)
        if shape.door == .prepared {
            // Prepared content lays out as the whole document styled at once.
            let prepared = PreparedMarkdown(String(decoding: input, as: UTF8.self), theme: .dark, options: options)
            let whole = StyledDocument(document: document, theme: .dark)
            #expect(PlainRenderer().render(prepared.layout(width: 80)) == PlainRenderer().render(whole.layout(width: 80)), "\(name)")
        }
    }
}

/// Every hostile theme file loads or is refused with a message naming the file and the
/// place, at a small size and at 100,000 levels of nesting (how long it takes is timed by
/// `make adversarial`).
@Suite struct ThemeShapeTests {
    @Test(arguments: ThemeShape.all.map(\.name))
    func shapeLoadsOrIsRefusedClearly(name: String) throws {
        let shape = try #require(ThemeShape.all.first { $0.name == name })
        for size in [4096, 200_000] {
            let json = shape.generate(size: size)
            #expect(json.count >= size / 2 && json.count <= size + 200, "\(name): \(json.count) bytes")
            do {
                let theme = try Theme(json: json, name: "hostile.json")
                #expect(!name.contains("unknown") && !name.contains("deep"), "\(name) loaded")
                if name.hasPrefix("theme-custom") { #expect(theme.custom.count > size / 100) }
            } catch {
                #expect(error.description.hasPrefix("hostile.json:1:"), "\(name): \(error)")
            }
        }
        #expect(Set(ThemeShape.all.map(\.name)).count == ThemeShape.all.count)
        #expect(Set(ThemeShape.all.map(\.name)).isDisjoint(with: AdversarialShape.all.map(\.name)))
    }
}
