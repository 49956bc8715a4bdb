import CMarkSwift
import Foundation
import Testing

/// What an image is called when it is text (issue 41, items 3 and 4): its alt text, title or
/// file name's stem, never a hash or a query string; a number where nothing is readable; and
/// a run of images read as a list.
@Suite struct ImageLabelTests {
    static func plain(_ markdown: String, theme: Theme = .dark, width: Int) -> String {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width)
        return PlainRenderer().render(layout)
    }

    static let unlabelled = """
        ![](https://user-images.example.com/174470852-339b5011-5800-4bb9-a628-ff230aa8cd4e.png)

        ![](https://example.com/u/avatar.svg?avatarHeight=120)

        ![](https://img.shields.io/badge/mermaid?color=ff3670&label=)

        ![](https://example.com/chart.png "Downloads per month")

        ![](https://example.com/assets/logo.3f2a9b1c.png)

        ![](https://example.com/1234567.jpg)

        """

    @Test(arguments: [80, 40]) func imagesWithoutAltTextReadTheirTitleOrFileStem(width: Int) {
        let text = Self.plain(Self.unlabelled, width: width)
        for label in ["▣ avatar", "▣ mermaid", "▣ Downloads per month", "▣ logo"] {
            #expect(text.contains(label), "\(label) in\n\(text)")
        }
        for junk in ["174470852", "339b5011", "ff230aa8cd4e", ".png", ".svg", "?", "=", "3f2a9b1c", "1234567"] {
            #expect(!text.contains(junk), "\(junk) in\n\(text)")
        }
    }

    @Test(arguments: [80, 40]) func anImageWithNothingReadableIsItsGlyphAndNumber(width: Int) {
        let lines = Self.plain(Self.unlabelled, width: width).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.first == "▣ 1")
        #expect(lines.last == "▣ 2")
        let ascii = Self.plain(Self.unlabelled, theme: .ascii, width: width)
        #expect(ascii.contains("[image: 1]") && ascii.contains("[image: 2]"), "\(ascii)")
    }

    @Test func altTextComesBeforeTitleAndTitleBeforeTheFileName() {
        let text = Self.plain("![Alt](a/shot.png \"Title\") ![](a/shot.png \"Title\") <img src=\"a/b/photo.jpeg?w=3\">\n", width: 80)
        #expect(text.contains("▣ Alt · ▣ Title · ▣ photo"), "\(text)")
    }

    static let avatars = """
        <img alt="User avatar: Ann" src="https://a.example/1.png"><img alt="User avatar: Bob" src="https://a.example/2.png"><img alt="User avatar: Cy" src="https://a.example/3.png">

        """

    @Test(arguments: [80, 40]) func imagesSideBySideAreSeparated(width: Int) {
        let text = Self.plain(Self.avatars, width: width)
        #expect(!text.contains("Ann▣") && !text.contains("Bob▣"), "\(text)")
        let flat = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(flat.contains("User avatar: Ann · ▣ User avatar: Bob · ▣ User avatar: Cy"), "\(text)")
        let plain = Self.plain(Self.avatars, theme: .plain, width: width)
        #expect(plain.contains("[User avatar: Ann] [User avatar: Bob]"), "\(plain)")
    }

    /// A row of badges, each a link: the separator between two is not part of either link,
    /// and looks like the text around them (a README's badge row showed `· ` underlined in
    /// the links' colour).
    @Test(arguments: ["dark", "light"]) func separatorsBetweenLinkedBadgesLookLikeTheTextAround(themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        let markdown = """
            [![build](https://b.example/b.svg)](https://b.example) [![PyPI](https://p.example/p.svg)](https://p.example) and text

            """
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: 80)
        let parts = layout.line(0).parts
        let separator = try #require(parts.first { $0.text.contains("·") }, "\(parts.map(\.text))")
        let text = try #require(parts.last { $0.text.contains("and text") }, "\(parts.map(\.text))")
        #expect(separator.link == nil && text.link == nil)
        #expect(layout.styles[separator.style] == layout.styles[text.style])
        #expect(!layout.styles[separator.style].underline)
        #expect(parts.filter { $0.link != nil }.allSatisfy { !$0.text.contains("·") }, "\(parts.map(\.text))")
    }

    @Test func imagesApartInTheirParagraphGetNoSeparator() {
        let text = Self.plain("![A](a.png) and ![B](b.png)\n\n![C](c.png)\n", width: 80)
        #expect(text.contains("▣ A and ▣ B"), "\(text)")
        #expect(!text.contains("·"), "\(text)")
    }

    /// A spacer or tracking pixel (`width="1"`, `height="0"`) in an HTML block shows nothing
    /// in a browser and gets no placeholder; an image of 2 pixels or more, or of a relative
    /// size, keeps one, and so does one in a paragraph's text.
    @Test(arguments: [80, 40]) func imagesAPixelWideOrHighAreLeftOut(width: Int) {
        let markdown = """
            Before

            <img src="https://img.example/spacer.gif" width="1" height="64"/>

            After

            <p><img src="a/logo.png" height="1px"> <img src="a/two.png" width="2"> <img src="a/half.png" width="1%"></p>

            <img src="https://t.example/pixel.png" width=0 height=0>

            A <img src="https://t.example/inline.png" width=1> in text.

            """
        let text = Self.plain(markdown, width: width)
        for gone in ["spacer", "pixel", "logo"] { #expect(!text.contains(gone), "\(gone) in\n\(text)") }
        for kept in ["▣ two · ▣ half", "A ▣ inline in text."] { #expect(text.contains(kept), "\(kept) in\n\(text)") }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.starts(with: ["Before", "", "After", "", "▣ two · ▣ half", "", "A ▣ inline in text."]), "\(lines)")
    }

    /// A long label wraps like a sentence, but its mark keeps its first word: no line ends
    /// with `▣` alone, at any width (a README's second badge label went to the next line
    /// without its mark, or split at its hyphen).
    @Test func anImageMarkStaysWithItsLabelsFirstWord() {
        let markdown = """
            Some words first ![Gradio 5.0 - the easiest way to build AI web apps](a.svg) \
            ![gradio-app%2Fgradio | Trendshift](b.svg) and [![A long alternative text for a picture](p.png)](https://e.example) after.

            """
        for width in 12...70 {
            let lines = Self.plain(markdown, width: width).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for line in lines {
                #expect(!line.hasSuffix("▣"), "width \(width): \(lines)")
            }
            // Where the mark and the word fit on a line (the theme indents by 2), they share one.
            for label in ["▣ Gradio", "▣ gradio-app%2Fgradio", "▣ A"] where label.count + 2 <= width {
                #expect(lines.contains { $0.contains(label) }, "width \(width): \(label) in \(lines)")
            }
        }
    }
}
