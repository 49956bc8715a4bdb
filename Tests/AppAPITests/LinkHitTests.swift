import CMarkSwift
import Testing

@Suite struct LinkHitTests {
    static let text = """
        A paragraph with [a rather long link text that wraps over lines](https://example.com/first) and \
        [another link](https://example.com/second "T") then <https://example.com/auto> and an image \
        ![the alt text](pic.png) and a footnote[^1].

        [^1]: The note.

        """

    @Test func everyCellOfEveryLinkHitsItsURL() {
        let document = Document(parsing: Self.text)
        for theme in [Theme.dark, Theme.plain] {
            // (At 12 cells the footnote's `[^1] ` mark is wider than its half of the line
            // allows a prefix, and gives way: the text keeps at least half the width.)
            for width in [14, 20, 33, 80] {
                let layout = PreparedMarkdown(document: document, theme: theme).layout(width: width)
                for (offset, target) in layout.links.enumerated() {
                    let spans = layout.spans(ofLink: offset + 1)
                    #expect(!spans.isEmpty)
                    for span in spans {
                        for column in span.columns {
                            let hit = layout.linkHit(atRow: span.row, column: column)
                            #expect(hit?.target == target)
                            #expect(hit?.spans == spans)
                        }
                    }
                }
                let urls = Set(layout.links.compactMap(\.url))
                #expect(urls.isSuperset(of: ["https://example.com/first", "https://example.com/second", "https://example.com/auto"]))
            }
        }
    }

    @Test func wrappedLinkSpansSeveralRows() {
        let layout = StyledDocument(document: Document(parsing: Self.text), theme: .plain).layout(width: 20)
        let id = layout.links.firstIndex(of: .url("https://example.com/first"))! + 1
        #expect(Set(layout.spans(ofLink: id).map(\.row)).count >= 2)
    }

    @Test func imagesHitToSourceAndAlt() {
        let layout = StyledDocument(document: Document(parsing: Self.text), theme: .dark).layout(width: 40)
        let image = LinkTarget.image(source: "pic.png", alt: "the alt text")
        let id = layout.links.firstIndex(of: image)! + 1
        let span = layout.spans(ofLink: id)[0]
        #expect(layout.linkHit(atRow: span.row, column: span.columns.lowerBound)?.target == image)
        #expect(image.url == "pic.png")
    }

    @Test func footnoteReferencesHitToTheirLabel() {
        let layout = StyledDocument(document: Document(parsing: Self.text), theme: .dark).layout(width: 40)
        #expect(layout.links.contains(.footnote(label: "1", number: 1)))
    }

    @Test func cellsOutsideLinksHitNothing() {
        let layout = StyledDocument(document: Document(parsing: "No links here.\n"), theme: .dark).layout(width: 40)
        #expect(layout.linkHit(atRow: 0, column: 3) == nil)
        #expect(layout.linkHit(atRow: 99, column: 0) == nil)
    }
}
