extension Document {
    /// The tree as nested JSON: `{"type":"document","children":[…]}`, each node with its
    /// ``Node/attributes`` as typed values (strings, numbers, booleans, arrays). Written
    /// iteratively, so it works at any depth; containers always have `children`, leaves
    /// never.
    ///
    /// ```swift
    /// print(Document(parsing: "# Hi\n").jsonDump())
    /// // {"type":"document","children":[{"type":"heading","level":1,"style":"atx",
    /// //   "children":[{"type":"text","literal":"Hi"}]}]}   (on one line)
    /// ```
    package func jsonDump(sourcePositions: Bool = false) -> String {
        var out = ""
        storage.nodes.withUnsafeBufferPointer { nodes in
            var events = TreeEvents(nodes, subtreeOf: 0)
            while let event = events.next() {
                switch event {
                case .enter(let index):
                    let node = Node(document: self, index: index)
                    let raw = nodes[index]
                    if raw.parent >= 0 && Int(raw.parent) + 1 != index { out += "," }
                    out += "{\"type\":\"" + node.kind.name + "\""
                    if sourcePositions && !raw.range.isEmpty { out += ",\"sourcepos\":\"\(raw.range)\"" }
                    for (key, value) in node.attributes { out += ",\"" + key + "\":" + jsonValue(value) }
                    // Containers always have children, leaves never.
                    if !raw.kind.isLeaf { out += ",\"children\":[" }
                case .exit(let index):
                    out += nodes[index].kind.isLeaf ? "}" : "]}"
                }
            }
        }
        return out + "\n"
    }
}

/// An attribute value of ``Node/attributes`` as JSON: quoted text stays, numbers and
/// booleans stay bare, `[a,b]` lists become arrays of strings, other words are quoted.
private func jsonValue(_ value: String) -> String {
    if value.hasPrefix("\"") || value == "true" || value == "false" || Int(value) != nil { return value }
    if value.hasPrefix("[") && value.hasSuffix("]") {
        let items = value.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: true)
        return "[" + items.map { quoted(String($0)) }.joined(separator: ",") + "]"
    }
    return quoted(value)
}
