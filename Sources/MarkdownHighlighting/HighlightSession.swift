import CSourceHighlight
import MarkdownLayout
import MarkdownSupport
import MarkdownTheme

/// The language definitions a ``SyntaxHighlighter`` (and its copies) loaded, kept until the
/// last of them and of their sessions is dropped. Sendable: the C side holds the library's
/// lock over every use of them, from any thread.
final class LanguageDefinitions: @unchecked Sendable {
    let handle: OpaquePointer?
    /// The id each definition got (-1: missing or invalid), by where it was looked for.
    private let ids = Locked<[String: Int32]>([:])

    init(rememberingMatches: Bool) { handle = csh_create_definitions(rememberingMatches) }

    /// The id of the definition `key` names, made by `load` the first time it is asked for.
    func id(for key: String, loading load: () -> Int32) -> Int32 {
        ids.withLock { ids in
            if let id = ids[key] { return id }
            let id = load()
            ids[key] = id
            return id
        }
    }

    deinit {
        if let handle { csh_destroy_definitions(handle) }
    }
}

/// One styling's highlighter: the C++ highlighter over the shared definitions, freed when
/// styling drops the session.
final class HighlightSession: CodeHighlightSession {
    private let handle: OpaquePointer?
    /// Kept so that the definitions outlive the highlighter made over them.
    private let definitions: LanguageDefinitions
    private let directories: [String]
    private let libraryDirectory: String
    private let timeLimit: Double
    /// The language id of each definition file asked for (-1: missing or invalid).
    private var languages: [String: Int32] = [:]

    init(definitions: LanguageDefinitions, directories: [String], timeLimit: Double) {
        self.definitions = definitions
        handle = definitions.handle.flatMap { csh_create($0) }
        self.directories = directories
        self.timeLimit = timeLimit
        libraryDirectory = LanguageFiles.libraryDirectory
        if let handle {
            for (element, kind) in LanguageTable.elements {
                csh_map_element(handle, element, UInt32(Self.kinds.firstIndex(of: kind)!))
            }
        }
    }

    deinit {
        if let handle { csh_destroy(handle) }
    }

    private static let kinds = SyntaxKind.allCases

    func tokens(in code: [UInt8], language: String) -> [CodeToken] {
        guard let handle, let entry = LanguageTable.entry(for: language) else { return [] }
        let id = load(entry, handle)
        guard id >= 0 else { return [] }
        let count = code.withUnsafeBufferPointer { code in
            code.withMemoryRebound(to: CChar.self) { csh_highlight(handle, id, $0.baseAddress, $0.count, timeLimit) }
        }
        guard count > 0, let tokens = csh_tokens(handle) else { return [] }
        var result: [CodeToken] = []
        result.reserveCapacity(Int(count))
        for token in UnsafeBufferPointer(start: tokens, count: Int(count)) {
            let start = Int(token.start)
            result.append(CodeToken(range: start..<start + Int(token.length), kind: Self.kinds[Int(token.kind)]))
        }
        return result
    }

    /// The definition's language id, loaded on first use (by this session or another over
    /// the same definitions): this package's files from the first directory that has it,
    /// the library's from its own directory.
    private func load(_ entry: LanguageTable.Entry, _ handle: OpaquePointer) -> Int32 {
        if let known = languages[entry.file] { return known }
        // The package's files are looked for in this session's directories, in order.
        let key = entry.own ? (directories + [entry.file]).joined(separator: "\u{0}") : entry.file
        let id = definitions.id(for: key) {
            guard entry.own else { return csh_load_language(handle, libraryDirectory, entry.file) }
            for directory in directories where LanguageFiles.exists(directory, entry.file) {
                return csh_load_language(handle, directory, entry.file)
            }
            return -1
        }
        languages[entry.file] = id
        return id
    }
}
