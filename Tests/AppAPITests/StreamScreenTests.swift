import CMarkSwift
import Testing

/// `StreamScreen` on a virtual terminal: whatever the cutting and the screen's height, the
/// terminal ends showing one render of the whole text (scrollback and screen), the cursor
/// never moves above the screen, and each frame writes only the rows from the first one
/// that changed.
@Suite struct StreamScreenTests {
    static let renderer = ANSIRenderer(colorDepth: .ansi256)
    static let heights = [5, 24, 1000]

    /// The lines of `bytes`, each without its line feed.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map { Array($0) }
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    static func oneRender(_ text: String, width: Int) -> [UInt8] {
        Array(renderer.render(StyledDocument(document: Document(parsing: text), theme: .dark).layout(width: width)).utf8)
    }

    /// One screen and its terminal; `draw` checks each frame against what the terminal showed.
    struct Drawn {
        var screen = StreamScreen()
        var terminal: VirtualTerminal
        let height: Int
        /// Frames whose first row written was left as it was: a row rewritten that had not
        /// changed. (A frame writes its rows one after the other from the first it writes,
        /// so when that one changed, no row above the first changed one was written.)
        var unchangedFirstRows = 0
        /// The most rows one frame wrote, and how many frames wrote anything.
        var mostRowsWritten = 0
        var frames = 0

        init(height: Int) {
            self.height = height
            terminal = VirtualTerminal(height: height)
        }

        mutating func draw(_ update: StreamUpdate) {
            let bytes = screen.bytes(for: update, screenRows: height)
            guard !bytes.isEmpty else { return }
            terminal.write(bytes)
            if let first = terminal.firstWritten, terminal.rows[first.row] == first.before { unchangedFirstRows += 1 }
            mostRowsWritten = max(mostRowsWritten, bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) })
            frames += 1
        }
    }

    /// Streams `text` in `chunk`-byte pieces to a screen of each height, a frame for every
    /// piece (`frameBytes` 0) or, as a renderer at 30 frames a second does with a fast
    /// writer, after every `frameBytes` bytes (and at most one a second besides), and checks
    /// every terminal against one render.
    @discardableResult
    static func streamed(
        _ text: String, chunk: Int, frameBytes: Int = 0, heights: [Int] = heights, width: Int = 80,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [Drawn] {
        var stream = StreamingRenderer(theme: .dark, width: width, format: .ansi(renderer))
        stream.framesPerSecond = frameBytes == 0 ? nil : 1
        var drawn = heights.map { Drawn(height: $0) }
        let bytes = Array(text.utf8)
        var offset = 0
        var lastFrame = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + chunk)
            let update = stream.append(bytes[offset..<end])
            for index in drawn.indices { drawn[index].draw(update) }
            if frameBytes > 0 && end - lastFrame >= frameBytes {
                let frame = stream.redraw()
                for index in drawn.indices { drawn[index].draw(frame) }
                lastFrame = end
            }
            offset = end
        }
        let last = stream.finish()
        for index in drawn.indices { drawn[index].draw(last) }
        let expected = lines(oneRender(text, width: width))
        for screen in drawn {
            let terminal = screen.terminal
            let label = "chunk \(chunk), frames \(frameBytes), height \(screen.height), \(text.prefix(30).debugDescription)"
            #expect(terminal.lines == expected, "\(label)", sourceLocation: sourceLocation)
            #expect(terminal.isClearBelowCursor, "\(label)", sourceLocation: sourceLocation)
            #expect(terminal.clampedMoves == 0, "\(label)", sourceLocation: sourceLocation)
            #expect(terminal.screensScrolledOnClear == 0, "\(label)", sourceLocation: sourceLocation)
            #expect(screen.unchangedFirstRows == 0, "\(label)", sourceLocation: sourceLocation)
            #expect(screen.screen.shownRows == 0, "\(label)", sourceLocation: sourceLocation)
        }
        return drawn
    }

    /// The benchmark's four shapes (StreamReport), about `bytes` long.
    static func shapes(bytes: Int) -> [String] {
        func repeated(_ unit: String) -> String { String(repeating: unit, count: max(1, bytes / unit.utf8.count)) }
        return [
            repeated("words in one growing paragraph, wrapped\n") + "\nEnd.\n",
            repeated("- an item of the growing list\n") + "\nEnd.\n",
            "| a | b | c |\n|---|---|---|\n" + repeated("| one | two | three |\n") + "\nEnd.\n",
            "```swift\n" + repeated("let value = compute(1, 2)\n") + "```\n\nEnd.\n",
        ]
    }

    /// A frame every 400 bytes: each one lays the open block out again, so a frame for every
    /// byte would cost the square of a block's size (as in the real documents' long code
    /// blocks), minutes in a debug build.
    @Test(arguments: [1, 5, 64])
    func realDocumentsOnAVirtualTerminalEqualOneRender(chunk: Int) {
        for name in StreamingWorkTests.realNames { Self.streamed(AppFixtures.real(name), chunk: chunk, frameBytes: 400) }
    }

    @Test func theSpecOnAVirtualTerminalEqualsOneRender() {
        Self.streamed(AppFixtures.spec, chunk: 64, frameBytes: 1_000)
    }

    /// Taller than 5 and 24 rows at 40 columns, a frame for every piece (every 5 bytes for
    /// 1-byte pieces: aGrowingBlockWritesOnlyItsLastRows draws one for every byte).
    @Test(arguments: [1, 5, 64])
    func growingShapesOnAVirtualTerminalEqualOneRender(chunk: Int) {
        for text in Self.shapes(bytes: 1_200) { Self.streamed(text, chunk: chunk, frameBytes: chunk == 1 ? 5 : 0, width: 40) }
    }

    /// A paragraph or code block that fits on the screen changes only its last row or two a
    /// frame (a word moving to a new row changes the row it left): no frame writes more.
    @Test func aGrowingBlockWritesOnlyItsLastRows() {
        let paragraph = String(repeating: "words in one growing paragraph, wrapped\n", count: 30)
        let code = "```swift\n" + String(repeating: "let value = compute(1, 2)\n", count: 30) + "```\n"
        for text in [paragraph, code] {
            let output = Self.oneRender(text, width: 80)
            let longest = Self.lines(output).map(\.count).max() ?? 0
            for chunk in [1, 5] {
                let drawn = Self.streamed(text, chunk: chunk, heights: [1000])[0]
                #expect(drawn.frames >= text.utf8.count / chunk / 2)
                #expect(drawn.mostRowsWritten <= 2, "chunk \(chunk): \(text.prefix(20))")
                // Two rows and a cursor move (`\r ESC[1A ESC[J`) a frame at most, against every
                // row of the block a frame before.
                let bound: Int = output.count + drawn.frames * (2 * (longest + 1) + 8)
                #expect(drawn.terminal.written <= bound)
            }
        }
    }

    /// When a block becomes final its rows, shown as open rows, are not written again: the
    /// frame writes the gap and the next block only.
    @Test func finalRowsAlreadyShownAreNotWrittenAgain() {
        var stream = StreamingRenderer(theme: .dark, width: 40, format: .ansi(Self.renderer))
        stream.framesPerSecond = nil
        var screen = StreamScreen()
        var terminal = VirtualTerminal(height: 24)
        let first = stream.append(Array("A first paragraph that takes more than one row at forty columns.\n".utf8))
        terminal.write(screen.bytes(for: first, screenRows: 24))
        #expect(screen.shownRows >= 2)
        // The blank line ends the paragraph: final, with the next block open.
        let second = stream.append(Array("\nNext\n".utf8))
        #expect(!second.final.isEmpty && second.redrawsOpen)
        let bytes = screen.bytes(for: second, screenRows: 24)
        #expect(bytes == second.open)
        terminal.write(bytes)
        terminal.write(screen.bytes(for: stream.finish(), screenRows: 24))
        #expect(terminal.lines == Self.lines(second.final + second.open))
    }

    @Test func aFrameEqualToTheShownOneWritesNothing() {
        var stream = StreamingRenderer(theme: .dark, width: 40, format: .ansi(Self.renderer))
        stream.framesPerSecond = nil
        var screen = StreamScreen()
        #expect(!screen.bytes(for: stream.append(Array("Some words".utf8)), screenRows: 24).isEmpty)
        let again = stream.redraw()
        #expect(again.redrawsOpen)
        #expect(screen.bytes(for: again, screenRows: 24).isEmpty)
        #expect(screen.bytes(for: StreamUpdate(), screenRows: 24).isEmpty)
    }

    /// Open rows of the given texts, as a renderer would give them.
    static func open(_ rows: [String]) -> StreamUpdate {
        var update = StreamUpdate()
        update.open = Array(rows.map { $0 + "\n" }.joined().utf8)
        update.openRows = rows.count
        update.redrawsOpen = true
        return update
    }

    @Test func aShrinkingOpenBlockClearsTheRowsItLeft() {
        var screen = StreamScreen()
        var terminal = VirtualTerminal(height: 24)
        terminal.write(screen.bytes(for: Self.open(["one", "two", "three"]), screenRows: 24))
        let bytes = screen.bytes(for: Self.open(["one"]), screenRows: 24)
        #expect(bytes == Array("\r\u{1B}[2A\u{1B}[J".utf8))  // up to the first row gone, cleared
        terminal.write(bytes)
        #expect(terminal.lines == [Array("one".utf8)])
        #expect(terminal.isClearBelowCursor)
    }

    /// A renderer that does not render the open block sends final lines alone: they replace
    /// the open rows, which the next frame draws again.
    @Test func finalLinesWithoutAFrameReplaceTheOpenRows() {
        var screen = StreamScreen()
        var terminal = VirtualTerminal(height: 24)
        terminal.write(screen.bytes(for: Self.open(["open"]), screenRows: 24))
        var final = StreamUpdate()
        final.final = Array("done\n".utf8)
        terminal.write(screen.bytes(for: final, screenRows: 24))
        #expect(terminal.lines == [Array("done".utf8)])
        #expect(screen.shownRows == 0)
        terminal.write(screen.bytes(for: Self.open(["open again"]), screenRows: 24))
        #expect(terminal.lines == [Array("done".utf8), Array("open again".utf8)])
    }

    /// One row (or none) leaves no room for open rows: only final lines are written, with no
    /// cursor movement; a huge height shows every row.
    @Test(arguments: [0, 1, Int.max])
    func extremeHeightsEqualOneRender(height: Int) {
        let text = AppFixtures.real("libcbor-README.md")
        let drawn = Self.streamed(text, chunk: 16, heights: [height])[0]
        if height <= 1 {
            #expect(drawn.mostRowsWritten > 0)
            #expect(drawn.terminal.written == Self.oneRender(text, width: 80).count)
        }
    }

    /// The screen got shorter: the rows that scrolled off are not reached for, the cursor
    /// moves up only to the screen's top row.
    @Test func aShorterScreenIsNotMovedAbove() {
        var screen = StreamScreen()
        var terminal = VirtualTerminal(height: 24)
        let rows = (1...10).map { "row \($0)" }
        terminal.write(screen.bytes(for: Self.open(rows), screenRows: 24))
        terminal.height = 5
        // Row 7, the first on the screen now, changes: the most the cursor can go up is 4.
        var changed = rows
        changed[6] = "changed"
        let bytes = screen.bytes(for: Self.open(changed), screenRows: 5)
        #expect(bytes.starts(with: Array("\r\u{1B}[4Achanged\u{1B}[K\n".utf8)))
        terminal.write(bytes)
        #expect(terminal.clampedMoves == 0)
        #expect(screen.shownRows == 4)
        #expect(terminal.lines == (rows.prefix(6) + changed.suffix(4)).map { Array($0.utf8) })
    }
}
