/// Why spec examples could not be loaded or run.
package enum ConformanceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A fixture file cannot be read.
    case unreadableFixture(String)
    /// A fixture file is not valid JSON of spec examples.
    case malformedFixture(String, reason: String)
    /// An example names an extension cmark-gfm does not have.
    case unknownExtension(String, example: Int)
    /// An example names an option this runner does not know.
    case unknownOption(String, example: Int)

    package var description: String {
        switch self {
        case .unreadableFixture(let path): "\(path): cannot read the fixture"
        case .malformedFixture(let name, let reason): "\(name): not a spec fixture: \(reason)"
        case .unknownExtension(let name, let example): "example \(example): unknown extension '\(name)'"
        case .unknownOption(let name, let example): "example \(example): unknown option '\(name)'"
        }
    }
}
