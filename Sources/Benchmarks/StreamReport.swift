import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streaming against one render: one growing paragraph, list, table and code block fed to
/// ``StreamingRenderer`` in 5-byte pieces, as a terminal gets them (at most 30 frames a
/// second, only the open block's last 23 rows drawn, a redraw of the same rows skipped, as
/// `render --stream` does on a 24-row screen) and as a pipe gets them (final blocks only);
/// processor time, parses and bytes written, against one parse, style, layout and render.
enum StreamReport {
    /// The four shapes, each about `bytes` long, closed by a last paragraph.
    static func shapes(bytes: Int) -> [(name: String, text: String)] {
        func repeated(_ unit: String) -> String {
            String(repeating: unit, count: max(1, bytes / unit.utf8.count))
        }
        return [
            ("paragraph", repeated("words in one growing paragraph, wrapped\n") + "\nEnd.\n"),
            ("list", repeated("- an item of the growing list\n") + "\nEnd.\n"),
            ("table", "| a | b | c |\n|---|---|---|\n" + repeated("| one | two | three |\n") + "\nEnd.\n"),
            ("code block", "```swift\n" + repeated("let value = compute(1, 2)\n") + "```\n\nEnd.\n"),
        ]
    }

    /// Processor time of this process so far, in seconds.
    static func processorSeconds() -> Double {
        Double(clock()) / Double(CLOCKS_PER_SEC)
    }

    static func run(bytes: Int = 48_000, chunk: Int = 5) -> String {
        var rows = [
            "| shape (\(bytes / 1000) KB, \(chunk)-byte pieces) | one render CPU ms | terminal CPU ms | parses | frames | terminal bytes written | pipe CPU ms | pipe parses | pipe bytes | output bytes |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        let renderer = ANSIRenderer(colorDepth: .ansi256)
        for (name, text) in shapes(bytes: bytes) {
            let input = Array(text.utf8)
            var start = processorSeconds()
            let once = renderer.render(StyledDocument(document: Document(parsing: text), theme: .dark).layout(width: 80))
            let oneRender = processorSeconds() - start
            consume(once)

            start = processorSeconds()
            let terminal = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: true)
            let terminalTime = processorSeconds() - start
            start = processorSeconds()
            let pipe = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: false)
            let pipeTime = processorSeconds() - start
            func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) }
            rows.append(
                "| \(name) | \(ms(oneRender)) | \(ms(terminalTime)) | \(terminal.parses) | \(terminal.frames) | \(terminal.written) | \(ms(pipeTime)) | \(pipe.parses) | \(pipe.written) | \(once.utf8.count) |"
            )
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// Streams `input` and counts the bytes a terminal (final, then each changed frame of the
    /// open block's last 23 rows) or a pipe (final only) is written.
    private static func stream(
        _ input: [UInt8], chunk: Int, renderer: ANSIRenderer, rendersOpenBlock: Bool
    ) -> (written: Int, parses: Int, frames: Int) {
        var stream = StreamingRenderer(theme: .dark, width: 80, format: .ansi(renderer), rendersOpenBlock: rendersOpenBlock)
        var written = 0
        var frames = 0
        var shownOpen: ArraySlice<UInt8> = []
        var position = 0
        while position < input.count {
            let end = min(input.count, position + chunk)
            let update = stream.append(input[position..<end])
            written += update.final.count
            if rendersOpenBlock && update.redrawsOpen {
                var open = update.open[...]
                var rows = update.openRows
                while rows > 23, let newline = open.firstIndex(of: 0x0A) {
                    open = open[(newline + 1)...]
                    rows -= 1
                }
                if !update.final.isEmpty || !open.elementsEqual(shownOpen) {
                    written += open.count
                    frames += 1
                    shownOpen = open
                }
            }
            position = end
        }
        let last = stream.finish()
        return (written + last.final.count, stream.parseCount, frames)
    }
}
