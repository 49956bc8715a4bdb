import CMarkSwift
import Testing

/// One allow-list (http, https, mailto, relative) for every link that leaves the document,
/// judged once where the document is styled: a refused URL is no link in any door (snapshot
/// `href`s, OSC 8 hyperlinks, `layout.links`, hit testing) and is never printed. The scheme
/// is read the way a browser reads it.
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

    /// The layout's links, hit testing and every link display see only allowed URLs; each
    /// refused link keeps its text.
    @Test(arguments: [LinkDisplay.hyperlink, .inline, .references, .hidden])
    func refusedURLsAreNoLinksAnywhere(display: LinkDisplay) {
        var theme = Theme.plain
        theme.link.display = display
        let styled = StyledDocument(document: Document(parsing: Self.document), theme: theme)
        #expect(styled.links == [.url("https://example.com/ok")])
        let layout = styled.layout(width: 40)
        #expect(layout.links == [.url("https://example.com/ok")])
        for row in 0..<layout.rowCount {
            for column in 0..<40 {
                if let hit = layout.linkHit(atRow: row, column: column) { #expect(hit.target == .url("https://example.com/ok")) }
            }
        }
        let text = PlainRenderer().render(layout)
        #expect(text.components(separatedBy: "bad").count == Self.refused.count + 1, "every refused link keeps its text")
        for url in ["javascript", "vbscript", "file:", "data:", "ftp:"] { #expect(!text.lowercased().contains(url), "\(url) in \(text)") }
    }

    /// Raw HTML links and images, and Markdown images, follow the same policy.
    @Test func htmlLinksAndImagesFollowThePolicy() {
        let markdown = """
            <a href="javascript:alert(1)">html bad</a> <a href="https://example.com/a">html good</a>

            ![pic bad](javascript:alert(2)) ![pic good](https://example.com/p.png)

            <img src="file:///etc/passwd" alt="img bad"> [![badge](https://example.com/b.svg)](vbscript:x)

            """
        var theme = Theme.plain
        theme.link.display = .references
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: 80)
        let urls = layout.links.compactMap(\.url)
        #expect(urls.allSatisfy { URLScheme.isAllowed($0) }, "\(urls)")
        #expect(urls.contains("https://example.com/a") && urls.contains("https://example.com/p.png"))
        let text = PlainRenderer().render(layout)
        for word in ["html bad", "html good", "pic bad", "img bad", "badge"] { #expect(text.contains(word), "\(word) in \(text)") }
        for url in ["javascript", "vbscript", "file:"] { #expect(!text.contains(url), "\(url) in \(text)") }
    }

    /// An HTML hook's rewrite sees only URLs that passed safe mode's check, and its result is
    /// checked again: a CDN prefix cannot revive `javascript:`.
    @Test func htmlHookRewritesCannotReviveADangerousURL() {
        var hooks = HTMLHooks()
        hooks.imageURL = { "https://cdn.example.com/" + $0 }
        hooks.linkURL = { $0.hasPrefix("x") ? "javascript:alert(6)" : "https://mirror.example.com/" + $0 }
        let document = Document(parsing: "![a](javascript:alert(5)) ![b](b.png) [c](javascript:alert(7)) [d](d.md) [e](x.md)\n")
        let html = document.html(hooks: hooks)
        #expect(html.contains(#"<img src="" alt="a" />"#), "\(html)")
        #expect(html.contains(#"<img src="https://cdn.example.com/b.png" alt="b" />"#), "\(html)")
        #expect(html.contains(#"<a href="">c</a>"#), "\(html)")
        #expect(html.contains(#"<a href="https://mirror.example.com/d.md">d</a>"#), "\(html)")
        #expect(html.contains(#"<a href="">e</a>"#), "the hook's own dangerous result is refused: \(html)")
        #expect(!html.contains("alert"))
    }
}
