/// A styled document with what its layouts found kept for the next ones: its size at each
/// width laid out or measured, and its tables' stacked fallbacks (built once, for every
/// width that stacks them). The same width asked again costs nothing; many widths cost one
/// measurement each, with no table's fallback built twice.
///
/// The caller owns it: a value with nothing shared or locked, so a copy keeps what was
/// found so far and goes on apart. ``StyledDocument`` itself keeps nothing between calls.
///
/// ```swift
/// var memo = LayoutMemo(styled)
/// for width in 20...200 { print(width, memo.boundingSize(forWidth: width).rows) }
/// let layout = memo.layout(width: 80)   // its lines reserved as measured
/// ```
public struct LayoutMemo: Sendable {
    /// The document laid out.
    public let document: StyledDocument
    /// The sizes found, by clamped width.
    private var sizes: [Int: Size] = [:]
    /// The tables' stacked fallbacks built so far, by table index.
    private var stackedRecords: [Int: StackedRecords] = [:]

    /// A memo of `document`'s layouts, empty.
    public init(_ document: StyledDocument) {
        self.document = document
    }

    /// ``StyledDocument/boundingSize(forWidth:)``, measured once per width.
    public mutating func boundingSize(forWidth width: Int) -> Size {
        let width = DocumentLayout.clamped(width)
        if let known = sizes[width] { return known }
        let size = document.boundingSize(forWidth: width, options: LayoutOptions(), stacked: &stackedRecords)
        sizes[width] = size
        return size
    }

    /// ``StyledDocument/layout(width:)``, its lines reserved as a size found before says.
    public mutating func layout(width: Int) -> DocumentLayout {
        layout(width: width, options: LayoutOptions())
    }

    /// ``StyledDocument/layout(width:options:)`` with what was found before; its size is
    /// kept for the default options only (whose lines all fit the width).
    package mutating func layout(width: Int, options: LayoutOptions) -> DocumentLayout {
        let width = DocumentLayout.clamped(width)
        let known = options.fitsWidth ? sizes[width]?.rows : nil
        guard
            let layout = document.layout(
                width: width, options: options, budget: .unlimited, rows: known, stacked: &stackedRecords)
        else { preconditionFailure("a layout without a deadline stopped") }
        if options.fitsWidth { sizes[width] = layout.size }
        return layout
    }
}
