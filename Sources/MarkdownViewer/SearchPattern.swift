import MarkdownLayout

/// What the reader typed after `/` or `?`: a regular expression in the Swift `Regex` syntax
/// (the standard library's engine, no Foundation), matched against each rendered row on
/// its own. It ignores case unless it holds a capital letter (smart case, as `less -i`);
/// a pattern with no special character is searched as plain text, cluster by cluster.
///
/// ```swift
/// let pattern = try SearchPattern("tab(le|s)")
/// pattern.ignoresCase            // true: no capital letter
/// pattern.matches(in: layout)    // every row's matches, in cells
/// ```
///
/// Each row is matched on its own (a row is at most a table's grid wide), so a search costs
/// one pass over the rows. The engine backtracks: a group that repeats and holds a
/// repetition or an alternative inside (`(a*)*`, `(\w+\s?)+`, `(a|a)*`) can take time
/// exponential in a row's length, so such a pattern is refused with a message.
public struct SearchPattern: Sendable, Hashable {
    /// Why a pattern cannot be searched for, in a sentence for the status line.
    public struct Invalid: Error, Sendable, Hashable {
        public var message: String
    }

    /// The pattern as typed.
    public let text: String
    /// Whether case is ignored: the pattern holds no capital letter (escapes such as `\S`
    /// aside).
    public let ignoresCase: Bool
    /// Whether the pattern has a character the regular expression syntax gives a meaning.
    public let isRegularExpression: Bool

    /// The characters that make a pattern a regular expression rather than plain text.
    static let special: Set<Character> = ["\\", "^", "$", ".", "|", "?", "*", "+", "(", ")", "[", "]", "{", "}"]

    /// A pattern, checked: throws ``Invalid`` for one the engine does not take or one that
    /// repeats a repetition.
    public init(_ text: String) throws(Invalid) {
        self.text = text
        isRegularExpression = text.contains { SearchPattern.special.contains($0) }
        ignoresCase = !SearchPattern.hasCapital(text)
        guard isRegularExpression else { return }
        if let nested = SearchPattern.nestedRepetition(in: text) {
            throw Invalid(message: "Pattern \(nested) repeats a repetition (slow to search): write it without nesting")
        }
        do {
            _ = try Regex(text)
        } catch {
            throw Invalid(message: "Invalid pattern: \(error)")
        }
    }

    /// Every match in `layout`, row by row, left to right, in cells. Empty matches (`^`,
    /// `x*` where there is no x) are left out: there is nothing to show.
    public func matches(in layout: DocumentLayout) -> [CellSpan] {
        guard !text.isEmpty else { return [] }
        guard isRegularExpression, let compiled = try? Regex(text) else {
            return layout.search(text, caseSensitive: !ignoresCase)
        }
        let regex = compiled.ignoresCase(ignoresCase)
        var found: [CellSpan] = []
        for row in 0..<layout.rowCount {
            let line = layout.line(row).text
            var ranges: [Range<Int>] = []
            for match in line.matches(of: regex) where !match.range.isEmpty {
                let start = line.utf8.distance(from: line.startIndex, to: match.range.lowerBound)
                ranges.append(start..<(start + line.utf8.distance(from: match.range.lowerBound, to: match.range.upperBound)))
            }
            guard !ranges.isEmpty else { continue }
            found.append(contentsOf: SearchPattern.cellMatches(ranges, row: row, in: layout))
        }
        return found
    }

    /// Byte ranges of a row's text as the cells they cover: from the cluster holding the
    /// first byte to the one holding the last.
    static func cellMatches(_ ranges: [Range<Int>], row: Int, in layout: DocumentLayout) -> [CellSpan] {
        var matches: [CellSpan] = []
        var next = 0
        var offset = 0
        var first: Int?
        for cell in layout.cells(ofRow: row) {
            guard next < ranges.count else { break }
            let end = offset + cell.text.utf8.count
            if first == nil && end > ranges[next].lowerBound { first = cell.column }
            if let start = first, end >= ranges[next].upperBound {
                matches.append(CellSpan(row: row, columns: start..<max(start + 1, cell.column + cell.width)))
                first = nil
                next += 1
                // The next match may start in the cell where this one ended.
                if next < ranges.count && end > ranges[next].lowerBound { first = cell.column }
            }
            offset = end
        }
        return matches
    }

    /// Whether `text` has a capital letter outside an escape (`\S`, `\W`, `\B` are not one).
    static func hasCapital(_ text: String) -> Bool {
        var escaped = false
        for character in text {
            if escaped {
                escaped = false
                continue
            }
            if character == "\\" {
                escaped = true
            } else if character.isUppercase {
                return true
            }
        }
        return false
    }

    /// The first group that is repeated without bound (`*`, `+`, `{n,}`) and holds a
    /// repetition or an alternative, as typed; `nil` when there is none. Escapes and
    /// bracket expressions are skipped; one pass with a stack of open groups.
    static func nestedRepetition(in text: String) -> String? {
        let characters = Array(text)
        // Per open group: where it starts and whether it holds a quantifier or a `|`.
        var open: [(start: Int, risky: Bool)] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index += 1
            case "[":
                // A bracket expression: up to its closing `]` (a `]` first is literal).
                index += 1
                if index < characters.count && characters[index] == "^" { index += 1 }
                if index < characters.count && characters[index] == "]" { index += 1 }
                while index < characters.count && characters[index] != "]" {
                    if characters[index] == "\\" { index += 1 }
                    index += 1
                }
            case "(":
                open.append((index, false))
                // `(?:`, `(?=`, `(?i)`: the group's kind, not a quantifier.
                if index + 1 < characters.count && characters[index + 1] == "?" { index += 2 }
            case ")":
                guard let group = open.popLast() else { break }
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let unbounded = next == "*" || next == "+" || (next == "{" && SearchPattern.isOpenEnded(characters, at: index + 1))
                if unbounded && group.risky { return String(characters[group.start...(index + 1)]) }
                // The group is a repetition or holds one: its enclosing group does too.
                if let next, group.risky || "*+?{".contains(next), !open.isEmpty { open[open.count - 1].risky = true }
            case "|":
                if !open.isEmpty { open[open.count - 1].risky = true }
            case "*", "+", "?", "{":
                if !open.isEmpty { open[open.count - 1].risky = true }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Whether the `{` at `index` opens a bound with no upper limit (`{2,}`).
    private static func isOpenEnded(_ characters: [Character], at index: Int) -> Bool {
        var end = index + 1
        while end < characters.count && characters[end] != "}" { end += 1 }
        guard end < characters.count else { return false }
        let inside = String(characters[(index + 1)..<end])
        return inside.hasSuffix(",")
    }
}
