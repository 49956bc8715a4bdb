/// What ``Document/rewritten(_:)`` does with one node.
public enum Rewrite {
    /// Keep the node as it is; its children are offered to the transform in turn.
    case keep
    /// Drop the node and its whole subtree.
    case drop
    /// Drop the node but keep its children (offered to the transform in turn) in its place.
    case unwrap
    /// Keep the children but change the node itself: its kind and data become `content`.
    case update(NodeContent)
    /// Replace the node and its subtree by whatever `build` adds (possibly nothing, or
    /// several nodes). Nodes `build` leaves open are closed after it returns.
    case replace((inout DocumentBuilder) -> Void)
    /// Replace the node by what `build` adds, and put the node's children (offered to the
    /// transform in turn) inside the innermost node `build` leaves open; the nodes left
    /// open are closed where the original node ended. A link wrapped around a heading's
    /// text, or emphasis made a link to a glossary: `.replaceKeepingChildren { $0.open(.link(...)) }`.
    case replaceKeepingChildren((inout DocumentBuilder) -> Void)
}

extension Document {
    /// A new document made by deciding, node by node in document order, what to keep.
    ///
    /// The walk is iterative, so it works at any depth. The root is always kept. Kept nodes
    /// keep their source ranges; replaced and updated nodes have none. Text left adjacent
    /// by a rewrite is merged, and table and footnote numbers are recomputed.
    ///
    /// ```swift
    /// let document = Document(parsing: "*a* ![img](x.png) b\n")
    /// let rewritten = document.rewritten { node in
    ///     switch node.kind {
    ///     case .emphasis: return .update(.strong)
    ///     case .image: return .drop
    ///     case .text where node.literal == " b": return .replace { $0.text(" c") }
    ///     default: return .keep
    ///     }
    /// }
    /// print(rewritten.commonMark())  // **a**  c
    /// ```
    public func rewritten(_ transform: (Node) throws -> Rewrite) rethrows -> Document {
        let nodes = storage.nodes
        var builder = DocumentBuilder(options: options)
        builder.storage.nodes[0].range = nodes.first?.range ?? .none
        // Original nodes left open: their index, and how many builder nodes were opened for them.
        var open: [(index: Int, opened: Int)] = []
        try nodes.withUnsafeBufferPointer { buffer in
            var events = TreeEvents(buffer, subtreeOf: 0)
            while let event = events.next() {
                guard case .enter(let i) = event else {
                    if case .exit(let i) = event, let top = open.last, top.index == i {
                        open.removeLast()
                        builder.close(downTo: builder.openCount - top.opened)
                    }
                    continue
                }
                guard i > 0 else { continue }  // The root is always kept.
                let raw = nodes[i]
                let hasChildren = Int(raw.end) > i + 1
                switch try transform(Node(document: self, index: i)) {
                case .keep:
                    builder.appendCopy(of: raw, from: storage, open: hasChildren)
                    if hasChildren { open.append((i, 1)) }
                case .drop:
                    events.skipChildren()
                case .unwrap:
                    if hasChildren { open.append((i, 0)) }
                case .update(let content):
                    builder.append(content, range: .none, open: true)
                    open.append((i, 1))
                case .replace(let build):
                    let depth = builder.run(build)
                    builder.close(downTo: depth)
                    events.skipChildren()
                case .replaceKeepingChildren(let build):
                    let depth = builder.run(build)
                    if hasChildren {
                        open.append((i, builder.openCount - depth))
                    } else {
                        builder.close(downTo: depth)
                    }
                }
            }
        }
        var built = builder.build().storage
        built.dropStaleAutolinks()
        return Document(storage: built, source: source, options: options)
    }
}

extension Rewrite {
    /// Keep the children but change the node to what `view` holds: the data you changed on
    /// it and the rest as it was. A link whose destination changes keeps its title; an
    /// autolink stays one while its text still equals its destination.
    ///
    /// ```swift
    /// let document = Document(parsing: "[guide](guide.md \"The guide\")\n")
    /// let rewritten = document.rewritten { node in
    ///     guard var link = node.as(LinkNode.self) else { return .keep }
    ///     link.destination = "https://example.com/" + link.destination
    ///     return .update(link)
    /// }
    /// print(rewritten.commonMark())  // [guide](https://example.com/guide.md "The guide")
    /// ```
    public static func update(_ view: some TypedNode) -> Rewrite {
        .update(view.content)
    }
}

extension TreeStorage {
    /// Clears the autolink mark of every link whose text no longer equals its destination
    /// or that gained a title (after a rewrite changed them), so that it is written and compared as
    /// the `[text](destination)` link it has become. The forms cmark makes autolinks of:
    /// text equal to the destination, or to it without `mailto:` or (a `www.` link) `http://`.
    fileprivate mutating func dropStaleAutolinks() {
        for i in nodes.indices where nodes[i].kind == .link && nodes[i].isAutolink {
            let link = nodes[i]
            var stays = false
            if link.text2.count == 0 && Int(link.end) == i + 2 && nodes[i + 1].kind == .text {
                let destination = slice(link.text)
                let text = slice(nodes[i + 1].text)
                stays =
                    destination.elementsEqual(text)
                    || destination.elementsEqual(Array("mailto:".utf8) + text)
                    || destination.elementsEqual(Array("http://".utf8) + text)
            }
            if !stays { nodes[i].flags &= ~RawNode.autolinkFlag }
        }
    }
}

extension DocumentBuilder {
    /// Runs a rewrite's `build` with the nodes open before it out of its reach (it cannot
    /// close them), and returns how many were open.
    fileprivate mutating func run(_ build: (inout DocumentBuilder) -> Void) -> Int {
        let depth = openCount
        let savedFloor = floor
        floor = depth + 1
        build(&self)
        floor = savedFloor
        return depth
    }
}
