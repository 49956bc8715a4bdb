import CMarkSwift

extension RenderCommand {
    /// `render --stream`: standard input rendered as it arrives. On a terminal the open last
    /// block is redrawn in place, at most 30 times a second, with one write per frame (cursor up by the rows it took,
    /// clear to the end of the screen, final lines, the open block again); in a pipe each
    /// block is printed once, when final.
    ///
    /// The limits apply to the stream as a whole: the size limit to all it reads, the time
    /// limit to the processor time it takes (the stream may wait on its writer for long).
    func runStreaming(output: inout Output) throws(CLIError) {
        let environment = Terminal.environment
        let interactive = Terminal.isOutputTerminal
        let format: StreamingRenderer.Format
        var hyperlinks = false
        if self.format == "plain" {
            format = .plain
        } else {
            let depth = options.colorDepth(environment: environment)
            hyperlinks = options.hyperlinksEnabled(depth: depth, environment: environment)
            format = .ansi(ANSIRenderer(colorDepth: depth, hyperlinks: hyperlinks))
        }
        var renderer = StreamingRenderer(
            theme: options.theme(hyperlinks: hyperlinks), width: options.resolvedWidth(environment: environment), options: parseOptions,
            format: format,
            rendersOpenBlock: interactive, highlighter: options.highlighter)
        var openRows = 0
        var shownOpen: [UInt8] = []
        func show(_ update: StreamUpdate, output: inout Output) {
            guard !update.final.isEmpty || (interactive && update.redrawsOpen) else { return }
            // Only the open block's rows that fit on the screen are drawn (each line carries
            // its own styles); a redraw that would show the same rows is not made.
            var open = update.open[...]
            var rows = update.openRows
            if interactive {
                let fits = max(1, (TerminalSize.current()?.rows ?? 24) - 1)
                while rows > fits, let newline = open.firstIndex(of: 0x0A) {
                    open = open[(newline + 1)...]
                    rows -= 1
                }
                if update.final.isEmpty && open.elementsEqual(shownOpen) { return }
            }
            var bytes: [UInt8] = []
            if interactive {
                // Back to the first row of the open block, then clear everything below.
                if openRows > 0 { bytes += Array("\r\u{1B}[\(openRows)A".utf8) }
                bytes += Array("\u{1B}[J".utf8)
            }
            bytes += update.final
            if interactive {
                bytes += open
                openRows = rows
                shownOpen = Array(open)
            }
            bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
            output.flush()
        }
        TimeLimit.start(seconds: timeLimit, processorTime: true)
        let limit = parseOptions.limits.maximumInputBytes
        var total = 0
        // A frame held back (more input came within a frame's time) is drawn when the input
        // pauses for a frame's time, so the screen never waits on the writer.
        var framePending = false
        let frameMilliseconds = 1000 / max(1, renderer.framesPerSecond ?? 1000)
        try IO.readStandardInput(
            idleAfter: { framePending ? frameMilliseconds : nil },
            idle: {
                framePending = false
                show(renderer.redraw(), output: &output)
            }
        ) { (chunk: UnsafeBufferPointer<UInt8>) throws(CLIError) in
            total += chunk.count
            guard total <= limit else {
                output.flush()
                throw LimitOption.tooLarge(parseOptions.limits)
            }
            let update = renderer.append(chunk)
            framePending = interactive && !update.redrawsOpen
            show(update, output: &output)
        }
        show(renderer.finish(), output: &output)
    }
}
