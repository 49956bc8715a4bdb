import CMarkSwift
import Testing

/// The layout contract, over every spec example and golden input at many widths: no line is
/// wider than the width, and the bounding size is the rendered size.
@Suite struct LayoutContractTests {
    static let themes: [Theme] = [.dark, .ascii, .plain]

    static func check(_ markdown: String, name: String, widths: [Int], themes: [Theme] = themes) {
        let document = Document(parsing: markdown)
        for theme in themes {
            let styled = StyledDocument(document: document, theme: theme)
            for width in widths {
                let measured = styled.boundingSize(forWidth: width)
                let layout = styled.layout(width: width)
                let lineWidths = plainLineWidths(layout)
                let widest = lineWidths.max() ?? 0
                #expect(widest <= width, "\(name) \(theme.name) @\(width): a line is \(widest) cells wide")
                #expect(
                    measured == Size(columns: widest, rows: lineWidths.count),
                    "\(name) \(theme.name) @\(width): measured \(measured), rendered \(widest)x\(lineWidths.count)")
                #expect(layout.size == measured, "\(name) \(theme.name) @\(width): layout size \(layout.size)")
            }
        }
    }

    @Test func specExamplesFitEveryWidthAndMeasureExactly() {
        #expect(Fixtures.specExamples.count > 700)
        for example in Fixtures.specExamples {
            LayoutContractTests.check(example.markdown, name: example.name, widths: Fixtures.widths)
        }
    }

    @Test func goldenInputsFitEveryWidthFrom1To200() {
        #expect(!Fixtures.goldenInputs.isEmpty)
        for input in Fixtures.goldenInputs {
            LayoutContractTests.check(input.markdown, name: input.name, widths: Array(1...200), themes: [.dark, .ascii])
        }
    }

    @Test func measuringManyWidthsMatchesLayingOut() {
        let markdown = Fixtures.goldenInputs.map(\.markdown).joined(separator: "\n\n")
        let styled = StyledDocument(document: Document(parsing: markdown), theme: .dark)
        let sizes = (20...200).map { styled.boundingSize(forWidth: $0) }
        for width in stride(from: 20, through: 200, by: 30) {
            #expect(sizes[width - 20] == styled.layout(width: width).size)
        }
    }
}
