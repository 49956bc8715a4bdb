import CMarkSwift
import Testing

@testable import MarkdownLayout

/// Column widths as a reader expects (issue 41): the widest columns give up room first, so a
/// short cell is not split over lines while a long description has room to wrap.
@Suite struct TableRoomTests {
    static func plain(_ markdown: String, width: Int, theme: Theme = .dark) -> [String] {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width)
        return PlainRenderer().render(layout).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theWidestColumnsGiveUpRoomFirst() {
        #expect(ColumnWidths.fit(natural: [5, 40, 40], words: [5, 8, 8], available: 45, breakingWords: false) == [5, 20, 20])
        #expect(ColumnWidths.fit(natural: [9, 60], words: [3, 11], available: 40, breakingWords: false) == [9, 31])
        // What the common cap leaves goes to the leftmost columns at the cap.
        #expect(ColumnWidths.fit(natural: [30, 30, 30], words: [4, 4, 4], available: 50, breakingWords: false) == [17, 17, 16])
        // Never below a column's widest word, and nil when even those do not fit.
        #expect(ColumnWidths.fit(natural: [20, 60], words: [18, 5], available: 30, breakingWords: false) == [18, 12])
        #expect(ColumnWidths.fit(natural: [20, 60], words: [18, 15], available: 30, breakingWords: false) == nil)
    }

    /// nodejs' compiler table at 40 columns: capping both columns at 15 would keep
    /// `Operating System` whole but wrap the versions over more lines; the proportional share
    /// is taken when it takes fewer lines.
    @Test func theLayoutTakesTheSharingThatTakesFewerLines() {
        #expect(ColumnWidths.proportional(natural: [16, 60], minimums: [9, 10], available: 31) == [10, 21])
        let markdown = """
            | Operating System | Compiler Versions |
            |---|---|
            | Linux | GCC >= 10.1 |
            | Windows | Visual Studio 2019 or 2022 with the Windows 10 SDK on a 64-bit host |
            | macOS | Xcode >= 11 (Apple LLVM >= 11) |

            """
        let lines = Self.plain(markdown, width: 40).filter { $0.contains("│") || $0.contains("├") }
        #expect(lines.count == 12, "\(lines.joined(separator: "\n"))")
        #expect(lines.contains { $0.contains("Visual Studio 2019 or") }, "\(lines.joined(separator: "\n"))")
    }

    @Test func compoundsAreKeptWholeSmallestFirstWhileTheyFit() {
        let preferred = ColumnWidths.preferred(minimums: [8, 7, 11], compounds: [15, 7, 11], natural: [15, 7, 91], available: 33)
        #expect(preferred == [15, 7, 11])
        // Not enough room for both: the smaller raise is taken.
        #expect(ColumnWidths.preferred(minimums: [5, 5], compounds: [12, 9], natural: [40, 40], available: 16) == [5, 9])
        // Capped at the column's natural width and at longestCompound.
        #expect(ColumnWidths.preferred(minimums: [5, 5], compounds: [40, 9], natural: [40, 8], available: 100) == [20, 8])
    }

    @Test func fittedWidthsNeverExceedTheRoomNorFallBelowTheMinimums() {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<2000 {
            let count = 1 + next(6)
            let natural = (0..<count).map { _ in 1 + next(80) }
            let words = natural.map { 1 + next($0) }
            let available = 1 + next(160)
            guard let widths = ColumnWidths.fit(natural: natural, words: words, available: available, breakingWords: false) else {
                #expect(words.reduce(0, +) > available)
                continue
            }
            #expect(widths.reduce(0, +) <= available)
            #expect(zip(widths, words).allSatisfy { $0 >= $1 } && zip(widths, natural).allSatisfy { $0 <= $1 })
            // No room is left over while some column wants more.
            #expect(widths.reduce(0, +) == min(available, natural.reduce(0, +)), "\(natural) \(words) in \(available)")
        }
    }

    /// A Chinese README's table at 40 columns: `第 124 期` stays on one line; the long
    /// column wraps instead.
    @Test func aShortCJKCellStaysWholeBesideALongColumn() {
        let markdown = """
            | 期数 | 内容 |
            |---|---|
            | 第 124 期 | 本期介绍了一个用于终端的 Markdown 渲染器，以及它如何在窄屏上排版表格和代码块 |
            | 第 125 期 | 命令行工具 |

            """
        for width in [30, 40, 80] {
            let lines = Self.plain(markdown, width: width)
            #expect(lines.contains { $0.contains("第 124 期") }, "at \(width): \(lines.joined(separator: "\n"))")
            #expect(lines.contains { $0.contains("第 125 期") }, "at \(width)")
        }
    }

    /// An option table: `header-filename` is not split while the description has room (at
    /// 45 columns exactly: the description keeps its widest word, `Description`).
    @Test func aHyphenatedOptionStaysWholeWhileTheDescriptionHasRoom() {
        let markdown = """
            | Option | Default | Description |
            |---|---|---|
            | header-filename | none | The name of the file the generated header is written to, relative to the output directory. |
            | quiet | false | Print nothing but errors. |

            """
        for width in [45, 60, 80] {
            let lines = Self.plain(markdown, width: width, theme: .ascii)
            #expect(lines.contains { $0.contains("header-filename") }, "at \(width): \(lines.joined(separator: "\n"))")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
        }
    }

    /// One wrapped cell rules off its own row only: a 13-row table stays near one line a row.
    @Test func oneWrappedCellDoesNotRuleEveryRow() {
        var markdown = "| Name | Value |\n|---|---|\n"
        for row in 1...12 { markdown += "| row\(row) | short |\n" }
        markdown += "| long | a value long enough to wrap inside its cell at forty columns for sure |\n"
        let lines = Self.plain(markdown, width: 40)
        let rules = lines.filter { $0.contains("├") }
        #expect(rules.count == 1, "the header's rule alone: \(lines.joined(separator: "\n"))")
        #expect(lines.filter { !$0.isEmpty }.count <= 13 + 2 + 2 + 2 + 1, "\(lines.count) lines")
    }
}
