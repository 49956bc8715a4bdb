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
    mutating func first(container: Int32, outer: Int32, into result: inout [Segment]) -> Int {
        let base = rest(outer)
        append(base, to: &result)
        chain.removeAll(keepingCapacity: true)
        var c = container
        while c != outer && c >= 0 {
            chain.append(c)
            c = containers[Int(c)].parent
        }
        var width = base.width
        guard !base.saturated else { return width }
        for step in chain.indices.reversed() {
            let container = containers[Int(chain[step])]
            if container.width == 0 { continue }
            if width + Int(container.width) > budget { break }
            for index in Int(container.first.lowerBound)..<Int(container.first.upperBound) where !pieces[index].isEmpty {
                result.append(pieces[index])
            }
            width += Int(container.width)
        }
        return width
    }
}
