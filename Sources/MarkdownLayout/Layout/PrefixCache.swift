/// The prefixes of containers at one width, computed once per container.
///
/// A prefix is the concatenation of the pieces of a container chain, outermost first. The
/// chain may be 100,000 deep, so prefixes are capped to `budget` cells: a container's pieces
/// are added whole or not at all, and once one does not fit the prefix is *saturated* and
/// deeper containers add nothing. Content and blank lines follow the same rule, so every line
/// of a block starts its text at the same column.
struct PrefixCache {
    struct Entry {
        var pieces: Range<Int>
        var width: Int
        var saturated: Bool
    }

    private let containers: [Container]
    private let pieces: [Segment]
    let budget: Int
    /// The pieces of every entry, back to back.
    private(set) var flat: [Segment] = []
    private(set) var entries: [Entry] = [Entry(pieces: 0..<0, width: 0, saturated: false)]
    private var restEntries: [Int32]
    private var gapEntries: [Int32]
    /// A chain of containers while it is walked (reused: no array made per walk).
    private var chain: [Int32] = []

    init(containers: [Container], pieces: [Segment], budget: Int) {
        self.containers = containers
        self.pieces = pieces
        self.budget = budget
        restEntries = Array(repeating: -1, count: containers.count)
        gapEntries = Array(repeating: -1, count: containers.count)
    }

    /// The entry of the prefix on every line but a block's first, inside `container` (-1: none).
    mutating func rest(_ container: Int32) -> Entry { entries[restIndex(container)] }

    private mutating func restIndex(_ container: Int32) -> Int {
        guard container >= 0 else { return 0 }
        if restEntries[Int(container)] >= 0 { return Int(restEntries[Int(container)]) }
        // Walk up to the nearest known prefix, then fill in downwards: no recursion.
        chain.removeAll(keepingCapacity: true)
        var c = container
        while c >= 0 && restEntries[Int(c)] < 0 {
            chain.append(c)
            c = containers[Int(c)].parent
        }
        var parentIndex = c >= 0 ? Int(restEntries[Int(c)]) : 0
        for step in chain.indices.reversed() {
            let c = chain[step]
            parentIndex = extend(parentIndex, with: containers[Int(c)].rest, width: Int(containers[Int(c)].width))
            restEntries[Int(c)] = Int32(parentIndex)
        }
        return parentIndex
    }

    /// An entry extended by pieces of `width` cells, or saturated when they do not fit.
    private mutating func extend(_ index: Int, with range: Range<Int32>, width: Int) -> Int {
        let parent = entries[index]
        if parent.saturated || width == 0 { return index }
        let start = flat.count
        // Element by element: appending a slice of `flat` to itself would copy all of `flat`.
        for piece in parent.pieces { flat.append(flat[piece]) }
        if parent.width + width <= budget {
            flat.append(contentsOf: pieces[Int(range.lowerBound)..<Int(range.upperBound)])
            entries.append(Entry(pieces: start..<flat.count, width: parent.width + width, saturated: false))
        } else {
            entries.append(Entry(pieces: start..<flat.count, width: parent.width, saturated: true))
        }
        return entries.count - 1
    }

    /// The prefix of a blank line between blocks whose common containers end at `outer`:
    /// the rest prefix up to the innermost container with a visible gap piece (a quote bar).
    mutating func gap(_ outer: Int32) -> Entry {
        guard outer >= 0 else { return entries[0] }
        let anchor = containers[Int(outer)].gapAnchor
        guard anchor >= 0 else { return entries[0] }
        if gapEntries[Int(anchor)] < 0 {
            let container = containers[Int(anchor)]
            let base = restIndex(container.parent)
            let index: Int
            if entries[base].saturated || entries[base].width + Int(container.width) > budget {
                index = base
            } else {
                index = extend(base, with: container.gap, width: Int(container.gapWidth))
            }
            gapEntries[Int(anchor)] = Int32(index)
        }
        return entries[Int(gapEntries[Int(anchor)])]
    }

    /// Appends an entry's pieces to `result`, empty ones left out.
    func append(_ entry: Entry, to result: inout [Segment]) {
        // Element by element: a slice of `flat` would be retained.
        for index in entry.pieces where !flat[index].isEmpty { result.append(flat[index]) }
    }

    /// Appends the pieces of a block's first line to `result` (empty ones left out): the rest
    /// prefix of `outer`, then the first pieces of the containers opened since (outermost
    /// first), under the same cap. Returns their width.
    ///
    /// A container past the cap adds no width, but its marker (a list item's bullet, number
    /// or task box, a footnote's number) is not lost: the innermost such marker takes the
    /// place of as many blank cells at the end of the prefix (the indentation under the
    /// markers before it), so the text keeps its column:
    ///
    /// ```
    ///     1. one
    ///     1. two      ← a list inside "one", past the cap at this width
    /// ```
    mutating func first(container: Int32, outer: Int32, into result: inout [Segment]) -> Int {
        let start = result.count
        let base = rest(outer)
        append(base, to: &result)
        chain.removeAll(keepingCapacity: true)
        var c = container
        while c != outer && c >= 0 {
            chain.append(c)
            c = containers[Int(c)].parent
        }
        var width = base.width
        // The chain's steps (innermost first) of the containers past the cap.
        var dropped = 0..<chain.count
        if !base.saturated {
            for step in chain.indices.reversed() {
                let container = containers[Int(chain[step])]
                if container.width == 0 { continue }
                if width + Int(container.width) > budget { break }
                appendFirstPieces(of: container, to: &result)
                width += Int(container.width)
                dropped = 0..<step
            }
        }
        if let marked = dropped.first(where: { hasMarker(containers[Int(chain[$0])]) }) {
            overlay(containers[Int(chain[marked])], onBlankEndOf: &result, from: start)
        }
        return width
    }

    /// Whether a container's first-line pieces show something its other lines do not: a
    /// marker above blank indentation (a list item, a footnote definition).
    private func hasMarker(_ container: Container) -> Bool {
        container.width > 0 && container.rest.count == 1 && pieces[Int(container.rest.lowerBound)].isBlank
            && pieces[Int(container.first.lowerBound)..<Int(container.first.upperBound)].contains { !$0.isBlank && !$0.isEmpty }
    }

    /// Puts `container`'s first-line pieces in place of the blank pieces that end
    /// `result[start...]`, right-aligned, when those are at least as wide; else leaves it.
    private func overlay(_ container: Container, onBlankEndOf result: inout [Segment], from start: Int) {
        var blankStart = result.count
        var blankWidth = 0
        while blankStart > start && result[blankStart - 1].isBlank {
            blankStart -= 1
            blankWidth += Int(result[blankStart].width)
        }
        let markerWidth = Int(container.width)
        guard blankWidth >= markerWidth else { return }
        let space = result[blankStart]
        result.removeSubrange(blankStart...)
        if blankWidth > markerWidth { result.append(space.repeated(blankWidth - markerWidth)) }
        appendFirstPieces(of: container, to: &result)
    }

    /// Appends a container's first-line pieces to `result`, empty ones left out.
    private func appendFirstPieces(of container: Container, to result: inout [Segment]) {
        for index in Int(container.first.lowerBound)..<Int(container.first.upperBound) where !pieces[index].isEmpty {
            result.append(pieces[index])
        }
    }
}
