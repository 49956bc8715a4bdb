import CMarkSwift
import Conformance

/// `cmark-swift spec`: runs spec examples and compares the HTML byte for byte.
struct SpecCommand: Command {
    static let name = "spec"
    static let summary = "run spec-conformance examples"
    static let synopsis = "[FIXTURE.json|spec.txt|- ...] [--renderer swift|cmark] [--roundtrip] [--section S] [--example N] [--verbose]"
    static let about = """
        Runs spec examples through a renderer and compares its HTML with the expected HTML,
        byte for byte. Inputs are JSON fixture files (Fixtures/spec/*.json) or spec texts in
        the format of cmark-gfm's test/spec.txt (examples of a spec text run with --unsafe and
        the extensions their info strings name). No FILE, or -, reads standard input:

            zcat /usr/share/doc/cmark-gfm/spec.txt.gz | cmark-swift spec -

        Each failure is shown with a line diff. The last line is 'N passed, N failed';
        the exit status is 1 when any example failed.
        """
    static let optionTable: [OptionSpec] = [
        OptionSpec(
            "--renderer", value: "R", choices: ["swift", "cmark"],
            help: "swift (default): this package's parser tree and HTML renderer; cmark: cmark-gfm's own HTML renderer"),
        OptionSpec(
            "--roundtrip", help: "parse, write CommonMark with this package's writer, re-parse, then render with the swift renderer"),
        OptionSpec("--section", value: "S", help: "only examples of the section named S"),
        OptionSpec("--example", value: "N", help: "only example number N"),
        OptionSpec("--verbose", help: "also list every example that passed"),
    ]

    var files: [String]
    var renderer: SpecRenderer
    var section: String?
    var example: Int?
    var verbose: Bool

    init(arguments: inout Arguments) throws(CLIError) {
        renderer = SpecRenderer(rawValue: try arguments.choice("--renderer", ["swift", "cmark"]) ?? "swift") ?? .swift
        if arguments.flag("--roundtrip") { renderer = .roundtrip }
        section = try arguments.value("--section")
        example = try arguments.integer("--example", in: 0...1_000_000)
        verbose = arguments.flag("--verbose", "-v")
        files = try arguments.finish()
    }

    func run(output: inout Output) throws(CLIError) {
        let runner = SpecRunner(renderer: renderer)
        var summary = SpecSummary()
        for file in files.isEmpty ? ["-"] : files {
            let name = file == "-" ? "standard input" : FileName.display(file)
            let bytes = try LimitOption.readInputs([file], limits: .standard)
            let examples: [SpecExample]
            do {
                examples = try SpecLoader.load(bytes, name: name)
            } catch {
                throw .input(error.description)
            }
            guard !examples.isEmpty else { throw .input("\(name) holds no spec examples (JSON fixtures or spec.txt examples)") }
            for example in examples {
                if let section, example.section != section { continue }
                if let number = self.example, example.example != number { continue }
                let result: SpecResult
                do {
                    result = try runner.run(example)
                } catch {
                    throw .input("\(name): \(error.description)")
                }
                summary.record(result)
                if !result.passed {
                    output.write("FAIL \(name) example \(example.example) (\(example.section), line \(example.startLine))\n")
                    output.write(indented("markdown:\n" + example.markdown))
                    output.write(result.diff)
                    output.write("\n")
                } else if verbose {
                    output.write("pass \(name) example \(example.example) (\(example.section))\n")
                }
            }
        }
        if summary.passed + summary.failed == 0 { throw .input("no example matches --section or --example") }
        output.write(summary.line + "\n")
        if summary.failed > 0 {
            output.flush()
            throw .failed
        }
    }

    /// Each line of `text` indented by two spaces, ending with a newline.
    private func indented(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        return lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
    }
}
