import CMarkSwift
import Foundation
import MarkdownHighlighting
import Testing

/// MyST directive fences that hold prose (admonitions, version notes) read as titled
/// blocks of Markdown; every other fence, braces or not, stays code.
@Suite struct MySTDirectiveTests {
    func plain(_ markdown: String, theme: Theme = .ascii, width: Int = 40) -> String {
        PlainRenderer().render(StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width))
    }

    @Test func versionChangedIsTitledWithItsArgumentAndItsBodyWrapsAtWords() {
        let text = plain("```{versionchanged} 21.3\nRequirements files are read as **UTF-8** now.\n```\n", width: 24)
        // ascii indents the page by 2; the note's bar and glyph are the theme's.
        #expect(text == "  | (i) Changed in\n  | version 21.3\n  | Requirements files\n  | are read as UTF-8\n  | now.\n")
    }

    @Test func admonitionsTakeTheirKindAndTitle() {
        #expect(plain("```{warning}\nBack up first.\n```\n") == "  | /!\\ Warning\n  | Back up first.\n")
        #expect(plain("```{hint}\nTry it.\n```\n") == "  | (+) Hint\n  | Try it.\n")
        #expect(plain("```{admonition} Before you start\nRead this.\n```\n") == "  | (i) Before you start\n  | Read this.\n")
        #expect(plain("```{deprecated} 2.0\n```\n") == "  | /!\\ Deprecated since version 2.0\n")
    }

    /// The body is Markdown: a list, code and links are themselves, and the directive's
    /// options (`:class:` lines, a `---` block) are not shown.
    @Test func bodyIsMarkdownWithoutItsOptions() {
        let colonOptions = plain("```{note}\n:class: margin\n:name: venv\n- one `pip`\n- two\n```\n")
        #expect(colonOptions == "  | (i) Note\n  |   * one `pip`\n  |   * two\n")
        let blockOptions = plain("```{tip}\n---\nclass: margin\n---\nUse a venv.\n```\n")
        #expect(blockOptions == "  | (+) Tip\n  | Use a venv.\n")
        // Options alone leave an empty body; a `---` never closed is the body's own text
        // (a thematic break and a paragraph); an option after the body's first line is text.
        #expect(plain("```{tip}\n:class: margin\n```\n") == "  | (+) Tip\n")
        let unclosed = plain("```{tip}\n---\nclass: margin\n```\n")
        #expect(unclosed.hasPrefix("  | (+) Tip\n  | ") && unclosed.hasSuffix("  | class: margin\n"))
        #expect(plain("```{note}\nText\n:class: margin\n```\n") == "  | (i) Note\n  | Text :class: margin\n")
    }

    /// Braces alone do not make prose: a directive that holds code, R Markdown's `{r}`,
    /// Pandoc's `{.rust}` and a name run on past its brace render as the same fence without
    /// an info string does.
    @Test(arguments: ["{pip-cli}", "{code-block} python", "{r}", "{.rust}", "{note}x", "{toctree}", "{math}"])
    func otherFencesStayCode(info: String) {
        let code = "$ pip install --upgrade sampleproject\nSuccessfully installed sampleproject\n"
        // `{math}` stays code too, with a label line saying what it is (issue 41).
        let label = info == "{math}" ? "    math\n" : ""
        #expect(plain("```\(info)\n\(code)```\n", theme: .plain) == label + plain("```\n\(code)```\n", theme: .plain))
    }

    /// MyST's code directives name their language after the directive: the block is
    /// highlighted and labelled as that language, as a fence of the language alone is.
    @Test(arguments: ["{code-block} python", "{code} python", "{sourcecode} python"])
    func codeDirectivesTakeTheirArgumentAsTheLanguage(info: String) {
        let code = "import os  # path\nprint(os.sep)\n"
        func ansi(_ info: String) -> String {
            let styled = StyledDocument(
                document: Document(parsing: "```\(info)\n\(code)```\n"), theme: .dark, highlighter: SyntaxHighlighter())
            return ANSIRenderer(colorDepth: .ansi256, hyperlinks: false).render(styled.layout(width: 40))
        }
        #expect(ansi(info) == ansi("python"))
        #expect(ansi(info) != ansi(""))
    }

    /// A directive inside a directive stays a code block: the body is walked one level down
    /// at most.
    @Test func aDirectiveInsideADirectiveStaysCode() {
        let text = plain("````{note}\nOuter.\n\n```{warning}\nInner.\n```\n````\n", theme: .plain)
        #expect(text.hasPrefix("> (i) Note\n> Outer.\n"))
        #expect(!text.contains("Warning"))
        #expect(text.contains("Inner."))
    }

    @Test func measuredSizeIsTheRenderedSize() throws {
        let markdown = try String(contentsOf: Fixtures.render.appendingPathComponent("shapes/myst-directives.md"), encoding: .utf8)
        for theme in [Theme.dark, .ascii, .plain] {
            let styled = StyledDocument(document: Document(parsing: markdown), theme: theme)
            for width in 1...100 {
                #expect(styled.boundingSize(forWidth: width) == styled.layout(width: width).size, "\(theme.name) @\(width)")
            }
        }
    }
}
