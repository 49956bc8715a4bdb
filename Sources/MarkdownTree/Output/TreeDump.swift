import MarkdownSupport

extension Document {
    /// Levels of indentation the tree dump draws before it writes depths as numbers.
    static let dumpIndentLimit = 40

    /// A readable dump of the tree, one node a line, indented by depth: the test oracle
    /// for the tree's shape.
    ///
    /// ```swift
    /// print(Document(parsing: "# Hi *there*\n").treeDump())
    /// // document
    /// //   heading level=1 atx
    /// //     text "Hi "
    /// //     emph
    /// //       text "there"
    /// ```
    public func treeDump(sourcePositions: Bool = false) -> String {
        var out = ""
        // Depths in one pass (a node's parent always comes before it): linear at any depth.
        var depths = [Int](repeating: 0, count: nodeCount)
        for node in nodes {
            let parent = Int(storage.nodes[node.index].parent)
            let depth = parent < 0 ? 0 : depths[parent] + 1
            depths[node.index] = depth
            // Indentation stops at a cap, so a document nested 100,000 deep dumps in linear
            // size; deeper lines say their depth instead.
            if depth <= Self.dumpIndentLimit {
                out += String(repeating: "  ", count: depth)
            } else {
                out += String(repeating: "  ", count: Self.dumpIndentLimit) + "[\(depth)] "
            }
            out += node.kind.name
            if sourcePositions && !node.sourceRange.isEmpty { out += " [\(node.sourceRange)]" }
            for (key, value) in node.attributes { out += " \(key)=\(value)" }
            out += "\n"
        }
        return out
    }
}

extension Node {
    /// The node's data as ordered key/value pairs, values already quoted where they are text.
    /// Shared by the tree dump and the JSON dump.
    package var attributes: [(String, String)] {
        switch kind {
        case .text, .code, .htmlBlock, .inlineHTML:
            return [("literal", quoted(literal ?? ""))]
        case .codeBlock:
            var pairs = [("info", quoted(info ?? ""))]
            if let fence { pairs.append(("fence", quoted(String(repeating: fence.character, count: fence.length)))) }
            pairs.append(("literal", quoted(literal ?? "")))
            return pairs
        case .heading:
            return [("level", "\(headingLevel ?? 0)"), ("style", headingStyle == .setext ? "setext" : "atx")]
        case .list:
            guard let list = listAttributes else { return [] }
            var pairs = [("type", list.type == .ordered ? "ordered" : "bullet")]
            if list.type == .ordered {
                pairs.append(("start", "\(list.start)"))
                pairs.append(("delimiter", list.delimiter == .parenthesis ? "paren" : "period"))
            }
            pairs.append(("tight", "\(list.isTight)"))
            return pairs
        case .item:
            switch taskState ?? .none {
            case .none: return []
            case .checked: return [("task", "checked")]
            case .unchecked: return [("task", "unchecked")]
            }
        case .link, .image:
            var pairs = [("destination", quoted(destination ?? ""))]
            if let title, !title.isEmpty { pairs.append(("title", quoted(title))) }
            if isAutolink { pairs.append(("autolink", "true")) }
            return pairs
        case .table:
            return [("alignments", "[" + (tableAlignments ?? []).map { "\($0)" }.joined(separator: ",") + "]")]
        case .tableRow:
            return (isHeaderRow ?? false) ? [("header", "true")] : []
        case .tableCell:
            return [("column", "\(cellColumn ?? 0)"), ("alignment", "\(cellAlignment ?? .none)")]
        case .footnoteDefinition:
            return [("label", quoted(literal ?? "")), ("number", "\(footnoteNumber ?? 0)")]
        case .footnoteReference:
            return [("label", quoted(literal ?? "")), ("number", "\(footnoteNumber ?? 0)"), ("index", "\(raw.footnoteReferenceIndex)")]
        case .customBlock, .customInline:
            switch content {
            case .customBlock(let onEnter, let onExit), .customInline(let onEnter, let onExit, _):
                return [("onEnter", quoted(onEnter)), ("onExit", quoted(onExit))]
            default: return []
            }
        default:
            return []
        }
    }
}

/// `text` in double quotes with `\`, `"`, and control characters escaped (JSON rules),
/// every scalar ``jsonEscapes(_:)`` names written as `\uXXXX`.
package func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if jsonEscapes(scalar) {
                out += jsonEscape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
