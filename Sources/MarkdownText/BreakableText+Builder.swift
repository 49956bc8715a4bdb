extension BreakableText {
    /// Splits runs into clusters and finds the break opportunity between each two, keeping
    /// like clusters that follow each other as one ``ClusterRun``.
    package struct Builder {
        /// Whether the text's bytes are copied into ``BreakableText/utf8`` (else clusters
        /// point into the caller's buffer, at the offsets it gives).
        private let copiesBytes: Bool
        private var utf8: [UInt8] = []
        /// The offset past the last byte appended, and the number of bytes appended.
        private var endOffset = 0
        private var byteCount = 0
        // Set by the initializer only: a default value assigned again there made the
        // initializer build the builder twice and copy one into the other.
        private var runs: [ClusterRun]
        private let table: WidthTable
        /// The run being grown (not yet in `runs`), when `hasCurrent`.
        private var current = ClusterRun(start: 0, offset: 0, style: 0, length: 0, width: 0, kind: .text, isURL: false)
        private var hasCurrent = false
        /// The length in bytes of the current run's first cluster.
        private var currentLength = 0
        /// The number of clusters so far.
        private var count = 0
        /// The last cluster's break class and byte (when it is one ASCII byte, else 0).
        private var lastClass = BreakClass.other
        private var lastASCII: UInt8 = 0
        /// Whether the last cluster starts a word (nothing or a non-text cluster before it).
        private var lastStartsWord = true
        /// Whether the word of the last cluster is a command-line flag (it starts with `-`):
        /// no break after its leading hyphens, its inner ones breaks of last resort.
        private var inFlag = false
        /// The first cluster appended: what the opportunity before it depends on.
        private var firstCluster: (kind: Cluster.Kind, breakClass: BreakClass, ascii: UInt8, isURL: Bool)?

        /// A builder that copies the text (`copiesBytes`) or points into the caller's buffer,
        /// appending its runs after `runs` (a store shared by many texts).
        package init(copiesBytes: Bool = true, appendingTo runs: [ClusterRun] = []) {
            self.copiesBytes = copiesBytes
            self.runs = runs
            table = WidthTable.shared
        }

        /// Appends a run's clusters; clusters never span two runs.
        package mutating func append(_ run: TextRun) {
            if run.isHardBreak {
                appendHardBreak(style: run.style)
                return
            }
            var text = run.text
            text.withUTF8 { append($0, style: run.style, isURL: run.isURL, breaks: run.isCode ? .atSpaces : .text) }
        }

        /// Appends a hard line break.
        package mutating func appendHardBreak(style: UInt32) {
            push(offset: endOffset, length: 0, width: 0, kind: .hardBreak, style: style, isURL: false, breakClass: .mandatory, ascii: 0)
        }

        /// Appends the clusters of a run given as UTF-8 bytes (from any buffer: no `String`
        /// is made for ASCII text); clusters never span two runs. `breaks` says where the run
        /// may break (see ``RunBreaks``). A builder that does not copy bytes takes
        /// `sourceOffset`, where `bytes` start in the caller's buffer.
        package mutating func append(
            _ bytes: UnsafeBufferPointer<UInt8>, style: UInt32, isURL: Bool, breaks: RunBreaks = .text, sourceOffset: Int = 0
        ) {
            let base = copiesBytes ? utf8.count : sourceOffset
            if copiesBytes { utf8.append(contentsOf: bytes) }
            endOffset = base + bytes.count
            byteCount += bytes.count
            precondition(byteCount < Int(Int32.max) / 2, "BreakableText holds at most 1 GiB of text")
            precondition(endOffset <= Int(UInt32.max), "a buffer BreakableText points into holds at most 4 GiB")
            var position = 0
            let asciiClasses = table.asciiBreakClasses
            ClusterScanner.scan(bytes, table: table) { stretch in
                var index = stretch.lowerBound
                while index < stretch.upperBound {
                    let (breakClass, byte) = Self.textClass(asciiClasses[Int(bytes[index])], bytes[index], breaks)
                    // A space or a line break (the usual byte that ends a word) never joins.
                    let room =
                        hasCurrent && breakClass != .space && breakClass != .mandatory
                        ? Self.room(in: current, currentLength: currentLength, style: style, isURL: isURL) : 0
                    let flag = lastStartsWord ? lastASCII == Self.hyphen : inFlag
                    if room > 0 && Self.joins((lastClass, lastASCII), (breakClass, byte), inFlag: flag) {
                        // Letters, digits and signs with no break between them (`ab`,
                        // `[31m`, `((`): they only lengthen the current run.
                        var last = (breakClass, byte)
                        var end = index + 1
                        let limit = stretch.upperBound - index > room ? index + room : stretch.upperBound
                        while end < limit {
                            if Self.joins(last, last, inFlag: flag) {
                                // More of the last byte's class (`xxxx`): the opportunity
                                // between two of them does not depend on which bytes.
                                // (Never a class a run's `breaks` gave: those keep their byte.)
                                let first = end
                                while end < limit && asciiClasses[Int(bytes[end])] == last.0 { end += 1 }
                                if end > first { last.1 = bytes[end - 1] }
                                if end == limit { break }
                            }
                            let next = Self.textClass(asciiClasses[Int(bytes[end])], bytes[end], breaks)
                            guard Self.joins(last, next, inFlag: flag) else { break }
                            last = next
                            end += 1
                        }
                        current.innerBreak = .none
                        current.count += Int32(end - index)
                        current.byteCount += UInt32(end - index)
                        if currentLength != 1 { current.hasMixedLengths = true }
                        count += end - index
                        (lastClass, lastASCII, lastStartsWord, inFlag) = (last.0, last.1, false, flag)
                        index = end
                        continue
                    }
                    let scanned = ScannedCluster(length: 1, width: 1, breakClass: asciiClasses[Int(bytes[index])], ascii: bytes[index])
                    push(scanned, offset: base + index, style: style, isURL: isURL, breaks: breaks)
                    index += 1
                }
                position = stretch.upperBound
            } letters: { stretch in
                push(stretch, offset: base + position, style: style, isURL: isURL, breaks: breaks)
                position += stretch.length
            } cluster: { scanned in
                push(scanned, offset: base + position, style: style, isURL: isURL, breaks: breaks)
                position += scanned.length
            }
        }

        /// Whether an ASCII text byte follows another (class and byte, not in a URL) with no
        /// break between them and in the same kind of cluster run: neither is a space or a
        /// line break.
        @inline(__always)
        private static func joins(_ before: (BreakClass, UInt8), _ after: (BreakClass, UInt8), inFlag: Bool) -> Bool {
            after.0 != .space && after.0 != .mandatory && before.0 != .space && before.0 != .mandatory
                && opportunity(between: (before.0, before.1, false), and: (after.0, after.1, false), inFlag: inFlag) == .none
        }

        /// A cluster's break class and byte (its ASCII byte, or 0) as the run's `breaks` make
        /// them: in a run kept whole, glue; in code, ``BreakClass/code``, and a space a
        /// no-break space (the break after it is one of last resort).
        @inline(__always)
        private static func textClass(_ breakClass: BreakClass, _ ascii: UInt8, _ breaks: RunBreaks) -> (BreakClass, UInt8) {
            switch breaks {
            case .text: (breakClass, ascii)
            case .never: (breakClass == .mandatory ? .mandatory : .glue, ascii)
            case .atSpaces:
                switch breakClass {
                case .mandatory: (.mandatory, ascii)
                case .space: (.glue, noBreakSpace)
                case .glue: (.glue, ascii)
                default: (.code, ascii)
                }
            }
        }

        /// `-`: a word that starts with one is a command-line flag (or a negative number).
        static let hyphen = UInt8(ascii: "-")

        /// How many one-byte, one-cell text clusters with no break before them `run` (the
        /// current run) takes as ``push(offset:length:width:kind:style:isURL:breakClass:ascii:)``
        /// would: any number when its clusters are all one byte long, else up to
        /// ``ClusterRun/mixedLimit`` in all; none when it is not text of this style, or is a
        /// URL (whose letters next to signs may break). Static, so that asking for each byte
        /// does not copy the builder.
        @inline(__always)
        private static func room(in run: ClusterRun, currentLength: Int, style: UInt32, isURL: Bool) -> Int {
            guard
                !isURL && !run.isURL && run.kind == .text && run.width == 1 && run.style == style
                    && (run.count == 1 || run.innerBreak == .none)
            else { return 0 }
            return currentLength == 1 && !run.hasMixedLengths ? Int.max : max(0, Int(ClusterRun.mixedLimit - run.count))
        }

        /// What a visible no-break space (glue one cell wide: U+00A0, U+2007, U+202F; not the
        /// zero-width word joiner) puts where a cluster's ASCII byte goes: no ASCII byte is
        /// 0xA0, so the opportunity after it can tell it apart.
        static let noBreakSpace: UInt8 = 0xA0

        /// Appends a scanned cluster of a text run.
        @inline(__always)
        private mutating func push(_ scanned: ScannedCluster, offset: Int, style: UInt32, isURL: Bool, breaks: RunBreaks) {
            let (breakClass, ascii) = Self.textClass(scanned.breakClass, scanned.ascii, breaks)
            let isNoBreakSpace = breaks != .never && breakClass == .glue && scanned.width == 1
            let kind: Cluster.Kind =
                switch breakClass {
                case .space: .space
                case .mandatory: .hardBreak
                default: .text
                }
            push(
                offset: offset, length: scanned.length, width: kind == .hardBreak ? 0 : scanned.width, kind: kind, style: style,
                isURL: isURL, breakClass: breakClass, ascii: isNoBreakSpace ? Self.noBreakSpace : ascii)
        }

        /// Appends a stretch of like clusters as ``push(offset:length:width:kind:style:isURL:breakClass:ascii:)``
        /// would one by one: the first as a cluster, the others in one go.
        @inline(__always)
        private mutating func push(_ stretch: ScannedStretch, offset: Int, style: UInt32, isURL: Bool, breaks: RunBreaks) {
            let width = stretch.width
            let breakClass = Self.textClass(stretch.breakClass, 0, breaks).0
            // Letters and ideographs are not URL signs: the opportunity between two of them
            // is one for the whole stretch.
            let inner = Self.opportunity(between: (breakClass, 0, isURL), and: (breakClass, 0, isURL), inFlag: false)
            push(
                offset: offset, length: stretch.firstLength, width: width, kind: .text, style: style, isURL: isURL,
                breakClass: breakClass, ascii: 0)
            // The clusters after the first are added at once: the word they are in is a flag
            // only if it was one before (a letter does not start one).
            if lastStartsWord { inFlag = false }
            lastStartsWord = false
            let (rest, restLength) = (stretch.count - 1, stretch.length - stretch.firstLength)
            let fitsCurrent =
                if stretch.hasMixedLengths {
                    current.count + Int32(rest) <= ClusterRun.mixedLimit
                } else {
                    stretch.firstLength == currentLength && !current.hasMixedLengths
                }
            if fitsCurrent && (current.count == 1 || current.innerBreak == inner) {
                current.innerBreak = inner
                current.count += Int32(rest)
                current.byteCount += UInt32(restLength)
                if stretch.hasMixedLengths { current.hasMixedLengths = true }
            } else {
                current.lastBreak = inner
                runs.append(current)
                let first = offset + stretch.firstLength
                current = ClusterRun(start: count, offset: first, style: style, length: restLength, width: width, kind: .text, isURL: isURL)
                current.count = Int32(rest)
                current.innerBreak = inner
                current.hasMixedLengths = stretch.hasMixedLengths
                currentLength = stretch.hasMixedLengths ? 0 : stretch.firstLength
            }
            count += rest
        }

        /// The text (empty when not copied), its runs and the offset past its last byte.
        package mutating func finish() -> ([UInt8], [ClusterRun], Int) {
            if hasCurrent {
                runs.append(current)
                hasCurrent = false
            }
            return (utf8, runs, endOffset)
        }

        /// Appends a cluster: it grows the current run when it is like its clusters and the
        /// opportunity before it is the run's, else it starts a run.
        @inline(__always)
        private mutating func push(
            offset: Int, length: Int, width: Int, kind: Cluster.Kind, style: UInt32, isURL: Bool, breakClass: BreakClass, ascii: UInt8
        ) {
            var opportunity = Cluster.Opportunity.none
            if kind == .text && hasCurrent && current.kind == .text {
                inFlag = lastStartsWord ? lastASCII == Self.hyphen : inFlag
                opportunity = Self.opportunity(
                    between: (lastClass, lastASCII, current.isURL), and: (breakClass, ascii, isURL), inFlag: inFlag)
                lastStartsWord = false
            } else {
                lastStartsWord = true
            }
            (lastClass, lastASCII) = (breakClass, ascii)
            if hasCurrent && current.kind == kind && kind != .hardBreak && current.style == style && current.isURL == isURL
                && current.width == UInt16(width) && (current.count == 1 || current.innerBreak == opportunity)
                && (length == currentLength && !current.hasMixedLengths || current.count < ClusterRun.mixedLimit)
            {
                current.innerBreak = opportunity
                current.count += 1
                current.byteCount += UInt32(length)
                if length != currentLength { current.hasMixedLengths = true }
            } else {
                if hasCurrent {
                    current.lastBreak = opportunity
                    runs.append(current)
                } else {
                    firstCluster = (kind, breakClass, ascii, isURL)
                }
                current = ClusterRun(start: count, offset: offset, style: style, length: length, width: width, kind: kind, isURL: isURL)
                currentLength = length
                hasCurrent = true
            }
            count += 1
        }
    }
}
