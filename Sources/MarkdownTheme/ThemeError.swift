/// Why a theme could not be loaded, with a message a user can act on: the file, the line
/// and column or the key path, and what was expected.
///
/// ```swift
/// do {
///     let theme = try Theme(contentsOf: "mine.json")
/// } catch {
///     print(error.message)
///     // mine.json:4:20: headings.h2.foreground: expected a colour like "#ff8800", 208 or "red", got "orangey"
/// }
/// ```
public enum ThemeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A place in a theme file: 1-based line and column (in Unicode scalars).
    public struct Position: Sendable, Hashable {
        public var line: Int
        public var column: Int

        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// The file could not be read.
    case unreadable(file: String, reason: String)
    /// The file is not valid JSON.
    case syntax(file: String, position: Position, message: String)
    /// A value has the wrong type or is out of range. `keyPath` is like `headings.h2.foreground`
    /// or `list.bullets[1]` (empty for the whole file).
    case invalidValue(file: String, keyPath: String, position: Position?, expected: String, got: String)
    /// A key the theme format does not know (a typo, usually); `known` lists the keys
    /// allowed there.
    case unknownKey(file: String, keyPath: String, position: Position?, known: [String])
    /// `extends` names neither a built-in theme nor a readable file.
    case unknownExtends(file: String, target: String, reason: String)
    /// Theme files extend each other in a circle; `chain` lists them, the first repeated last.
    case extendsCycle(chain: [String])
    /// `--theme NAME` names neither a built-in theme nor a file.
    case unknownTheme(name: String)

    /// The one-line message.
    public var message: String {
        switch self {
        case .unreadable(let file, let reason):
            return "cannot read theme '\(file)': \(reason)"
        case .syntax(let file, let position, let message):
            return "\(file):\(position.line):\(position.column): invalid JSON: \(message)"
        case .invalidValue(let file, let keyPath, let position, let expected, let got):
            return ThemeError.location(file, keyPath, position) + "expected \(expected), got \(got)"
        case .unknownKey(let file, let keyPath, let position, let known):
            let key = String(keyPath.split(separator: ".").last ?? Substring(keyPath))
            let text = ThemeError.location(file, keyPath, position) + "unknown key"
            guard let near = ThemeError.nearest(to: key, in: known) else {
                return text + "; known keys here: " + known.joined(separator: ", ")
            }
            return text + "; did you mean '\(near)'? Known keys here: " + known.joined(separator: ", ")
        case .unknownExtends(let file, let target, let reason):
            return
                "\(file): extends: \"\(target)\" is neither a built-in theme (\(ThemeError.builtInNames)) nor a readable file (\(reason))"
        case .extendsCycle(let chain):
            return "\(chain.first ?? ""): themes extend each other in a cycle: \(chain.joined(separator: " -> "))"
        case .unknownTheme(let name):
            var text = "no theme '\(name)': not a built-in theme (\(ThemeError.builtInNames)) and no such file"
            if let near = ThemeError.nearest(to: name, in: Theme.builtIns.map(\.name)) { text += "; did you mean '\(near)'?" }
            return text
        }
    }

    public var description: String { message }

    private static var builtInNames: String {
        Theme.builtIns.map(\.name).joined(separator: ", ")
    }

    /// `file:line:column: key.path: `, leaving out what is unknown.
    private static func location(_ file: String, _ keyPath: String, _ position: Position?) -> String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if !keyPath.isEmpty { text += keyPath + ": " }
        return text
    }

    /// The candidate within two edits of `word`, if one is.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= 2, best.1 < word.count else { return nil }
        return best.0
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
