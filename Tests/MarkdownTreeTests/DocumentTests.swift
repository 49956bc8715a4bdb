import Testing

@testable import MarkdownTree

@Suite struct DocumentTests {
    @Test func convertsEveryCoreBlockKind() {
        let document = Document(parsing: "# Title\n\n> quote\n\n1) one\n2) two\n\n```swift\nlet x = 1\n```\n\n<div>\n\n***\n")
        let kinds = document.nodes.map(\.kind)
        #expect(kinds.contains(.heading))
        #expect(kinds.contains(.blockQuote))
        #expect(kinds.contains(.htmlBlock))
        #expect(kinds.contains(.thematicBreak))
        let list = document.nodes.first { $0.kind == .list }!
        #expect(list.listAttributes == ListAttributes(type: .ordered, delimiter: .parenthesis, start: 1, isTight: true))
        let code = document.nodes.first { $0.kind == .codeBlock }!
        #expect(code.info == "swift")
        #expect(code.literal == "let x = 1\n")
        #expect(code.fence == Fence(character: "`", length: 3, offset: 0))
    }

    @Test func distinguishesSetextFromATXHeadings() {
        let document = Document(parsing: "Title\n=====\n\n## Sub\n")
        let headings = document.nodes.filter { $0.kind == .heading }
        #expect(headings.map(\.headingLevel) == [1, 2])
        #expect(headings.map(\.headingStyle) == [.setext, .atx])
    }

    @Test func readsGFMExtensions() {
        let document = Document(
            parsing: "| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 | 3 |\n\n- [x] done\n- [ ] open\n\n~~gone~~ www.example.com\n")
        let table = document.nodes.first { $0.kind == .table }!
        #expect(table.tableAlignments == [.left, .center, .right])
        let rows = table.children.map { $0.isHeaderRow }
        #expect(rows == [true, false])
        let cells = document.nodes.filter { $0.kind == .tableCell }
        #expect(cells.map(\.cellColumn) == [0, 1, 2, 0, 1, 2])
        #expect(cells.map(\.cellAlignment) == [.left, .center, .right, .left, .center, .right])
        #expect(document.nodes.filter { $0.kind == .item }.map(\.taskState) == [.checked, .unchecked])
        #expect(document.nodes.contains { $0.kind == .strikethrough })
        let link = document.nodes.first { $0.kind == .link }!
        #expect(link.destination == "http://www.example.com")
        #expect(link.isAutolink)
    }

    @Test func numbersFootnotesInReferenceOrder() {
        let document = Document(parsing: "b[^b] a[^a] again[^b]\n\n[^a]: A\n[^b]: B\n")
        let references = document.nodes.filter { $0.kind == .footnoteReference }
        #expect(references.map(\.literal) == ["b", "a", "b"])
        #expect(references.map(\.footnoteNumber) == [1, 2, 1])
        #expect(references.map { $0.as(FootnoteReferenceNode.self)!.referenceIndex } == [1, 1, 2])
        let definitions = document.nodes.filter { $0.kind == .footnoteDefinition }
        #expect(definitions.map(\.literal) == ["b", "a"])
    }

    @Test func mapsSourceRangesToStringIndices() {
        let document = Document(parsing: "Héllo *wörld*\n\n> quote\n")
        let emphasis = document.nodes.first { $0.kind == .emphasis }!
        let map = document.sourceMap()
        #expect(document.source[map.indices(of: emphasis)!] == "*wörld*")
        let quote = document.nodes.first { $0.kind == .blockQuote }!
        #expect(document.source[map.indices(of: quote)!] == "> quote")
    }

    @Test func mapsSourceRangesPastANULByteAsCmarkCountsColumns() {
        // cmark reads a NUL as U+FFFD: three columns for one source byte.
        let document = Document(parsing: "a\u{0} *b*\n")
        let map = document.sourceMap()
        let emphasis = document.nodes.first { $0.kind == .emphasis }!
        #expect(document.source[map.indices(of: emphasis)!] == "*b*")
    }

    @Test func convertsHundredThousandNestedQuotesWithoutRecursion() {
        let depth = 100_000
        let document = Document(parsing: String(repeating: "> ", count: depth) + "deep\n")
        #expect(document.depth == depth + 2)
        var entered = 0
        var exited = 0
        document.root.walk { event in
            if case .enter = event { entered += 1 } else { exited += 1 }
            return .visitChildren
        }
        #expect(entered == document.nodeCount)
        #expect(exited == document.nodeCount)
    }

    @Test func walkerSkipsAndStops() {
        let document = Document(parsing: "*a* b\n\nc\n")
        var seen: [NodeKind] = []
        document.root.walk { event in
            guard case .enter(let node) = event else { return .visitChildren }
            seen.append(node.kind)
            if node.kind == .emphasis { return .skipChildren }
            if node.kind == .paragraph && seen.count > 3 { return .stop }
            return .visitChildren
        }
        #expect(seen == [.document, .paragraph, .emphasis, .text, .paragraph])
    }

    @Test func treeDumpStaysLinearAtHundredThousandDeep() {
        let document = Document(parsing: String(repeating: "> ", count: 100_000) + "x\n")
        let dump = document.treeDump()
        let lines = dump.split(separator: "\n")
        #expect(lines.count == document.nodeCount)
        #expect(lines.last?.hasSuffix("[100002] text literal=\"x\"") == true)
        #expect(dump.utf8.count < 100 * document.nodeCount)
    }
}
