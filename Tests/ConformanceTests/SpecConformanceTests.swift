import Conformance
import MarkdownTree
import Testing

@Suite struct SpecConformanceTests {
    @Test(arguments: Fixtures.specFiles)
    func everyExamplePassesWithTheSwiftRenderer(file: String) throws {
        let examples = try Fixtures.examples(file)
        #expect(!examples.isEmpty)
        let summary = try SpecRunner(renderer: .swift).run(examples)
        for failure in summary.failures {
            Issue.record("\(file) example \(failure.example.example):\n\(failure.diff)")
        }
        #expect(summary.failed == 0)
    }

    @Test(arguments: Fixtures.specFiles)
    func everyExamplePassesWithCMarksRenderer(file: String) throws {
        let summary = try SpecRunner(renderer: .cmark).run(try Fixtures.examples(file))
        #expect(summary.failed == 0)
    }

    @Test func fixturesHoldAll747Examples() {
        #expect(Fixtures.allExamples.count == 747)
    }

    /// cmark-gfm's own CommonMark writer reaches 732 of 747; ours must do at least as well.
    @Test func roundtripThroughOurCommonMarkWriterKeepsTheHTML() throws {
        let summary = try SpecRunner(renderer: .roundtrip).run(Fixtures.allExamples)
        #expect(summary.passed >= 732)
        #expect(summary.passed == 747)
    }

    @Test func readsSpecTextWithTabArrowsSectionsAndExtensions() {
        let fence = String(repeating: "`", count: 32)
        let text = """
            # Tabs

            \(fence) example
            →foo
            .
            <pre><code>foo
            </code></pre>
            \(fence)

            ## Tables (extension)

            \(fence) example table
            | a |
            | - |
            .
            <table>
            \(fence)

            \(fence) example disabled
            x
            .
            y
            \(fence)

            """
        let examples = SpecLoader.loadSpecText(text)
        #expect(examples.count == 2)
        #expect(examples.map(\.example) == [1, 2])
        #expect(examples.first?.markdown == "\tfoo\n")
        #expect(examples.first?.section == "Tabs")
        #expect(examples.last?.section == "Tables (extension)")
        #expect(examples.last?.extensions == ["table"])
        #expect(examples.first?.startLine == 3)
    }

    @Test func diffShowsExpectedAndActualLines() {
        let diff = SpecDiff.unified(expected: "<p>a</p>\n<p>b</p>\n", actual: "<p>a</p>\n<p>c</p>\n")
        #expect(diff.contains(" <p>a</p>"))
        #expect(diff.contains("-<p>b</p>"))
        #expect(diff.contains("+<p>c</p>"))
    }
}
