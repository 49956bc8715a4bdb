/// A stretch of paragraph text in one style: the input of ``BreakableText``.
///
/// A paragraph is a sequence of runs. Soft line breaks are passed as a run holding a
/// space; hard line breaks as ``hardBreak(style:)`` (a line feed or CR LF inside `text`
/// is a hard break too).
///
/// ```swift
/// let runs = [
///     TextRun("See "),
///     TextRun("https://example.com/a/long/path", style: 2, isURL: true),
///     TextRun.hardBreak(),
///     TextRun("and more.", style: 1),
/// ]
/// let text = BreakableText(runs)
/// ```
public struct TextRun: Hashable, Sendable {
    /// The run's text.
    public var text: String
    /// An opaque style id, carried through to every cluster of the run.
    public var style: UInt32
    /// Whether the run is a URL (or link text) that may break after `/ - _ . =` and
    /// before `? &` when it does not fit on a line of its own.
    public var isURL: Bool
    /// Whether the run is a hard line break; its `text` is then ignored.
    public var isHardBreak: Bool
    /// Whether the run is inline code: it breaks only after its spaces, and only when it
    /// does not fit on a line of its own, never at a hyphen inside it (`--pager`).
    public var isCode: Bool

    /// A run of text in one style.
    ///
    /// ```swift
    /// let text = BreakableText([TextRun("see "), TextRun("--no-pager", isCode: true), TextRun(" now")])
    /// text.lines(width: 10).map { text.text(of: $0) }   // ["see", "--no-pager", "now"]
    /// ```
    public init(_ text: String, style: UInt32 = 0, isURL: Bool = false, isCode: Bool = false) {
        self.text = text
        self.style = style
        self.isURL = isURL
        self.isHardBreak = false
        self.isCode = isCode
    }

    /// A hard line break: the next run starts a new line.
    public static func hardBreak(style: UInt32 = 0) -> TextRun {
        var run = TextRun("", style: style)
        run.isHardBreak = true
        return run
    }
}

/// Where the clusters of a run may break, besides what their characters allow.
package enum RunBreaks: UInt8, Sendable {
    /// As text: after spaces and hyphens, next to ideographs (see ``BreakableText``).
    case text
    /// Never: every cluster glues like a no-break space (its spaces are never dropped,
    /// nothing in it is a break), as a code span's padding or a badge's label.
    case never
    /// As inline code: only after its spaces, which are kept, and only when the word they
    /// are in does not fit on a line (a code span moves to the next line whole when it
    /// fits there); never at a hyphen or between ideographs inside it.
    case atSpaces
}
