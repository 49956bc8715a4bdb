import CMarkSwift

/// Streaming against one render: one growing paragraph, list, table and code block fed to
/// ``StreamingRenderer`` in 5-byte pieces, as a terminal gets them (the open block redrawn,
/// a redraw of the same rows skipped, as `render --stream` does) and as a pipe gets them
/// (final blocks only); time and bytes written, against one parse, style, layout and render.
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

    static func run(bytes: Int = 48_000, chunk: Int = 5) -> String {
        let clock = ContinuousClock()
        var rows = [
            "| shape (\(bytes / 1000) KB, \(chunk)-byte pieces) | one render ms | terminal ms | terminal bytes written | pipe ms | pipe bytes | output bytes |",
            "|---|---:|---:|---:|---:|---:|---:|",
        ]
        let renderer = ANSIRenderer(colorDepth: .ansi256)
        for (name, text) in shapes(bytes: bytes) {
            let input = Array(text.utf8)
            var start = clock.now
            let once = renderer.render(StyledDocument(document: Document(parsing: text), theme: .dark).layout(width: 80))
            let oneRender = Stopwatch.seconds(clock.now - start)
            consume(once)

            start = clock.now
            let terminal = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: true)
            let terminalTime = Stopwatch.seconds(clock.now - start)
            start = clock.now
            let pipe = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: false)
            let pipeTime = Stopwatch.seconds(clock.now - start)
            func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) }
            rows.append(
                "| \(name) | \(ms(oneRender)) | \(ms(terminalTime)) | \(terminal.written) | \(ms(pipeTime)) | \(pipe.written) | \(once.utf8.count) |"
            )
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// Streams `input` and counts the bytes a terminal (final plus each changed open block)
    /// or a pipe (final only) is written.
    private static func stream(_ input: [UInt8], chunk: Int, renderer: ANSIRenderer, rendersOpenBlock: Bool) -> (written: Int, final: Int) {
        var stream = StreamingRenderer(theme: .dark, width: 80, format: .ansi(renderer), rendersOpenBlock: rendersOpenBlock)
        var written = 0
        var final = 0
        var shownOpen: [UInt8] = []
        var position = 0
        while position < input.count {
            let end = min(input.count, position + chunk)
            let update = stream.append(input[position..<end])
            final += update.final.count
            written += update.final.count
            if rendersOpenBlock && (!update.final.isEmpty || update.open != shownOpen) {
                written += update.open.count
                shownOpen = update.open
            }
            position = end
        }
        let last = stream.finish()
        return (written + last.final.count, final + last.final.count)
    }
}
