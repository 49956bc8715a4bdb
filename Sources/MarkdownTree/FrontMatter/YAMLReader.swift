import CYAML

/// Reads one YAML document with libyaml's event parser into a ``YAMLValue``, without
/// recursion (an explicit stack of open collections), with a nesting limit.
enum YAMLReader {
    /// Deeper YAML is rejected: front matter has no business nesting this far.
    static let maximumDepth = 128

    /// More values (scalars and collections, keys not counted) than this and the front
    /// matter is not read: far above any real front matter, it bounds what a hostile block
    /// costs. The block is then shown as written, with an error naming the limit.
    static let maximumEntries = 10_000

    /// A collection being read. Its elements are appended in place on the stack (never to a
    /// copy taken out of it), so that reading n elements costs O(n), not O(n²).
    private struct Open {
        var isMapping: Bool
        var items: [YAMLValue] = []
        var pairs: [(key: String, value: YAMLValue)] = []
        var pendingKey: String?

        var value: YAMLValue { isMapping ? .mapping(pairs) : .sequence(items) }
    }

    static func read(_ text: String) -> Result<YAMLValue, FrontMatterError> {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) != 0 else {
            return .failure(FrontMatterError(message: "cannot start the YAML parser", line: 1, column: 1))
        }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var stack: [Open] = []
            var result: YAMLValue = .null
            var finished = false
            var entries = 0

            func add(_ value: YAMLValue) -> FrontMatterError? {
                let top = stack.count - 1
                guard top >= 0 else {
                    result = value
                    finished = true
                    return nil
                }
                if !stack[top].isMapping {
                    stack[top].items.append(value)
                } else if let key = stack[top].pendingKey {
                    stack[top].pairs.append((key, value))
                    stack[top].pendingKey = nil
                } else {
                    guard let keyText = value.scalarText else {
                        return FrontMatterError(message: "a mapping key must be a scalar", line: 0, column: 0)
                    }
                    stack[top].pendingKey = keyText
                    return nil
                }
                entries += 1
                guard entries <= maximumEntries else {
                    return FrontMatterError(message: "more than \(maximumEntries) values, the limit; shown as written", line: 0, column: 0)
                }
                return nil
            }

            while !finished {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
                    return .failure(
                        FrontMatterError(
                            message: problem, line: Int(parser.problem_mark.line) + 1, column: Int(parser.problem_mark.column) + 1)
                    )
                }
                defer { yaml_event_delete(&event) }
                let line = Int(event.start_mark.line) + 1
                let column = Int(event.start_mark.column) + 1
                switch event.type {
                case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
                    finished = true
                case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                    guard stack.count < maximumDepth else {
                        return .failure(FrontMatterError(message: "nested deeper than \(maximumDepth) levels", line: line, column: column))
                    }
                    stack.append(Open(isMapping: event.type == YAML_MAPPING_START_EVENT))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    guard let top = stack.popLast() else { break }
                    if var error = add(top.value) {
                        error.line = line
                        error.column = column
                        return .failure(error)
                    }
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let text = String(
                        decoding: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), as: UTF8.self)
                    let value: YAMLValue = scalar.style == YAML_PLAIN_SCALAR_STYLE ? .plain(text) : .string(text)
                    if var error = add(value) {
                        error.line = line
                        error.column = column
                        return .failure(error)
                    }
                case YAML_ALIAS_EVENT:
                    // Aliases are not expanded: that is how "billion laughs" inputs blow up.
                    return .failure(FrontMatterError(message: "aliases (*name) are not supported", line: line, column: column))
                default:
                    break
                }
            }
            return .success(result)
        }
    }
}
