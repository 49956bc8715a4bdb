import MarkdownLayout
import MarkdownTheme
import MarkdownTree

/// A renderer that writes a styled document's lines as the layout makes them; from that it
/// renders a parsed document too.
package protocol LineRenderer {
    /// Lays `document` out at `width` and appends its lines to `output`.
    func render(_ document: StyledDocument, width: Int, into output: inout [UInt8])
}

extension LineRenderer {
    /// Styles `document` with `theme`, lays it out at `width` and appends its rendering to
    /// `output`: the bytes of `render(StyledDocument(document:theme:), width:into:)`, on
    /// this thread.
    package func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, into output: inout [UInt8]
    ) {
        render(StyledDocument(document: document, theme: theme, highlighter: highlighter), width: width, into: &output)
    }
}

/// The bytes `write` appends to an empty buffer: each renderer's `renderUTF8`.
func written(_ write: (inout [UInt8]) -> Void) -> [UInt8] {
    var bytes: [UInt8] = []
    write(&bytes)
    return bytes
}

extension ANSIRenderer: LineRenderer {
    /// The text of `document` styled with `theme` and laid out at `width`, with escapes, as
    /// `cmark-swift render` writes it: the text of `render(StyledDocument(document:theme:)
    /// .layout(width:))`, made line by line without keeping a `DocumentLayout`, on the calling
    /// thread.
    ///
    /// ```swift
    /// let text = ANSIRenderer(colorDepth: .ansi256).render(Document(parsing: "# Hi\n"), theme: .dark, width: 80)
    /// ```
    ///
    /// With a `highlighter` (such as `MarkdownHighlighting`'s `SyntaxHighlighter`), code
    /// blocks are coloured with the theme's syntax styles.
    public func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int
    ) -> String {
        String(decoding: renderUTF8(document, theme: theme, highlighter: highlighter, width: width), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``render(_:theme:highlighter:width:)``, without the copy into a `String`.
    public func renderUTF8(_ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int) -> [UInt8] {
        written { render(document, theme: theme, highlighter: highlighter, width: width, into: &$0) }
    }
}

extension PlainRenderer: LineRenderer {
    /// The text of `document` styled with `theme` and laid out at `width`, without escapes
    /// (see ``ANSIRenderer/render(_:theme:highlighter:width:)``).
    public func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int
    ) -> String {
        String(decoding: renderUTF8(document, theme: theme, highlighter: highlighter, width: width), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``render(_:theme:highlighter:width:)``, without the copy into a `String`.
    public func renderUTF8(_ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int) -> [UInt8] {
        written { render(document, theme: theme, highlighter: highlighter, width: width, into: &$0) }
    }
}
