import CMarkSwift

// The seven tasks of "Coming from swift-markdown" (the DocC article of MarkdownTree), each
// a small function that returns what it makes; `sevenTasks()` prints them. The ExamplesTests
// target checks each against cmark-gfm's output where cmark-gfm has one.

/// The document every task reads.
let sevenTasksInput = """
    # Guide

    Read [the setup](setup.md "Setup") first, then ![the logo](img/logo.png)
    and <https://example.org>.

    ## Install

    - `swift build`
    - [API reference](docs/api.md#top)

    ## Use it

    Three *short*er words.

    """

// MARK: 1. HTML

/// The document as HTML, byte for byte cmark-gfm's.
func taskHTML(_ markdown: String) -> String {
    Document(parsing: markdown).html()
}

// MARK: 2. A table of contents

/// A nested Markdown list of the headings, linking to GitHub's heading ids.
func taskTableOfContents(_ markdown: String) -> String {
    Document(parsing: markdown).tableOfContents().map { entry in
        String(repeating: "  ", count: entry.level - 1) + "- [\(entry.title)](#\(entry.id))\n"
    }.joined()
}

// MARK: 3. Rewriting relative URLs

/// Makes relative link and image destinations absolute; titles, autolinks and fragments
/// (`#top`) are kept.
struct AbsoluteURLs: MarkdownRewriter {
    var base: String

    mutating func rewriteLink(_ link: LinkNode) -> Rewrite {
        guard let absolute = absolute(link.destination) else { return .keep }
        var link = link
        link.destination = absolute
        return .update(link)
    }

    mutating func rewriteImage(_ image: ImageNode) -> Rewrite {
        guard let absolute = absolute(image.destination) else { return .keep }
        var image = image
        image.destination = absolute
        return .update(image)
    }

    /// `nil` when `destination` has a scheme or is a fragment.
    private func absolute(_ destination: String) -> String? {
        destination.contains(":") || destination.hasPrefix("#") ? nil : base + destination
    }
}

/// The document with its relative URLs made absolute.
func taskRewriteURLs(_ markdown: String, base: String) -> Document {
    var rewriter = AbsoluteURLs(base: base)
    return rewriter.rewrite(Document(parsing: markdown))
}

// MARK: 4. Writing Markdown back

/// The rewritten document as CommonMark, which re-parses to the same tree.
func taskWriteMarkdown(_ markdown: String, base: String) -> String {
    taskRewriteURLs(markdown, base: base).commonMark()
}

// MARK: 5. A visitor computing a value

/// Words of some text, and whether it starts or ends inside a word, so that `*short*er`,
/// whose word runs over two nodes, counts once.
struct Words {
    var count = 0
    var startsInWord = false
    var endsInWord = false
    /// No text at all (whitespace is text).
    var isEmpty = true

    init() {}

    init(_ string: String) {
        count = string.split(whereSeparator: \.isWhitespace).count
        startsInWord = string.first.map { !$0.isWhitespace } ?? false
        endsInWord = string.last.map { !$0.isWhitespace } ?? false
        isEmpty = string.isEmpty
    }

    /// These words, then `next`'s: a word that runs from one into the other counts once.
    func followed(by next: Words) -> Words {
        if isEmpty { return next }
        if next.isEmpty { return self }
        var joined = self
        joined.count += next.count - (endsInWord && next.startsInWord ? 1 : 0)
        joined.endsInWord = next.endsInWord
        return joined
    }
}

/// The words of a document's text (inline code included), computed bottom-up.
struct WordCount: MarkdownReducer {
    func defaultVisit(_ node: Node, children: [Words]) -> Words {
        let words = children.reduce(Words()) { $0.followed(by: $1) }
        // A block's words never run into the next block's.
        return node.kind.isBlock ? Words(" ").followed(by: words).followed(by: Words(" ")) : words
    }

    func visitText(_ text: TextNode, children: [Words]) -> Words { Words(text.string) }

    func visitInlineCode(_ code: InlineCodeNode, children: [Words]) -> Words { Words(code.code) }

    func visitSoftBreak(_ softBreak: SoftBreakNode, children: [Words]) -> Words { Words(" ") }

    func visitLineBreak(_ lineBreak: LineBreakNode, children: [Words]) -> Words { Words(" ") }
}

/// The number of words in `markdown`.
func taskWordCount(_ markdown: String) -> Int {
    var counter = WordCount()
    return counter.visit(Document(parsing: markdown)).count
}

// MARK: 6. Building a document in code

/// Release notes, built node by node.
func taskBuildDocument(version: String, changes: [String]) -> Document {
    Document {
        Block.heading(level: 2) { "Version \(version)" }
        Block.paragraph {
            "Read the "
            Inline.link(destination: "https://example.com/notes", title: "Notes") { "full notes" }
            "."
        }
        Block.bulletList {
            for change in changes {
                Block.item { Block.paragraph { change } }
            }
        }
        Block.codeBlock("swift package update\n", language: "sh")
    }
}

// MARK: 7. The node at a line and column

/// What lies at `line`:`column` (1-based; columns count bytes): the deepest node's kind,
/// its parent's kind, and its text.
func taskNodeAt(_ markdown: String, line: Int, column: Int) -> String? {
    let document = Document(parsing: markdown)
    guard let node = document.node(at: SourceLocation(line: line, column: column)) else { return nil }
    return "\(node.kind) in \(node.parent.map { "\($0.kind)" } ?? "nothing"): \(node.plainText)"
}

/// `swift run Examples`: the seven tasks on ``sevenTasksInput``.
func sevenTasks() {
    let base = "https://example.com/docs/"
    print(taskHTML(sevenTasksInput), terminator: "")
    print(taskTableOfContents(sevenTasksInput), terminator: "")
    print(taskRewriteURLs(sevenTasksInput, base: base).html(), terminator: "")
    print(taskWriteMarkdown(sevenTasksInput, base: base), terminator: "")
    print("words:", taskWordCount(sevenTasksInput))
    print(taskBuildDocument(version: "1.2", changes: ["Faster tables", "Fewer copies"]).commonMark(), terminator: "")
    print(taskNodeAt(sevenTasksInput, line: 3, column: 9) ?? "nothing")
}
