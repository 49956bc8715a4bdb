import CMarkSwift
import MarkdownAttributedString
import MarkdownHighlighting

// The Swift snippets of README.md, compiled here. Tests/MarkdownTreeTests/ReadmeTests.swift
// checks that every ```swift block of the README stands, line for line, in this file (its
// imports among this file's); `make consumer-check` compiles each as a file of its own.

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
    let text = ANSIRenderer(colorDepth: .ansi256).render(document, theme: .dark, width: 80)
    print(text, terminator: "")  // renderUTF8(_:theme:width:) for the bytes
}

/// README: "The typed tree".
func readmeTree() {
    let document = Document(parsing: "## Tasks\n\n- [x] parse\n- [ ] render [docs](https://example.com)\n")
    for node in document.nodes {
        switch node.view {  // each kind with its data, non-optional
        case .heading(let heading): print("heading, level", heading.level)
        case .item(let item): print("item", item.taskState)
        case .link(let link): print("link to", link.destination, "at", link.sourceRange)
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

/// README: "HTML and CommonMark", a tree built in code.
func readmeBuild() {
    let notes = Document {
        Block.heading(level: 2) { "Changes" }
        Block.bulletList {
            for change in ["Faster tables", "Fewer copies"] {
                Block.item { Block.paragraph { change } }
            }
        }
    }
    print(notes.commonMark(), terminator: "")  // ## Changes, then - Faster tables and - Fewer copies
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

/// README: "Untrusted input", a time budget for the whole pipeline.
func readmeBudget() {
    let untrusted = "Text from the network, *any* size.\n"
    let budget = WorkBudget(time: .seconds(2))
    do {
        let document = try Document.parse(untrusted, options: ParseOptions(limits: .standard), budget: budget)
        let styled = try StyledDocument(document: document, theme: .dark, budget: budget)
        let layout = try styled.layout(width: 80, budget: budget)
        print(layout.rowCount)
    } catch {
        print(error)  // "the time budget of 2.0 seconds ran out while parsing (in cmark-gfm)"
    }
}

/// README: "Code highlighting".
func readmeHighlighting() {
    let text = "```swift\nlet answer = 42 // the answer\n```\n"
    let styled = StyledDocument(document: Document(parsing: text), theme: .dark, highlighter: SyntaxHighlighter())
    print(ANSIRenderer(colorDepth: .ansi256).render(styled.layout(width: 40)), terminator: "")
}

/// README: "Styled text for apps".
func readmeAttributedString() {
    let document = Document(parsing: "# Title\n\nSome *emphasis* and a [link](https://example.com).\n")
    let text = AttributedString(styling: document, theme: .dark)  // "Title\n\nSome emphasis and a link."
    for run in text.runs {
        let piece = String(text[run.range].characters)
        print(piece, run.headingLevel ?? 0, run.isEmphasis, run.link?.absoluteString ?? "", run.themeForeground as Any)
    }
}

/// README: "Styled text for apps", per-element styles.
func readmeTextStyles() {
    let document = Document(parsing: "# Title\n\nSome `code` and *emphasis*.\n")
    var styles = MarkdownTextStyles()
    styles.h1.color = RGB(0xFF, 0x88, 0x00)  // SwiftyMarkdown: md.h1.color
    styles.h1.sizeScale = 2.5
    styles.code.color = RGB(0xC0, 0x30, 0x30)
    let styled = AttributedString(styling: document, styles: styles)
    print(styled.runs.map { "\(String(styled[$0.range].characters)) x\($0.sizeScale)" })
    // SwiftUI: Text(text) draws links, emphasis, strong and code (Foundation's attributes);
    // map run.themeForeground and friends to SwiftUI's own scope for the theme's colours.
}

/// README: "Styled text for apps", a live preview.
func readmePreparedText() {
    var text = "# Notes\n\nFirst *draft*.\n"
    var preview = PreparedAttributedText(text, theme: .light)
    text += "\nOne more paragraph.\n"
    let edited = preview.updated(with: text)  // re-reads the parts around the edit
    let redrawn = edited.parts.filter { part in !preview.parts.contains { $0.id == part.id } }
    preview = edited
    let whole = AttributedString(preview)  // the parts joined
    print(redrawn.count, "of", preview.parts.count, "parts redrawn;", whole.characters.count, "characters")
}

/// README: "HTML hooks".
func readmeHTMLHooks() {
    var hooks = HTMLHooks()
    hooks.headingIDs = true  // GitHub's slugs, made unique with -1, -2
    hooks.linkAttributes = [HTMLAttribute("rel", "nofollow"), HTMLAttribute("target", "_blank")]
    hooks.imageURL = { "https://cdn.example.com/" + $0 }
    hooks.codeBlockClass = { language in language.map { "hljs language-\($0)" } }
    hooks.element = { node in node.kind == .blockQuote ? HTMLElement("aside", [HTMLAttribute("class", "note")]) : nil }
    let document = Document(parsing: "# Intro\n\n> See [this](https://x.org) ![logo](logo.png)\n")
    print(document.tableOfContentsHTML(), terminator: "")
    print(document.html(hooks: hooks), terminator: "")  // all escaped by the renderer; no `unsafe`
}

/// README: "Typed walks and rewrites".
func readmeTypedWalker() {
    struct Links: MarkdownWalker {
        var urls: [String] = []
        mutating func visitLink(_ link: LinkNode) -> WalkAction {
            urls.append(link.destination)
            return .skipChildren
        }
    }
    struct Shout: MarkdownRewriter {
        mutating func rewriteEmphasis(_ emphasis: EmphasisNode) -> Rewrite { .update(.strong) }
    }
    let document = Document(parsing: "*Read* [the docs](https://example.com).\n")
    var links = Links()
    links.walk(document)
    var shout = Shout()
    // ["https://example.com"] **Read** [the docs](https://example.com).
    print(links.urls, shout.rewrite(document).commonMark(), terminator: "")
}

/// README: "Streaming".
func readmeStreaming() {
    var renderer = StreamingRenderer(theme: .plain, width: 40)
    var printed: [UInt8] = []
    for piece in ["# Ans", "wer\n\nThe first para", "graph.\n\n- a\n", "- b\n"] {
        let update = renderer.append(Array(piece.utf8))
        printed += update.final  // blocks that are final: write them once
        // on a terminal, write screen.bytes(for: update, screenRows: rows) instead (StreamScreen)
    }
    printed += renderer.finish().final
    print(String(decoding: printed, as: UTF8.self), terminator: "")  // equals one render of the whole text
    print(renderer.stream.receivedByteCount, "bytes in")  // the stream's state: renderer.stream
}

/// README: "Streaming", for an app.
func readmeAttributedStreaming() {
    var answer = MarkdownAttributedStream(theme: .dark)
    var shown = AttributedString()  // final text, appended once
    var tail = AttributedString()  // drawn after it, replaced on each update
    for piece in ["# Ans", "wer\n\nThe first para", "graph.\n\n- a\n", "- b\n"] {
        let update = answer.append(piece)
        shown += update.final
        if let newTail = update.tail { tail = newTail }
        print(String((shown + tail).characters).count, "characters shown")  // the view: final, then tail
    }
    shown += answer.finish().final  // equals AttributedString(styling:theme:) of the whole text
    print(String(shown.characters))
}
