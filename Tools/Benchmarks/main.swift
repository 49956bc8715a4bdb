// cmark-swift benchmarks: every stage timed in one process, as a ratio to cmark-gfm's
// own parse + walk measured in the same run. Run with `make bench` (release build).
//
//   Benchmarks [--quick] [--size MB]... [--no-spec] [--write-corpus FILE] [--write-code-corpus FILE]
//              [--highlight-only] [--memory] [--streaming] [--editing] [--threads] [--transforms N,N,...] [--attributed]
//              [--walkers]
import CMarkSwift

var sizes = [1, 10]
var quick = false
var includeSpec = true
var corpusPath: String?
var codeCorpusPath: String?
var streamingOnly = false
var editingOnly = false
var highlightOnly = false
var memory = false
var threadsOnly = false
var transformCounts: [Int]?
var attributedOnly = false
var walkersOnly = false
var arguments = Array(CommandLine.arguments.dropFirst())
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--quick": quick = true
    case "--no-spec": includeSpec = false
    case "--streaming": streamingOnly = true
    case "--editing": editingOnly = true
    case "--highlight-only": highlightOnly = true
    case "--memory": memory = true
    case "--threads": threadsOnly = true
    case "--transforms":
        transformCounts = (arguments.first ?? "").split(separator: ",").compactMap { Int($0) }
        if !arguments.isEmpty { arguments.removeFirst() }
    case "--attributed": attributedOnly = true
    case "--walkers": walkersOnly = true
    case "--write-corpus":
        corpusPath = arguments.first
        if !arguments.isEmpty { arguments.removeFirst() }
    case "--write-code-corpus":
        codeCorpusPath = arguments.first
        if !arguments.isEmpty { arguments.removeFirst() }
    case "--size":
        if let value = arguments.first, let size = Int(value) {
            if sizes == [1, 10] { sizes = [] }
            sizes.append(size)
            arguments.removeFirst()
        }
    default:
        print(
            "usage: Benchmarks [--quick] [--size MB]... [--no-spec] [--write-corpus FILE] [--write-code-corpus FILE]"
                + " [--highlight-only] [--memory] [--streaming] [--editing] [--threads] [--transforms N,N,...] [--attributed]"
                + " [--walkers]"
        )
        exitProgram(2)
    }
}

if let corpusPath {
    // Writes the generated corpus of the first size to a file, for whole-process comparisons.
    var corpus = Corpus(seed: 0x5EED_0000 + UInt64(sizes[0]))
    writeFile(corpusPath, corpus.markdown(bytes: sizes[0] << 20))
    exitProgram(0)
}

if let codeCorpusPath {
    // Writes the code-heavy corpus (HighlightReport's) of the first size, for whole-process
    // comparisons of highlighting with other programs.
    guard let corpus = HighlightReport.corpus(bytes: sizes[0] << 20) else {
        print("Fixtures/render/highlight.md not found: run from the package root")
        exitProgram(1)
    }
    writeFile(codeCorpusPath, corpus)
    exitProgram(0)
}

if let transformCounts {
    // Styling and prepared content on N short paragraphs (see TransformReport).
    print(TransformReport.run(counts: transformCounts.isEmpty ? [25_000, 50_000, 100_000] : transformCounts))
    exitProgram(0)
}

if memory {
    // The heap and threads around one default render of the first size (see MemoryReport).
    print(MemoryReport.run(megabytes: sizes[0]))
    exitProgram(0)
}

if highlightOnly {
    print(HighlightReport.run(quick: quick) ?? "Fixtures/render/highlight.md not found: run from the package root")
    exitProgram(0)
}

if editingOnly {
    print(EditingReport.run(quick: quick) ?? "Fixtures/real not found: run from the package root")
    print("\n### A scripted editing session, keystroke by keystroke, every real document (dark)\n")
    print(EditingScriptReport.run() ?? "Fixtures/real not found: run from the package root")
    exitProgram(0)
}

if attributedOnly {
    print(AttributedReport.run(quick: quick) ?? "Fixtures/real not found: run from the package root")
    exitProgram(0)
}

if walkersOnly {
    // Walks with plain nodes and with typed views over one tree (see WalkerReport).
    print(WalkerReport.run(megabytes: sizes[0], quick: quick))
    exitProgram(0)
}

if threadsOnly {
    print(ThreadReport.run(quick: quick))
    exitProgram(0)
}

if streamingOnly {
    print(StreamReport.run(bytes: quick ? 12_000 : 48_000, answerBytes: quick ? 25_000 : 100_000))
    exitProgram(0)
}

var reports: [StageReport] = []
if includeSpec, let spec = specExamples() {
    reports.append(StageReport(name: "spec examples", input: spec, quick: quick))
}
var generated: [Int] = []
var generatedTexts: [(name: String, text: String)] = []
for size in sizes {
    var corpus = Corpus(seed: 0x5EED_0000 + UInt64(size))
    let text = corpus.markdown(bytes: size << 20)
    generated.append(reports.count)
    generatedTexts.append(("\(size) MB", text))
    reports.append(StageReport(name: "\(size) MB", input: text, quick: quick))
}

print("Medians in one process (release build); × C = time / the C parse + walk of the same input.\n")
for report in reports {
    print("- \(report.name): \(report.bytes) bytes, \(report.lines) lines")
}
print()
let growth = generated.count >= 2 ? (small: generated[0], large: generated[generated.count - 1]) : nil
print(table(reports, growth: growth))

// The viewer's resize reflow against a first render, on the generated inputs.
for (name, text) in generatedTexts {
    print("\n### Viewer reflow, \(name)\n")
    print(reflowReport(text, quick: quick))
    print("\n### App API, \(name)\n")
    print(AppReport.run(text: text, quick: quick))
}

if let report = HighlightReport.run(quick: quick) {
    print("\n### Code highlighting\n")
    print(report)
}
print("\n### Streaming in 5-byte pieces against one render (dark, 80 columns)\n")
print(StreamReport.run(bytes: quick ? 12_000 : 48_000, answerBytes: quick ? 25_000 : 100_000))
print("\n### Parsing on several threads at once\n")
print(ThreadReport.run(quick: quick))
if let report = AttributedReport.run(quick: quick) {
    print("\n### Attributed string against styling, every real document (dark)\n")
    print(report)
}
if let report = EditingReport.run(quick: quick) {
    print("\n### One keystroke against a full parse and style, every real document (dark)\n")
    print(report)
}
if let report = EditingScriptReport.run() {
    print("\n### A scripted editing session, keystroke by keystroke, every real document (dark)\n")
    print(report)
}
