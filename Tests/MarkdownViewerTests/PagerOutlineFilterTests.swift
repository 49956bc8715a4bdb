import CMarkSwift
import Testing

@testable import MarkdownViewer

/// The outline narrowed by typing (issue 41): letters list only the headings containing
/// them, Backspace widens, Enter jumps.
@Suite struct PagerOutlineFilterTests {
    @Test func typingNarrowsBackspaceWidensEnterJumps() throws {
        var pager = PagerPlacesTests.pager()
        pager.handle(.character("o"))
        #expect(pager.mode == .outline(selected: 0))
        for character in "intr" { pager.handle(.character(character)) }
        #expect(pager.mode == .outline(selected: 1, filter: "intr"))
        #expect(pager.outlineEntries(filter: "intr") == [1, 3])
        let screen = PagerScreen(title: "t", colorDepth: .none)
        #expect(screen.statusText(pager).left == "outline: intr  (Backspace widens)")
        #expect(screen.statusText(pager).right == "1/2")
        pager.handle(.down)
        #expect(pager.mode == .outline(selected: 3, filter: "intr"))
        // Only the listed headings are drawn.
        let frame = String(decoding: screen.frame(for: pager), as: UTF8.self)
        #expect(frame.contains("   Intro") && !frame.contains("Strategy") && !frame.contains("Guide"))
        // Narrower: nothing left; Enter says so and stays.
        pager.handle(.character("x"))
        #expect(pager.outlineEntries(filter: "intrx").isEmpty)
        #expect(pager.message == "No heading contains intrx")
        pager.handle(.enter)
        #expect(pager.message == "No heading contains intrx")
        // Backspace widens again, the selection kept.
        pager.handle(.backspace)
        #expect(pager.mode == .outline(selected: 3, filter: "intr"))
        pager.handle(.enter)
        #expect(pager.mode == .reading)
        #expect(pager.top == pager.row(of: pager.headings[3]))
    }

    @Test func aFilterWithACapitalMatchesCaseAndCtrlUClears() {
        var pager = PagerPlacesTests.pager()
        pager.handle(.character("o"))
        for character in "Set" { pager.handle(.character(character)) }
        #expect(pager.outlineEntries(filter: "Set") == [4])
        #expect(pager.outlineEntries(filter: "set") == [4])
        #expect(pager.outlineEntries(filter: "SET").isEmpty)
        #expect(pager.mode == .outline(selected: 4, filter: "Set"))
        pager.handle(.control("u"))
        #expect(pager.mode == .outline(selected: 4, filter: ""))
        // Letters that were outline keys are typed now: q does not close it, Escape does.
        pager.handle(.character("q"))
        #expect(pager.mode == .outline(selected: 4, filter: "q"))
        pager.handle(.escape)
        #expect(pager.mode == .reading)
        // Backspace with nothing typed closes it too.
        pager.handle(.character("o"))
        pager.handle(.backspace)
        #expect(pager.mode == .reading)
    }
}
