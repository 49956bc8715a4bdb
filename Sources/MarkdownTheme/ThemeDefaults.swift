/// What the layout uses where a theme leaves a field unset. One place, so every default is
/// visible together.
package enum ThemeDefaults {
    package static let bullets = ["•", "◦", "▪"]
    package static let numberFormat = "{n}{d}"
    package static let quoteBar = "│ "
    package static let taskChecked = "[x]"
    package static let taskUnchecked = "[ ]"
    package static let codeOverflow = CodeOverflow.wrap
    package static let wrapMarker = "↩"
    package static let tabWidth = 4
    package static let linkDisplay = LinkDisplay.inline
    package static let imageFormat = "[image: {alt}]"
    package static let ruleGlyph = "─"
    package static let tableBorders = TableBorders.unicode
    package static let cellPadding = 1
    /// Superscript digits (`¹²`), as a printed page marks a note.
    package static let footnoteReferenceFormat = "{sup}"
    /// A footnote mark in 7-bit text, apart from a numbered link's `[1]`.
    package static let asciiFootnoteReferenceFormat = "[^{n}]"
    package static let htmlDisplay = HTMLDisplay.render
    package static let detailsBody = DetailsBody.indent
    /// Blank lines below a block whose style does not say.
    package static let marginBottom = 1
    /// Blank lines above a block whose style does not say.
    package static let marginTop = 0
}

extension Theme {
    /// The text between blocks of a theme's own strings: bullets for a list depth (1-based).
    package func bullet(depth: Int) -> String {
        let bullets = list.bullets.flatMap { $0.isEmpty ? nil : $0 } ?? ThemeDefaults.bullets
        return bullets[min(max(depth, 1), bullets.count) - 1]
    }

    /// An ordered item's marker, such as `"10."`.
    package func orderedMarker(number: Int, delimiter: String) -> String {
        (list.numberFormat ?? ThemeDefaults.numberFormat)
            .replacingOccurrences(of: "{n}", with: String(number))
            .replacingOccurrences(of: "{d}", with: delimiter)
    }
}

extension String {
    /// Every occurrence of `target` replaced (no Foundation).
    package func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}

extension Substring {
    /// The first range of `target`, searching by characters.
    fileprivate func range(of target: String) -> Range<Index>? {
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(target) {
                return start..<(index(start, offsetBy: target.count))
            }
            start = index(after: start)
        }
        return nil
    }
}
