import CSourceHighlight

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the language definitions are: the library's directory, and this package's
/// `Languages/` next to the executable or in the source checkout.
public enum LanguageFiles {
    /// The directories searched for this package's definitions by default, in order:
    /// `share/cmark-swift/languages` beside the running executable's `bin` (where
    /// `make install` puts them: `/usr/local/bin/cmark-swift` reads
    /// `/usr/local/share/cmark-swift/languages`), then `Sources/MarkdownHighlighting/Languages`
    /// of the checkout this module was built from.
    public static var packageDirectories: [String] {
        var directories: [String] = []
        if let executable = executableDirectory() { directories.append(executable + "/../share/cmark-swift/languages") }
        directories.append(sourceDirectory)
        return directories
    }

    /// The checkout's `Languages` directory (beside this file).
    static var sourceDirectory: String {
        let file = #filePath
        let directory = file.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(file[..<$0]) } ?? "."
        return directory + "/Languages"
    }

    /// The library's own definitions (Debian: /usr/share/source-highlight).
    static var libraryDirectory: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = csh_default_directory(&buffer, buffer.count)
        guard length > 0, length < buffer.count else { return "/usr/share/source-highlight" }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func exists(_ directory: String, _ file: String) -> Bool {
        access(directory + "/" + file, R_OK) == 0
    }

    /// The directory of the running executable (Linux: /proc/self/exe), or `nil`.
    private static func executableDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return String(path[..<slash])
    }
}
