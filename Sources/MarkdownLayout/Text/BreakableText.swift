/// A paragraph prepared for line breaking at any width.
///
/// Building one splits the runs into grapheme clusters (with their widths and styles)
/// and finds every break opportunity, once. After that, ``lines(width:)`` and
/// ``measure(width:)`` are each one linear pass over the paragraph's words, so sizing
/// a paragraph at many widths is cheap.
///
/// Break opportunities: after spaces (which are dropped at the end of a line and at the
/// start of a wrapped line), after hyphens and dashes, between ideographs, kana and
/// Hangul and next to them (not before closing or after opening punctuation), and at
/// hard breaks. A URL run also breaks after `/ - _ . =` and before `? &`, but only when
/// the whole word is wider than the line. A word wider than the line starts a new line
/// and breaks between grapheme clusters, never inside one.
///
/// Widths are clamped to at least 1. A cluster wider than the line (a 2-cell ideograph
/// at width 1) takes a line of its own, which is then wider than the width: callers that
/// must never exceed the width cap it there.
///
/// ```swift
/// let text = BreakableText([TextRun("Hello, "), TextRun("world", style: 1), TextRun("! 日本語です。")])
/// for line in text.lines(width: 10) {
///     print(text.text(of: line), line.width)
/// }
/// // Hello, 6
/// // world! 日 9
/// // 本語です。 10
/// text.measure(width: 10)   // (lines: 3, maxWidth: 10)
/// ```
public struct BreakableText: Sendable {
    /// All the text, in UTF-8; clusters point into it.
    package let utf8: [UInt8]
    /// The grapheme clusters, in order, hard breaks included.
    package let clusters: [Cluster]
    /// The words: stretches between break opportunities, with their trailing spaces.
    let words: [Word]

    /// Prepares runs of styled text for line breaking.
    ///
    /// ```swift
    /// let text = BreakableText([TextRun("bold", style: 1), TextRun(" and plain")])
    /// ```
    public init(_ runs: [TextRun]) {
        var builder = Builder()
        for run in runs {
            builder.append(run)
        }
        (utf8, clusters, words) = builder.finish()
    }

    /// Prepares text that a builder fills (from byte ranges of a shared buffer, say).
    init(building fill: (inout Builder) -> Void) {
        var builder = Builder()
        fill(&builder)
        (utf8, clusters, words) = builder.finish()
    }

    /// Prepares one string in one style for line breaking.
    ///
    /// ```swift
    /// BreakableText("a few words").lineCount(width: 5)   // 2
    /// ```
    public init(_ text: String, style: UInt32 = 0) {
        self.init([TextRun(text, style: style)])
    }

    /// Whether the paragraph has no clusters (it then has no lines).
    public var isEmpty: Bool { clusters.isEmpty }

    /// The number of grapheme clusters, hard breaks included.
    public var clusterCount: Int { clusters.count }

    /// The width of the widest line when nothing wraps (lines end only at hard breaks).
    public var naturalWidth: Int { measure(width: Int(Int32.max)).maxWidth }

    /// The width of the widest word: below it, some word must break inside.
    public var widestWord: Int { words.reduce(0) { max($0, Int($1.width)) } }

    /// The text of a line.
    ///
    /// ```swift
    /// let text = BreakableText("one two")
    /// text.lines(width: 3).map { text.text(of: $0) }   // ["one", "two"]
    /// ```
    public func text(of line: LineRange) -> String {
        String(decoding: utf8[byteRange(of: line.clusters)], as: UTF8.self)
    }

    /// The text of a line as runs, one per stretch of clusters with the same style and URL flag.
    public func runs(of line: LineRange) -> [TextRun] {
        var runs: [TextRun] = []
        var first = line.clusters.lowerBound
        for index in line.clusters {
            let next = index + 1
            if next == line.clusters.upperBound || clusters[next].style != clusters[first].style
                || clusters[next].isURL != clusters[first].isURL
            {
                let text = String(decoding: utf8[byteRange(of: first..<next)], as: UTF8.self)
                runs.append(TextRun(text, style: clusters[first].style, isURL: clusters[first].isURL))
                first = next
            }
        }
        return runs
    }

    /// The UTF-8 bytes of a range of clusters.
    package func byteRange(of range: Range<Int>) -> Range<Int> {
        let start = range.lowerBound < clusters.count ? Int(clusters[range.lowerBound].offset) : utf8.count
        let end = range.upperBound < clusters.count ? Int(clusters[range.upperBound].offset) : utf8.count
        return start..<max(start, end)
    }
}

/// One grapheme cluster of a ``BreakableText``.
package struct Cluster: Hashable, Sendable {
    /// What a cluster is to the line breaker.
    package enum Kind: UInt8, Sendable {
        case text, space, hardBreak
    }

    /// What may happen between this cluster and the next.
    package enum Opportunity: UInt8, Sendable {
        /// No break.
        case none
        /// A break (after a hyphen, next to an ideograph).
        case allowed
        /// A break inside a URL, used only when the URL is wider than the line.
        case url
    }

    /// The offset of its first byte in the paragraph's UTF-8 text.
    package var offset: UInt32
    /// The style id of the run it came from.
    package var style: UInt32
    /// Its width in cells: 0, 1 or 2.
    package var width: UInt8
    package var kind: Kind
    /// Break opportunity (bits 0-1), URL (bit 2), break class (bits 3-5): one byte, so a
    /// cluster is 12 bytes, not 16, for every cluster a document keeps.
    private var packed: UInt8
    /// Its byte when it is one ASCII byte, else 0.
    var ascii: UInt8

    init(
        offset: UInt32, style: UInt32, width: UInt8, kind: Kind, breakAfter: Opportunity = .none, isURL: Bool,
        breakClass: BreakClass, ascii: UInt8
    ) {
        self.offset = offset
        self.style = style
        self.width = width
        self.kind = kind
        self.ascii = ascii
        packed = breakAfter.rawValue | (isURL ? 4 : 0) | breakClass.rawValue << 3
    }

    /// The break opportunity after it (spaces and hard breaks are breaks by kind).
    package var breakAfter: Opportunity {
        @inline(__always) get { Opportunity(rawValue: packed & 3) ?? .none }
        @inline(__always) set { packed = packed & ~3 | newValue.rawValue }
    }
    /// Whether it came from a URL run.
    package var isURL: Bool {
        @inline(__always) get { packed & 4 != 0 }
    }
    /// The break class of its first scalar.
    var breakClass: BreakClass {
        @inline(__always) get { BreakClass(rawValue: packed >> 3) ?? .other }
    }
}

/// A stretch of clusters between two break opportunities, followed by its spaces.
struct Word: Sendable {
    /// Its first cluster.
    var start: Int32
    /// The end of its content: spaces (and a hard break) follow up to the next word.
    var end: Int32
    /// The width of its content.
    var width: Int32
    /// The width of the spaces after its content.
    var spaceWidth: Int32
    /// Whether a hard break follows its spaces.
    var hardBreakAfter: Bool
    /// Whether it holds URL break opportunities.
    var hasURLBreaks: Bool
}
