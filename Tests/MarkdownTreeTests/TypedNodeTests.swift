import Testing

@testable import MarkdownTree

/// The typed views: one value per kind, reached by `as(_:)` or `view`, with the data the
/// untyped accessors give.
@Suite struct TypedNodeTests {
    let document = Document(
        parsing: """
            Title
            ---

            - [x] done
            - [ ] *todo* [docs](d.md "Docs") <https://x.org> ![cat](c.png "Cat")

            3) three

            ```swift title=a
            print(1)
            ```

            | a | b |
            |:--|--:|
            | 1 | `2` |

            > <b>hi</b>\\
            > ~~gone~~[^n]

            [^n]: Note.

            """)

    func first<View: TypedNode>(_ type: View.Type) -> View {
        document.nodes.lazy.compactMap { $0.as(type) }.first!
    }

    @Test func headingHasLevelAndStyle() {
        let heading = first(HeadingNode.self)
        #expect(heading.level == 2)
        #expect(heading.style == .setext)
        #expect(heading.plainText == "Title")
    }

    @Test func listsAndItemsHaveTheirAttributes() {
        let lists = Array(document.nodes).compactMap { $0.as(ListNode.self) }
        #expect(lists.count == 2)
        #expect(!lists[0].isOrdered && lists[0].isTight && lists[0].items.count == 2)
        #expect(lists[1].isOrdered && lists[1].start == 3 && lists[1].delimiter == .parenthesis)
        let items = lists[0].items
        #expect(items[0].isChecked && items[0].isTask)
        #expect(items[1].taskState == .unchecked && !items[1].isChecked)
    }

    @Test func linksAndImagesKeepTitleAndAutolinkFlag() {
        let links = Array(document.nodes).compactMap { $0.as(LinkNode.self) }
        #expect(links.map(\.destination) == ["d.md", "https://x.org"])
        #expect(links.map(\.title) == ["Docs", ""])
        #expect(links.map(\.isAutolink) == [false, true])
        let image = first(ImageNode.self)
        #expect(image.destination == "c.png" && image.title == "Cat" && image.plainText == "cat")
    }

    @Test func codeBlockHasInfoLanguageAndCode() {
        let code = first(CodeBlockNode.self)
        #expect(code.info == "swift title=a")
        #expect(code.language == "swift")
        #expect(code.code == "print(1)\n")
        #expect(code.fence == Fence(character: "`", length: 3, offset: 0))
        #expect(Document(parsing: "    x\n").root.firstChild!.as(CodeBlockNode.self)!.language == "")
    }

    @Test func tableHasAlignmentsRowsAndCells() {
        let table = first(TableNode.self)
        #expect(table.alignments == [.left, .right])
        #expect(table.headerRow?.cells.map(\.plainText) == ["a", "b"])
        #expect(table.bodyRows.count == 1)
        let cell = table.bodyRows[0].cells[1]
        #expect(cell.column == 1 && cell.alignment == .right)
        #expect(cell.children.first?.as(InlineCodeNode.self)?.code == "2")
    }

    @Test func inlineAndFootnoteViews() {
        #expect(first(InlineHTMLNode.self).html == "<b>")
        #expect(first(StrikethroughNode.self).plainText == "gone")
        #expect(document.nodes.contains { $0.as(LineBreakNode.self) != nil })
        let reference = first(FootnoteReferenceNode.self)
        #expect(reference.label == "n" && reference.number == 1 && reference.referenceIndex == 1)
        let definition = first(FootnoteDefinitionNode.self)
        #expect(definition.label == "n" && definition.number == 1)
    }

    @Test func asIsNilForOtherKindsAndViewMatchesKind() {
        for node in document.nodes {
            #expect(node.view.node.index == node.index)
            #expect(node.view.content == node.content)
            #expect(node.as(HeadingNode.self) == nil || node.kind == .heading)
        }
        let kinds = Set(document.nodes.map(\.kind))
        #expect(kinds.count == 20)
    }

    @Test func viewSwitchGivesTypedData() {
        var seen: [String] = []
        for node in document.nodes {
            switch node.view {
            case .heading(let heading): seen.append("h\(heading.level)")
            case .link(let link): seen.append(link.destination)
            case .codeBlock(let code): seen.append(code.language)
            default: break
            }
        }
        #expect(seen == ["h2", "d.md", "https://x.org", "swift"])
    }
}
