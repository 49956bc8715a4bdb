import Foundation
import Testing

@testable import MarkdownTheme

/// A heading level's `link`, `linkURL` and `code` in a theme file: decoded beside the
/// heading's own style fields, merged when a file extends a theme, written back by
/// `jsonText`, and reported with their key path when wrong.
@Suite struct HeadingInlineStyleTests {
    private func message(_ json: String) -> String? {
        do {
            _ = try Theme(json: Array(json.utf8), name: "theme.json")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func headingLevelDecodesLinkURLAndCodeBesideItsOwnFields() throws {
        let json = """
            {"headings": {"h2": {"foreground": 215, "link": {"foreground": 234, "underline": true},
             "linkURL": {"faint": false}, "code": {"background": 215, "prefix": ""}}}}
            """
        let theme = try Theme(json: Array(json.utf8), name: "file")
        #expect(theme.headings[2] == Style(foreground: .indexed(215)))
        #expect(theme.headings[link: 2] == Style(foreground: .indexed(234), underline: true))
        #expect(theme.headings[linkURL: 2] == Style(faint: false))
        #expect(theme.headings[code: 2] == Style(background: .indexed(215), prefix: ""))
        #expect(theme.headings[link: 1].isEmpty && theme.headings[code: 3].isEmpty)
    }

    @Test func extendingKeepsTheBaseLevelsCodeAndOverridesOneField() throws {
        let theme = try Theme(json: Array(#"{"extends": "dark", "headings": {"h1": {"code": {"foreground": 52}}}}"#.utf8), name: "f")
        var expected = Theme.dark.headings[code: 1]
        expected.foreground = .indexed(52)
        #expect(theme.headings[code: 1] == expected)
        #expect(theme.headings[code: 1].background == Theme.dark.headings[1].background)
        #expect(theme.headings[link: 1] == Theme.dark.headings[link: 1])
        #expect(theme.headings[1] == Theme.dark.headings[1])
    }

    @Test func jsonTextWritesTheSectionsAndReadsThemBack() throws {
        var theme = Theme(name: "round")
        theme.headings[3] = Style(bold: true)
        theme.headings[link: 3] = Style(foreground: .ansi(4))
        theme.headings[code: 6] = Style(italic: true)
        let text = theme.jsonText
        #expect(text.contains(#""link" : {"#) && text.contains(#""code" : {"#), "\(text)")
        #expect(try Theme(json: Array(text.utf8), name: "x") == theme)
        // A level that sets only its code is written with only its code.
        #expect(!text.contains(#""h1""#) && text.contains(#""h6""#))
    }

    @Test func badValueInAHeadingsCodeNamesItsKeyPath() {
        #expect(
            message(##"{"headings": {"h1": {"code": {"foreground": "orangey"}}}}"##)
                == ##"theme.json:1:31: headings.h1.code.foreground: expected a colour like "#ff8800", 208 or "red", got "orangey""##)
        #expect(
            message(#"{"headings": {"h2": {"link": true}}}"#)
                == #"theme.json:1:22: headings.h2.link: expected an object of style fields such as {"foreground": "red", "bold": true}, got true"#
        )
    }

    @Test func unknownKeyInAHeadingLevelListsLinkAndCode() throws {
        let text = try #require(message(#"{"headings": {"h1": {"links": {}}}}"#))
        #expect(text.hasPrefix("theme.json:1:22: headings.h1.links: unknown key; did you mean 'link'?"), "\(text)")
        #expect(text.hasSuffix("fill, link, linkURL, code"), "\(text)")
        // The sections themselves are styles: their keys are the style fields.
        let inner = try #require(message(#"{"headings": {"h1": {"code": {"link": {}}}}}"#))
        #expect(inner.contains("headings.h1.code.link: unknown key"), "\(inner)")
    }
}
