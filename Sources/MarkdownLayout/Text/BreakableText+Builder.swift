extension BreakableText {
    /// Splits runs into clusters and finds the break opportunity between each two, keeping
    /// like clusters that follow each other as one ``ClusterRun``.
    struct Builder {
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
        /// Not retained: the shared table lives as long as the process, and retaining it
        /// for every text (a builder a heading or cell) made the two threads of a document
        /// in halves contend for its reference count.
        private unowned(unsafe) let table: WidthTable
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

        /// A builder that copies the text (`copiesBytes`) or points into the caller's buffer,
        /// appending its runs after `runs` (a store shared by many texts).
        init(copiesBytes: Bool = true, appendingTo runs: [ClusterRun] = []) {
            self.copiesBytes = copiesBytes
            self.runs = runs
            table = WidthTable.shared
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
            push(offset: endOffset, length: 0, width: 0, kind: .hardBreak, style: style, isURL: false, breakClass: .mandatory, ascii: 0)
        }

        /// Appends the clusters of a run given as UTF-8 bytes (from any buffer: no `String`
        /// is made for ASCII text); clusters never span two runs. With `keepsSpaces`, its
        /// spaces glue like no-break spaces (never dropped, never a break). A builder that
        /// does not copy bytes takes `sourceOffset`, where `bytes` start in the caller's buffer.
        mutating func append(
            _ bytes: UnsafeBufferPointer<UInt8>, style: UInt32, isURL: Bool, keepsSpaces: Bool = false, sourceOffset: Int = 0
        ) {
            let base = copiesBytes ? utf8.count : sourceOffset
            if copiesBytes { utf8.append(contentsOf: bytes) }
            endOffset = base + bytes.count
            byteCount += bytes.count
            precondition(byteCount < Int(Int32.max) / 2, "BreakableText holds at most 1 GiB of text")
            precondition(endOffset <= Int(UInt32.max), "a buffer BreakableText points into holds at most 4 GiB")
            var position = 0
            table.asciiBreakClasses.withUnsafeBufferPointer { asciiClasses in
                ClusterScanner.scan(bytes, table: table) { stretch in
                    var index = stretch.lowerBound
                    while index < stretch.upperBound {
                        let byte = bytes[index]
                        let breakClass = asciiClasses[Int(byte)]
                        if breakClass == lastClass && Self.neverBreaksBetweenTwo(breakClass) && extendsCurrent(style: style, isURL: isURL) {
                            // Letters after letters, `(` after `(`: no break between them, so
                            // they only lengthen the current run.
                            var end = index + 1
                            while end < stretch.upperBound && asciiClasses[Int(bytes[end])] == breakClass { end += 1 }
                            current.innerBreak = .none
                            current.count += Int32(end - index)
                            current.byteCount += UInt32(end - index)
                            count += end - index
                            lastASCII = bytes[end - 1]
                            lastStartsWord = false
                            index = end
                            continue
                        }
                        let scanned = ScannedCluster(length: 1, width: 1, breakClass: breakClass, ascii: byte)
                        push(scanned, offset: base + index, style: style, isURL: isURL, keepsSpaces: keepsSpaces)
                        index += 1
                    }
                    position = stretch.upperBound
                } letters: { stretch in
                    push(stretch, offset: base + position, style: style, isURL: isURL)
                    position += stretch.length
                } cluster: { scanned in
                    push(scanned, offset: base + position, style: style, isURL: isURL, keepsSpaces: keepsSpaces)
                    position += scanned.length
                }
            }
        }

        /// Whether two text clusters of this class never have a break between them.
        @inline(__always)
        private static func neverBreaksBetweenTwo(_ breakClass: BreakClass) -> Bool {
            switch breakClass {
            case .other, .opening, .closing, .breakAfter, .glue: true
            case .ideographic, .space, .mandatory: false
            }
        }

        /// Whether an ASCII byte of the last cluster's class joins the current run: it is
        /// one-byte text of this style, not a URL (whose letters next to signs may break).
        @inline(__always)
        private func extendsCurrent(style: UInt32, isURL: Bool) -> Bool {
            hasCurrent && !isURL && !current.isURL && current.kind == .text && currentLength == 1 && !current.hasMixedLengths
                && current.width == 1
                && current.style == style && (current.count == 1 || current.innerBreak == .none)
        }

        /// Appends a scanned cluster of a text run.
        @inline(__always)
        private mutating func push(_ scanned: ScannedCluster, offset: Int, style: UInt32, isURL: Bool, keepsSpaces: Bool) {
            let breakClass = keepsSpaces && scanned.breakClass == .space ? .glue : scanned.breakClass
            let kind: Cluster.Kind =
                switch breakClass {
                case .space: .space
                case .mandatory: .hardBreak
                default: .text
                }
            push(
                offset: offset, length: scanned.length, width: kind == .hardBreak ? 0 : scanned.width, kind: kind, style: style,
                isURL: isURL, breakClass: breakClass, ascii: scanned.ascii)
        }

        /// Appends a stretch of like clusters as ``push(offset:length:width:kind:style:isURL:breakClass:ascii:)``
        /// would one by one: the first as a cluster, the others in one go.
        @inline(__always)
        private mutating func push(_ stretch: ScannedStretch, offset: Int, style: UInt32, isURL: Bool) {
            let (width, breakClass) = (stretch.width, stretch.breakClass)
            // Letters and ideographs are not URL signs and never glue: the opportunity
            // between two of them is one for the whole stretch.
            let inner = Self.opportunity(between: (breakClass, 0, isURL), and: (breakClass, 0, isURL), startsWord: false)
            push(
                offset: offset, length: stretch.firstLength, width: width, kind: .text, style: style, isURL: isURL,
                breakClass: breakClass, ascii: 0)
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
        mutating func finish() -> ([UInt8], [ClusterRun], Int) {
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
                opportunity = Self.opportunity(
                    between: (lastClass, lastASCII, current.isURL), and: (breakClass, ascii, isURL), startsWord: lastStartsWord)
                lastStartsWord = false
            } else {
                lastStartsWord = true
            }
            (lastClass, lastASCII) = (breakClass, ascii)
            if hasCurrent && current.kind == kind && kind != .hardBreak && current.style == style && current.isURL == isURL
                && current.width == UInt8(width) && (current.count == 1 || current.innerBreak == opportunity)
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
                }
                current = ClusterRun(start: count, offset: offset, style: style, length: length, width: width, kind: kind, isURL: isURL)
                currentLength = length
                hasCurrent = true
            }
            count += 1
        }

        /// The break opportunity between two adjacent text clusters, given as their break
        /// class, their byte (when one ASCII byte) and whether they came from a URL run.
        @inline(__always)
        static func opportunity(
            between before: (BreakClass, UInt8, Bool), and after: (BreakClass, UInt8, Bool), startsWord: Bool
        ) -> Cluster.Opportunity {
            if before.2 && after.2 {
                return isURLBreak(between: before.1, and: after.1) ? .url : .none
            }
            let (left, right) = (before.0, after.0)
            if left == .glue || right == .glue || right == .closing || right == .breakAfter {
                return .none
            }
            if left == .breakAfter {
                // A hyphen breaks after a word part ("well-|known"), not as a sign ("-5").
                return startsWord && before.1 == UInt8(ascii: "-") ? .none : .allowed
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
    }
}
