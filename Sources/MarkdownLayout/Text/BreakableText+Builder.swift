extension BreakableText {
    /// Splits runs into clusters, then finds break opportunities and words.
    struct Builder {
        private var utf8: [UInt8] = []
        private var clusters: [Cluster] = []
        private let table = WidthTable.shared
        /// Whether the last cluster starts a word (nothing or a non-text cluster before it).
        private var lastStartsWord = true

        /// Reserves room for about `bytes` bytes of text.
        mutating func reserve(bytes: Int) {
            utf8.reserveCapacity(bytes)
            clusters.reserveCapacity(bytes)
        }

        /// Appends a run's clusters; clusters never span two runs.
        mutating func append(_ run: TextRun) {
            if run.isHardBreak {
                appendHardBreak(style: run.style)
                return
            }
            var text = run.text
            text.withUTF8 { append($0, style: run.style, isURL: run.isURL) }
        }

        /// Appends a hard line break.
        mutating func appendHardBreak(style: UInt32) {
            let offset = UInt32(utf8.count)
            push(Cluster(offset: offset, style: style, width: 0, kind: .hardBreak, isURL: false, breakClass: .mandatory, ascii: 0))
        }

        /// Appends the clusters of a run given as UTF-8 bytes (from any buffer: no `String`
        /// is made for ASCII text); clusters never span two runs. With `keepsSpaces`, its
        /// spaces glue like no-break spaces (never dropped, never a break).
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, style: UInt32, isURL: Bool, keepsSpaces: Bool = false) {
            var offset = utf8.count
            utf8.append(contentsOf: bytes)
            precondition(utf8.count < Int(Int32.max) / 2, "BreakableText holds at most 1 GiB of text")
            ClusterScanner.scan(bytes, table: table) { scanned in
                let breakClass = keepsSpaces && scanned.breakClass == .space ? .glue : scanned.breakClass
                let kind: Cluster.Kind =
                    switch breakClass {
                    case .space: .space
                    case .mandatory: .hardBreak
                    default: .text
                    }
                push(
                    Cluster(
                        offset: UInt32(offset), style: style, width: kind == .hardBreak ? 0 : UInt8(scanned.width), kind: kind,
                        isURL: isURL, breakClass: breakClass, ascii: scanned.ascii))
                offset += scanned.length
            }
        }

        /// The text, its clusters with their break opportunities, and its words.
        mutating func finish() -> ([UInt8], [Cluster], [Word]) {
            (utf8, clusters, words())
        }

        /// Appends a cluster, setting the break opportunity between it and the previous one
        /// when both are text (so no second pass over the clusters is needed).
        @inline(__always)
        private mutating func push(_ cluster: Cluster) {
            let last = clusters.count - 1
            if cluster.kind == .text && last >= 0 && clusters[last].kind == .text {
                clusters[last].breakAfter = Self.opportunity(between: clusters[last], and: cluster, startsWord: lastStartsWord)
                lastStartsWord = false
            } else {
                lastStartsWord = true
            }
            clusters.append(cluster)
        }

        /// The break opportunity between two adjacent text clusters.
        @inline(__always)
        private static func opportunity(between before: Cluster, and after: Cluster, startsWord: Bool) -> Cluster.Opportunity {
            if before.isURL && after.isURL {
                return isURLBreak(between: before.ascii, and: after.ascii) ? .url : .none
            }
            let (left, right) = (before.breakClass, after.breakClass)
            if left == .glue || right == .glue || right == .closing || right == .breakAfter {
                return .none
            }
            if left == .breakAfter {
                // A hyphen breaks after a word part ("well-|known"), not as a sign ("-5").
                return startsWord && before.ascii == UInt8(ascii: "-") ? .none : .allowed
            }
            if (left == .ideographic || right == .ideographic) && left != .opening {
                return .allowed
            }
            return .none
        }

        /// Whether a URL may break between two bytes: after `/ - _ . =` or before `? &`,
        /// but not inside a group of such signs (`://`, `..`, `/?`).
        private static func isURLBreak(between before: UInt8, and after: UInt8) -> Bool {
            switch (URLSign(before), URLSign(after)) {
            case (.breakAfter, .none), (.none, .breakBefore): true
            default: false
            }
        }

        /// The signs a URL breaks at.
        private enum URLSign {
            case none, breakAfter, breakBefore

            init(_ byte: UInt8) {
                switch byte {
                case UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "="): self = .breakAfter
                case UInt8(ascii: "?"), UInt8(ascii: "&"): self = .breakBefore
                default: self = .none
                }
            }
        }

        /// Groups the clusters into words: content up to a break opportunity, then spaces,
        /// then at most one hard break. A hard break always starts a new word, so text
        /// that ends with one ends with an empty word (an empty last line).
        private func words() -> [Word] {
            var words: [Word] = []
            words.reserveCapacity(clusters.count / 4 + 1)
            clusters.withUnsafeBufferPointer { clusters in
                let count = clusters.count
                var index = 0
                while index < count {
                    let start = index
                    var width = 0
                    var hasURLBreaks = false
                    while index < count && clusters[index].kind == .text {
                        width += Int(clusters[index].width)
                        let opportunity = clusters[index].breakAfter
                        index += 1
                        if opportunity == .allowed { break }
                        hasURLBreaks = hasURLBreaks || opportunity == .url
                    }
                    let end = index
                    var spaceWidth = 0
                    while index < count && clusters[index].kind == .space {
                        spaceWidth += Int(clusters[index].width)
                        index += 1
                    }
                    let hardBreakAfter = index < count && clusters[index].kind == .hardBreak
                    if hardBreakAfter { index += 1 }
                    words.append(
                        Word(
                            start: Int32(start), end: Int32(end), width: Int32(width), spaceWidth: Int32(spaceWidth),
                            hardBreakAfter: hardBreakAfter, hasURLBreaks: hasURLBreaks))
                    if hardBreakAfter && index == count {
                        words.append(
                            Word(
                                start: Int32(count), end: Int32(count), width: 0, spaceWidth: 0, hardBreakAfter: false, hasURLBreaks: false)
                        )
                    }
                }
            }
            return words
        }
    }
}
