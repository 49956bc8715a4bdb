import CMarkSwift
import Foundation
import Robustness
import Testing

/// Incremental updates of documents with footnotes: cmark moves footnote definitions to the
/// end of the tree, in reference order, with their earlier source lines, so a splice must
/// keep them and move only the lines of those written after the edit.
@Suite struct FootnoteUpdateTests {
    /// Footnotes referenced before and after their definitions, from a definition, from a
    /// quote and a list, a definition of two paragraphs and a table, footnotes next to
    /// indented code, CRLF line breaks, a definition inside a block quote, and one that
    /// nothing refers to (cmark drops it; the last two make every update a full one).
    static let documents = [
        """
        # Notes

        A claim[^a] and another[^b].

        [^a]: The first note.

        Some text between, with *emphasis*.

        - an item
        - an item with a note[^c]

        [^b]: The second note, which
            goes on in a second paragraph[^a].

            | x | y |
            |---|---|
            | 1 | 2 |

        > quoted[^c]

        Closing paragraph.

        [^c]: Third.

        """,
        """
        Body first.

        Then a reference[^q] and text.

            indented code

        [^q]: A note.

        Setext candidate
        and a second line

        ```
        code [^a] that is not a reference
        ```

        Last words[^z].

        [^z]: Zed.
        """,
        "[^top]: A note first.\n\nRefers[^top].\n\nTail one.\n\nTail two.\n",
        "> [^q]: A note inside a quote.\n\nThen a reference[^q].\n\n- a list\n\nMore.\n",
        "Text.\n\n[^unused]: Nobody refers to this.\n\nMore [^x] text.\n\n- an item\n",
        "Windows lines[^w].\r\n\r\nMore text.\r\n\r\n[^w]: Carriage returns.\r\n\r\nAfter.\r\n",
        // Notes after the last block of the body, where they usually are: below a paragraph,
        // a list, a table and a fenced block, with and without a blank line between.
        "A claim[^n].\n\nThe last paragraph, typed in.\n\n[^n]: The note.\n",
        "Ref[^n] and[^m].\n\n- an item\n- last item\n[^n]: Right after a list.\n[^m]: Two.\n",
        "Ref[^n].\n\n| a | b |\n|---|---|\n| 1 | 2 |\n[^n]: After a table row.\n",
        "Ref[^n].\n\n```\ncode\n```\n\nLast\nparagraph\n[^n]: No blank line above.\n    Indented, the note's.\n",
    ]

    /// Checks an edit against a full parse: the same tree (kinds, data, footnote numbers,
    /// source ranges), HTML, and layout at two widths. Returns the update's reason.
    @discardableResult
    static func check(_ prepared: PreparedMarkdown, to text: String, _ context: String) -> (PreparedMarkdown, PreparedMarkdown.UpdateReason)
    {
        let updated = prepared.updated(with: text)
        let full = Document(parsing: text)
        if updated.document != full {
            let got = updated.document.treeDump(sourcePositions: true)
            let expected = full.treeDump(sourcePositions: true)
            let a = got.split(separator: "\n")
            let b = expected.split(separator: "\n")
            let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            Issue.record(
                "\(context) (\(updated.updateReason)): tree differs at line \(i): got \(a[i..<min(a.count, i + 2)]) expected \(b[i..<min(b.count, i + 2)])"
            )
        }
        var sourcepos = RenderOptions()
        sourcepos.sourcepos = true
        #expect(updated.document.html(options: sourcepos) == full.html(options: sourcepos), "\(context)")
        for width in [30, 72] {
            #expect(
                PlainRenderer().render(updated.layout(width: width)) == AppFixtures.fullRender(text, theme: .dark, width: width),
                "\(context) at \(width)")
        }
        return (updated, updated.updateReason)
    }

    @Test func insertingACharacterAnywhereMatchesAFullParse() {
        for (number, text) in Self.documents.enumerated() {
            let prepared = PreparedMarkdown(text, theme: .dark)
            let characters = Array(text)
            var incremental = 0
            for position in 0...characters.count {
                for inserted in ["x", "\n"] {
                    var edited = characters
                    edited.insert(contentsOf: inserted, at: position)
                    let (_, reason) = Self.check(
                        prepared, to: String(edited), "document \(number), \(inserted.debugDescription) at \(position)")
                    if reason == .incremental { incremental += 1 }
                }
            }
            // The first two have paragraphs, code and headings away from any `[^`: the
            // incremental path runs for many of their edits (the others are mostly footnotes).
            if number < 2 { #expect(incremental >= 50, "document \(number): \(incremental) incremental") }
        }
    }

    @Test func deletingAnywhereMatchesAFullParse() {
        for (number, text) in Self.documents.enumerated() {
            let prepared = PreparedMarkdown(text, theme: .dark)
            let characters = Array(text)
            for position in characters.indices {
                for length in [1, 7] where position + length <= characters.count {
                    var edited = characters
                    edited.removeSubrange(position..<(position + length))
                    Self.check(prepared, to: String(edited), "document \(number), \(length) deleted at \(position)")
                }
            }
        }
    }

    /// A reference added, a note added or edited: the slice is parsed with stubs for the
    /// labels defined outside it, and the numbers are computed again for the whole tree.
    @Test func addingAReferenceOrEditingADefinitionStaysIncremental() {
        let text = Self.documents[0]
        let prepared = PreparedMarkdown(text, theme: .dark)
        for (edit, replacement) in [
            ("Closing paragraph.", "Closing[^b] paragraph."),  // a second reference to b
            ("Closing paragraph.", "Closing[^new] paragraph.\n\n[^new]: New."),  // a new footnote
            ("The first note.", "The first, edited note."),  // inside a definition
            ("[^c]: Third.", "[^c]: Third, now longer."),
            ("Some text between", "Some[^c] text[^a] between"),  // renumbers b and c
            ("A claim[^a]", "A claim"),  // b is first now
        ] {
            let edited = text.replacingOccurrences(of: edit, with: replacement)
            let (updated, reason) = Self.check(prepared, to: edited, "\(replacement)")
            #expect(reason == .incremental, "\(replacement)")
            #expect(updated.reparsedBlocks.count <= 3, "\(replacement)")
        }
        // A second definition of a label defined outside the slice: which one wins is the
        // whole text's business.
        let twice = text.replacingOccurrences(of: "Some text between", with: "Some text[^a] between\n\n[^b]: Again.")
        #expect(Self.check(prepared, to: twice, "a second b").1 == .footnotes)
        // Removing the only reference to a note leaves a definition cmark drops.
        let dropped = text.replacingOccurrences(of: "> quoted[^c]", with: "> quoted").replacingOccurrences(
            of: "an item with a note[^c]", with: "an item")
        #expect(Self.check(prepared, to: dropped, "c unreferenced").1 != .incremental)
        // Typing in a paragraph without `[^` stays incremental, the numbers kept.
        let (updated, reason) = Self.check(prepared, to: text.replacingOccurrences(of: "Some text", with: "Some more text"), "typing")
        #expect(reason == .incremental)
        #expect(updated.reparsedBlocks.count == 1)
        #expect(updated.document.root.children.filter { $0.kind == .footnoteDefinition }.map(\.footnoteNumber) == [1, 2, 3])
    }

    /// A reference and its note typed character by character at the end, and a note's text
    /// typed on: every keystroke incremental, each equal to a full parse.
    @Test func typingAReferenceAndItsNoteStaysIncremental() {
        for start in [Self.documents[0], Self.documents[1], "Plain text.\n"] {
            var text = start
            var prepared = PreparedMarkdown(text, theme: .dark)
            for character in "\n\nSee this[^new] and [^a].\n\n[^new]: The new note, typed.\n" {
                text.append(character)
                let (updated, reason) = Self.check(prepared, to: text, "typing \(character.debugDescription) after \(start.prefix(10))")
                #expect(reason == .incremental, "\(character.debugDescription) after \(start.prefix(10))")
                prepared = updated
            }
            for character in " More words." {
                let index = text.range(of: "typed.")!.upperBound
                text.insert(character, at: index)
                let (updated, reason) = Self.check(prepared, to: text, "in the note \(character.debugDescription)")
                #expect(reason == .incremental)
                prepared = updated
            }
        }
    }

    /// Typing in a note's text styles the note's part again and keeps the parts of the
    /// body above (their sizes, kept by `measure(forWidth:)`, stay); a new reference renumbers
    /// only the parts whose marks change.
    @Test func typingInANoteRestylesTheNotesAlone() {
        let body = (1...16).map { $0 == 3 ? "Claim[^x] three." : $0 == 9 ? "Claim[^y] nine." : "Paragraph \($0)." }
        var text = body.joined(separator: "\n\n") + "\n\n[^x]: Note x.\n\n[^y]: Note y.\n"
        var prepared = PreparedMarkdown(text, theme: .dark)
        _ = prepared.measure(forWidth: 80)
        let partCount = prepared.parts.count
        text = text.replacingOccurrences(of: "Note x.", with: "Note x, typed on.")
        prepared = Self.check(prepared, to: text, "in note x").0
        #expect(prepared.updateReason == .incremental)
        // The notes are one part, after the body's; every body part but the last keeps its sizes.
        let kept = prepared.parts.filter { $0.sizes[80] != nil }.count
        #expect(kept >= partCount - 3, "\(kept) of \(prepared.parts.count) parts kept")
        _ = prepared.measure(forWidth: 80)
        // A reference to y before x's: y becomes 1, x 2; the parts with those marks and the
        // notes are styled again, the others kept.
        text = text.replacingOccurrences(of: "Paragraph 2.", with: "Paragraph[^y] 2.")
        prepared = Self.check(prepared, to: text, "y first").0
        #expect(prepared.updateReason == .incremental)
        #expect(prepared.document.root.children.filter { $0.kind == .footnoteDefinition }.map(\.footnoteNumber) == [1, 2])
        let keptAfterRenumbering = prepared.parts.filter { $0.sizes[80] != nil }.count
        #expect(keptAfterRenumbering >= 2 && keptAfterRenumbering < prepared.parts.count, "\(keptAfterRenumbering) kept")
    }

    @Test func typingInTheLastBlockBeforeTheNotesStaysIncremental() {
        var text = "# Answer\n\nA claim[^1].\n\n- a list\n- of two\n\nSome words.\n\nThe end\n\n[^1]: The note.\n"
        var prepared = PreparedMarkdown(text, theme: .dark)
        var typed = "The end"
        for character in " of the answer, typed on" {
            text = text.replacingOccurrences(of: typed, with: typed + String(character))
            typed.append(character)
            let (updated, reason) = Self.check(prepared, to: text, "typing \(character.debugDescription)")
            #expect(reason == .incremental)
            #expect(updated.reparsedBlocks.count == 1)
            prepared = updated
        }
        // Typing a reference there re-parses that block and numbers the notes again.
        text = text.replacingOccurrences(of: typed, with: typed + "[^1]")
        #expect(Self.check(prepared, to: text, "a reference").1 == .incremental)
    }

    /// Edits of the last block that make it take in the note's line below it (an HTML
    /// block, an open fence, a table, a list item's continuation) match a full parse.
    @Test func lastBlocksThatSwallowTheNoteMatchAFullParse() {
        for text in ["Ref[^n].\n\nLast paragraph\n[^n]: The note.\n", "Ref[^n].\n\nLast paragraph\n\n[^n]: The note.\n"] {
            let prepared = PreparedMarkdown(text, theme: .dark)
            for replacement in ["<div>Last", "```\nLast", "| a |\n|---|\n| Last", "- Last", "> Last", "<!-- Last", "<pre>Last", "    Last"]
            {
                Self.check(prepared, to: text.replacingOccurrences(of: "Last", with: replacement), "\(replacement.debugDescription)")
            }
        }
    }

    @Test func typingOnInADocumentWithFootnotesStaysIncremental() {
        var text = Self.documents[0]
        var prepared = PreparedMarkdown(text, theme: .dark)
        for character in " and more words\n\nA new paragraph, typed." {
            let index = text.range(of: "with *emphasis*.")!.upperBound
            text.insert(character, at: index)
            let (updated, reason) = Self.check(prepared, to: text, "typing \(character.debugDescription)")
            #expect(reason == .incremental)
            prepared = updated
        }
    }

    /// The real documents with footnotes: an edit in the middle of every line (every ninth
    /// of the long one), and random edits, each against a full parse.
    @Test func editsOfRealDocumentsWithFootnotesMatchAFullParse() {
        for (name, step) in [("sample.md", 1), ("nodejs-BUILDING.md", 9)] {
            let text = AppFixtures.real(name)
            #expect(text.contains("[^"), "\(name) has footnotes")
            let prepared = PreparedMarkdown(text, theme: .dark)
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var incremental = 0
            var checked = 0
            for index in stride(from: 0, to: lines.count, by: step) {
                let line = lines[index]
                lines[index] = String(line.prefix(line.count / 2)) + "x" + String(line.dropFirst(line.count / 2))
                let (_, reason) = Self.check(prepared, to: lines.joined(separator: "\n"), "\(name) line \(index + 1)")
                lines[index] = line
                checked += 1
                if reason == .incremental { incremental += 1 }
            }
            #expect(incremental > checked / 2, "\(name): \(incremental) of \(checked) incremental")
            var random = SeededRandom(seed: 24)
            var edited = text
            var current = prepared
            for step in 0..<30 {
                edited = IncrementalUpdateTests.randomEdit(edited, using: &random)
                current = Self.check(current, to: edited, "\(name) random step \(step)").0
            }
        }
    }
}
