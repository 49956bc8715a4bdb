import Foundation
import Testing

/// A default library render starts no thread: `Benchmarks --memory` renders 2 MB of the
/// generated corpus with `ANSIRenderer().render(_:theme:width:)` in a process of its own
/// (no other test's threads to count) and reports `/proc/self/task` before, during (the
/// most a sampler saw) and after.
@Suite struct DefaultRenderThreadTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
    func aDefaultRenderOfTwoMegabytesAddsNoThread() throws {
        let result = try CLIRunner.run(program: "Benchmarks", ["--memory", "--size", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let counts = Dictionary(
            uniqueKeysWithValues: result.output.split(separator: "\n").compactMap { line -> (String, Int)? in
                let parts = line.split(separator: ":")
                guard parts.count == 2, let value = Int(parts[1].trimmingCharacters(in: .whitespaces)) else { return nil }
                return (String(parts[0]), value)
            })
        let before = try #require(counts["threads before"], "\(result.output)")
        #expect(before > 0)
        #expect(counts["threads during (most)"] == before, "\(result.output)")
        #expect(counts["threads after"] == before, "\(result.output)")
    }
}
