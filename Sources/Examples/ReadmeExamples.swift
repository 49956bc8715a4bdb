import CMarkSwift
import MarkdownHighlighting

// The Swift snippets of README.md, compiled here. Tests/MarkdownTreeTests/ReadmeTests.swift
// checks that every ```swift block of the README stands, line for line, in this file.

/// README: "Render for a terminal".
func readmeRender() {
    let markdown = "# Hello\n\nSome *emphasis*, a [link](https://example.com) and a table:\n\n| a | b |\n|---|--:|\n| 1 | 2 |\n"
    let document = Document(parsing: markdown)
    let styled = StyledDocument(document: document, theme: .dark)
    let layout = styled.layout(width: 60)
    print(ANSIRenderer(colorDepth: .ansi256).render(layout), terminator: "")
    print(PlainRenderer().render(styled.layout(width: 30)), terminator: "")

    // The size at any width, without rendering; cached per width.
    for width in [20, 40, 80] {
        let size = styled.boundingSize(forWidth: width)
        print(width, size.columns, size.rows)
    }

    // Or style, lay out and render in one call, as `cmark-swift render` does.
    let bytes = ANSIRenderer(colorDepth: .ansi256).render(document, theme: .dark, width: 80)
    print(String(decoding: bytes, as: UTF8.self), terminator: "")
}

/// README: "The typed tree".
func readmeTree() {
    let document = Document(parsing: "## Tasks\n\n- [x] parse\n- [ ] render [docs](https://example.com)\n")
    for node in document.nodes {
        switch node.kind {
        case .heading: print("heading, level", node.headingLevel ?? 0)
        case .item: print("item", node.taskState ?? .none)
        case .link: print("link to", node.destination ?? "", "at", node.sourceRange)
        default: break
        }
    }
    let map = document.sourceMap()
    if let link = document.nodes.first(where: { $0.kind == .link }), let range = map.indices(of: link) {
        print(document.source[range])  // [docs](https://example.com)
    }
}

/// README: "HTML and CommonMark".
func readmeOutputs() {
    let document = Document(parsing: "Hello *world* ~~old~~ www.example.com\n")
    print(document.html(), terminator: "")  // byte for byte what cmark-gfm writes
    print(CMark.render("Hello *world*\n", as: .man(width: 0)), terminator: "")
    let rewritten = document.rewritten { node in
        node.kind == .emphasis ? .update(.strong) : .keep
    }
    print(rewritten.commonMark(), terminator: "")  // Hello **world** ~~old~~ www.example.com
}

/// README: "Themes from code".
func readmeTheme() throws {
    var theme = Theme.dark
    theme.headings[1].foreground = .rgb(0xFF, 0x88, 0x00)
    theme.list.bullets = ["▸", "▹"]
    theme.link.display = .references
    let custom = try Theme.resolve("dracula")  // a built-in name, or a path to a JSON theme
    print(theme.name, custom.name)
}

/// README: "Untrusted input".
func readmeLimits() {
    var options = ParseOptions()
    options.limits = .standard
    do {
        let document = try Document.parse(String(repeating: "> ", count: 10_000) + "deep\n", options: options)
        for note in document.limitNotes { print(note) }
    } catch {
        print(error)
    }
}

/// README: "Code highlighting".
func readmeHighlighting() {
    let text = "```swift\nlet answer = 42 // the answer\n```\n"
    let styled = StyledDocument(document: Document(parsing: text), theme: .dark, highlighter: SyntaxHighlighter())
    print(ANSIRenderer(colorDepth: .ansi256).render(styled.layout(width: 40)), terminator: "")
}
