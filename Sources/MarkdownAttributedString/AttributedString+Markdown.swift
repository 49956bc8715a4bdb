import Foundation
import MarkdownLayout
import MarkdownTheme
import MarkdownTree

extension AttributedString {
    /// The document as styled text for an app's text view: its words, each run carrying
    /// what its node is and how `theme` styles it (``AttributeScopes/CMarkSwiftAttributes``),
    /// links carrying Foundation's `link`, images their source and alt text (the alt text is
    /// the words), and on Apple platforms inline code, emphasis, strong and strikethrough also
    /// carrying Foundation's `inlinePresentationIntent` (which SwiftUI's `Text` draws; Linux's
    /// Foundation has no such attribute).
    ///
    /// By default (see ``MarkdownTextOptions``) it holds no terminal decoration: no heading
    /// marks or padding, no URLs after links, no quote bars; list items start with `•` or
    /// their number and tasks with `☐`/`☑`. It is read from the ``StyledDocument`` the
    /// terminal lays out, so it reads as the terminal does otherwise: raw HTML rendered,
    /// emoji shortcodes as emoji (unless the theme turns them off), alerts with the theme's
    /// title, footnote numbers and front matter as the theme shows them.
    ///
    /// Nothing is hard-wrapped: a paragraph is one line of the string, for the view to wrap
    /// at its own width. Blocks are separated by a blank line where the terminal leaves one
    /// and by a line break where it does not (the items of a tight list); hard breaks are
    /// line breaks. Table cells are separated by tabs and rows by line breaks; a thematic
    /// break is its glyph once. What is layout, not text (quote bars, indents, margins, table
    /// borders, alignment), is the view's business: ``MarkdownAttributes/QuoteDepth`` and
    /// ``MarkdownAttributes/ListDepth`` say where it applies.
    ///
    /// ```swift
    /// let document = Document(parsing: "# Title\n\nSome *emphasis* and a [link](https://example.com).\n")
    /// let text = AttributedString(styling: document, theme: .dark)
    /// print(String(text.characters))  // "Title\n\nSome emphasis and a link."
    /// for run in text.runs {
    ///     print(text[run.range].characters.count, run.block as Any, run.isEmphasis, run.link as Any)
    /// }
    /// ```
    public init(styling document: Document, theme: Theme, options: MarkdownTextOptions = MarkdownTextOptions()) {
        // Transformed first, so that the styled document's node indices are the tree's.
        let styling = StylingTheme(options.styling(theme), recordsProvenance: true)
        let shown = document.shown(with: styling)
        let styled = StyledDocument(document: shown, styling: styling)
        self.init(styled: styled, of: shown, options: options)
    }

    /// The document styled with an app's per-element styles (see ``MarkdownTextStyles``):
    /// as ``init(styling:theme:options:)`` with ``MarkdownTextStyles/theme``, each run also
    /// carrying its size relative to the body's (``MarkdownAttributes/SizeScale``).
    ///
    /// ```swift
    /// var styles = MarkdownTextStyles()
    /// styles.h1.color = RGB(0xFF, 0x88, 0x00)
    /// let text = AttributedString(styling: Document(parsing: "# Hi\n"), styles: styles)
    /// ```
    public init(styling document: Document, styles: MarkdownTextStyles, options: MarkdownTextOptions = MarkdownTextOptions()) {
        let styling = StylingTheme(options.styling(styles.theme), recordsProvenance: true)
        let shown = document.shown(with: styling)
        let styled = StyledDocument(document: shown, styling: styling)
        self.init(styled: styled, of: shown, options: options, scales: styles.sizeScales)
    }

    /// The text of `styled`, a styling of `document` made with `recordsProvenance` and a theme
    /// made ready by ``MarkdownTextOptions/styling(_:)`` (see ``init(styling:theme:options:)``).
    package init(styled: StyledDocument, of document: Document, options: MarkdownTextOptions = MarkdownTextOptions()) {
        self.init(styled: styled, of: document, options: options, scales: nil)
    }

    /// The text of `styled`, made from the nodes `part` of `document` (`nil`: the whole).
    init(styled: StyledDocument, of document: Document, part: Range<Int>? = nil, options: MarkdownTextOptions, scales: SizeScales?) {
        var reader = AttributedTextReader(styled: styled, document: document, part: part, options: options, scales: scales)
        styled.forEachReadingPiece { reader.add($0) }
        self = reader.result()
    }
}
