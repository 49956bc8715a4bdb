import Conformance
import MarkdownTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Fixture files, found relative to this source file.
enum Fixtures {
    /// The package root: three levels above `Tests/ConformanceTests/Fixtures.swift`.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let specFiles = [
        "gfm-spec.json", "gfm-extensions.json", "smart-punct.json", "regression.json",
        "full-info-string.json", "table-prefer-style-attributes.json",
    ]

    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    static func examples(_ name: String) throws -> [SpecExample] {
        let path = root + "/Fixtures/spec/" + name
        guard let bytes = read(path) else { throw FixtureMissing(path: path) }
        return try SpecLoader.load(bytes, name: name)
    }

    static let allExamples: [SpecExample] = specFiles.flatMap { (try? examples($0)) ?? [] }

    /// The Markdown files in `Fixtures/real`.
    static func realDocuments() -> [(name: String, text: String)] {
        let directory = root + "/Fixtures/real"
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasSuffix(".md") { names.append(name) }
        }
        return names.sorted().compactMap { name in
            read(directory + "/" + name).map { (name, String(decoding: $0, as: UTF8.self)) }
        }
    }
}

struct FixtureMissing: Error {
    var path: String
}

/// HTML from cmark-gfm itself, the reference.
func cmarkHTML(_ markdown: String, _ parse: ParseOptions, _ render: RenderOptions) -> String {
    CMark.render(markdown, as: .html, parseOptions: parse, renderOptions: render)
}
