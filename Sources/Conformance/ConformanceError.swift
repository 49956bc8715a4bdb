/// Why spec examples could not be loaded or run.
public enum ConformanceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A fixture file is not valid JSON of spec examples.
    case malformedFixture(String, reason: String)
    /// An example names an extension cmark-gfm does not have.
    case unknownExtension(String, example: Int)
    /// An example names an option this runner does not know.
    case unknownOption(String, example: Int)
    /// The renderer cannot run yet (such as the CommonMark round trip before the writer exists).
    case rendererUnavailable(String, reason: String)

    public var description: String {
        switch self {
        case .malformedFixture(let name, let reason): "\(name): not a spec fixture: \(reason)"
        case .unknownExtension(let name, let example): "example \(example): unknown extension '\(name)'"
        case .unknownOption(let name, let example): "example \(example): unknown option '\(name)'"
        case .rendererUnavailable(let name, let reason): "the \(name) renderer is not available yet: \(reason)"
        }
    }
}
