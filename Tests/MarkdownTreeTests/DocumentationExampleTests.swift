import Testing

@testable import MarkdownTree

/// The examples in the doc comments of the building, rewriting and writing API, checked.
@Suite struct DocumentationExampleTests {
    @Test func builderExample() {
        var builder = DocumentBuilder()
        builder.open(.heading(level: 2))
        builder.text("Hello")
        builder.close()
        builder.open(.blockQuote)
        builder.open(.paragraph)
        builder.text("quoted ")
        builder.add(.emphasis) { $0.text("words") }
        builder.close()
        builder.close()
        #expect(builder.build().commonMark() == "## Hello\n\n> quoted *words*\n")
    }

    @Test func rewriterExample() {
        let document = Document(parsing: "*a* ![img](x.png) b\n")
        let rewritten = document.rewritten { node in
            switch node.kind {
            case .emphasis: return .update(.strong)
            case .image: return .drop
            case .text where node.literal == " b": return .replace { $0.text(" c") }
            default: return .keep
            }
        }
        #expect(rewritten.commonMark() == "**a**  c\n")
    }

    @Test func commonMarkExample() {
        let document = Document(parsing: "Title\n=====\n\n* one\n* two\n")
        #expect(document.commonMark() == "Title\n===\n\n- one\n- two\n")
    }

    @Test func structuralEqualityExample() {
        let a = Document(parsing: "# Title\n")
        #expect(!a.isStructurallyEqual(to: Document(parsing: "Title\n=====\n")))
        #expect(a.isStructurallyEqual(to: Document(parsing: a.commonMark())))
    }

    @Test func jsonDumpExample() {
        #expect(
            Document(parsing: "# Hi\n").jsonDump()
                == #"{"type":"document","children":[{"type":"heading","level":1,"style":"atx","children":[{"type":"text","literal":"Hi"}]}]}"#
                + "\n")
    }

    @Test func contentExample() {
        let document = Document(parsing: "# Top\n\n[x](/u)\n")
        var seen: [String] = []
        for node in document.nodes {
            switch node.content {
            case .heading(let level, _): seen.append("h\(level)")
            case .link(let destination, _, _): seen.append(destination)
            default: break
            }
        }
        #expect(seen == ["h1", "/u"])
    }
}
