import Testing

@testable import MarkdownTree

@Suite struct RewriterTests {
    @Test func turnsEmphasisIntoStrong() {
        let document = Document(parsing: "Some *soft* and *more* words.\n")
        let rewritten = document.rewritten { $0.kind == .emphasis ? .update(.strong) : .keep }
        #expect(rewritten.commonMark() == "Some **soft** and **more** words.\n")
        #expect(rewritten.isStructurallyEqual(to: Document(parsing: "Some **soft** and **more** words.\n")))
    }

    @Test func dropsImagesAndMergesTheTextAroundThem() {
        let document = Document(parsing: "before ![alt](x.png) after\n")
        let rewritten = document.rewritten { $0.kind == .image ? .drop : .keep }
        let texts = Array(rewritten.nodes.filter { $0.kind == .text }.map(\.literal))
        #expect(texts == ["before  after"])
    }

    @Test func unwrapsLinksKeepingTheirText() {
        let document = Document(parsing: "Go [*there*](https://example.com) now\n")
        let rewritten = document.rewritten { $0.kind == .link ? .unwrap : .keep }
        #expect(rewritten.commonMark() == "Go *there* now\n")
    }

    @Test func replacesTextWithBuiltContent() {
        let document = Document(parsing: "# Hello world\n\nHello world\n")
        let rewritten = document.rewritten { node in
            guard node.kind == .text, node.literal == "Hello world" else { return .keep }
            return .replace { builder in
                builder.text("Bye ")
                builder.open(.emphasis)
                builder.text("world")
                builder.close()
                builder.close()  // ignored: a replacement cannot close its surroundings
            }
        }
        #expect(rewritten.commonMark() == "# Bye *world*\n\nBye *world*\n")
    }

    @Test func keepsSourceRangesOfKeptNodesAndRenumbersFootnotes() {
        let document = Document(parsing: "a[^x] b[^y]\n\n[^x]: X\n[^y]: Y\n")
        let rewritten = document.rewritten { node in
            if case .footnoteReference(let label) = node.content, label == "x" { return .drop }
            if case .footnoteDefinition(let label) = node.content, label == "x" { return .drop }
            return .keep
        }
        let reference = rewritten.nodes.first { $0.kind == .footnoteReference }!
        #expect(reference.footnoteNumber == 1)
        #expect(rewritten.nodes.first { $0.kind == .footnoteDefinition }?.footnoteNumber == 1)
        #expect(rewritten.root.children.first?.sourceRange == document.root.children.first?.sourceRange)
        #expect(rewritten.isStructurallyEqual(to: Document(parsing: rewritten.commonMark())))
    }

    @Test func keepingEverythingGivesAnEqualDocument() {
        let source = "| a | b |\n|:-|-:|\n| 1 | 2 |\n\n- [x] t[^1]\n\n[^1]: n *e* `c`\n"
        let document = Document(parsing: source)
        #expect(document.rewritten { _ in .keep } == document)
    }

    @Test func rewritesHundredThousandNestedQuotes() {
        let depth = 100_000
        let document = Document(parsing: String(repeating: "> ", count: depth) + "deep *x*\n")
        let rewritten = document.rewritten { node in
            switch node.kind {
            case .emphasis: return .update(.strong)
            case .blockQuote where node.index % 2 == 0: return .unwrap
            default: return .keep
            }
        }
        #expect(rewritten.depth == depth / 2 + 3)
        #expect(rewritten.nodes.contains { $0.kind == .strong })
    }
}
