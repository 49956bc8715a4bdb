import Foundation
import Testing

/// I/O faults: unreadable inputs, closed pipes, and `--output` failing part-way, which must
/// leave no partial file behind.
@Suite struct CLIFaultTests {
    static let sample = CLIRunner.root.appendingPathComponent("Fixtures/real/commonmark-spec-0.31.2.md").path

    @Test func directoryIsBadInput() throws {
        let result = try CLIRunner.run(["render", "/tmp"])
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: cannot read '/tmp': is a directory\n")
    }

    /// A file that opens but fails to read (reading /proc/self/mem at offset 0 is EIO).
    @Test func readErrorIsBadInput() throws {
        let result = try CLIRunner.run(["html", "/proc/self/mem"])
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: cannot read '/proc/self/mem': Input/output error\n")
    }

    /// A file that vanished before it was opened: a dangling symbolic link.
    @Test func vanishedFileIsBadInput() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("gone.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: directory.appendingPathComponent("missing").path)
        let result = try CLIRunner.run(["render", link.path])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("No such file or directory\n"))
    }

    @Test(arguments: ["render --width 80 --color always", "html", "ast"])
    func closedPipeEndsQuietly(command: String) throws {
        let result = try CLIRunner.shell("\"$CMARK\" \(command) '\(CLIFaultTests.sample)' | head -1 >/dev/null; echo ${PIPESTATUS[0]}")
        #expect(result.output == "0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func outputFileIsWrittenWhole() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["render", "--width", "60", "--output", "out.txt", CLIFaultTests.sample], directory: directory)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        let direct = try CLIRunner.run(["render", "--width", "60", CLIFaultTests.sample])
        #expect(try Data(contentsOf: directory.appendingPathComponent("out.txt")) == Data(direct.stdout))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
    }

    @Test func fullDeviceIsOneLineError() throws {
        let result = try CLIRunner.run(["render", "--output", "/dev/full", CLIFaultTests.sample])
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: cannot write '/dev/full': No space left on device\n")
    }

    /// Disk full part-way through a regular file (`ulimit -f` makes write(2) fail with
    /// EFBIG): the old file stays, no temporary is left.
    @Test func failingWriteLeavesNoPartialFile() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("old\n".utf8).write(to: directory.appendingPathComponent("out.txt"))
        let result = try CLIRunner.shell(
            "ulimit -f 8; \"$CMARK\" render --output out.txt '\(CLIFaultTests.sample)'", directory: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: cannot write 'out.txt': File too large\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.txt"])
        #expect(try String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8) == "old\n")
    }

    @Test func outputIntoMissingDirectoryOrOntoADirectoryFails() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try CLIRunner.run(["render", "--output", "no/such/dir/out.txt", CLIFaultTests.sample], directory: directory)
        #expect(missing.status == 1)
        #expect(missing.stderr == "cmark-swift: error: cannot write 'no/such/dir/out.txt': No such file or directory\n")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sub"), withIntermediateDirectories: false)
        let onto = try CLIRunner.run(["render", "--output", "sub", CLIFaultTests.sample], directory: directory)
        #expect(onto.status == 1)
        #expect(onto.stderr == "cmark-swift: error: cannot write 'sub': Is a directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["sub"])
    }
}
