import Foundation
import Testing

@testable import MarkdownTree

/// Footnotes are numbered by one rule, cmark-gfm's (`process_footnotes`): references are
/// counted where they were written, definitions moved to the end later, so a reference
/// inside a definition counts where the definition stands in the source. The parser and
/// the builder (decoding, rewriting) apply the same rule.
@Suite struct FootnoteNumberingTests {
    /// `cmark-gfm -e footnotes` numbers a 1, c 2, b 3 (c is first referenced inside a's
    /// definition, written before `More`), and calls c's reference in a's definition its first.
    static let text = "Text[^a].\n\n[^a]: A has [^c].\n\nMore[^b] and [^c].\n\n[^b]: B.\n[^c]: C.\n"

    /// Each reference's label, number and index, in tree order; each definition's label and number.
    static func numbers(_ document: Document) -> (references: [String], definitions: [String]) {
        let nodes = Array(document.nodes)
        let references = nodes.filter { $0.kind == .footnoteReference }
            .map { "\($0.literal ?? "") \($0.footnoteNumber ?? 0) \($0.as(FootnoteReferenceNode.self)!.referenceIndex)" }
        let definitions = nodes.filter { $0.kind == .footnoteDefinition }
            .map { "\($0.literal ?? "") \($0.footnoteNumber ?? 0)" }
        return (references, definitions)
    }

    @Test func parserNumbersAsCmarkGFMDoes() {
        let (references, definitions) = Self.numbers(Document(parsing: Self.text))
        // Definitions last, in number order; the reference in a's definition comes last in tree order.
        #expect(references == ["a 1 1", "b 3 1", "c 2 2", "c 2 1"])
        #expect(definitions == ["a 1", "c 2", "b 3"])
    }

    @Test func decodingKeepsTheParsersNumbers() throws {
        let parsed = Document(parsing: Self.text)
        let decoded = try JSONDecoder().decode(Document.self, from: try JSONEncoder().encode(parsed))
        #expect(Self.numbers(decoded) == Self.numbers(parsed))
    }

    @Test func builderNumbersDefinitionsWrittenInPlaceAsTheParserDoes() {
        // The source's order, definitions where they were written, no source ranges.
        var builder = DocumentBuilder()
        builder.add(.paragraph) {
            $0.text("Text")
            $0.add(.footnoteReference(label: "a"))
        }
        builder.add(.footnoteDefinition(label: "a")) {
            $0.add(.paragraph) {
                $0.text("A has ")
                $0.add(.footnoteReference(label: "c"))
            }
        }
        builder.add(.paragraph) {
            $0.text("More")
            $0.add(.footnoteReference(label: "b"))
            $0.text(" and ")
            $0.add(.footnoteReference(label: "c"))
        }
        builder.add(.footnoteDefinition(label: "b")) { $0.add(.paragraph) { $0.text("B.") } }
        builder.add(.footnoteDefinition(label: "c")) { $0.add(.paragraph) { $0.text("C.") } }
        builder.add(.footnoteDefinition(label: "unused")) { $0.add(.paragraph) { $0.text("D.") } }
        let (references, definitions) = Self.numbers(builder.build())
        #expect(references == ["a 1 1", "c 2 1", "b 3 1", "c 2 2"])
        // A definition never referenced is numbered after the others (cmark drops it).
        #expect(definitions == ["a 1", "b 3", "c 2", "unused 4"])
    }

    @Test func rewritingKeepsTheParsersNumbers() {
        let parsed = Document(parsing: Self.text)
        let rewritten = parsed.rewritten { _ in .keep }
        #expect(Self.numbers(rewritten) == Self.numbers(parsed))
    }
}
