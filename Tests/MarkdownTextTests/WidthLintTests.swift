import Foundation
import Testing

/// Every cell width in the package comes from the text module (`Sources/MarkdownText`).
///
/// Outside it, the rules below flag what has computed widths its own way before: calling
/// the public `DisplayWidth` (apps use it; the package's modules use `CellWidth`), glibc's
/// `wcwidth`, reading emoji or East Asian Width properties of scalars, and padding to,
/// taking the widest of, or comparing with a width a `String`'s `.count` (a count of
/// `Character`s, not of cells). A `Character` cannot be measured outside the module at
/// all: `CellWidth` takes UTF-8 and strings only. Comments are not code and are not read.
@Suite struct WidthLintTests {
    /// One rule: what it matches in a line of code, and what to do instead.
    struct Rule {
        var pattern: String
        var advice: String
    }

    static let rules = [
        Rule(pattern: #"\bDisplayWidth\s*\."#, advice: "measure with CellWidth (MarkdownText)"),
        Rule(pattern: #"\bwc(s)?width\b"#, advice: "glibc's widths differ from the package's: use CellWidth"),
        Rule(
            pattern: #"\.properties\.(isEmoji|isEmojiPresentation|isEmojiModifier|isEmojiModifierBase)\b|\beastAsianWidth\b"#,
            advice: "emoji and wide clusters are the text module's to decide (CellWidth.isEmoji)"),
        Rule(
            pattern: #"String\(repeating:\s*" ",\s*count:[^\n]*\b(?!utf8\b)\w+\.count\b"#,
            advice: "pad to cells (CellWidth.of), not to a count of Characters"),
        Rule(
            pattern: #"(\\\.\w+|\$0\.\w+)\.count\b[^\n]*\.max\(\)|[Ww]idth\s*=[^\n]*(\\\.\w+|\$0\.\w+)\.count\b"#,
            advice: "a width is CellWidth.of(text), not text.count"),
        Rule(
            pattern: #"\b(?!utf8\b)\w+\.count\b[\s\w.+\-]*(<=|>=|<|>)\s*[\w.]*([Ww]idth|[Cc]olumn)\w*\b"#,
            advice: "compare cells (CellWidth.of) with a width, not a count of Characters"),
    ]

    /// The rules that a line of Swift breaks, after its comment is cut off.
    static func broken(by line: Substring) -> [Rule] {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("//") { return [] }
        let code = line.range(of: " // ").map { line[..<$0.lowerBound] } ?? line
        return rules.filter { String(code).range(of: $0.pattern, options: .regularExpression) != nil }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func noWidthIsComputedOutsideTheTextModule() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var findings: [String] = []
        var files = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.path.replacingOccurrences(of: sources.path + "/", with: "")
            if path.hasPrefix("MarkdownText/") { continue }
            files += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for rule in Self.broken(by: line) {
                    findings.append("Sources/\(path):\(number + 1): \(rule.advice): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(files > 100, "the scan must read the package's sources")
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    @Test(arguments: [
        "        let width = DisplayWidth.of(character)",
        "let cells = wcwidth(Int32(scalar.value))",
        "character.unicodeScalars.contains { $0.properties.isEmojiPresentation }",
        #"let padding = String(repeating: " ", count: max(0, keyWidth - pair.key.count))"#,
        #"indent: String(repeating: " ", count: lead.count))"#,
        #"let nameWidth = Theme.builtIns.map(\.name.count).max() ?? 0"#,
        "let keyWidth = min(20, pairs.map { $0.key.count }.max() ?? 0)",
        "if !line.isEmpty && line.count + 1 + word.count > width {",
        "if left.count <= descriptionColumn - 2 {",
    ])
    func flagsAWidthTakenAnotherWay(line: String) {
        #expect(!Self.broken(by: line[...]).isEmpty)
    }

    @Test(arguments: [
        "        let width = CellWidth.of(buffer[start...])",
        "/// `DisplayWidth.of` gives the cells of a string.",
        "let total = cells.count  // DisplayWidth.of is not called here",
        #"let indent = String(repeating: " ", count: marker.utf8.count)"#,
        #"String(repeating: "0", count: digits - fraction.count)"#,
        "lineStarts[column] = group.widths.count",
        "piece.isEmoji = CellWidth.isEmoji(cluster: cluster.utf8)",
        "guard let block = layout.block(ofRow: row), block < blockWidths.count, blockWidths[block] > width else { return }",
        "if prefix.utf8.count > width { return }",
    ])
    func passesWidthsFromTheTextModuleAndCountsThatAreNotWidths(line: String) {
        #expect(Self.broken(by: line[...]).isEmpty)
    }
}
