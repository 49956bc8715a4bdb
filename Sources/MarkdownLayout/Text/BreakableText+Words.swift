/// A stretch of clusters between two break opportunities, followed by its spaces.
struct Word: Sendable {
    /// Its first cluster.
    var start: Int
    /// The end of its content: spaces (and a hard break) follow up to the next word.
    var end: Int
    /// The width of its content.
    var width: Int
    /// The width of the spaces after its content.
    var spaceWidth: Int
    /// Whether a hard break follows its spaces.
    var hardBreakAfter: Bool
    /// Whether it holds URL break opportunities.
    var hasURLBreaks: Bool
}

/// Receives the words of a paragraph, in order (see ``scanWords(of:)``).
protocol WordSink {
    /// One word.
    mutating func take(_ word: Word)
    /// Words of one cluster each, all of one width, with no spaces after them: a stretch
    /// of ideographs, say. The same as taking each alone, but a sink can do it in bulk.
    mutating func takeSingles(_ clusters: Range<Int>, width: Int)
}

extension WordSink {
    /// Splits runs into words: content up to a break opportunity, then spaces, then at most
    /// one hard break. A hard break always starts a new word, so text that ends with one
    /// ends with an empty word (an empty last line). A run whose clusters may break between
    /// each two gives its inner clusters as singles.
    mutating func scanWords(of runs: [ClusterRun]) {
        var word = Word(start: 0, end: 0, width: 0, spaceWidth: 0, hardBreakAfter: false, hasURLBreaks: false)
        /// Whether `word` has started, and whether its content has ended (spaces follow).
        var wordIsOpen = false
        var inSpaces = false
        runs.withUnsafeBufferPointer { runs in
            for run in runs {
                let (first, end, width) = (Int(run.start), run.end, Int(run.width))
                switch run.kind {
                case .text:
                    if wordIsOpen && inSpaces {
                        take(word)
                        wordIsOpen = false
                    }
                    if !wordIsOpen {
                        word = Word(start: first, end: first, width: 0, spaceWidth: 0, hardBreakAfter: false, hasURLBreaks: false)
                        (wordIsOpen, inSpaces) = (true, false)
                    }
                    if run.innerBreak == .allowed && run.count > 1 {
                        // The first cluster ends the open word, the middle ones are words of
                        // their own, and the last starts the next unless a break follows it.
                        word.width += width
                        word.end = first + 1
                        take(word)
                        let singlesEnd = run.lastBreak == .allowed ? end : end - 1
                        takeSingles(first + 1..<singlesEnd, width: width)
                        wordIsOpen = singlesEnd < end
                        word = Word(
                            start: end - 1, end: end, width: width, spaceWidth: 0, hardBreakAfter: false,
                            hasURLBreaks: run.lastBreak == .url)
                    } else {
                        word.width += Int(run.count) * width
                        word.end = end
                        word.hasURLBreaks = word.hasURLBreaks || run.lastBreak == .url || run.innerBreak == .url && run.count > 1
                        if run.lastBreak == .allowed {
                            take(word)
                            wordIsOpen = false
                        }
                    }
                case .space:
                    if !wordIsOpen {
                        word = Word(start: first, end: first, width: 0, spaceWidth: 0, hardBreakAfter: false, hasURLBreaks: false)
                        wordIsOpen = true
                    }
                    inSpaces = true
                    word.spaceWidth += Int(run.count) * width
                case .hardBreak:
                    if !wordIsOpen {
                        word = Word(start: first, end: first, width: 0, spaceWidth: 0, hardBreakAfter: false, hasURLBreaks: false)
                    }
                    word.hardBreakAfter = true
                    take(word)
                    wordIsOpen = false
                    if end == Int(runs[runs.count - 1].end) {
                        take(Word(start: end, end: end, width: 0, spaceWidth: 0, hardBreakAfter: false, hasURLBreaks: false))
                    }
                }
            }
        }
        if wordIsOpen {
            take(word)
        }
    }
}

/// Keeps the width of the widest word.
struct WidestWord: WordSink {
    var width = 0

    mutating func take(_ word: Word) {
        width = max(width, word.width)
    }

    mutating func takeSingles(_ clusters: Range<Int>, width: Int) {
        if !clusters.isEmpty { self.width = max(self.width, width) }
    }
}
