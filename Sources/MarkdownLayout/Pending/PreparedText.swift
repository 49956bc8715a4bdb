// TEMPORARY: a crude greedy line breaker standing in for the `width` branch's LineBreaker
// (breaks at spaces only). Replaced at the merge.

/// Receives the lines of a broken text.
package protocol LineSink {
    /// Whether the sink wants segments (a measuring sink does not).
    static var wantsSegments: Bool { get }
    mutating func add(_ segment: Segment)
    mutating func endLine(width: Int)
}

/// A line group prepared for breaking: words of styled atoms, measured once.
package struct PreparedText: Sendable {
    struct Word: Sendable {
        var atoms: Range<Int32>
        var width: Int
        /// The spaces before the word (atoms), and their width.
        var spaces: Range<Int32>
        var spaceWidth: Int
    }

    var atoms: [Segment] = []
    var words: [Word] = []
    /// The width of the text on one line.
    package private(set) var naturalWidth = 0

    package init(runs: ArraySlice<StyledRun>, buffer: [UInt8]) {
        var spaceStart: Int32 = 0
        var spaceWidth = 0
        var wordStart: Int32 = -1
        var wordWidth = 0
        var words: [Word] = []
        var atoms: [Segment] = []
        func closeWord(_ end: Int32) {
            guard wordStart >= 0 else { return }
            words.append(Word(atoms: wordStart..<end, width: wordWidth, spaces: spaceStart..<wordStart, spaceWidth: spaceWidth))
            wordStart = -1
            wordWidth = 0
            spaceStart = end
            spaceWidth = 0
        }
        for run in runs {
            var i = Int(run.offset)
            let end = Int(run.offset + run.count)
            while i < end {
                let isSpace = buffer[i] == 0x20
                var j = i
                while j < end && (buffer[j] == 0x20) == isSpace { j += 1 }
                let width = isSpace ? j - i : CellWidth.of(buffer[i..<j])
                if isSpace {
                    closeWord(Int32(atoms.count))
                    spaceWidth += width
                } else if wordStart < 0 {
                    wordStart = Int32(atoms.count)
                }
                if !isSpace { wordWidth += width }
                atoms.append(
                    Segment(offset: UInt32(i), count: UInt32(j - i), width: UInt32(width), style: run.style, link: run.link))
                i = j
            }
        }
        closeWord(Int32(atoms.count))
        self.words = words
        self.atoms = atoms
        var natural = 0
        for (index, word) in words.enumerated() { natural += word.width + (index == 0 ? 0 : word.spaceWidth) }
        naturalWidth = natural
    }

    /// The size of the text broken at `width`: the widest line and the line count (at least 1).
    package func measure(width: Int, buffer: [UInt8]) -> (columns: Int, rows: Int) {
        if naturalWidth <= width { return (naturalWidth, 1) }
        var sink = MeasuringSink()
        breakLines(width: width, buffer: buffer, into: &sink)
        return (sink.columns, sink.rows)
    }

    /// Breaks the text at `width` into `sink`: greedy, spaces at breaks dropped, a word wider
    /// than the line cut at grapheme boundaries. Always at least one line.
    package func breakLines<Sink: LineSink>(width: Int, buffer: [UInt8], into sink: inout Sink) {
        var line = 0
        var hasWords = false
        for word in words {
            if hasWords && line + word.spaceWidth + word.width <= width {
                if Sink.wantsSegments { for a in word.spaces { sink.add(atoms[Int(a)]) } }
                line += word.spaceWidth
            } else if hasWords {
                sink.endLine(width: line)
                line = 0
            }
            hasWords = true
            if line + word.width <= width {
                if Sink.wantsSegments { for a in word.atoms { sink.add(atoms[Int(a)]) } }
                line += word.width
                continue
            }
            for a in word.atoms {
                let atom = atoms[Int(a)]
                if line + Int(atom.width) <= width {
                    if Sink.wantsSegments { sink.add(atom) }
                    line += Int(atom.width)
                    continue
                }
                var pieceStart = 0
                var pieceWidth = 0
                let bytes = buffer[Int(atom.offset)..<Int(atom.offset + atom.count)]
                for cluster in CellWidth.clusters(bytes) {
                    if cluster.width > width {
                        // Wider than the whole line: cannot be shown at this width.
                        if pieceWidth > 0, Sink.wantsSegments { sink.add(piece(atom, pieceStart, cluster.offset, pieceWidth)) }
                        line += pieceWidth
                        pieceWidth = 0
                        pieceStart = cluster.offset + cluster.count
                        continue
                    }
                    if line + pieceWidth + cluster.width > width {
                        if pieceWidth > 0, Sink.wantsSegments { sink.add(piece(atom, pieceStart, cluster.offset, pieceWidth)) }
                        sink.endLine(width: line + pieceWidth)
                        line = 0
                        pieceStart = cluster.offset
                        pieceWidth = 0
                    }
                    pieceWidth += cluster.width
                }
                if pieceWidth > 0, Sink.wantsSegments { sink.add(piece(atom, pieceStart, Int(atom.count), pieceWidth)) }
                line += pieceWidth
            }
        }
        sink.endLine(width: line)
    }

    private func piece(_ atom: Segment, _ start: Int, _ end: Int, _ width: Int) -> Segment {
        var segment = atom
        segment.offset += UInt32(start)
        segment.count = UInt32(end - start)
        segment.width = UInt32(width)
        return segment
    }
}

/// A sink that only counts lines and the widest one.
package struct MeasuringSink: LineSink {
    package static var wantsSegments: Bool { false }
    package var columns = 0
    package var rows = 0
    package init() {}
    package mutating func add(_ segment: Segment) {}
    package mutating func endLine(width: Int) {
        rows += 1
        columns = max(columns, width)
    }
}
