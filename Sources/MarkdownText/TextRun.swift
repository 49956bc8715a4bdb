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

    /// A run of text in one style.
    public init(_ text: String, style: UInt32 = 0, isURL: Bool = false) {
        self.text = text
        self.style = style
        self.isURL = isURL
        self.isHardBreak = false
    }

    /// A hard line break: the next run starts a new line.
    public static func hardBreak(style: UInt32 = 0) -> TextRun {
        var run = TextRun("", style: style)
        run.isHardBreak = true
        return run
    }
}
