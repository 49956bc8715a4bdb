/// The one walk over the flat tree: enter and exit events in document order, with a way to
/// skip a node's children. Nodes are stored in pre-order and each knows where its subtree
/// ends, so the only state is a stack of the open nodes' indices: nothing recurses, and a
/// quote nested 100,000 deep costs its stack entries and nothing more.
///
/// Every node is entered and then exited, leaves and empty containers at once. The public
/// ``Node/walk(_:)`` and the typed visitors are built on it, as are the HTML renderer and the
/// JSON dump.
///
/// ```swift
/// var events = TreeEvents(nodes, subtreeOf: 0)
/// while let event = events.next() {
///     if case .enter(let index) = event, nodes[index].kind == .image { events.skipChildren() }
/// }
/// ```
package struct TreeEvents {
    package enum Event: Equatable {
        case enter(Int)
        case exit(Int)
    }

    private let ends: UnsafeBufferPointer<RawNode>
    /// The entered nodes whose subtree has not ended, innermost last.
    private var open: [Int] = []
    private var upcoming: Int
    private let end: Int
    /// A node entered with nothing inside (or whose children were skipped): its exit is next.
    private var pendingExit = -1

    /// Events for the subtree of the node at `root` of `nodes` (which must outlive the walk).
    package init(_ nodes: UnsafeBufferPointer<RawNode>, subtreeOf root: Int) {
        ends = nodes
        upcoming = root
        end = root < nodes.count ? Int(nodes[root].end) : root
    }

    /// Events for the consecutive sibling subtrees that make up `siblings` (a range that
    /// starts at a node and ends where a subtree ends, such as a run of top-level blocks).
    package init(_ nodes: UnsafeBufferPointer<RawNode>, siblings: Range<Int>) {
        ends = nodes
        upcoming = siblings.lowerBound
        end = min(siblings.upperBound, nodes.count)
    }

    @inline(__always)
    package mutating func next() -> Event? {
        if pendingExit >= 0 {
            defer { pendingExit = -1 }
            return .exit(pendingExit)
        }
        if let top = open.last, Int(ends[top].end) <= upcoming {
            open.removeLast()
            return .exit(top)
        }
        guard upcoming < end else { return nil }
        let index = upcoming
        upcoming += 1
        if Int(ends[index].end) <= upcoming {
            pendingExit = index
        } else {
            open.append(index)
        }
        return .enter(index)
    }

    /// Skips the children of the node just entered; its exit is the next event.
    package mutating func skipChildren() {
        guard pendingExit < 0, let entered = open.popLast() else { return }
        upcoming = Int(ends[entered].end)
        pendingExit = entered
    }
}
