// cmark-swift benchmarks: every stage timed in one process, as a ratio to cmark-gfm's
// own parse + walk measured in the same run. Run with `make bench` (release build).
//
//   cmark-swift-bench [--quick] [--size MB]...
import MarkdownTree

var sizes = [1, 10]
var quick = false
var corpusPath: String?
var arguments = Array(CommandLine.arguments.dropFirst())
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--quick": quick = true
    case "--write-corpus":
        corpusPath = arguments.first
        if !arguments.isEmpty { arguments.removeFirst() }
    case "--size":
        if let value = arguments.first, let size = Int(value) {
            if sizes == [1, 10] { sizes = [] }
            sizes.append(size)
            arguments.removeFirst()
        }
    default:
        print("usage: Benchmarks [--quick] [--size MB]... [--write-corpus FILE]")
        exitProgram(2)
    }
}

if let corpusPath {
    // Writes the generated corpus of the first size to a file, for whole-process comparisons.
    var corpus = Corpus(seed: 0x5EED_0000 + UInt64(sizes[0]))
    writeFile(corpusPath, corpus.markdown(bytes: sizes[0] << 20))
    exitProgram(0)
}

var inputs: [(name: String, text: String)] = []
for size in sizes {
    var corpus = Corpus(seed: 0x5EED_0000 + UInt64(size))
    inputs.append(("generated \(size) MB", corpus.markdown(bytes: size << 20)))
}

for input in inputs {
    let report = StageReport(input: input.text, quick: quick)
    print("## \(input.name) (\(input.text.utf8.count) bytes, \(report.lineCount) lines)\n")
    print(report.table())
    print(reflowReport(input.text, quick: quick))
    print()
    print(AppReport.run(text: input.text, quick: quick))
    print()
}
