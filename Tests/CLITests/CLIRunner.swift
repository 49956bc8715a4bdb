import Foundation

/// Runs the built `cmark-swift` binary and captures what it does.
///
/// The binary is found next to the test bundle (the same build directory, whatever the
/// scratch path or sanitizer), else in `.build/debug`.
struct CLIRunner {
    /// What one run produced.
    struct Result {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
        var output: String { String(decoding: stdout, as: UTF8.self) }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let binary = built("cmark-swift")

    /// The built executable `name` of this package (see the type's documentation).
    static func built(_ name: String) -> URL {
        let near = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
        let candidates = [
            near, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
            root.appendingPathComponent(".build/debug/\(name)"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? near
    }

    /// Runs `cmark-swift ARGUMENTS` with `stdin` as standard input, in `directory`, with
    /// `environment` added to the isolated one (see ``isolatedEnvironment``).
    static func run(
        _ arguments: [String], stdin: [UInt8] = [], directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        try launch(binary, arguments, stdin: stdin, directory: directory, environment: isolatedEnvironment.merging(environment) { $1 })
    }

    /// The test process's environment without the user's defaults: no `CMARK_SWIFT_*`
    /// variable, and no config file (`CMARK_SWIFT_CONFIG` empty), so that a developer's
    /// settings cannot change what the tests see.
    static var isolatedEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("CMARK_SWIFT_") }
        environment["CMARK_SWIFT_CONFIG"] = ""
        return environment
    }

    /// Runs another of the package's executables (`Benchmarks`) with `arguments`.
    static func run(program name: String, _ arguments: [String]) throws -> Result {
        try launch(built(name), arguments, stdin: [], directory: nil, environment: isolatedEnvironment)
    }

    /// Runs a shell command line (for pipes and `ulimit`), with `$CMARK` set to the binary.
    static func shell(_ script: String, directory: URL? = nil) throws -> Result {
        let environment = isolatedEnvironment.merging(["CMARK": binary.path]) { $1 }
        return try launch(URL(fileURLWithPath: "/bin/bash"), ["-c", script], stdin: [], directory: directory, environment: environment)
    }

    /// Runs a program with standard input, output and error in temporary files (no pipe can
    /// fill up and block it), and collects them.
    private static func launch(
        _ program: URL, _ arguments: [String], stdin: [UInt8], directory: URL?, environment: [String: String]
    ) throws -> Result {
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = ["in", "out", "err"].map { scratch.appendingPathComponent($0) }
        try Data(stdin).write(to: files[0])
        try Data().write(to: files[1])
        try Data().write(to: files[2])
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let handles = [
            try FileHandle(forReadingFrom: files[0]), try FileHandle(forWritingTo: files[1]), try FileHandle(forWritingTo: files[2]),
        ]
        defer { for handle in handles { try? handle.close() } }
        process.standardInput = handles[0]
        process.standardOutput = handles[1]
        process.standardError = handles[2]
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, stdout: [UInt8](try Data(contentsOf: files[1])),
            stderr: String(decoding: try Data(contentsOf: files[2]), as: UTF8.self))
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cmark-swift-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
