import Foundation
import Testing

/// The README's Swift snippets are excerpts of `Tools/Examples/ReadmeExamples.swift`,
/// which the Examples target compiles: every snippet must stand there, line for line.
@Suite struct ReadmeTests {
    static let root = String(#filePath).components(separatedBy: "/Tests/").first ?? "."

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: root + "/" + path, encoding: .utf8)
    }

    /// The bodies of the README's ```swift blocks, as trimmed lines.
    static func swiftBlocks(of markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty { current!.append(trimmed) }
            }
        }
        return blocks
    }

    @Test func everySwiftSnippetIsCompiledInTheExamplesTarget() throws {
        let readme = try Self.read("README.md")
        let examples = try Self.read("Tools/Examples/ReadmeExamples.swift")
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let blocks = Self.swiftBlocks(of: readme)
        #expect(blocks.count >= 4)
        for block in blocks {
            let found = (0...max(0, examples.count - block.count)).contains { start in
                Array(examples[start..<min(examples.count, start + block.count)]) == block
            }
            #expect(found, "README snippet not found in Tools/Examples/ReadmeExamples.swift:\n\(block.joined(separator: "\n"))")
        }
    }
}
