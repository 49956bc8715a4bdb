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
    public func jsonDump(sourcePositions: Bool = false) -> String {
        var out = ""
        var openEnds: [Int32] = []
        for node in nodes {
            let raw = node.raw
            while let end = openEnds.last, Int(end) <= node.index {
                out += "]}"
                openEnds.removeLast()
            }
            if raw.parent >= 0 && Int(raw.parent) + 1 != node.index { out += "," }
            out += "{\"type\":\"" + node.kind.name + "\""
            if sourcePositions && !raw.range.isEmpty { out += ",\"sourcepos\":\"\(raw.range)\"" }
            for (key, value) in node.attributes { out += ",\"" + key + "\":" + jsonValue(value) }
            if Int(raw.end) > node.index + 1 {
                out += ",\"children\":["
                openEnds.append(raw.end)
            } else {
                out += node.kind.isLeaf ? "}" : ",\"children\":[]}"
            }
        }
        out += String(repeating: "]}", count: openEnds.count)
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
