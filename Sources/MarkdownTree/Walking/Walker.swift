/// An event of a depth-first walk: a node is entered, its children are walked, then it is
/// exited. Leaves are entered and exited too.
public enum WalkEvent: Sendable {
    case enter(Node)
    case exit(Node)
}

/// What a visitor tells the walk to do next.
public enum WalkAction: Sendable {
    /// Walk into the node's children.
    case visitChildren
    /// Skip the node's children (its exit event is still sent).
    case skipChildren
    /// End the walk.
    case stop
}

extension Node {
    /// Walks this node's subtree depth first, without recursion, calling `visit` on enter
    /// and exit of every node.
    ///
    /// ```swift
    /// var depth = 0
    /// document.root.walk { event in
    ///     switch event {
    ///     case .enter(let node):
    ///         print(String(repeating: "  ", count: depth) + node.kind.name)
    ///         depth += 1
    ///     case .exit:
    ///         depth -= 1
    ///     }
    ///     return .visitChildren
    /// }
    /// ```
    public func walk(_ visit: (WalkEvent) throws -> WalkAction) rethrows {
        let document = self.document
        try document.storage.nodes.withUnsafeBufferPointer { nodes in
            var events = TreeEvents(nodes, subtreeOf: index)
            while let event = events.next() {
                switch event {
                case .enter(let index):
                    switch try visit(.enter(Node(document: document, index: index))) {
                    case .stop: return
                    case .skipChildren: events.skipChildren()
                    case .visitChildren: break
                    }
                case .exit(let index):
                    if case .stop = try visit(.exit(Node(document: document, index: index))) { return }
                }
            }
        }
    }
}
