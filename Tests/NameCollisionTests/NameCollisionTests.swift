import CMarkSwift
import SwiftUIStandIn
import Testing

/// An app that shows Markdown imports this package beside SwiftUI. With both imported, every
/// SwiftUI type name below must still mean SwiftUI's (here, the stand-in's) when written
/// unqualified, and this package's own types must be usable unqualified too. A public
/// top-level type of ours named like one of them makes this file fail to compile with
/// "'Layout' is ambiguous for type lookup".
@Suite struct NameCollisionTests {
    @Test func swiftUINamesStayUnambiguousBesideTheUmbrellaModule() {
        let color: Color = Color()
        let alignment: Alignment = Alignment()
        let text: Text = Text()
        let font: Font = Font()
        let image: Image = Image()
        let link: Link = Link()
        let label: Label = Label()
        let list: List = List()
        let table: Table = Table()
        let section: Section = Section()
        let group: Group = Group()
        let gradient: Gradient = Gradient()
        let spacer: Spacer = Spacer()
        let divider: Divider = Divider()
        let textAlignment: TextAlignment = TextAlignment()
        let edge: Edge = .top
        let axis: Axis = .horizontal
        struct Square: Shape {}
        struct Stack: Layout {}
        let values: [Any] = [
            color, alignment, text, font, image, link, label, list, table, section, group, gradient, spacer, divider,
            textAlignment, edge, axis, Square(), Stack(),
        ]
        #expect(values.count == 19)
    }

    @Test func thisPackagesTypesAreUsableUnqualifiedBesideThem() {
        let document = Document(parsing: "# Title\n\nSome *text*.\n")
        var theme = Theme.dark
        theme.headings[1].foreground = TerminalColor.rgb(0xFF, 0x88, 0x00)
        theme.headings[1].alignment = BlockAlignment.center
        let layout: DocumentLayout = StyledDocument(document: document, theme: theme).layout(width: 40)
        #expect(layout.size.rows > 0)
        #expect(PlainRenderer().render(layout).contains("Title"))
    }
}
