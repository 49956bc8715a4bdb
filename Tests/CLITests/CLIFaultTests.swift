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

    /// A sparse file that claims a terabyte is read up to the size limit, not allocated at
    /// its claimed size.
    @Test func sparseFileOverTheLimitIsRefusedAfterTheLimit() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("sparse.md").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("# Title\n".utf8)))
        #expect(truncate(path, 1 << 40) == 0)
        let result = try CLIRunner.run(["html", path])
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: the input is over 64 MiB, the size limit; use --no-limits to lift it\n")
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

    /// To a pipe, render writes its output in pieces as the layout makes them; to a file,
    /// whole: the bytes are the same, colour and plain, over many pieces.
    @Test(arguments: [["--color", "always", "--theme", "dark"], ["--format", "plain"]])
    func outputInPiecesEqualsOutputWrittenWhole(options: [String]) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let markdown = (0..<5_000).map { "- item \($0) with *emphasis* and [a link](https://example.com/\($0))\n" }.joined()
        try Data(markdown.utf8).write(to: directory.appendingPathComponent("in.md"))
        let whole = try CLIRunner.run(["render", "--width", "60", "--output", "out.txt", "in.md"] + options, directory: directory)
        #expect(whole.status == 0)
        let piped = try CLIRunner.run(["render", "--width", "60", "in.md"] + options, directory: directory)
        #expect(piped.status == 0)
        #expect(piped.stdout.count > 4 << 16)
        #expect(try Data(contentsOf: directory.appendingPathComponent("out.txt")) == Data(piped.stdout))
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

    /// A theme or config path that is a FIFO is refused at once: nothing waits in open(2)
    /// for a writer (`timeout` turns a hang into status 124).
    @Test(arguments: [
        "\"$CMARK\" render --theme fifo.json",
        "CMARK_SWIFT_CONFIG=fifo.json \"$CMARK\" render",
        "printf 'theme = fifo.json\\n' > config; CMARK_SWIFT_CONFIG=config \"$CMARK\" render",
    ])
    func fifoThemeOrConfigIsRefusedAtOnce(command: String) throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("fifo.json").path, 0o600) == 0)
        let result = try CLIRunner.shell("echo x | timeout 10 env \(command)", directory: directory)
        #expect(result.status == 1 || result.status == 2)
        #expect(result.stderr.hasPrefix("cmark-swift: error: "))
        #expect(result.stderr.contains("FIFO"))
    }

    @Test func outputToAFIFONobodyReadsFailsAtOnce() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("out").path, 0o600) == 0)
        let result = try CLIRunner.shell("echo x | timeout 10 \"$CMARK\" render --output out", directory: directory)
        #expect(result.status == 1)
        #expect(result.stderr == "cmark-swift: error: cannot write 'out': a FIFO that nobody reads\n")
    }

    /// Replacing a private file keeps it private: the new file gets the old one's mode.
    @Test func outputKeepsTheReplacedFilesMode() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out.txt")
        try Data("old\n".utf8).write(to: out)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: out.path)
        let result = try CLIRunner.run(["render", "--output", "out.txt"], stdin: Array("new\n".utf8), directory: directory)
        #expect(result.status == 0)
        #expect(try String(contentsOf: out, encoding: .utf8) == "new\n")
        let mode = try FileManager.default.attributesOfItem(atPath: out.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    /// `--output` through a symbolic link replaces the file it leads to and keeps the link;
    /// a link to nothing is refused rather than replaced by a file.
    @Test func outputFollowsASymbolicLinkAndKeepsIt() throws {
        let directory = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("real"), withIntermediateDirectories: false)
        try Data("old\n".utf8).write(to: directory.appendingPathComponent("real/out.txt"))
        try manager.createSymbolicLink(atPath: directory.appendingPathComponent("link.txt").path, withDestinationPath: "real/out.txt")
        let result = try CLIRunner.run(["render", "--output", "link.txt"], stdin: Array("new\n".utf8), directory: directory)
        #expect(result.status == 0)
        #expect(try manager.destinationOfSymbolicLink(atPath: directory.appendingPathComponent("link.txt").path) == "real/out.txt")
        #expect(try String(contentsOf: directory.appendingPathComponent("real/out.txt"), encoding: .utf8) == "new\n")
        #expect(try manager.contentsOfDirectory(atPath: directory.appendingPathComponent("real").path) == ["out.txt"])

        let dangling = directory.appendingPathComponent("dangling.txt").path
        try manager.createSymbolicLink(atPath: dangling, withDestinationPath: "missing/out.txt")
        let refused = try CLIRunner.run(["render", "--output", "dangling.txt"], stdin: Array("new\n".utf8), directory: directory)
        #expect(refused.status == 1)
        #expect(refused.stderr == "cmark-swift: error: cannot write 'dangling.txt': a symbolic link to a missing file\n")
        #expect(try manager.destinationOfSymbolicLink(atPath: dangling) == "missing/out.txt")
    }
}
