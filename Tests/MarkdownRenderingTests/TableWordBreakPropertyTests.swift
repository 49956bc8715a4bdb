import CMarkSwift
import Testing

/// For random tables (prose columns beside columns of long identifiers, with and without
/// code spans and no-break spaces, at widths 20 to 120, in every built-in theme): a word
/// that fits its column is never split across lines, and a phrase of words joined by
/// no-break spaces that fits is on one line (nodejs primordials.md's `The string method`,
/// issue 33, broke as `The string meth` / `od`).
@Suite struct TableWordBreakPropertyTests {
    /// xorshift64: the same tables every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    /// A cell: units separated by spaces; a unit is words joined by no-break spaces, or one
    /// code span.
    struct Cell {
        var units: [(words: [String], isCode: Bool)]

        var markdown: String {
            units.map { $0.isCode ? "`" + $0.words[0] + "`" : $0.words.joined(separator: "\u{A0}") }.joined(separator: " ")
        }
    }

    static let letters = Array("abcdefghijklmnopqrstuvxyz")

    static func word(_ length: ClosedRange<Int>, using generator: inout Generator) -> String {
        String((0..<Int.random(in: length, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
    }

    /// An identifier like `String.prototype.replaceAll`: 14 to 40 cells, no break inside.
    static func identifier(using generator: inout Generator) -> String {
        (0..<Int.random(in: 2...4, using: &generator)).map { _ in word(4...10, using: &generator) }.joined(separator: ".")
    }

    static func cell(prose: Bool, code: Bool, using generator: inout Generator) -> Cell {
        if !prose {
            return Cell(units: (0..<Int.random(in: 1...2, using: &generator)).map { _ in ([identifier(using: &generator)], code) })
        }
        let units = (0..<Int.random(in: 1...7, using: &generator)).map { _ -> (words: [String], isCode: Bool) in
            if code && Int.random(in: 0..<5, using: &generator) == 0 { return ([word(2...8, using: &generator)], true) }
            let joined = Int.random(in: 0..<3, using: &generator) == 0 ? Int.random(in: 2...3, using: &generator) : 1
            return ((0..<joined).map { _ in word(1...11, using: &generator) }, false)
        }
        return Cell(units: units)
    }

    /// A unit's width as shown: a code span with its two marks or padding cells.
    static func width(_ unit: (words: [String], isCode: Bool)) -> Int {
        unit.isCode ? unit.words[0].count + 2 : unit.words.map(\.count).reduce(0, +) + unit.words.count - 1
    }

    /// Each column's width and its cells' lines, header first, read from a rendered table:
    /// from the border glyphs, or (no borders) from where the header's one-letter cells are.
    /// `nil` when the table was stacked.
    static func columns(_ output: String, count: Int, bordered: Bool) -> (widths: [Int], lines: [[String]])? {
        let rows = output.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0)) }
        var widths: [Int] = []
        var lines = [[String]](repeating: [], count: count)
        if bordered {
            let verticals: Set<Character> = ["│", "|"]
            guard let top = rows.first(where: { !$0.allSatisfy { $0 == " " } }), let first = top.firstIndex(where: { $0 != " " }),
                "┌+".contains(top[first])
            else { return nil }
            widths = String(top[(first + 1)..<(top.count - 1)]).split(whereSeparator: { "┬+".contains($0) }).map { $0.count - 2 }
            for row in rows {
                guard let start = row.firstIndex(where: { $0 != " " }), verticals.contains(row[start]) else { continue }
                let cells = String(row[start...]).split(separator: row[start], omittingEmptySubsequences: false).dropFirst().prefix(count)
                for (column, cell) in cells.enumerated() { lines[column].append(String(cell.dropFirst().dropLast())) }
            }
        } else {
            guard let header = rows.first(where: { !$0.allSatisfy { $0 == " " } }), header.filter({ $0 != " " }).count == count else {
                return nil
            }
            let starts = header.indices.filter { header[$0] != " " }
            widths = (0..<count).map { $0 + 1 < count ? starts[$0 + 1] - starts[$0] - 2 : header.count - starts[$0] }
            for row in rows where row.count >= header.count {
                for column in 0..<count {
                    lines[column].append(String(row[starts[column]..<(starts[column] + widths[column])]))
                }
            }
        }
        return widths.count == count ? (widths, lines) : nil
    }

    /// The failures of one column: its source cells in order against its lines.
    static func check(_ cells: [Cell], lines: [String], width columnWidth: Int) -> [String] {
        // The lines' tokens (split at spaces and no-break spaces, code marks dropped) with
        // the line each is on.
        var tokens: [(text: String, line: Int)] = []
        for (number, line) in lines.enumerated() {
            for token in line.split(whereSeparator: { $0 == " " || $0 == "\u{A0}" }) {
                let text = token.filter { $0 != "`" }
                if !text.isEmpty { tokens.append((String(text), number)) }
            }
        }
        var failures: [String] = []
        var next = 0
        for cell in cells {
            for unit in cell.units {
                var unitLines: Set<Int> = []
                for word in unit.words {
                    var spelled = ""
                    var pieces: [Int] = []
                    while spelled.count < word.count && next < tokens.count {
                        spelled += tokens[next].text
                        pieces.append(tokens[next].line)
                        next += 1
                    }
                    guard spelled == word else { return failures + ["lost track at \(word): read \(spelled)"] }
                    unitLines.formUnion(pieces)
                    let fits = (unit.isCode ? word.count + 2 : word.count) <= columnWidth
                    if fits && pieces.count > 1 { failures.append("\(word) split in a column of \(columnWidth)") }
                }
                if Self.width(unit) <= columnWidth && unitLines.count > 1 {
                    failures.append("\(unit.words.joined(separator: "\u{A0}")) split in a column of \(columnWidth)")
                }
            }
        }
        return failures
    }

    @Test func aWordThatFitsItsColumnIsNeverSplit() {
        var generator = Generator(state: 0x9E37_79B9_7F4A_7C15)
        var checked = 0
        for _ in 0..<120 {
            let count = Int.random(in: 2...3, using: &generator)
            let prose = (0..<count).map { _ in Bool.random(using: &generator) }
            let code = Bool.random(using: &generator)
            var body: [[Cell]] = []
            for _ in 0..<Int.random(in: 1...5, using: &generator) {
                var row: [Cell] = []
                for column in 0..<count {
                    let isProse = prose[column] || Int.random(in: 0..<4, using: &generator) == 0
                    row.append(Self.cell(prose: isProse, code: code, using: &generator))
                }
                body.append(row)
            }
            let header = ["A", "B", "C"].prefix(count)
            var markdown = "| " + header.joined(separator: " | ") + " |\n|" + String(repeating: "---|", count: count) + "\n"
            for row in body {
                markdown += "| " + row.map(\.markdown).joined(separator: " | ") + " |\n"
            }
            let document = Document(parsing: markdown)
            for theme in Theme.builtIns {
                let styled = StyledDocument(document: document, theme: theme)
                for _ in 0..<3 {
                    let width = Int.random(in: 20...120, using: &generator)
                    let output = PlainRenderer().render(styled.layout(width: width))
                    let bordered = (theme.table.borders ?? .unicode) != .none
                    guard let (widths, lines) = Self.columns(output, count: count, bordered: bordered) else { continue }
                    for column in 0..<count {
                        let cells = [Cell(units: [([header[column]], false)])] + body.map { $0[column] }
                        let failures = Self.check(cells, lines: lines[column], width: widths[column])
                        #expect(failures.isEmpty, "\(theme.name) at \(width), column \(column): \(failures)\n\(markdown)\n\(output)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 1000, "most tables are laid out as grids, not stacked: \(checked)")
    }
}
