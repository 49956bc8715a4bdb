import CMarkSwift
import Foundation
import MarkdownLayout
import Robustness
import Testing

/// Prepared content lays out as one render of its text: before any edit, and after each of
/// a run of seeded random edits, for every fixture document at several widths.
@Suite struct PreparedEqualsRenderTests {
    static let widths = [20, 40, 80, 120]

    /// Every Markdown file of Fixtures/real, Fixtures/render and Fixtures/parts, by name.
    static let fixtures: [(name: String, text: String)] = ["real", "render", "parts"].flatMap { folder in
        let directory = AppFixtures.root.appendingPathComponent("Fixtures/\(folder)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().map { name in
            ("\(folder)/\(name)", (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }

    /// Text an edit puts in: block structure, HTML containers opened and closed, footnote
    /// references and definitions, link references and definitions.
    static let snippets = [
        "\n", "\n\n", "# ", "- ", "1. ", "> ", "    ", "```\n", "x", "word ", "*", "<div align=\"center\">\n\n", "\n\n</div>\n",
        "<blockquote>\n\n", "\n</blockquote>\n", "<ul>\n<li>\n\n", "\n</li>\n</ul>\n", "<details>\n<summary>More</summary>\n\n",
        "\n</details>\n", "[^1]", "[^note]", "\n\n[^1]: A note.\n", "\n[^note]: Another note,\n    on two lines.\n", "[ref]",
        "\n\n[ref]: https://example.com/ref\n", "| a | b |\n|---|---|\n",
    ]

    /// Where an edit aims half the time: inside HTML containers and footnote definitions.
    static let sites = ["<div", "</div", "<blockquote", "</blockquote", "<li", "</li", "<details", "[^", "]:"]

    /// One random edit of a few characters or lines: an insert, a delete, a replace, a line
    /// deleted or doubled.
    static func randomEdit(_ text: String, using random: inout SeededRandom) -> String {
        var characters = Array(text)
        var position = characters.isEmpty ? 0 : Int.random(in: 0...characters.count, using: &random)
        if Bool.random(using: &random) {
            let site = sites.randomElement(using: &random)!
            let offsets = text.ranges(of: site).map { text.distance(from: text.startIndex, to: $0.lowerBound) }
            if let offset = offsets.randomElement(using: &random) {
                position = min(characters.count, offset + Int.random(in: 0...24, using: &random))
            }
        }
        let count = Int.random(in: 1...8, using: &random)
        let end = min(characters.count, position + count)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: characters.insert(contentsOf: snippets.randomElement(using: &random)!, at: position)
        case 1: characters.removeSubrange(position..<end)
        case 2: characters.replaceSubrange(position..<end, with: snippets.randomElement(using: &random)!)
        default:
            // The line at `position`: deleted, or written twice.
            let start = characters[..<position].lastIndex(of: "\n").map { $0 + 1 } ?? 0
            let stop = characters[position...].firstIndex(of: "\n").map { $0 + 1 } ?? characters.count
            if Bool.random(using: &random) {
                characters.removeSubrange(start..<stop)
            } else {
                characters.insert(contentsOf: characters[start..<stop], at: stop)
            }
        }
        return String(characters)
    }

    /// The first line where the prepared layout of `prepared` differs from one render of its
    /// text, at the first of `widths` where they differ, described; `nil` when they are the
    /// same at every width, sizes included.
    static func difference(_ prepared: PreparedMarkdown, theme: Theme, widths: [Int]) -> String? {
        let whole = StyledDocument(document: Document(parsing: prepared.source), theme: theme)
        for width in widths {
            let expected = PlainRenderer().render(whole.layout(width: width))
            let got = PlainRenderer().render(prepared.layout(width: width))
            if got == expected {
                let size = prepared.boundingSize(forWidth: width)
                if size != whole.boundingSize(forWidth: width) { return "width \(width): bounding size \(size)" }
                continue
            }
            let a = got.split(separator: "\n", omittingEmptySubsequences: false)
            let b = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            let (shown, rendered) = (a[line..<min(a.count, line + 2)], b[line..<min(b.count, line + 2)])
            return "width \(width) line \(line): got \(shown), one render has \(rendered)"
        }
        return nil
    }

    @Test func htmlContainersAcrossManyBlocksLayOutAsOneRender() {
        let containers = Self.fixtures.filter { $0.name.hasPrefix("parts/html-") }
        #expect(containers.count == 3)
        for (name, text) in containers {
            let prepared = PreparedMarkdown(text, theme: .dark)
            // Cut in parts (or the comparison would be of one render with itself).
            #expect(prepared.parts.count > 1, "\(name)")
            if let difference = Self.difference(prepared, theme: .dark, widths: Self.widths) { Issue.record("\(name): \(difference)") }
        }
    }

    @Test func everyFixturePreparedLaysOutAsOneRender() {
        for (name, text) in Self.fixtures {
            for theme in [Theme.dark, Theme.ascii] {
                let prepared = PreparedMarkdown(text, theme: theme)
                if let difference = Self.difference(prepared, theme: theme, widths: Self.widths) {
                    Issue.record("\(name), \(theme.name): \(difference)")
                }
            }
        }
    }

    @Test func everyFixtureAfterRandomEditsLaysOutAsOneRender() {
        for (index, (name, text)) in Self.fixtures.enumerated() {
            // Each edit is checked against a full render: fewer edits for the large documents
            // (the spec is a hundred times most) keep the run short.
            let edits = text.utf8.count > 100_000 ? 4 : text.utf8.count > 20_000 ? 12 : 24
            var random = SeededRandom(seed: UInt64(31 * index + 7))
            var prepared = PreparedMarkdown(text, theme: .dark)
            for step in 0..<edits {
                prepared = prepared.updated(with: Self.randomEdit(prepared.source, using: &random))
                let widths = [Self.widths[step % Self.widths.count], Self.widths[(step + 2) % Self.widths.count]]
                if let difference = Self.difference(prepared, theme: .dark, widths: widths) {
                    Issue.record("\(name) seed \(31 * index + 7) edit \(step) (\(prepared.updateReason)): \(difference)")
                    try? prepared.source.write(toFile: "/tmp/prepared-\(index).md", atomically: true, encoding: .utf8)
                    break
                }
            }
        }
    }
}
