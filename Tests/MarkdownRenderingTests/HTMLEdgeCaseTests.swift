import CMarkSwift
import Foundation
import Testing

/// Raw HTML as README writers use it (issue 41, item 8): `</br>` as a break, keys without
/// stray padding, no gaps of several blank lines, centred headings without `##` marks.
@Suite struct HTMLEdgeCaseTests {
    static func lines(_ markdown: String, theme: Theme = .dark, width: Int) -> [String] {
        let layout = StyledDocument(document: Document(parsing: markdown), theme: theme).layout(width: width)
        return PlainRenderer().render(layout).split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The longest run of blank lines between two lines with text.
    static func longestGap(_ lines: [String]) -> Int {
        var longest = 0
        var run = 0
        var seenText = false
        for line in lines {
            if line.isEmpty {
                run += 1
            } else {
                if seenText { longest = max(longest, run) }
                seenText = true
                run = 0
            }
        }
        return longest
    }

    @Test(arguments: [80, 40]) func anEndTagBreakIsALineBreak(width: Int) {
        let lines = Self.lines("An end-to-end heading</br>end-to-end testing and <b>more</BR >words</b>\n", width: width)
        #expect(lines.contains("An end-to-end heading"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("end-to-end testing and more") }, "\(lines)")
        #expect(lines.contains("words"), "\(lines)")
    }

    @Test(arguments: [80, 40]) func keysHaveNoPaddingBesideThePlus(width: Int) {
        let lines = Self.lines("Press <kbd>Ctrl</kbd>+<kbd>C</kbd> to stop, or `q`.\n", width: width)
        #expect(lines.contains("Press Ctrl+C to stop, or q."), "\(lines)")
    }

    static let gaps = """
        Para one

        <br><br><br>

        Para two
        <br>
        <br>
        <br>

        <!-- a comment -->

        <!-- another comment -->

        <p align="center">
          <br>
          <img src="logo.png" alt="Logo">
          <br>
          <br>
        </p>

        <br/>

        text<br><br><br><br>more

        Last

        """

    @Test(arguments: [80, 40]) func breaksAndCommentsLeaveOneBlankLineAtMost(width: Int) {
        let lines = Self.lines(Self.gaps, width: width)
        #expect(Self.longestGap(lines) == 1, "\(lines.joined(separator: "\n"))")
        for text in ["Para one", "Para two", "▣ Logo", "text", "more", "Last"] { #expect(lines.contains(text), "\(text)") }
    }

    static let headings = """
        <h1 align="center">Centred title</h1>

        <div align="center">
        <h2>Centred section</h2>
        <h4>Centred small</h4>
        </div>

        <h2>Left section</h2>

        """

    @Test(arguments: [80, 40]) func centredHTMLHeadingsShowNoMarks(width: Int) {
        for theme in [Theme.dark, .ascii] {
            let lines = Self.lines(Self.headings, theme: theme, width: width)
            #expect(!lines.contains { $0.contains("#") && !$0.contains("Left") }, "\(lines)")
            #expect(lines.contains { $0.hasSuffix("Centred section") } && lines.contains { $0.hasSuffix("Centred small") }, "\(lines)")
            // A heading on the left keeps the theme's marks, as Markdown headings do.
            #expect(lines.contains("## Left section"), "\(lines)")
        }
    }
}
