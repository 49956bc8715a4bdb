import CMarkSwift
import Testing

/// Untrusted text never reaches the terminal as a control sequence.
@Suite struct SafetyTests {
    static let hostile = """
        # Title \u{1B}[31mred\u{1B}[0m and &#27;[2J entity

        Text with BEL \u{07}, CSI \u{9B}31m, OSC \u{1B}]0;pwned\u{07}, DEL \u{7F}, &#x9b;1m, &#x1b;]8;;evil&#x07;.

        [link \u{1B}[5m text](https://example.com/\u{1B}[31m "title\u{1B}") <https://a.example/&#27;x>

        ![alt \u{1B}]52;c;AAAA\u{07} text](img&#27;.png)

        ```sh\u{1B}[1m
        echo "\u{1B}[2J\u{1B}]0;title\u{07}"\t\u{08}\u{0C}
        ```

        `code \u{1B}[7m span`

        | a\u{1B}[1m | b |
        |---|---|
        | \u{1B}]8;;x\u{1B}\\\\ | &#155;2J |

        - item \u{1B}c reset
        - [ ] task &#27;

        > quote \u{1B}P payload \u{1B}\\\\

        <div>\u{1B}[31m html</div>

        Footnote[^\u{1B}x].

        [^\u{1B}x]: Note \u{1B}[0m.
        """

    /// The output with the renderer's own SGR and OSC 8 sequences removed.
    static func strippingOwnSequences(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x1B, i + 1 < bytes.count, bytes[i + 1] == 0x5B {
                var j = i + 2
                while j < bytes.count, (0x30...0x3B).contains(bytes[j]) { j += 1 }
                if j < bytes.count, bytes[j] == 0x6D {
                    i = j + 1
                    continue
                }
            }
            if bytes[i] == 0x1B, Array(bytes[i..<min(i + 5, bytes.count)]) == [0x1B, 0x5D, 0x38, 0x3B, 0x3B] {
                var j = i + 5
                while j < bytes.count, bytes[j] > 0x20, bytes[j] < 0x7F { j += 1 }
                if j + 1 < bytes.count, bytes[j] == 0x1B, bytes[j + 1] == 0x5C {
                    i = j + 2
                    continue
                }
            }
            result.append(bytes[i])
            i += 1
        }
        return result
    }

    static func controls(in bytes: [UInt8]) -> [UInt32] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value).filter {
            ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0)
        }
    }

    @Test(arguments: ["dark", "light", "ascii", "plain"])
    func hostileInputRendersWithoutForeignControls(themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        let document = Document(parsing: SafetyTests.hostile)
        for linkDisplay in [LinkDisplay.inline, .references, .hyperlink] {
            var theme = theme
            theme.link.display = linkDisplay
            let styled = StyledDocument(document: document, theme: theme)
            for width in [1, 7, 30, 80] {
                var bytes: [UInt8] = []
                ANSIRenderer(colorDepth: .trueColor, hyperlinks: true).render(styled.layout(width: width), into: &bytes)
                #expect(SafetyTests.controls(in: SafetyTests.strippingOwnSequences(bytes)).isEmpty, "\(themeName) @\(width)")
                let plain = Array(PlainRenderer().render(styled.layout(width: width)).utf8)
                #expect(SafetyTests.controls(in: plain).isEmpty, "plain \(themeName) @\(width)")
            }
        }
    }

    /// A "Trojan Source" line (CVE-2021-42574) in text, code, a link's text and its URL, and
    /// the same controls written as entities.
    static let trojanSource = """
        if access_level != "user\u{202E} \u{2066}// Check if admin\u{2069} \u{2066}" { admit() }

        ```c
        /* begin admins only \u{202E} \u{2066}*/ if (isAdmin) {\u{2069} \u{2066} begin admins only */
        ```

        [\u{202D}nigol\u{202C}](https://example.com/\u{202E}gpj.exe) `a\u{2067}b\u{2068}c` &#x202e;entity&#8294;

        """

    static func bidiControls(in bytes: [UInt8]) -> [UInt32] {
        String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value).filter {
            (0x202A...0x202E).contains($0) || (0x2066...0x2069).contains($0)
        }
    }

    @Test(arguments: ["dark", "light", "ascii", "plain"])
    func bidiOverridesAndIsolatesAreShownAsSubstitutes(themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        let document = Document(parsing: SafetyTests.trojanSource)
        for linkDisplay in [LinkDisplay.inline, .references, .hyperlink] {
            var theme = theme
            theme.link.display = linkDisplay
            let layout = StyledDocument(document: document, theme: theme).layout(width: 60)
            let ansi = ANSIRenderer(colorDepth: .trueColor, hyperlinks: true).render(layout)
            #expect(SafetyTests.bidiControls(in: Array(ansi.utf8)).isEmpty, "\(themeName) \(linkDisplay)")
            #expect(ansi.contains("user\u{FFFD} \u{FFFD}// Check if admin\u{FFFD}"), "\(themeName) \(linkDisplay)")
            let plain = PlainRenderer().render(layout)
            #expect(SafetyTests.bidiControls(in: Array(plain.utf8)).isEmpty, "plain \(themeName) \(linkDisplay)")
        }
    }

    @Test func aThemeMayAllowBidiControls() throws {
        let theme = try Theme(json: Array(#"{"extends": "plain", "bidiControls": "allow"}"#.utf8), name: "rtl.json")
        #expect(theme.bidiControls == .allow)
        let layout = StyledDocument(document: Document(parsing: "a\u{202E}b\n\n```\nc\u{2067}d\n```\n"), theme: theme).layout(width: 40)
        let plain = PlainRenderer().render(layout)
        #expect(plain.contains("a\u{202E}b"))
        #expect(plain.contains("c\u{2067}d"))
        #expect(throws: ThemeError.self) { try Theme(json: Array(#"{"bidiControls": "maybe"}"#.utf8), name: "bad.json") }
    }

    @Test func hyperlinkURLsArePercentEncoded() {
        let document = Document(parsing: "[x](<https://e.example/a b\u{1B}]c>)\n")
        let layout = StyledDocument(document: document, theme: .dark).layout(width: 40)
        let output = ANSIRenderer(colorDepth: .trueColor, hyperlinks: true).render(layout)
        #expect(output.contains("\u{1B}]8;;https://e.example/a%20b%1B]c\u{1B}\\"))
    }

    /// A link is re-opened on every line it spans, so a URL over 2,048 bytes is shown as text
    /// only: otherwise output would grow with the square of the URL's length.
    @Test func overlongURLsAreNotHyperlinks() {
        let long = "https://e.example/" + String(repeating: "a/", count: 2000)
        let document = Document(parsing: "<\(long)> and [short](https://e.example/)\n")
        let layout = StyledDocument(document: document, theme: .dark).layout(width: 40)
        let output = ANSIRenderer(colorDepth: .trueColor, hyperlinks: true).render(layout)
        #expect(!output.contains("\u{1B}]8;;https://e.example/a/"))
        #expect(output.contains("\u{1B}]8;;https://e.example/\u{1B}\\"))
        #expect(output.utf8.count < 3 * long.utf8.count)
    }
}
