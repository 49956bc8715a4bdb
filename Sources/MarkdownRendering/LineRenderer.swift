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
    /// `output`: the bytes of `render(StyledDocument(document:theme:), width:into:)`. With
    /// `parallel`, a large document is styled and rendered in two parts at once (see
    /// ``StyledDocument/render(_:theme:highlighter:width:into:parallel:_:)``); by default on
    /// this thread only.
    package func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, into output: inout [UInt8],
        parallel: Bool = false
    ) {
        StyledDocument.render(document, theme: theme, highlighter: highlighter, width: width, into: &output, parallel: parallel) {
            styled, bytes in
            render(styled, width: width, into: &bytes)
        }
    }
}

extension ANSIRenderer: LineRenderer {
    /// The text of `document` styled with `theme` and laid out at `width`, with escapes, as
    /// `cmark-swift render` writes it: the text of `render(StyledDocument(document:theme:)
    /// .layout(width:))`, made line by line without keeping a `DocumentLayout`. The work is done on
    /// the calling thread; with `parallel`, a large document (256 KiB or more) is styled and
    /// rendered in two parts at once, on this thread and one other.
    ///
    /// ```swift
    /// let text = ANSIRenderer(colorDepth: .ansi256).render(Document(parsing: "# Hi\n"), theme: .dark, width: 80)
    /// ```
    ///
    /// With a `highlighter` (such as `MarkdownHighlighting`'s `SyntaxHighlighter`), code
    /// blocks are coloured with the theme's syntax styles.
    public func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, parallel: Bool = false
    ) -> String {
        String(decoding: renderUTF8(document, theme: theme, highlighter: highlighter, width: width, parallel: parallel), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``render(_:theme:highlighter:width:parallel:)``, without the copy into a `String`.
    public func renderUTF8(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, parallel: Bool = false
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        render(document, theme: theme, highlighter: highlighter, width: width, into: &bytes, parallel: parallel)
        return bytes
    }
}

extension PlainRenderer: LineRenderer {
    /// The text of `document` styled with `theme` and laid out at `width`, without escapes
    /// (see ``ANSIRenderer/render(_:theme:highlighter:width:parallel:)``).
    public func render(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, parallel: Bool = false
    ) -> String {
        String(decoding: renderUTF8(document, theme: theme, highlighter: highlighter, width: width, parallel: parallel), as: UTF8.self)
    }

    /// The UTF-8 bytes of ``render(_:theme:highlighter:width:parallel:)``, without the copy into a `String`.
    public func renderUTF8(
        _ document: Document, theme: Theme, highlighter: (any CodeHighlighter)? = nil, width: Int, parallel: Bool = false
    ) -> [UInt8] {
        var bytes: [UInt8] = []
        render(document, theme: theme, highlighter: highlighter, width: width, into: &bytes, parallel: parallel)
        return bytes
    }
}
