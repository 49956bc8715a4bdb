import CSourceHighlight
import MarkdownLayout
import MarkdownTheme

/// One styling's highlighter: the C++ highlighter and the definitions it loaded, freed
/// when styling drops the session.
final class HighlightSession: CodeHighlightSession {
    private let handle: OpaquePointer?
    private let directories: [String]
    private let libraryDirectory: String
    private let timeLimit: Double
    /// The language id of each definition file asked for (-1: missing or invalid).
    private var languages: [String: Int32] = [:]

    init(directories: [String], timeLimit: Double) {
        handle = csh_create()
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

    /// The definition's language id, loaded on first use: this package's files from the
    /// first directory that has it, the library's from its own directory.
    private func load(_ entry: LanguageTable.Entry, _ handle: OpaquePointer) -> Int32 {
        if let known = languages[entry.file] { return known }
        var id: Int32 = -1
        if entry.own {
            for directory in directories where LanguageFiles.exists(directory, entry.file) {
                id = csh_load_language(handle, directory, entry.file)
                break
            }
        } else {
            id = csh_load_language(handle, libraryDirectory, entry.file)
        }
        languages[entry.file] = id
        return id
    }
}
