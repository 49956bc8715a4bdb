/// One line of a ``BreakableText`` at some width: a range of its clusters.
///
/// Spaces at the end of the line, and at the start of a wrapped line, are outside the
/// range; spaces at the start of the paragraph or after a hard break are inside it.
public struct LineRange: Hashable, Sendable {
    /// The line's clusters, as indices into the paragraph's clusters.
    public var clusters: Range<Int>
    /// The line's width in cells.
    public var width: Int

    /// A line of the given clusters and width.
    public init(clusters: Range<Int>, width: Int) {
        self.clusters = clusters
        self.width = width
    }
}

extension BreakableText {
    /// The lines at a width, as ranges of clusters.
    ///
    /// ```swift
    /// let text = BreakableText("well-known words")
    /// text.lines(width: 6).map { text.text(of: $0) }   // ["well-", "known", "words"]
    /// ```
    public func lines(width: Int) -> [LineRange] {
        Self.fillLines(runs: runs, words: words, width: width, sink: LineList()).lines
    }

    /// The number of lines at a width, without building them.
    ///
    /// ```swift
    /// BreakableText("日本語のテキスト").lineCount(width: 6)   // 3
    /// ```
    public func lineCount(width: Int) -> Int {
        measure(width: width).lines
    }

    /// The number of lines and the widest line's width at a width, without building lines.
    ///
    /// This is the fast path for sizing: one pass over the words, no allocation.
    ///
    /// ```swift
    /// let text = BreakableText("a few short words")
    /// for width in [5, 20] {
    ///     print(width, text.measure(width: width))
    /// }
    /// // 5 (lines: 3, maxWidth: 5)
    /// // 20 (lines: 1, maxWidth: 17)
    /// ```
    public func measure(width: Int) -> (lines: Int, maxWidth: Int) {
        let size = Self.fillLines(runs: runs, words: words, width: width, sink: LineSize())
        return (size.lines, size.maxWidth)
    }

    /// The greedy pass over `words` (of `runs`) at `width`, into `sink`; returns the sink.
    static func fillLines<Sink: LineSink>(runs: [ClusterRun], words: [Word], width: Int, sink: Sink) -> Sink {
        runs.withUnsafeBufferPointer { runs in
            words.withUnsafeBufferPointer { words in LineFiller.lines(of: words, runs: runs, width: width, into: sink) }
        }
    }
}

/// Receives the lines of a greedy pass.
package protocol LineSink {
    mutating func line(_ clusters: Range<Int>, width: Int)
}

/// Collects the lines.
struct LineList: LineSink {
    var lines: [LineRange] = []

    mutating func line(_ clusters: Range<Int>, width: Int) {
        lines.append(LineRange(clusters: clusters, width: width))
    }
}

/// Counts the lines and keeps the widest.
package struct LineSize: LineSink {
    package var lines = 0
    package var maxWidth = 0

    package init() {}

    package mutating func line(_ clusters: Range<Int>, width: Int) {
        lines += 1
        maxWidth = max(maxWidth, width)
    }
}

/// The greedy pass: fills each line with as many words as fit.
package struct LineFiller<Sink: LineSink> {
    let runs: UnsafeBufferPointer<ClusterRun>
    /// The line width, at least 1.
    let limit: Int
    var sink: Sink

    /// Whether a line is open; a hard break closes it and the next word opens one.
    private var isOpen = false
    /// The open line's first cluster.
    private var start = 0
    /// The end of the open line's content, before pending spaces.
    private var end = 0
    /// The width of `start..<end`.
    private var width = 0
    /// The width of the spaces after `end`: on the line only if more content follows.
    private var pending = 0
    /// Whether the open line holds more than leading spaces.
    private var hasContent = false

    init(runs: UnsafeBufferPointer<ClusterRun>, width: Int, sink: Sink) {
        self.runs = runs
        self.limit = max(1, width)
        self.sink = sink
    }

    /// The greedy pass over `words` (of `runs`) at `width`, into `sink`; returns the sink.
    package static func lines(
        of words: UnsafeBufferPointer<Word>, runs: UnsafeBufferPointer<ClusterRun>, width: Int, into sink: Sink
    ) -> Sink {
        var filler = LineFiller(runs: runs, width: width, sink: sink)
        filler.fill(words)
        return filler.sink
    }

    /// Breaks the paragraph's words into lines, in order.
    mutating func fill(_ words: UnsafeBufferPointer<Word>) {
        for word in words {
            if !isOpen {
                open(at: Int(word.start))
            }
            if word.isSingles {
                placeSingles(word)
                continue
            }
            add(word)
            pending = Int(word.spaceWidth)
            if word.hardBreakAfter {
                close()
            }
        }
        close()
    }

    /// Places an entry of singles (ideographs); kept out of the per-word loop.
    @inline(never)
    private mutating func placeSingles(_ word: Word) {
        placeEach(Int(word.start)..<Int(word.end), width: Int(word.width))
        pending = 0
    }

    /// Places one word's content on the open line, wrapping as needed.
    @inline(__always)
    private mutating func add(_ word: Word) {
        let (wordStart, wordEnd, wordWidth) = (Int(word.start), Int(word.end), Int(word.width))
        if wordStart == wordEnd {
            return  // only spaces: they start a paragraph or follow a hard break
        }
        if width + pending + wordWidth <= limit {
            place(upTo: wordEnd, width: wordWidth)
        } else if wordWidth <= limit {
            wrap(at: wordStart)
            place(upTo: wordEnd, width: wordWidth)
        } else {
            addLong(word)
        }
    }

    /// Places clusters of one width one by one as words of their own: as many as fit on
    /// the open line, then full lines; a cluster wider than the line takes a line alone.
    @inline(__always)
    private mutating func placeEach(_ clusters: Range<Int>, width clusterWidth: Int) {
        var index = clusters.lowerBound
        while index < clusters.upperBound {
            if width + pending + clusterWidth > limit {
                wrap(at: index)
            }
            let room = clusterWidth == 0 ? clusters.upperBound - index : max(1, (limit - width - pending) / clusterWidth)
            let count = min(room, clusters.upperBound - index)
            place(upTo: index + count, width: count * clusterWidth)
            index += count
        }
    }

    /// Places a word wider than the line: in pieces that end at its last-resort breaks (a
    /// URL's, a no-break space's) when it has some, starting on the open line; else cluster
    /// by cluster, starting on a new line.
    @inline(never)  // the cold path: keep the per-word loop small
    private mutating func addLong(_ word: Word) {
        if word.hasLastResortBreaks {
            addLongInPieces(word)
            return
        }
        let (wordStart, wordEnd) = (Int(word.start), Int(word.end))
        wrap(at: wordStart)
        var run = BreakableText.runIndex(containing: wordStart, in: runs)
        var index = wordStart
        while index < wordEnd {
            let piece = index..<min(wordEnd, runs[run].end)
            placeEach(piece, width: Int(runs[run].width))
            index = piece.upperBound
            run += 1
        }
    }

    /// Places a word wider than the line in pieces that end at its last-resort breaks; a
    /// piece wider than the line goes cluster by cluster.
    private mutating func addLongInPieces(_ word: Word) {
        let (wordStart, wordEnd) = (Int(word.start), Int(word.end))
        var run = BreakableText.runIndex(containing: wordStart, in: runs)
        var index = wordStart
        while index < wordEnd {
            // The piece: clusters up to and including one a last-resort break follows, found
            // a run at a time (inside a run every cluster but the last has the same opportunity).
            var pieceEnd = index
            var pieceWidth = 0
            var pieceRun = run
            while true {
                let piece = runs[pieceRun]
                if piece.innerBreak == .lastResort && pieceEnd + 1 < piece.end {
                    pieceEnd += 1
                    pieceWidth += Int(piece.width)
                    break
                }
                let stop = min(piece.end, wordEnd)
                pieceWidth += (stop - pieceEnd) * Int(piece.width)
                pieceEnd = stop
                if stop == wordEnd || piece.lastBreak == .lastResort { break }
                pieceRun += 1
            }
            if width + pending + pieceWidth > limit {
                wrap(at: index)
            }
            if width + pieceWidth <= limit || !hasContent && pieceEnd == index + 1 {
                place(upTo: pieceEnd, width: pieceWidth)
            } else {
                // A piece wider than the line: cluster by cluster.
                while index < pieceEnd {
                    if index == runs[run].end { run += 1 }
                    let clusterWidth = Int(runs[run].width)
                    if hasContent && width + clusterWidth > limit {
                        wrap(at: index)
                    }
                    place(upTo: index + 1, width: clusterWidth)
                    index += 1
                }
            }
            index = pieceEnd
            run = pieceEnd < wordEnd && pieceEnd == runs[pieceRun].end ? pieceRun + 1 : pieceRun
        }
    }

    /// Adds content ending at `newEnd` to the open line, with the spaces before it.
    private mutating func place(upTo newEnd: Int, width contentWidth: Int) {
        width += pending + contentWidth
        pending = 0
        end = newEnd
        hasContent = true
    }

    /// Ends the open line if it has content, and starts the next one at `index`; leading
    /// spaces of a line without content are dropped instead.
    private mutating func wrap(at index: Int) {
        if hasContent {
            sink.line(start..<end, width: width)
        }
        open(at: index)
    }

    private mutating func open(at index: Int) {
        isOpen = true
        start = index
        end = index
        width = 0
        pending = 0
        hasContent = false
    }

    /// Ends the open line, if any, even without content (an empty line).
    private mutating func close() {
        if isOpen {
            sink.line(start..<end, width: width)
            isOpen = false
        }
    }
}
