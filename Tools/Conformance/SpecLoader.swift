#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads spec examples from fixture JSON or from a spec text in the format of cmark-gfm's
/// `test/spec.txt`.
///
/// ```swift
/// let examples = try SpecLoader.load(bytes, name: "spec.txt")
/// print(examples.count)  // 671 for the GFM spec: its 2 disabled examples are skipped
/// ```
package enum SpecLoader {
    /// The fixture files of the spec suites, as `Fixtures/spec` holds them.
    package static let fixtureNames = [
        "gfm-spec.json", "gfm-extensions.json", "smart-punct.json", "regression.json",
        "full-info-string.json", "table-prefer-style-attributes.json",
    ]

    /// Reads examples from a file (JSON or spec text, as ``load(_:name:defaultOptions:)``).
    ///
    /// ```swift
    /// let examples = try SpecLoader.load(contentsOfFile: "Fixtures/spec/gfm-spec.json")
    /// ```
    package static func load(contentsOfFile path: String) throws(ConformanceError) -> [SpecExample] {
        guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { throw .unreadableFixture(path) }
        return try load(Array(data), name: path.split(separator: "/").last.map(String.init) ?? path)
    }
    /// Reads examples from JSON (an array of ``SpecExample``) or, when the text does not
    /// start with `[`, from spec text, whose examples run with `defaultOptions`.
    package static func load(_ bytes: [UInt8], name: String, defaultOptions: [String] = ["unsafe"]) throws(ConformanceError)
        -> [SpecExample]
    {
        let first = bytes.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        if first == UInt8(ascii: "[") { return try loadJSON(bytes, name: name) }
        return loadSpecText(String(decoding: bytes, as: UTF8.self), defaultOptions: defaultOptions)
    }

    /// Decodes a JSON array of examples.
    package static func loadJSON(_ bytes: [UInt8], name: String) throws(ConformanceError) -> [SpecExample] {
        do {
            return try JSONDecoder().decode([SpecExample].self, from: Data(bytes))
        } catch {
            throw .malformedFixture(name, reason: String(describing: error))
        }
    }

    /// Extracts the examples of a spec text: blocks fenced by 32 backticks and `example`,
    /// Markdown and HTML separated by a line holding one `.`, `→` standing for a tab.
    /// Words after `example` name extensions; examples marked `disabled` are skipped but
    /// counted. The section is the text of the last heading before the example.
    package static func loadSpecText(_ text: String, defaultOptions: [String] = ["unsafe"]) -> [SpecExample] {
        let fence = String(repeating: "`", count: 32)
        let opening = fence + " example"
        var examples: [SpecExample] = []
        var state = 0  // 0: prose, 1: Markdown, 2: HTML
        var number = 0
        var lineNumber = 0
        var startLine = 0
        var markdown = ""
        var html = ""
        var extensions: [String] = []
        var section = ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if text.hasSuffix("\n") { lines.removeLast() }
        for rawLine in lines {
            lineNumber += 1
            let line = rawLine + "\n"
            let trimmed = rawLine.trimmingWhitespace()
            if trimmed.hasPrefix(opening) {
                state = 1
                extensions = trimmed.dropFirst(opening.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            } else if trimmed == fence {
                state = 0
                number += 1
                if !extensions.contains("disabled") {
                    examples.append(
                        SpecExample(
                            example: number, section: section,
                            markdown: markdown.replacingTabArrows(), html: html.replacingTabArrows(),
                            startLine: startLine, endLine: lineNumber, extensions: extensions, options: defaultOptions))
                }
                startLine = 0
                markdown = ""
                html = ""
            } else if trimmed == "." && state == 1 {
                state = 2
            } else if state == 1 {
                if startLine == 0 { startLine = lineNumber - 1 }
                markdown += line
            } else if state == 2 {
                html += line
            } else if state == 0, let heading = headingText(rawLine) {
                section = heading
            }
        }
        return examples
    }

    /// The text of a heading line (`#`s then a space), trimmed; as cmark-gfm's spec test
    /// script does, every run of `#`s followed by a space is removed, not only the first.
    private static func headingText(_ line: Substring) -> String? {
        let hashes = line.prefix { $0 == "#" }
        guard !hashes.isEmpty, line.dropFirst(hashes.count).first == " " else { return nil }
        var text = ""
        var pending = ""  // A run of '#' not yet known to be followed by a space.
        for character in line {
            if character == "#" {
                pending.append(character)
            } else if character == " " && !pending.isEmpty {
                pending = ""
            } else {
                text += pending
                pending = ""
                text.append(character)
            }
        }
        text += pending
        return String(text.trimmingWhitespace())
    }
}

extension StringProtocol {
    fileprivate func trimmingWhitespace() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\n" }
        let tail = self[...].drop { isSpace($0) }
        var end = tail.endIndex
        while end > tail.startIndex, isSpace(tail[tail.index(before: end)]) { end = tail.index(before: end) }
        return Substring(tail[tail.startIndex..<end])
    }

    fileprivate func replacingTabArrows() -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self { result.append(character == "→" ? "\t" : character) }
        return result
    }
}
