/// How much raw HTML is handed to libxml2, applied before it reads a byte: libxml2's
/// duplicate-attribute check is quadratic in a tag's attributes, and each end tag searches
/// every element still open, so without bounds one 430 KB tag or 80,000 unclosed tags take
/// seconds. Below the limits nothing changes.
///
/// ```swift
/// var limits = HTMLLimits.standard
/// limits.maximumOpenElements = 64
/// let reading = HTMLTokenizer.read(["<b>", "x", "</b>"], limits: limits)
/// ```
package struct HTMLLimits: Sendable, Hashable {
    /// Distinct attributes kept on one tag; later ones are dropped (a repeated name is always
    /// dropped: a browser keeps the first).
    package var maximumAttributes: Int
    /// Bytes of one tag, `<` to `>`, beyond which its further attributes are dropped.
    package var maximumTagBytes: Int
    /// Elements open at once; a start tag past it is dropped and its text kept, as the
    /// Markdown tree keeps content deeper than `ParseLimits.maximumDepth` (the same 256).
    package var maximumOpenElements: Int

    package init(maximumAttributes: Int = 256, maximumTagBytes: Int = 64 << 10, maximumOpenElements: Int = 256) {
        self.maximumAttributes = max(1, maximumAttributes)
        self.maximumTagBytes = max(16, maximumTagBytes)
        self.maximumOpenElements = max(1, maximumOpenElements)
    }

    /// 256 attributes, 64 KiB a tag, 256 open elements.
    package static let standard = HTMLLimits()

    /// No bound (libxml2's own costs apply).
    package static let unlimited = HTMLLimits(maximumAttributes: .max, maximumTagBytes: .max, maximumOpenElements: .max)
}

/// What the limits took out of one reading, for a warning that names them.
package struct HTMLLimitReport: Sendable, Hashable {
    /// Attributes dropped past ``HTMLLimits/maximumAttributes`` or ``HTMLLimits/maximumTagBytes``
    /// (repeated names not counted: they are never read).
    package var droppedAttributes = 0
    /// Start tags dropped past ``HTMLLimits/maximumOpenElements`` (their text is kept).
    package var droppedStartTags = 0

    /// A report of `droppedAttributes` and `droppedStartTags` left out (none by default).
    package init(droppedAttributes: Int = 0, droppedStartTags: Int = 0) {
        self.droppedAttributes = droppedAttributes
        self.droppedStartTags = droppedStartTags
    }

    /// Whether any limit was reached.
    package var isEmpty: Bool { droppedAttributes == 0 && droppedStartTags == 0 }

    /// One line per limit reached, naming it: `raw HTML: 39744 attributes past 256 on a tag dropped`.
    package func messages(limits: HTMLLimits) -> [String] {
        var lines: [String] = []
        if droppedAttributes > 0 {
            lines.append(
                "raw HTML: \(droppedAttributes) attributes dropped past \(limits.maximumAttributes) on a tag "
                    + "(or \(limits.maximumTagBytes >> 10) KiB a tag)")
        }
        if droppedStartTags > 0 {
            lines.append(
                "raw HTML: \(droppedStartTags) start tags dropped past \(limits.maximumOpenElements) open elements (their text kept)")
        }
        return lines
    }
}
