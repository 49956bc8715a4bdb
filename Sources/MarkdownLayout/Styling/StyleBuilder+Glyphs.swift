import MarkdownTheme

/// The theme's glyphs and strings whose text is placed in the buffer once and reused: list
/// markers, the quote bar, task checkboxes, table borders, the rule and every theme string
/// made a segment.
struct PlacedGlyphs {
    /// Bullets by list depth; ordered markers by number and delimiter (see `orderedMarker`).
    var bullets: [Segment?] = []
    var orderedMarkers: [Segment?] = []
    var quoteBar: (bar: Segment, spaces: Int)?
    /// The alerts' (and MyST directives') bar, in style 0, and its trailing spaces.
    var alertBar: (bar: Segment, spaces: Int)?
    var taskBoxes: [Segment]?
    /// The border glyphs the last table got, with its borders and border style.
    var lastBorders: (borders: TableBorders, style: UInt32, glyphs: BorderGlyphs)?
    var rule: Segment?
    /// Every string made a segment, by its text.
    var strings: [String: (offset: UInt32, count: UInt32, width: UInt32)] = [:]
}

extension StyleBuilder {
    /// A theme or generated string as a segment (sanitized, stored once).
    mutating func segment(_ string: String, style: UInt32, link: UInt32 = 0) -> Segment {
        if let known = glyphs.strings[string] {
            return Segment(offset: known.offset, count: known.count, width: known.width, style: style, link: link)
        }
        var copy = string
        let placed = copy.withUTF8 { appendText($0, mode: .inline, textCase: nil) }
        glyphs.strings[string] = placed
        return Segment(offset: placed.offset, count: placed.count, width: placed.width, style: style, link: link)
    }

    /// The bullet of a list `depth` deep, in style 0; its text placed once per depth.
    mutating func bulletMarker(depth: Int) -> Segment {
        guard depth >= 0 && depth < 256 else { return segment(input.styling.bounded.bullet(depth: depth), style: 0) }
        if depth >= glyphs.bullets.count { glyphs.bullets.append(contentsOf: repeatElement(nil, count: depth + 1 - glyphs.bullets.count)) }
        if let known = glyphs.bullets[depth] { return known }
        let made = segment(input.styling.bounded.bullet(depth: depth), style: 0)
        glyphs.bullets[depth] = made
        return made
    }

    /// An ordered item's marker (`"10."`), in style 0; the text of numbers below 1,024 placed
    /// once per delimiter.
    mutating func orderedMarker(number: Int, delimiter: String) -> Segment {
        guard number >= 0 && number < 1024 else {
            return segment(input.styling.bounded.orderedMarker(number: number, delimiter: delimiter), style: 0)
        }
        let slot = number * 2 + (delimiter == "." ? 0 : 1)
        let count = glyphs.orderedMarkers.count
        if slot >= count { glyphs.orderedMarkers.append(contentsOf: repeatElement(nil, count: slot + 1 - count)) }
        if let known = glyphs.orderedMarkers[slot] { return known }
        let made = segment(input.styling.bounded.orderedMarker(number: number, delimiter: delimiter), style: 0)
        glyphs.orderedMarkers[slot] = made
        return made
    }

    /// A task item's checkbox, in style 0; its text placed once.
    mutating func taskGlyph(checked: Bool) -> Segment {
        if let known = glyphs.taskBoxes?[checked ? 1 : 0] { return known }
        let task = input.styling.bounded.task
        let made = [
            segment(task.unchecked ?? ThemeDefaults.taskUnchecked, style: 0), segment(task.checked ?? ThemeDefaults.taskChecked, style: 0),
        ]
        glyphs.taskBoxes = made
        return made[checked ? 1 : 0]
    }

    /// The quote bar's visible part (style 0) and its trailing spaces, placed once.
    mutating func quoteBarPieces() -> (bar: Segment, spaces: Int) {
        if let known = glyphs.quoteBar { return known }
        let split = Self.splitTrailingSpaces(input.styling.bounded.blockQuote.bar ?? ThemeDefaults.quoteBar)
        let made = (bar: segment(split.text, style: 0), spaces: split.spaces)
        glyphs.quoteBar = made
        return made
    }

    /// The alerts' bar's visible part (style 0) and its trailing spaces, placed once: a
    /// document of many directives opens one bar each.
    mutating func alertBarPieces() -> (bar: Segment, spaces: Int) {
        if let known = glyphs.alertBar { return known }
        let bounded = input.styling.bounded
        let split = Self.splitTrailingSpaces(bounded.alerts.bar ?? bounded.blockQuote.bar ?? ThemeDefaults.quoteBar)
        let made = (bar: segment(split.text, style: 0), spaces: split.spaces)
        glyphs.alertBar = made
        return made
    }

    /// The theme's rule glyph (the default when it shows nothing), in style 0; placed once.
    mutating func ruleGlyph() -> Segment {
        if let known = glyphs.rule { return known }
        var glyph = segment(input.styling.bounded.thematicBreak.glyph ?? ThemeDefaults.ruleGlyph, style: 0)
        if glyph.width == 0 { glyph = segment(ThemeDefaults.ruleGlyph, style: 0) }
        glyphs.rule = glyph
        return glyph
    }

    /// A table's border glyphs in `style`.
    mutating func borderGlyphs(_ borders: TableBorders, style: UInt32) -> BorderGlyphs {
        // Tables in one document mostly share their borders and style: placed once.
        if let last = glyphs.lastBorders, last.borders == borders, last.style == style { return last.glyphs }
        let glyphs: [String] =
            switch borders {
            case .unicode: ["─", "│", "┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘"]
            case .ascii: ["-", "|", "+", "+", "+", "+", "+", "+", "+", "+", "+"]
            case .none: [" ", " ", " ", " ", " ", " ", " ", " ", " ", " ", " "]
            }
        let s = glyphs.map { segment($0, style: style) }
        let made = BorderGlyphs(
            horizontal: s[0], vertical: s[1], top: (s[2], s[3], s[4]), middle: (s[5], s[6], s[7]), bottom: (s[8], s[9], s[10]),
            space: .spaces(1))
        self.glyphs.lastBorders = (borders, style, made)
        return made
    }

    /// Splits a theme string such as `"│ "` into its visible part and its trailing spaces.
    static func splitTrailingSpaces(_ text: String) -> (text: String, spaces: Int) {
        var text = text
        var count = 0
        while text.last == " " {
            text.removeLast()
            count += 1
        }
        return (text, count)
    }
}
