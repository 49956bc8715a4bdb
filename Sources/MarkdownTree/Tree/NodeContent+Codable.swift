/// A node's content encodes flat, as its kind's name and its data beside it:
/// `{"type":"heading","level":2,"style":"atx"}`, `{"type":"text","literal":"Hi"}`.
extension NodeContent: Codable {
    private enum Key: String, CodingKey {
        case type, listType, delimiter, start, tight, task, info, literal, fence, level, style, alignments, header, label
        case destination, title, autolink, onEnter, onExit, rule
    }

    private static let listTypes: [(ListType, String)] = [(.bullet, "bullet"), (.ordered, "ordered")]
    private static let delimiters: [(ListDelimiter, String)] = [(.none, "none"), (.period, "period"), (.parenthesis, "paren")]
    private static let tasks: [(TaskState, String)] = [(.none, "none"), (.unchecked, "unchecked"), (.checked, "checked")]
    private static let styles: [(HeadingStyle, String)] = [(.atx, "atx"), (.setext, "setext")]
    private static let alignments: [(ColumnAlignment, String)] = [(.none, "none"), (.left, "left"), (.center, "center"), (.right, "right")]

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind.name, forKey: .type)
        func name<Value: Equatable>(_ value: Value, in names: [(Value, String)]) -> String {
            names.first { $0.0 == value }?.1 ?? ""
        }
        switch self {
        case .list(let list):
            try container.encode(name(list.type, in: Self.listTypes), forKey: .listType)
            try container.encode(name(list.delimiter, in: Self.delimiters), forKey: .delimiter)
            try container.encode(list.start, forKey: .start)
            try container.encode(list.isTight, forKey: .tight)
        case .item(let task):
            if task != .none { try container.encode(name(task, in: Self.tasks), forKey: .task) }
        case .codeBlock(let info, let literal, let fence):
            try container.encode(info, forKey: .info)
            try container.encode(literal, forKey: .literal)
            try container.encodeIfPresent(fence, forKey: .fence)
        case .htmlBlock(let text), .text(let text), .code(let text), .inlineHTML(let text):
            try container.encode(text, forKey: .literal)
        case .customBlock(let onEnter, let onExit):
            try container.encode(onEnter, forKey: .onEnter)
            try container.encode(onExit, forKey: .onExit)
        case .customInline(let onEnter, let onExit, let name):
            try container.encode(onEnter, forKey: .onEnter)
            try container.encode(onExit, forKey: .onExit)
            if !name.isEmpty { try container.encode(name, forKey: .rule) }
        case .heading(let level, let style):
            try container.encode(level, forKey: .level)
            try container.encode(name(style, in: Self.styles), forKey: .style)
        case .table(let alignments):
            try container.encode(alignments.map { name($0, in: Self.alignments) }, forKey: .alignments)
        case .tableRow(let header):
            try container.encode(header, forKey: .header)
        case .footnoteDefinition(let label), .footnoteReference(let label):
            try container.encode(label, forKey: .label)
        case .link(let destination, let title, let autolink):
            try container.encode(destination, forKey: .destination)
            try container.encode(title, forKey: .title)
            try container.encode(autolink, forKey: .autolink)
        case .image(let destination, let title):
            try container.encode(destination, forKey: .destination)
            try container.encode(title, forKey: .title)
        case .document, .blockQuote, .paragraph, .thematicBreak, .tableCell, .softBreak, .lineBreak, .emphasis, .strong,
            .strikethrough:
            break
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        func value<Value>(_ key: Key, in names: [(Value, String)], default fallback: Value) throws -> Value {
            guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return fallback }
            guard let found = names.first(where: { $0.1 == text }) else {
                let known = names.map(\.1).joined(separator: ", ")
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "expected one of \(known), got '\(text)'")
            }
            return found.0
        }
        func string(_ key: Key) throws -> String { try container.decodeIfPresent(String.self, forKey: key) ?? "" }
        let type = try container.decode(String.self, forKey: .type)
        guard let kind = NodeKind(name: type) else {
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown node type '\(type)'")
        }
        switch kind {
        case .document: self = .document
        case .blockQuote: self = .blockQuote
        case .list:
            self = .list(
                ListAttributes(
                    type: try value(.listType, in: Self.listTypes, default: .bullet),
                    delimiter: try value(.delimiter, in: Self.delimiters, default: .none),
                    start: try container.decodeIfPresent(Int.self, forKey: .start) ?? 0,
                    isTight: try container.decodeIfPresent(Bool.self, forKey: .tight) ?? true))
        case .item: self = .item(try value(.task, in: Self.tasks, default: .none))
        case .codeBlock:
            self = .codeBlock(
                info: try string(.info), literal: try string(.literal), fence: try container.decodeIfPresent(Fence.self, forKey: .fence))
        case .htmlBlock: self = .htmlBlock(try string(.literal))
        case .customBlock: self = .customBlock(onEnter: try string(.onEnter), onExit: try string(.onExit))
        case .paragraph: self = .paragraph
        case .heading:
            self = .heading(level: try container.decode(Int.self, forKey: .level), style: try value(.style, in: Self.styles, default: .atx))
        case .thematicBreak: self = .thematicBreak
        case .table:
            let names = try container.decodeIfPresent([String].self, forKey: .alignments) ?? []
            self = .table(
                try names.map { text in
                    guard let found = Self.alignments.first(where: { $0.1 == text }) else {
                        throw DecodingError.dataCorruptedError(
                            forKey: .alignments, in: container, debugDescription: "unknown alignment '\(text)'")
                    }
                    return found.0
                })
        case .tableRow: self = .tableRow(header: try container.decodeIfPresent(Bool.self, forKey: .header) ?? false)
        case .tableCell: self = .tableCell
        case .footnoteDefinition: self = .footnoteDefinition(label: try string(.label))
        case .text: self = .text(try string(.literal))
        case .softBreak: self = .softBreak
        case .lineBreak: self = .lineBreak
        case .code: self = .code(try string(.literal))
        case .inlineHTML: self = .inlineHTML(try string(.literal))
        case .customInline:
            self = .customInline(
                onEnter: try string(.onEnter), onExit: try string(.onExit),
                name: try container.decodeIfPresent(String.self, forKey: .rule) ?? "")
        case .emphasis: self = .emphasis
        case .strong: self = .strong
        case .strikethrough: self = .strikethrough
        case .link:
            self = .link(
                destination: try string(.destination), title: try string(.title),
                autolink: try container.decodeIfPresent(Bool.self, forKey: .autolink) ?? false)
        case .image: self = .image(destination: try string(.destination), title: try string(.title))
        case .footnoteReference: self = .footnoteReference(label: try string(.label))
        }
    }
}
