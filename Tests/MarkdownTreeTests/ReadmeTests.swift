import Foundation
import Testing

/// The README's Swift snippets are excerpts of `Tools/Examples/ReadmeExamples.swift`,
/// which the Examples target compiles: every snippet must stand there, line for line, but
/// for its imports, which must be among the file's.
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
        let imports = Set(examples.filter { $0.hasPrefix("import ") })
        // A snippet's imports are the file's, at its top: each must be one of them.
        let blocks = Self.swiftBlocks(of: readme).map { block in
            for line in block where line.hasPrefix("import ") {
                #expect(imports.contains(line), "README snippet imports what ReadmeExamples.swift does not: \(line)")
            }
            return block.filter { !$0.hasPrefix("import ") }
        }
        #expect(blocks.count >= 4)
        for block in blocks {
            let found = (0...max(0, examples.count - block.count)).contains { start in
                Array(examples[start..<min(examples.count, start + block.count)]) == block
            }
            #expect(found, "README snippet not found in Tools/Examples/ReadmeExamples.swift:\n\(block.joined(separator: "\n"))")
        }
    }
}
