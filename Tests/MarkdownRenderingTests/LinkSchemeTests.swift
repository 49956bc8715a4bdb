import CMarkSwift
import Testing

/// One allow-list (http, https, mailto, relative) for every link that leaves the document:
/// snapshot `href`s and OSC 8 hyperlinks. The scheme is read the way a browser reads it.
@Suite struct LinkSchemeTests {
    /// Destinations a browser or terminal would run as script or open as something other
    /// than a web page, each written the way it bypassed a `Character`-based check.
    static let refused = [
        "javascript:\u{FF9E}=1,alert(document.domain)", "javascript:\u{301}", "data:\u{301}", " JaVa\tScRiPt:alert(1)",
        "\u{1}javascript:alert(1)", "java\nscript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:msgbox(1)", "file:///etc/passwd",
        "data:text/html;base64,PHNjcmlwdD4=", "ftp://example.com/",
    ]

    static let allowed = [
        "https://example.com/", "HTTP://example.com/", "mailto:me@example.com", "docs/guide.md", "#usage", "a/b:c", "//example.com/x",
        "?q=a:b", "",
    ]

    @Test(arguments: refused)
    func refusedSchemesAreRefused(url: String) {
        #expect(!URLScheme.isAllowed(url), "\(url.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test(arguments: allowed)
    func allowedSchemesAndRelativeReferencesAreAllowed(url: String) {
        #expect(URLScheme.isAllowed(url))
    }

    @Test func schemeIsReadOnScalarsAsABrowserReadsIt() {
        #expect(URLScheme.scheme(of: " \u{1}JaVa\tScRiPt:x") == "javascript")
        #expect(URLScheme.scheme(of: "javascript:\u{301}") == "javascript")
        #expect(URLScheme.scheme(of: "a+b-c.d:x") == "a+b-c.d")
        #expect(URLScheme.scheme(of: "1abc:x") == nil)
        #expect(URLScheme.scheme(of: "a/b:c") == nil)
    }

    /// Each hostile destination as a Markdown link (pointy brackets keep spaces and tabs;
    /// `&#1;` brings a control in as an entity).
    static let document: String = {
        let links = refused.map { url in
            let written = url.replacingOccurrences(of: "\u{1}", with: "&#1;").replacingOccurrences(of: "\n", with: "&#10;")
            return "[bad](<\(written)>)"
        }
        return links.joined(separator: " ") + " [good](https://example.com/ok)\n"
    }()

    @Test func snapshotsLinkOnlyAllowedDestinations() {
        let layout = StyledDocument(document: Document(parsing: Self.document), theme: .dark).layout(width: 60)
        #expect(layout.links.count >= Self.refused.count)
        let options = SnapshotOptions(palette: .suited(to: .dark), frame: false, title: "t")
        for markup in [SVGRenderer(options: options).render(layout), HTMLSnapshotRenderer(options: options).render(layout)] {
            let hrefs = markup.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            #expect(hrefs.count > 0)
            #expect(hrefs.allSatisfy { $0 == "https://example.com/ok" }, "\(hrefs)")
        }
    }

    @Test func hyperlinksAreWrittenOnlyForAllowedDestinations() {
        let styled = StyledDocument(document: Document(parsing: Self.document), theme: .dark)
        let output = ANSIRenderer(colorDepth: .ansi256, hyperlinks: true).render(styled.layout(width: 60))
        let opened = output.components(separatedBy: "\u{1B}]8;;").dropFirst().map { $0.prefix { $0 != "\u{1B}" } }.filter { !$0.isEmpty }
        #expect(opened.count > 0)
        #expect(opened.allSatisfy { $0 == "https://example.com/ok" }, "\(opened)")
    }
}
