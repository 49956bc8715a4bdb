/// A stretch of clusters between two break opportunities, followed by its spaces; or, as
/// singles, a stretch of one-cluster words of one width with no spaces (ideographs).
package struct Word: Sendable {
    /// Its first cluster.
    var start: Int32
    /// The end of its content: spaces (and a hard break) follow up to the next word.
    var end: Int32
    /// The width of its content (of each cluster, for singles).
    package var width: Int32
    /// The width of the spaces after its content.
    var spaceWidth: Int32 = 0
    /// Whether a hard break follows its spaces.
    var hardBreakAfter = false
    /// Whether it holds last-resort break opportunities (in a URL, after a no-break space).
    var hasLastResortBreaks = false
    /// Whether it stands for `start..<end` as words of one cluster each.
    var isSingles = false

    /// A word with no content yet, starting at a cluster.
    init(at start: Int32) {
        (self.start, end, width) = (start, start, 0)
    }

    /// Words of one cluster each, `width` cells wide.
    init(singles clusters: Range<Int32>, width: Int32) {
        (start, end, self.width, isSingles) = (clusters.lowerBound, clusters.upperBound, width, true)
    }
}

extension BreakableText {
    /// Splits runs into words: content up to a break opportunity, then spaces, then at most
    /// one hard break. A hard break always starts a new word, so text that ends with one
    /// ends with an empty word (an empty last line). The inner clusters of a run that may
    /// break between each two (ideographs) are one entry of singles.
    package static func appendWords(of runs: UnsafeBufferPointer<ClusterRun>, to words: inout [Word]) {
        var word = Word(at: 0)
        /// Whether `word` has started, and whether its content has ended (spaces follow).
        var wordIsOpen = false
        var inSpaces = false
        let total = runs.last.map { $0.start + $0.count } ?? 0
        for run in runs {
            let (first, end, width) = (run.start, run.start + run.count, Int32(run.width))
            switch run.kind {
            case .text:
                if wordIsOpen && inSpaces {
                    words.append(word)
                    wordIsOpen = false
                }
                if !wordIsOpen {
                    word = Word(at: first)
                    (wordIsOpen, inSpaces) = (true, false)
                }
                if run.innerBreak == .allowed && run.count > 1 {
                    // The first cluster ends the open word, the middle ones are words of
                    // their own, and the last starts the next unless a break follows it.
                    word.width += width
                    word.end = first + 1
                    words.append(word)
                    let singlesEnd = run.lastBreak == .allowed ? end : end - 1
                    if first + 1 < singlesEnd {
                        words.append(Word(singles: first + 1..<singlesEnd, width: width))
                    }
                    wordIsOpen = singlesEnd < end
                    word = Word(at: end - 1)
                    word.end = end
                    word.width = width
                    word.hasLastResortBreaks = run.lastBreak == .lastResort
                } else {
                    word.width += run.count * width
                    word.end = end
                    word.hasLastResortBreaks =
                        word.hasLastResortBreaks || run.lastBreak == .lastResort || run.innerBreak == .lastResort && run.count > 1
                    if run.lastBreak == .allowed {
                        words.append(word)
                        wordIsOpen = false
                    }
                }
            case .space:
                if !wordIsOpen {
                    word = Word(at: first)
                    wordIsOpen = true
                }
                inSpaces = true
                word.spaceWidth += run.count * width
            case .hardBreak:
                if !wordIsOpen {
                    word = Word(at: first)
                }
                word.hardBreakAfter = true
                words.append(word)
                wordIsOpen = false
                if end == total {
                    words.append(Word(at: end))
                }
            }
        }
        if wordIsOpen {
            words.append(word)
        }
    }
}

extension Word {
    /// The width of the widest stretch of `words` with no space, line break or ideograph
    /// between them: a hyphenated compound (`header-filename`) is one stretch, where the
    /// line breaker sees two words. A table keeps such a stretch whole when it has room.
    package static func widestCompound(in words: UnsafeBufferPointer<Word>) -> Int {
        var widest = 0
        var stretch = 0
        for word in words {
            if word.isSingles {
                (widest, stretch) = (max(widest, Int(word.width)), 0)
                continue
            }
            stretch += Int(word.width)
            widest = max(widest, stretch)
            if word.spaceWidth > 0 || word.hardBreakAfter { stretch = 0 }
        }
        return widest
    }
}
