import CMarkSwift
import Foundation
import Robustness
import Testing

/// Random edits of documents that mix footnotes, link reference definitions and HTML blocks:
/// every update equals a full preparation of the same text (tree, and layout at 40 and 80
/// columns), and most stay incremental.
@Suite struct DefinitionUpdateTests {
    static let documents = [
        """
        # Guide

        See [the docs] and [api][], with a note[^one].

        <div align="center">

        Centered, with [the docs] again[^two].

        </div>

        - an item[^one]
        - [API] in a list

        [the docs]: https://example.com/docs
        [api]: https://example.com/api "API"

        Closing words.

        [^one]: The first note.
        [^two]: The second, with [api].

        """,
        """
        Text first[^a].

        <!-- a comment -->

        | a | b |
        |---|---|
        | [x] | 1[^b] |

        [x]: /x

        > quoted [x] and[^a]

        [^a]: Note a.

        Last paragraph.

        [^b]: Note b.
        """,
    ]

    /// Snippets that define, refer to and break definitions, footnotes and HTML.
    static let snippets = [
        "[^one]", "[^new]", "[^new]: A new note.\n", "\n\n[^n]: Note.\n", "[docs]", "[the docs]: /other\n", "\n[q]: /q\n",
        "[api]", "]: ", "[", "^", "<div>\n", "</div>\n", "\n", "\n\n", "x", "word ", "- ", "> ", "    ",
    ]

    static func randomEdit(_ text: String, using random: inout SeededRandom) -> String {
        IncrementalUpdateTests.randomEdit(text, using: &random, snippets: snippets, longest: 8)
    }

    @Test func randomEditsMatchAFullPreparation() {
        var incremental = 0
        var total = 0
        for (number, start) in Self.documents.enumerated() {
            for seed in 0..<6 {
                var random = SeededRandom(seed: UInt64(100 + 10 * number + seed))
                var text = start
                var prepared = PreparedMarkdown(text, theme: .dark)
                for step in 0..<25 {
                    text = Self.randomEdit(text, using: &random)
                    // Text with a definition inside a block (a random edit makes many) is
                    // parsed whole: only edits of text without one count below.
                    let followed = prepared.otherDefinitionSites == 0
                    prepared = prepared.updated(with: text)
                    total += followed ? 1 : 0
                    if followed && prepared.updateReason == .incremental { incremental += 1 }
                    let context = "document \(number) seed \(seed) step \(step) (\(prepared.updateReason))"
                    #expect(prepared.document == Document(parsing: text), "\(context)")
                    for width in [40, 80] {
                        #expect(
                            PlainRenderer().render(prepared.layout(width: width))
                                == AppFixtures.fullRender(text, theme: .dark, width: width),
                            "\(context) at \(width)")
                    }
                }
            }
        }
        // Edits that put a definition inside a block, define a label twice or leave a note
        // unreferenced parse everything; most others stay incremental.
        #expect(incremental * 3 > total * 2, "\(incremental) of \(total) incremental")
    }

    /// Typing a footnote reference, then its definition, then text inside the definition,
    /// character by character, in the middle of a document with link definitions and HTML.
    @Test func typingANoteBetweenBlocksStaysIncremental() {
        var text = Self.documents[0]
        var prepared = PreparedMarkdown(text, theme: .dark)
        var at = text.range(of: "Closing words.")!.lowerBound
        for character in "A claim[^mid].\n\n[^mid]: Typed in the middle.\n\n" {
            text.insert(character, at: at)
            at = text.index(after: at)
            prepared = prepared.updated(with: text)
            #expect(prepared.updateReason == .incremental, "\(character.debugDescription)")
            #expect(prepared.document == Document(parsing: text))
            for width in [40, 80] {
                #expect(PlainRenderer().render(prepared.layout(width: width)) == AppFixtures.fullRender(text, theme: .dark, width: width))
            }
        }
        #expect(prepared.document.root.children.filter { $0.kind == .footnoteDefinition }.count == 3)
    }
}
