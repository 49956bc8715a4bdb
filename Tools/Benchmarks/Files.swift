import CMarkSwift
import Conformance

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes text to a file, or exits with a message.
func writeFile(_ path: String, _ text: String) {
    guard let file = fopen(path, "wb") else {
        print("cannot write \(path)")
        exitProgram(1)
    }
    var text = text
    text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
}

/// The Markdown of every example of the spec fixtures (Fixtures/spec/*.json), joined by blank
/// lines, or nil when the fixtures are not there (run from the package root).
func specExamples(directory: String = "Fixtures/spec") -> String? {
    var joined = ""
    for file in SpecLoader.fixtureNames {
        guard let examples = try? SpecLoader.load(contentsOfFile: directory + "/" + file) else { continue }
        for example in examples { joined += example.markdown + "\n\n" }
    }
    return joined.isEmpty ? nil : joined
}

/// The text of a file, or nil when it cannot be read.
func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The names of the `.md` files in a directory, sorted (empty when it cannot be read).
func markdownFiles(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name.hasSuffix(".md") { names.append(name) }
    }
    return names.sorted()
}
