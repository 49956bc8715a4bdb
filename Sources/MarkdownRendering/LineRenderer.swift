import MarkdownLayout
import MarkdownTheme
import MarkdownTree

/// A renderer that writes a styled document's lines as the layout makes them; from that it
/// renders a parsed document too, a large one in two halves at once.
package protocol LineRenderer {
    /// Lays `document` out at `width` and appends the lines of `part` (all of them, or those
    /// before or after a cut inside a code block) to `output`.
    func render(_ document: StyledDocument, width: Int, part: LayoutPart, into output: inout [UInt8])
}

extension LineRenderer {
    /// Styles `document` with `theme`, lays it out at `width` and appends its rendering to
    /// `output`: the bytes of `render(StyledDocument(document:theme:), width:into:)`, a large
    /// document styled and rendered in two halves at once
    /// (see ``StyledDocument/render(_:theme:width:into:halvesThreshold:_:)``; tests lower the
    /// threshold).
    package func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, into output: inout [UInt8],
        halvesThreshold: Int = Halves.threshold
    ) {
        StyledDocument.render(
            document, theme: theme, highlighter: highlighter, width: width, into: &output, halvesThreshold: halvesThreshold
        ) {
            styled, part, bytes in
            render(styled, width: width, part: part, into: &bytes)
        }
    }
}

extension ANSIRenderer: LineRenderer {
    /// The bytes of `document` styled with `theme` and laid out at `width`, with escapes, as
    /// `cmark-swift render` writes them: the bytes of `render(StyledDocument(document:theme:)
    /// .layout(width:))`, made line by line without keeping a ``Layout``, a large document
    /// in two halves at once.
    ///
    /// ```swift
    /// let text = ANSIRenderer(colorDepth: .ansi256).render(Document(parsing: "# Hi\n"), theme: .dark, width: 80)
    /// ```
    ///
    /// With a `highlighter` (such as `MarkdownHighlighting`'s `SyntaxHighlighter`), code
    /// blocks are coloured with the theme's syntax styles.
    public func render(_ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int) -> String {
        String(decoding: renderUTF8(document, theme: theme, highlighter: highlighter, width: width), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``render(_:theme:highlighter:width:)``, without the copy into a `String`.
    public func renderUTF8(_ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        render(document, theme: theme, highlighter: highlighter, width: width, into: &bytes)
        return bytes
    }
}

extension PlainRenderer: LineRenderer {
    /// The bytes of `document` styled with `theme` and laid out at `width`, without escapes
    /// (see ``ANSIRenderer/render(_:theme:width:)``).
    public func render(_ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int) -> String {
        String(decoding: renderUTF8(document, theme: theme, highlighter: highlighter, width: width), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``render(_:theme:highlighter:width:)``, without the copy into a `String`.
    public func renderUTF8(_ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        render(document, theme: theme, highlighter: highlighter, width: width, into: &bytes)
        return bytes
    }
}
