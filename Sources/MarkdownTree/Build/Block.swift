/// The blocks of a document built in code, each a ``MarkdownFragment``: write them inside
/// `Document { … }` or any container's closure, one a line.
///
/// ```swift
/// let document = Document {
///     Block.heading(level: 2) { "Install" }
///     Block.orderedList {
///         Block.item { Block.paragraph { "Clone the repository." } }
///         Block.item {
///             Block.paragraph {
///                 "Run "
///                 Inline.code("make")
///             }
///         }
///     }
/// }
/// ```
///
/// (A namespace rather than leading dots: in a result builder a line that starts with `.`
/// continues the line before it.)
public enum Block {
    /// A paragraph.
    public static func paragraph(@MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.paragraph, children: children)
    }

    /// A heading of `level` 1 to 6 (ATX, `#`).
    public static func heading(level: Int, @MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.heading(level: level), children: children)
    }

    /// A block quote.
    public static func blockQuote(@MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.blockQuote, children: children)
    }

    /// A bullet list of ``item(_:_:)``s; tight (no blank lines between items) unless said.
    public static func bulletList(tight: Bool = true, @MarkdownFragmentBuilder _ items: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.list(ListAttributes(type: .bullet, isTight: tight)), children: items)
    }

    /// An ordered list of ``item(_:_:)``s numbered from `start`.
    public static func orderedList(
        start: Int = 1, tight: Bool = true, @MarkdownFragmentBuilder _ items: () -> MarkdownFragment
    ) -> MarkdownFragment {
        MarkdownFragment(.list(ListAttributes(type: .ordered, delimiter: .period, start: start, isTight: tight)), children: items)
    }

    /// A list item; `.checked` or `.unchecked` makes it a task.
    public static func item(_ task: TaskState = .none, @MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.item(task), children: children)
    }

    /// A fenced code block; `code` should end with a newline, as parsed code does.
    public static func codeBlock(_ code: String, language: String = "") -> MarkdownFragment {
        MarkdownFragment(.codeBlock(info: language, literal: code))
    }

    /// A block of raw HTML.
    public static func htmlBlock(_ html: String) -> MarkdownFragment { MarkdownFragment(.htmlBlock(html)) }

    /// A thematic break (`***`).
    public static var thematicBreak: MarkdownFragment { MarkdownFragment(.thematicBreak) }

    /// A table with one alignment per column: the header row's cells, then the body's rows.
    ///
    /// ```swift
    /// Block.table([.left, .right]) {
    ///     Block.cell { "name" }
    ///     Block.cell { "size" }
    /// } rows: {
    ///     Block.row {
    ///         Block.cell { "a.md" }
    ///         Block.cell { "12" }
    ///     }
    /// }
    /// ```
    public static func table(
        _ alignments: [ColumnAlignment], @MarkdownFragmentBuilder header: () -> MarkdownFragment,
        @MarkdownFragmentBuilder rows: () -> MarkdownFragment = { MarkdownFragment() }
    ) -> MarkdownFragment {
        MarkdownFragment(.table(alignments)) {
            MarkdownFragment(.tableRow(header: true), children: header)
            rows()
        }
    }

    /// A row of a table's body.
    public static func row(@MarkdownFragmentBuilder _ cells: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.tableRow(), children: cells)
    }

    /// A table cell.
    public static func cell(@MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.tableCell, children: children)
    }

    /// A footnote definition (`[^label]: …`).
    public static func footnoteDefinition(label: String, @MarkdownFragmentBuilder _ children: () -> MarkdownFragment) -> MarkdownFragment {
        MarkdownFragment(.footnoteDefinition(label: label), children: children)
    }
}
