import CMarkSwift

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Streaming against one render: one growing paragraph, list, table and code block fed to
/// ``StreamingRenderer`` in 5-byte pieces, as a terminal gets them (at most 30 frames a
/// second, each drawn by ``StreamScreen`` on a 24-row screen, as `render --stream` does) and
/// as a pipe gets them (final blocks only); processor time, parses and bytes written, against
/// one parse, style, layout and render. A second table draws a frame for every piece (what a
/// reader slower than 30 pieces a second sees), on 24 and 1000 rows, in smaller shapes: each
/// frame lays the open block out again, so its time grows with the square of the block. A
/// third streams a 100 KB answer with footnotes whose first paragraph waits for a definition
/// at the end: what it holds is parsed apart, so the time stays a few renders'.
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
            ("nested quote and list", repeated("> - an item in a quote\n>   > and a deeper line\n") + "\nEnd.\n"),
        ]
    }

    /// Processor time of this process so far, in seconds.
    static func processorSeconds() -> Double {
        Double(clock()) / Double(CLOCKS_PER_SEC)
    }

    static func run(bytes: Int = 48_000, everyPieceBytes: Int = 8_000, answerBytes: Int = 100_000, chunk: Int = 5) -> String {
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
            let terminal = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: true, screenRows: 24)
            let terminalTime = processorSeconds() - start
            start = processorSeconds()
            let pipe = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: false, screenRows: 24)
            let pipeTime = processorSeconds() - start
            func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) }
            rows.append(
                "| \(name) | \(ms(oneRender)) | \(ms(terminalTime)) | \(terminal.parses) | \(terminal.frames) | \(terminal.written) | \(ms(pipeTime)) | \(pipe.parses) | \(pipe.written) | \(once.utf8.count) |"
            )
        }
        rows += ["", growth(sizes: [bytes / 4, bytes / 2, bytes, 2 * bytes], chunk: chunk, renderer: renderer)]
        rows += [
            "",
            "| shape (\(everyPieceBytes / 1000) KB, a frame per \(chunk)-byte piece) | frames | bytes written, 24 rows | bytes written, 1000 rows | output bytes |",
            "|---|---:|---:|---:|---:|",
        ]
        for (name, text) in shapes(bytes: everyPieceBytes) {
            let input = Array(text.utf8)
            let small = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: true, screenRows: 24, framesPerSecond: nil)
            let tall = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: true, screenRows: 1000, framesPerSecond: nil)
            let once = renderer.render(StyledDocument(document: Document(parsing: text), theme: .dark).layout(width: 80))
            rows.append("| \(name) | \(small.frames) | \(small.written) | \(tall.written) | \(once.utf8.count) |")
        }
        let answer = footnotedAnswer(bytes: answerBytes)
        let input = Array(answer.utf8)
        var start = processorSeconds()
        let once = renderer.render(StyledDocument(document: Document(parsing: answer), theme: .dark).layout(width: 80))
        let oneRender = processorSeconds() - start
        consume(once)
        start = processorSeconds()
        _ = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: true, screenRows: 24)
        let terminalTime = processorSeconds() - start
        start = processorSeconds()
        let pipe = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: false, screenRows: 24)
        let pipeTime = processorSeconds() - start
        func ms(_ seconds: Double) -> String { String(Int((seconds * 1000).rounded())) }
        func ratio(_ seconds: Double) -> String { oneRender > 0 ? String(Double(Int(seconds / oneRender * 10 + 0.5)) / 10) : "-" }
        rows += [
            "",
            "| answer (\(input.count / 1000) KB, footnotes, a reference defined at the end, \(chunk)-byte pieces) | one render CPU ms | terminal CPU ms | × one render | pipe CPU ms | × one render | pipe parses | pipe bytes parsed | output bytes |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
            "| answer | \(ms(oneRender)) | \(ms(terminalTime)) | \(ratio(terminalTime)) | \(ms(pipeTime)) | \(ratio(pipeTime)) | \(pipe.parses) | \(pipe.parsedBytes) | \(once.utf8.count) |",
        ]
        return rows.joined(separator: "\n") + "\n"
    }

    /// Each shape at each size in `chunk`-byte pieces, on a terminal (30 frames a second) and
    /// in a pipe: processor time per KB, which stays flat when the work is linear, and the
    /// largest size's time against one render of it.
    static func growth(sizes: [Int], chunk: Int, renderer: ANSIRenderer) -> String {
        let sizeNames = sizes.map { "\($0 / 1000) KB" }
        var rows = [
            "| shape, \(chunk)-byte pieces: terminal (pipe) CPU µs per KB | " + sizeNames.joined(separator: " | ")
                + " | largest: terminal (pipe) × one render |",
            "|---|" + String(repeating: "---:|", count: sizes.count + 1),
        ]
        for (index, name) in shapes(bytes: 1).map(\.name).enumerated() {
            var cells: [String] = []
            var last = ""
            for size in sizes {
                let text = shapes(bytes: size)[index].text
                let input = Array(text.utf8)
                var start = processorSeconds()
                consume(renderer.render(StyledDocument(document: Document(parsing: text), theme: .dark).layout(width: 80)))
                let oneRender = processorSeconds() - start
                start = processorSeconds()
                _ = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: true, screenRows: 24)
                let terminal = processorSeconds() - start
                start = processorSeconds()
                _ = stream(input, chunk: chunk, renderer: renderer, rendersOpenBlock: false, screenRows: 24)
                let pipe = processorSeconds() - start
                let kilobytes = Double(input.count) / 1000
                cells.append("\(Int(terminal / kilobytes * 1e6)) (\(Int(pipe / kilobytes * 1e6)))")
                func ratio(_ seconds: Double) -> String { String(Double(Int(seconds / max(oneRender, 1e-6) * 10 + 0.5)) / 10) }
                last = "\(ratio(terminal)) (\(ratio(pipe)))"
            }
            rows.append("| \(name) | " + cells.joined(separator: " | ") + " | \(last) |")
        }
        return rows.joined(separator: "\n")
    }

    /// An LLM-style answer of about `bytes`: sections with a heading, a paragraph with a
    /// footnote, a short list and the footnote's definition, after a first paragraph citing
    /// a reference whose definition is the last line (so everything after it is held).
    static func footnotedAnswer(bytes: Int) -> String {
        var text = "An answer that cites [the source][src] at once.\n\n"
        var section = 0
        while text.utf8.count < bytes {
            text += "## Part \(section)\n\nThis part says something worth a note[^n\(section)] and goes on for a while, "
            text += "as answers do, with `code` and *emphasis*.\n\n- a point\n- another point\n\n"
            text += "[^n\(section)]: The note of part \(section).\n\n"
            section += 1
        }
        return text + "[src]: https://source.example\n"
    }

    /// Streams `input` and counts the bytes a terminal (what ``StreamScreen`` writes on a
    /// screen of `screenRows` rows, escapes included) or a pipe (final only) is written, and
    /// the frames: the writes made for a new rendering of the open block.
    private static func stream(
        _ input: [UInt8], chunk: Int, renderer: ANSIRenderer, rendersOpenBlock: Bool, screenRows: Int, framesPerSecond: Int? = 30
    ) -> (written: Int, parses: Int, parsedBytes: Int, frames: Int) {
        var streaming = StreamingRenderer(theme: .dark, width: 80, format: .ansi(renderer), rendersOpenBlock: rendersOpenBlock)
        streaming.framesPerSecond = framesPerSecond
        var screen = StreamScreen()
        var written = 0
        var frames = 0
        var position = 0
        while position < input.count {
            let end = min(input.count, position + chunk)
            let update = streaming.append(input[position..<end])
            if rendersOpenBlock {
                let bytes = screen.bytes(for: update, screenRows: screenRows)
                written += bytes.count
                if update.redrawsOpen && !bytes.isEmpty { frames += 1 }
            } else {
                written += update.final.count
            }
            position = end
        }
        let last = streaming.finish()
        written += rendersOpenBlock ? screen.bytes(for: last, screenRows: screenRows).count : last.final.count
        return (written, streaming.stream.parseCount, streaming.stream.parsedByteCount, frames)
    }
}
