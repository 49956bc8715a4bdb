/// The inlines of a document built in code, each a ``MarkdownFragment``; a string in a
/// builder closure is text.
///
/// ```swift
/// Block.paragraph {
///     "See "
///     Inline.link(destination: "https://swift.org") { Inline.emphasis { "Swift" } }
///     "."
/// }
/// ```
public enum Inline {

    /// Text (a string in a builder closure is the same).
    public static func text(_ string: String) -> MarkdownFragment { MarkdownFragment(.text(string)) }

    /// Emphasis (`*…*`).
    public static func emphasis(@MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.emphasis, children: children)
    }

    /// Strong emphasis (`**…**`).
    public static func strong(@MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.strong, children: children)
    }

    /// Strikethrough (`~~…~~`).
    public static func strikethrough(@MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.strikethrough, children: children)
    }

    /// A link to `destination`, with an optional title.
    public static func link(
        destination: String, title: String = "", @MarkdownFragmentBuilder _ children: () -> MarkdownFragment
    ) -> MarkdownFragment {
        MarkdownFragment(.link(destination: destination, title: title), children: children)
    }

    /// An image at `destination`; its children are the alt text.
    public static func image(
        destination: String, title: String = "", @MarkdownFragmentBuilder alt: () -> MarkdownFragment
    ) -> MarkdownFragment {
        MarkdownFragment(.image(destination: destination, title: title), children: alt)
    }

    /// Inline code.
    public static func code(_ code: String) -> MarkdownFragment { MarkdownFragment(.code(code)) }

    /// Inline raw HTML.
    public static func inlineHTML(_ html: String) -> MarkdownFragment { MarkdownFragment(.inlineHTML(html)) }

    /// A soft line break (a newline in a paragraph).
    public static var softBreak: MarkdownFragment { MarkdownFragment(.softBreak) }

    /// A hard line break.
    public static var lineBreak: MarkdownFragment { MarkdownFragment(.lineBreak) }

    /// A footnote reference (`[^label]`).
    public static func footnoteReference(label: String) -> MarkdownFragment { MarkdownFragment(.footnoteReference(label: label)) }
}
