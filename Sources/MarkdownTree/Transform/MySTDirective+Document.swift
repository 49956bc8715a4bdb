extension RawNode {
    /// A custom block that is a MyST directive (see ``Document/expandingMySTDirectives()``):
    /// its `small` is the ``AlertKind``'s position, its `text` the title, its children the
    /// body's blocks.
    package static let directiveFlag: UInt8 = 0x80

    /// Whether the node is a MyST directive's block.
    package var isMySTDirective: Bool { kind == .customBlock && flags & Self.directiveFlag != 0 }
}

extension Document {
    /// This document with each MyST directive fence that holds prose (see ``MySTDirective``)
    /// made a directive block: a custom block with the directive's kind and title whose
    /// children are its body, parsed as Markdown with this document's limits. The body's
    /// nodes take the fence's source range; a directive in a body stays a code block, so
    /// the body is parsed once, one level down at most.
    ///
    /// Linear in the document: one pass over the nodes, each body parsed once. A document
    /// already expanded (``TreeTransforms/mystDirectives``) is returned as it is.
    package func expandingMySTDirectives() -> Document {
        expandingMySTDirectivesWithInsertions().document
    }

    /// ``expandingMySTDirectives()`` with where nodes were added: after old node `after`,
    /// `count` nodes, in order (what moves the index of a later node).
    package func expandingMySTDirectivesWithInsertions() -> (document: Document, insertions: [(after: Int, count: Int)]) {
        guard !transforms.contains(.mystDirectives) else { return (self, []) }
        let nodes = storage.nodes
        let bytes = storage.bytes
        func isCandidate(_ raw: RawNode) -> Bool {
            raw.kind == .codeBlock && raw.text2.count > 0 && bytes[Int(raw.text2.offset)] == UInt8(ascii: "{")
        }
        var marked = self
        marked.transforms.insert(.mystDirectives)
        let candidates = nodes.lazy.filter(isCandidate)
        guard !candidates.isEmpty else { return (marked, []) }
        var rebuilt = TreeRebuilder(storage: storage)
        // Room for the bodies' trees, which the walk grafts one by one: for each, a node a 4
        // bytes of its text and two more (the block, a paragraph; a body of prose takes a node
        // for 10 to 30 bytes), and its bytes again, with 64 for the title.
        let room = candidates.reduce((nodes: nodes.count, bytes: bytes.count)) { room, raw in
            (room.nodes + Int(raw.text.count) / 4 + 2, room.bytes + Int(raw.text.count) + 64)
        }
        rebuilt.reserveCapacity(nodes: room.nodes, bytes: room.bytes)
        var insertions: [(after: Int, count: Int)] = []
        let bodyOptions = ParseOptions(limits: options.limits)
        for i in 1..<nodes.count {
            rebuilt.closeNodes(before: i)
            let raw = nodes[i]
            guard isCandidate(raw), let directive = MySTDirective(info: storage.slice(raw.text2), literal: storage.slice(raw.text))
            else {
                rebuilt.copy(raw, at: i)
                continue
            }
            let block = rebuilt.open(kind: .customBlock, range: raw.range)
            let title = rebuilt.append(directive.title.utf8)
            rebuilt.update(block) { node in
                node.flags = RawNode.directiveFlag
                node.small = UInt16(AlertKind.allCases.firstIndex(of: directive.kind) ?? 0)
                node.text = title
            }
            let body = Document(parsing: directive.body, options: bodyOptions)
            rebuilt.graft(body.storage, range: raw.range)
            insertions.append((i, body.storage.nodes.count - 1))
            rebuilt.close(block)
        }
        return (rebuilt.finish(from: marked), insertions)
    }
}

extension RawNode {
    /// The kind of a MyST directive's block (``isMySTDirective``).
    package var directiveKind: AlertKind {
        let kinds = AlertKind.allCases
        return Int(small) < kinds.count ? kinds[Int(small)] : .note
    }
}
