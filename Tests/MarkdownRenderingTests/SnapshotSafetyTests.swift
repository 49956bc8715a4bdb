import CMarkSwift
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Hostile documents make well-formed, inert SVG and HTML: checked with a real XML parser.
@Suite struct SnapshotSafetyTests {
    static let hostile = """
        # <script>alert("title")</script>

        Text with <script>alert('inline')</script>, ]]> and "double" 'single' & ampersands.
        Controls: \u{1}\u{7}\u{1B}[31m, entities &#27;[2J &#0; and &#xFFFE; end.

        <script>alert("block")</script>

        [bad link](javascript:alert(1)) [quote link](https://example.com/"><script>x</script>)
        [data](data:text/html,<script>alert(1)</script>) [fine](https://example.com/?a=1&b=2)

        | <b>cell</b> | ]]> |
        |---|---|
        | "x" | <img src=x onerror=alert(1)> |

        ```
        </text></svg><script>alert("code")</script>
        ```
        """

    /// Element names, attributes and text, as an XML parser sees them.
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var attributes: [String: [String]] = [:]
        var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(name.lowercased())
            for (key, value) in attributes { self.attributes[key.lowercased(), default: []].append(value) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    static func parse(_ markup: String) -> (ok: Bool, collector: Collector, error: String) {
        let parser = XMLParser(data: Data(markup.utf8))
        let collector = Collector()
        parser.delegate = collector
        let ok = parser.parse()
        return (ok, collector, parser.parserError.map { "\($0)" } ?? "")
    }

    /// The snapshots of the hostile document, its HTML shown as written (`raw`: every tag's
    /// text reaches the snapshot) or rendered.
    static func outputs(theme name: String, html: HTMLDisplay = .raw) -> [(String, String)] {
        var theme = Theme.named(name)!
        theme.html.display = html
        let layout = StyledDocument(document: Document(parsing: hostile), theme: theme).layout(width: 70)
        let options = SnapshotOptions(palette: .suited(to: theme), frame: true, title: "<script>\"t\"</script>\u{1}]]>")
        return [("svg", SVGRenderer(options: options).render(layout)), ("html", HTMLSnapshotRenderer(options: options).render(layout))]
    }

    @Test(arguments: ["dark", "plain"])
    func hostileTextMakesWellFormedInertMarkup(theme: String) {
        for (kind, markup) in SnapshotSafetyTests.outputs(theme: theme) {
            let (ok, collector, error) = SnapshotSafetyTests.parse(markup)
            #expect(ok, "\(kind) is not well-formed XML: \(error)")
            #expect(!collector.elements.contains("script"), "\(kind) has a script element")
            #expect(!collector.elements.contains("img") && !collector.elements.contains("b"), "\(kind) let HTML through")
            for attribute in collector.attributes.keys {
                #expect(!attribute.hasPrefix("on"), "\(kind) has an event handler attribute \(attribute)")
            }
            for href in collector.attributes["href", default: []] {
                #expect(href.hasPrefix("https://"), "\(kind) links to \(href)")
            }
            // The text survives as text (pieces are placed apart, so compare without spaces).
            let text = collector.text.filter { !$0.isWhitespace }
            for expected in ["<script>alert(\"title\")</script>", "]]>", "\"double\"'single'&ampersands", "</text></svg><script>"] {
                #expect(text.contains(expected), "\(kind) lost \(expected)")
            }
        }
    }

    @Test(arguments: ["dark", "plain"])
    func renderedHostileHTMLMakesWellFormedInertMarkup(theme: String) {
        for (kind, markup) in SnapshotSafetyTests.outputs(theme: theme, html: .render) {
            let (ok, collector, error) = SnapshotSafetyTests.parse(markup)
            #expect(ok, "\(kind) is not well-formed XML: \(error)")
            #expect(!collector.elements.contains("script") && !collector.elements.contains("img"), "\(kind) let HTML through")
            #expect(!collector.attributes.keys.contains { $0.hasPrefix("on") }, "\(kind) has an event handler attribute")
            #expect(!collector.text.contains("alert(\"title\")"), "\(kind) shows a script's text")
        }
    }

    @Test func linksKeepTheirSafeURLs() {
        for (kind, markup) in SnapshotSafetyTests.outputs(theme: "dark") {
            let hrefs = SnapshotSafetyTests.parse(markup).collector.attributes["href", default: []]
            #expect(hrefs.contains("https://example.com/?a=1&b=2"), "\(kind)")
            #expect(hrefs.allSatisfy { !$0.lowercased().contains("javascript") && !$0.hasPrefix("data:") }, "\(kind)")
        }
    }
}
