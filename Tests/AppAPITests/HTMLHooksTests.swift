import CMarkSwift
import Testing

@Suite struct HTMLHooksTests {
    static let sample = """
        # Intro

        ## Set up `make` & run!

        ## Intro

        ## Intro

        [a](https://x.org "t") [bad](javascript:alert(1)) ![cat](img/cat.png)

        ```swift extra
        let a = 1
        ```

        > quoted *text*

        """

    @Test func noHooksWritesCmarksHTMLByteForByte() {
        let document = Document(parsing: Self.sample)
        #expect(document.html(hooks: HTMLHooks()) == document.html())
        for name in ["nodejs-BUILDING.md", "commonmark-spec-0.31.2.md"] {
            let real = Document(parsing: AppFixtures.real(name))
            #expect(real.html(hooks: HTMLHooks()) == real.html())
        }
    }

    @Test func headingIDsAreGitHubSlugsMadeUnique() {
        var hooks = HTMLHooks()
        hooks.headingIDs = true
        let html = Document(parsing: Self.sample).html(hooks: hooks)
        #expect(html.contains("<h1 id=\"intro\">Intro</h1>"))
        #expect(html.contains("<h2 id=\"set-up-make--run\">Set up <code>make</code> &amp; run!</h2>"))
        #expect(html.contains("<h2 id=\"intro-1\">Intro</h2>"))
        #expect(html.contains("<h2 id=\"intro-2\">Intro</h2>"))
    }

    @Test func slugsFollowGitHub() {
        #expect(Document.slug("Hello, World!") == "hello-world")
        #expect(Document.slug("Ünïcödé_and 123") == "ünïcödé_and-123")
        #expect(Document.slug("a -- b") == "a----b")
        #expect(Document.slug("日本語 テキスト") == "日本語-テキスト")
        let entries = Document(parsing: "# a\n\n# a-1\n\n# a\n").tableOfContents()
        #expect(entries.map(\.id) == ["a", "a-1", "a-2"])
    }

    @Test func tableOfContentsNestsByLevelAndEscapes() {
        let document = Document(parsing: "# A \\<b\\>\n\n## B & c\n\n### D\n\n## E\n\n# F\n")
        #expect(document.tableOfContents(idPrefix: "user-content-").map(\.id).first == "user-content-a-b")
        let expected = """
            <ul>
            <li><a href="#a-b">A &lt;b&gt;</a>
            <ul>
            <li><a href="#b--c">B &amp; c</a>
            <ul>
            <li><a href="#d">D</a></li>
            </ul>
            </li>
            <li><a href="#e">E</a></li>
            </ul>
            </li>
            <li><a href="#f">F</a></li>
            </ul>

            """
        #expect(document.tableOfContentsHTML() == expected)
    }

    @Test func linkAttributesAndURLRewritingAreEscapedAndChecked() {
        var hooks = HTMLHooks()
        hooks.linkAttributes = [
            HTMLAttribute("rel", "nofollow \"x\""), HTMLAttribute("onclick", "evil()"), HTMLAttribute("target", "_blank"),
        ]
        hooks.linkURL = { $0 == "https://x.org" ? "https://x.org/?a=1&b=<2>" : $0 }
        hooks.imageURL = { "https://cdn.example.com/" + $0 }
        let html = Document(parsing: Self.sample).html(hooks: hooks)
        #expect(
            html.contains("<a href=\"https://x.org/?a=1&amp;b=%3C2%3E\" title=\"t\" rel=\"nofollow &quot;x&quot;\" target=\"_blank\">a</a>")
        )
        #expect(html.contains("<a href=\"\" rel=\"nofollow &quot;x&quot;\" target=\"_blank\">bad</a>"))
        #expect(html.contains("<img src=\"https://cdn.example.com/img/cat.png\" alt=\"cat\" />"))
        #expect(!html.contains("onclick"))
    }

    @Test func rewrittenURLsPassTheDangerousURLCheck() {
        var hooks = HTMLHooks()
        hooks.linkURL = { _ in "javascript:alert(1)" }
        hooks.imageURL = { _ in "data:text/html,<script>" }
        let html = Document(parsing: "[a](https://ok.org) ![b](ok.png)\n").html(hooks: hooks)
        #expect(html == "<p><a href=\"\">a</a> <img src=\"\" alt=\"b\" /></p>\n")
        var unsafe = RenderOptions()
        unsafe.unsafe = true
        #expect(Document(parsing: "[a](https://ok.org)\n").html(options: unsafe, hooks: hooks).contains("href=\"javascript:alert(1)\""))
    }

    @Test func codeBlockClassesComeFromTheHook() {
        var hooks = HTMLHooks()
        hooks.codeBlockClass = { language in language.map { "hljs language-\($0) \"q\"" } }
        let html = Document(parsing: Self.sample + "\n```\nplain\n```\n").html(hooks: hooks)
        #expect(html.contains("<pre><code class=\"hljs language-swift &quot;q&quot;\">let a = 1\n</code></pre>"))
        #expect(html.contains("<pre><code>plain\n</code></pre>"))
    }

    @Test func anElementReplacesANodeAndKeepsItsChildren() {
        var hooks = HTMLHooks()
        hooks.element = { node in
            switch node.kind {
            case .blockQuote: HTMLElement("aside", [HTMLAttribute("class", "note")])
            case .emphasis: HTMLElement("mark")
            case .code: HTMLElement("kbd")
            case .paragraph: HTMLElement("script")  // refused in safe mode
            default: nil
            }
        }
        let html = Document(parsing: "> quoted *text* and `<x>`\n").html(hooks: hooks)
        #expect(html == "<aside class=\"note\">\n<p>quoted <mark>text</mark> and <kbd>&lt;x&gt;</kbd></p>\n</aside>\n")
    }

    @Test func badElementAndAttributeNamesAreRefused() {
        var hooks = HTMLHooks()
        hooks.element = { node in
            node.kind == .emphasis
                ? HTMLElement("em onmouseover=x", []) : node.kind == .strong ? HTMLElement("b", [HTMLAttribute("a\"b", "1")]) : nil
        }
        let html = Document(parsing: "*a* **b**\n").html(hooks: hooks)
        #expect(html == "<p><em>a</em> <b>b</b></p>\n")
    }

    @Test func hooksWalkDeepDocumentsWithoutRecursion() {
        var hooks = HTMLHooks()
        hooks.element = { $0.kind == .blockQuote ? HTMLElement("div") : nil }
        let html = Document(parsing: String(repeating: "> ", count: 100_000) + "deep\n").html(hooks: hooks)
        #expect(html.hasPrefix("<div>\n<div>\n"))
        #expect(html.contains("<p>deep</p>"))
    }
}
