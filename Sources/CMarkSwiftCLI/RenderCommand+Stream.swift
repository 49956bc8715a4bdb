import CMarkSwift

extension RenderCommand {
    /// `render --stream`: standard input rendered as it arrives. On a terminal the open last
    /// block is redrawn in place, at most 30 times a second, with one write per frame that
    /// rewrites only the rows that changed (``StreamScreen``); in a pipe each block is printed
    /// once, when final. Text held back past the renderer's hold limit (blocks waiting for a
    /// definition) is reported once on standard error.
    ///
    /// The limits apply to the stream as a whole: the size limit to all it reads, the time
    /// limit to the time the renderer takes (the stream may wait on its writer for long).
    /// When the renderer stops (its time budget, or a parse past the parser's memory limit),
    /// one line says why and the rest of the text is written as it came, made safe for the
    /// terminal, so nothing is lost; the exit status is then 1. The processor-time limit a
    /// second later stops whatever the renderer cannot.
    func runStreaming(output: inout Output) throws(CLIError) {
        let environment = Terminal.environment
        let interactive = Terminal.isOutputTerminal
        // The theme, depth and hyperlinks `render` would take here: the stream ends as it renders.
        let surface = settings.surface(environment: environment)
        let format: StreamingRenderer.Format =
            settings.format == "plain" ? .plain : .ansi(ANSIRenderer(colorDepth: surface.depth, hyperlinks: surface.hyperlinks))
        let options = settings.options
        var renderer = StreamingRenderer(
            theme: surface.theme, width: options.resolvedWidth(environment: environment), options: settings.parseOptions, format: format,
            rendersOpenBlock: interactive, highlighter: options.highlighter,
            budget: settings.timeLimit > 0 ? WorkBudget(time: .seconds(settings.timeLimit)) : .unlimited)
        // On a terminal only the rows that changed are written (see StreamScreen); in a pipe
        // the final lines, as they come.
        var screen = StreamScreen()
        func show(_ update: StreamUpdate, output: inout Output) {
            let bytes: [UInt8]
            if interactive {
                // A terminal that reports no height is taken for 24 rows.
                let rows = TerminalSize.current()?.rows ?? 0
                bytes = screen.bytes(for: update, screenRows: rows > 0 ? rows : 24)
            } else {
                bytes = update.final
            }
            guard !bytes.isEmpty else { return }
            bytes.withUnsafeBufferPointer { output.write(bytes: $0) }
            output.flush()
        }
        // Held text is written when known or at the end, never as it stands: one line says
        // why output stopped. On a terminal the open rows are cleared first and drawn again
        // below the line, as standard error writes where the cursor is.
        func warnHolding(output: inout Output) {
            if interactive {
                var clear = StreamUpdate()
                clear.redrawsOpen = true
                show(clear, output: &output)
            }
            Output.warn(
                "\(renderer.stream.heldByteCount / 1024) KiB held back, waiting for a link or footnote definition or the end of the input")
            if interactive { show(renderer.redraw(), output: &output) }
        }
        // After the renderer stops, the text is passed on as it comes, each line sanitised; a
        // UTF-8 sequence cut between two reads waits for the rest.
        var passesThrough = false
        var atLineStart = true
        var pending: [UInt8] = []
        func passOn(_ bytes: some Collection<UInt8>, output: inout Output, last: Bool = false) {
            var piece = pending + bytes
            let held = last ? 0 : UTF8Repair.incompleteTail(piece)
            pending = Array(piece.suffix(held))
            piece.removeLast(held)
            var safe: [UInt8] = []
            for line in piece.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                if line.offset > 0 { safe.append(0x0A) }
                TextSanitizer.append(Array(line.element), to: &safe, mode: .inline)
            }
            guard !safe.isEmpty else { return }
            atLineStart = safe.last == 0x0A
            safe.withUnsafeBufferPointer { output.write(bytes: $0) }
            output.flush()
        }
        func handle(_ update: StreamUpdate, output: inout Output) {
            show(update, output: &output)
            guard let stopped = update.stopped else { return }
            let lift = if case .timeRanOut = stopped { "--time-limit SECONDS or --no-limits" } else { "--no-limits" }
            Output.warn("\(stopped); the rest is written as it came; use \(lift) to lift it")
            passesThrough = true
            passOn(renderer.stream.unwrittenBytes, output: &output)
        }
        TimeLimit.start(seconds: settings.timeLimit > 0 ? settings.timeLimit + 1 : 0, processorTime: true)
        let limit = settings.parseOptions.limits.maximumInputBytes
        var total = 0
        // A frame held back (more input came within a frame's time) is drawn when the input
        // pauses for a frame's time, so the screen never waits on the writer.
        var framePending = false
        let frameMilliseconds = 1000 / max(1, renderer.framesPerSecond ?? 1000)
        try IO.readStandardInput(
            idleAfter: { framePending ? frameMilliseconds : nil },
            idle: {
                framePending = false
                if !passesThrough { handle(renderer.redraw(), output: &output) }
            }
        ) { (chunk: UnsafeBufferPointer<UInt8>) throws(CLIError) in
            total += chunk.count
            guard total <= limit else {
                output.flush()
                throw LimitOption.tooLarge(settings.parseOptions.limits)
            }
            if passesThrough { return passOn(chunk, output: &output) }
            let update = renderer.append(chunk)
            framePending = interactive && !update.redrawsOpen
            handle(update, output: &output)
            if update.reachedHoldLimit && !passesThrough { warnHolding(output: &output) }
        }
        if !passesThrough { handle(renderer.finish(), output: &output) }
        guard passesThrough else { return }
        passOn([], output: &output, last: true)
        if !atLineStart { passOn([0x0A], output: &output) }
        output.flush()
        throw .failed
    }
}
