import Testing

@testable import MarkdownTree

/// `Document.node(at:)` on every spec example at every location: the deepest node whose
/// range contains the location (the first in document order among equally deep ones).
@Suite struct NodeAtSpecTests {
    @Test func nodeAtIsTheDeepestContainingNodeInEverySpecExample() {
        var checked = 0
        var mismatches: [String] = []
        for fixture in SpecFixture.all {
            let document = Document(parsing: fixture.markdown, options: fixture.parseOptions)
            let depths = document.nodes.map(\.depth)
            let lines = fixture.markdown.split(separator: "\n", omittingEmptySubsequences: false)
            for (lineIndex, line) in lines.enumerated() {
                for column in 1...(line.utf8.count + 1) {
                    let location = SourceLocation(line: lineIndex + 1, column: column)
                    var expected: Int?
                    for node in document.nodes where node.sourceRange.contains(location) {
                        if expected == nil || depths[node.index] > depths[expected!] { expected = node.index }
                    }
                    checked += 1
                    let found = document.node(at: location)?.index
                    if found != expected, mismatches.count < 10 {
                        let names = (found.map { "\(document[$0].kind)" } ?? "nil", expected.map { "\(document[$0].kind)" } ?? "nil")
                        mismatches.append("\(fixture.name) \(location): \(names.0), expected \(names.1)")
                    }
                }
            }
        }
        #expect(checked > 10_000)
        #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
    }
}
