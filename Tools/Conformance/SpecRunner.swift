import MarkdownTree

/// Which implementation turns an example's Markdown into HTML.
package enum SpecRenderer: String, Sendable, Hashable, CaseIterable {
    /// This package: parse into a `Document`, render with `Document.html(options:)`.
    case swift
    /// cmark-gfm's own HTML renderer (`CMark.render(_:as:parseOptions:renderOptions:)`).
    case cmark
    /// Parse, write CommonMark, re-parse, render HTML: the CommonMark writer's round trip.
    /// Not available until `Document.commonMark()` exists; ``SpecRunner/render(_:)`` is the
    /// one place to add it.
    case roundtrip
}

/// The outcome of one example.
package struct SpecResult: Sendable, Hashable {
    package var example: SpecExample
    /// The HTML the renderer wrote.
    package var actual: String
    package var passed: Bool

    /// A line diff of expected against actual HTML (empty when the example passed).
    package var diff: String { passed ? "" : SpecDiff.unified(expected: example.html, actual: actual) }
}

/// Runs spec examples through a renderer and compares the HTML byte for byte.
///
/// ```swift
/// let examples = try SpecLoader.load(bytes, name: "gfm-spec.json")
/// let runner = SpecRunner(renderer: .swift)
/// let summary = try runner.run(examples)
/// print("\(summary.passed) passed, \(summary.failed) failed")
/// ```
package struct SpecRunner: Sendable {
    package var renderer: SpecRenderer

    package init(renderer: SpecRenderer = .swift) {
        self.renderer = renderer
    }

    /// The HTML the renderer writes for an example, with the example's own extensions and options.
    package func render(_ example: SpecExample) throws(ConformanceError) -> String {
        let parseOptions = try example.parseOptions()
        let renderOptions = try example.renderOptions()
        switch renderer {
        case .swift:
            return Document(parsing: example.markdown, options: parseOptions).html(options: renderOptions)
        case .cmark:
            return CMark.render(example.markdown, as: .html, parseOptions: parseOptions, renderOptions: renderOptions)
        case .roundtrip:
            // Markdown -> tree -> our CommonMark -> tree -> our HTML.
            let written = Document(parsing: example.markdown, options: parseOptions).commonMark()
            return Document(parsing: written, options: parseOptions).html(options: renderOptions)
        }
    }

    /// Runs one example.
    package func run(_ example: SpecExample) throws(ConformanceError) -> SpecResult {
        let actual = try render(example)
        let passed = example.acceptsAnyOutput || Array(actual.utf8) == Array(example.html.utf8)
        return SpecResult(example: example, actual: actual, passed: passed)
    }

    /// Runs every example and sums up.
    package func run(_ examples: [SpecExample]) throws(ConformanceError) -> SpecSummary {
        var summary = SpecSummary()
        for example in examples {
            summary.record(try run(example))
        }
        return summary
    }
}

/// Counts of passed and failed examples, with the failures kept for reporting.
package struct SpecSummary: Sendable, Hashable {
    package var passed = 0
    package var failures: [SpecResult] = []

    package init() {}

    package var failed: Int { failures.count }

    package mutating func record(_ result: SpecResult) {
        if result.passed { passed += 1 } else { failures.append(result) }
    }

    /// The closing line of a run: `N passed, N failed`.
    package var line: String { "\(passed) passed, \(failed) failed" }
}
