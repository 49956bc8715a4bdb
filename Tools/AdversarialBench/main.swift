import CMarkSwift
// `make adversarial`: every adversarial shape at growing sizes through cmark-gfm and through
// this package's pipeline, as a Markdown table (docs/adversarial.md).
//
//     AdversarialBench [--sizes 65536,1048576,4194304] [--max-seconds 10] [--shape NAME[,NAME...]] [--stages] [--profile N] [--write FILE]
//
// --shape runs only the shapes named, in the catalog's order, in one process (rows can
// differ from a whole table's, where every shape before them has left its heap).
// With --stages, each row is followed by the time of each stage of ours (parse, style,
// layout, render), and then real Markdown's of the same size, to see where a slow shape
// spends its time. With --profile N, only our pipeline runs (through the shape's door), N
// times, on the first size of each shape: a steady load for `perf`. With
// --write FILE, the first shape at the first size is written to FILE (to try with the CLI).
// A size is skipped when the previous one, grown quadratically, would take over --max-seconds.
// After the table, the shapes whose time grows faster than linearly from one size to the
// next are listed: ours growing by more than 2.5 times the input's growth and 2.5 times
// cmark-gfm's own on the same inputs, its parse's or its parse and HTML's, whichever grew more
// (where cmark is superlinear, we inherit it), between sizes that did the same kind of work
// under the standard limits: a size the limits refused or kept partly as text (noted in its
// row) is not held against one rendered whole.
// Every row's last column is ours against real Markdown of the size through the same door;
// the hostile theme files (ThemeShape) follow in a table of their own, against the
// built-in themes' files. The exit status is 1 when a shape grows faster than linearly or
// a shape of the library's doors takes over 3 times real input's time.
import MarkdownSupport
import Robustness

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var sizes = [64 << 10, 1 << 20, 4 << 20]
var maxSeconds = 10.0
/// The shapes to run (`--shape a,b`), in the catalog's order; all when `nil`.
var only: Set<String>?
var showsStages = false
var profileRuns = 0
var writePath: String?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--sizes": sizes = (arguments.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--max-seconds": maxSeconds = Double(arguments.next() ?? "") ?? maxSeconds
    case "--shape": only = Set((arguments.next() ?? "").split(separator: ",").map(String.init))
    case "--stages": showsStages = true
    case "--profile": profileRuns = Int(arguments.next() ?? "") ?? 0
    case "--write": writePath = arguments.next()
    default:
        emit("usage: AdversarialBench [--sizes N,N,...] [--max-seconds S] [--shape NAME[,NAME...]] [--stages] [--profile N] [--write FILE]")
        exit(2)
    }
}

/// Writes one line to standard output at once (unbuffered), so a long run shows progress.
func emit(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    bytes.withUnsafeMutableBytes { _ = write(1, $0.baseAddress, $0.count) }
}

func format(_ seconds: Double) -> String {
    seconds < 0.001 ? String(Int((seconds * 1e6).rounded())) + " µs" : String(Int((seconds * 1e3).rounded())) + " ms"
}

func formatRatio(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    return "\(hundredths / 100).\(String(hundredths % 100).count == 1 ? "0" : "")\(hundredths % 100)×"
}

func formatSize(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes >> 10) KiB"
}

if let writePath {
    guard let shape = AdversarialShape.all.first(where: { only?.contains($0.name) ?? true }),
        let file = fopen(writePath, "wb")
    else {
        emit("AdversarialBench: cannot write \(writePath)")
        exit(1)
    }
    let bytes = shape.generate(size: sizes[0])
    let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    exit(written == bytes.count ? 0 : 1)
}

if profileRuns > 0 {
    for shape in AdversarialShape.all where only?.contains(shape.name) ?? true {
        let text = String(decoding: shape.generate(size: sizes[0]), as: UTF8.self)
        for _ in 0..<profileRuns {
            _ = AdversarialTiming.pipeline(for: shape.door)(text, .standard, 80)
        }
    }
    exit(0)
}

/// The yardstick: real READMEs (Fixtures/real, run from the package's root), repeated to
/// `size` bytes and cut at a line; empty when the folder cannot be read.
func realMarkdown(size: Int) -> [UInt8] {
    var corpus: [UInt8] = []
    if let folder = opendir("Fixtures/real") {
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".md") && name != "README.md" { names.append(name) }
        }
        closedir(folder)
        for name in names.sorted() {
            guard case .success(let bytes) = RegularFile.read("Fixtures/real/" + name, limit: 16 << 20) else { continue }
            corpus += bytes
            corpus.append(0x0A)
        }
    }
    guard !corpus.isEmpty else { return [] }
    var text: [UInt8] = []
    text.reserveCapacity(size + corpus.count)
    while text.count < size { text += corpus }
    let cut = text[..<size].lastIndex(of: 0x0A).map { $0 + 1 } ?? size
    return Array(text[..<cut])
}

/// Our pipeline's time on real Markdown of each size through each door, measured once: a
/// shape is held against the same door on real documents (a stream against a stream of real
/// Markdown, an attributed string against real Markdown's attributed string).
var yardsticks: [String: Double] = [:]
@MainActor func yardstick(size: Int, door: AdversarialDoor) -> Double? {
    let key = "\(door) \(size)"
    if let known = yardsticks[key] { return known }
    let real = realMarkdown(size: size)
    guard !real.isEmpty else { return nil }
    let seconds = AdversarialTiming.measureOurs(real, repeats: 5, door: door)
    yardsticks[key] = seconds
    return seconds
}

/// The shapes of the library's own doors (tree transforms, prepared content, streams,
/// attributed strings) over 3× real Markdown of the same size through the same door.
var overYardstick: [String] = []
emit(
    "| shape | size | cmark-gfm | its parse | ours (standard limits) | ratio | ours (no limits) | ratio | ours − cmark's parse, × cmark-gfm "
        + "| over 1.5× + 5 ms | ours × real Markdown of the size, same door |")
emit("|---|--:|--:|--:|--:|--:|--:|--:|--:|:-:|--:|")
var over = 0
var superlinear: [String] = []
/// The steps from one size to the next left out of the growth check: the limits made the two
/// sizes different kinds of work (see `AdversarialTiming.work`).
var notCompared: [String] = []
for shape in AdversarialShape.all where only?.contains(shape.name) ?? true {
    var previous: (bytes: Int, ours: Double, cmark: Double, cmarkParse: Double, work: String?)?
    for size in sizes {
        let input = shape.generate(size: size)
        let first = AdversarialTiming.measure(input, repeats: 1, door: shape.door)
        let slowest = max(first.cmark, first.ours, first.oursUnlimited)
        // Rows of up to 2 s take the median of 5 runs, quick ones of 9: one run alone moved
        // such rows by a third from one table to the next, and on this machine medians of 3
        // and 5 still moved rows near the line from one table to the next.
        let timing =
            slowest < 0.1
            ? AdversarialTiming.measure(input, repeats: 9, door: shape.door)
            : slowest < 2 ? AdversarialTiming.measure(input, repeats: 5, door: shape.door) : first
        let bad = timing.ours > timing.cmark * 1.5 + 0.005
        if bad { over += 1 }
        // What the limits made of the input: a size refused or cut down by a limit did other
        // work than one rendered whole, so growth is measured only between sizes alike.
        let work = AdversarialTiming.work(input)
        if let previous, previous.work != work {
            let from = "\(formatSize(previous.bytes)) (\(previous.work ?? "whole"))"
            notCompared.append("\(shape.name) \(from) to \(formatSize(input.count)) (\(work ?? "whole"))")
        } else if let previous {
            // Floors keep timer noise out of inputs that take well under a millisecond.
            let growth = timing.ours / max(previous.ours, 0.001)
            // Ours runs cmark-gfm's parse, not its HTML: where its parse grows faster than its
            // parse and HTML together (a deep tree whose HTML costs more at the small size),
            // the parse's growth is what ours inherits.
            let cmarkGrowth = max(
                timing.cmark / max(previous.cmark, 0.0002), timing.cmarkParse / max(previous.cmarkParse, 0.0002))
            let inputGrowth = Double(input.count) / Double(previous.bytes)
            if growth > 2.5 * max(inputGrowth, cmarkGrowth) {
                superlinear.append("\(shape.name) ×\(formatRatio(growth)) at \(formatSize(input.count))")
            }
        }
        previous = (input.count, timing.ours, timing.cmark, timing.cmarkParse, work)
        let refusal = work.map { " (\($0))" } ?? ""
        emit(
            "| \(shape.name) | \(formatSize(input.count)) | \(format(timing.cmark)) | \(format(timing.cmarkParse)) | \(format(timing.ours)) | "
                + "\(formatRatio(timing.ours / max(timing.cmark, 1e-9))) | \(format(timing.oursUnlimited)) | "
                + "\(formatRatio(timing.oursUnlimited / max(timing.cmark, 1e-9))) | "
                + "\(formatRatio(max(0, timing.ours - timing.cmarkParse) / max(timing.cmark, 1e-9))) | \(bad ? "**yes**" : "no") | "
                + (yardstick(size: size, door: shape.door).map { formatRatio(timing.ours / max($0, 1e-9)) } ?? "") + refusal + " |")
        if AdversarialShape.doorShapes.contains(shape.name), let real = yardstick(size: size, door: shape.door),
            timing.ours > 3 * real
        {
            overYardstick.append("\(shape.name) \(formatRatio(timing.ours / real)) at \(formatSize(input.count))")
        }
        if showsStages {
            emit("  stages: " + AdversarialTiming.stages(input).map { "\($0.stage) \(format($0.seconds))" }.joined(separator: ", "))
            let real = realMarkdown(size: size)
            if !real.isEmpty {
                emit(
                    "  real Markdown's stages: "
                        + AdversarialTiming.stages(real).map { "\($0.stage) \(format($0.seconds))" }.joined(separator: ", "))
            }
        }
        // The next size runs only if it would finish in time were the shape quadratic.
        if let next = sizes.first(where: { $0 > size }) {
            // From the median, not the first run: a cold first run would skip sizes at random.
            let measured = max(timing.cmark, timing.ours, timing.oursUnlimited)
            let predicted = measured * Double(next) * Double(next) / (Double(input.count) * Double(input.count))
            if predicted > maxSeconds {
                emit("| \(shape.name) | \(formatSize(next)) | skipped: up to \(Int(predicted)) s if quadratic | | | | | | | | |")
                break
            }
        }
    }
}

// The theme-loading door: hostile theme files beside the built-in themes' files loaded
// byte for byte (the yardstick), with what the loader said when it refused one.
let themeShapes = ThemeShape.all.filter { only?.contains($0.name) ?? true }
let realThemeRate = themeShapes.isEmpty ? nil : ThemeShape.realSecondsPerByte()
if !themeShapes.isEmpty {
    emit("")
    emit("### Theme files (`Theme(json:name:)`)")
    emit("")
    emit("| shape | size | load | × the built-in themes' files, same bytes | result |")
    emit("|---|--:|--:|--:|---|")
}
// Theme files are read up to 4 MiB; a step of 4 between sizes lets a linear load reach the
// largest within --max-seconds where Markdown's steps of 16 would skip it.
let themeSizes = [64 << 10, 256 << 10, 1 << 20, 4 << 20].filter { $0 <= (sizes.max() ?? 0) }
for shape in themeShapes {
    var previous: (bytes: Int, seconds: Double)?
    for size in themeSizes {
        let json = shape.generate(size: size)
        let first = ThemeShape.loadTime(json, repeats: 1)
        let (seconds, refusal) = first.seconds < 2 ? ThemeShape.loadTime(json, repeats: first.seconds < 0.1 ? 9 : 5) : first
        let real = realThemeRate.map { $0 * Double(json.count) }
        let ratio = real.map { seconds / max($0, 1e-9) }
        if let ratio, ratio > 3 { overYardstick.append("\(shape.name) \(formatRatio(ratio)) at \(formatSize(json.count))") }
        if let previous {
            let growth = seconds / max(previous.seconds, 0.001)
            let inputGrowth = Double(json.count) / Double(previous.bytes)
            if growth > 2.5 * inputGrowth {
                superlinear.append("\(shape.name) ×\(formatRatio(growth)) at \(formatSize(json.count))")
            }
        }
        previous = (json.count, seconds)
        let result = refusal.map { "refused: " + String($0.flatMap { $0 == "|" ? ["\\", "|"] : [$0] }) } ?? "loaded"
        emit("| \(shape.name) | \(formatSize(json.count)) | \(format(seconds)) | \(ratio.map(formatRatio) ?? "") | \(result) |")
        if let next = themeSizes.first(where: { $0 > size }),
            seconds * Double(next) * Double(next) / (Double(json.count) * Double(json.count)) > maxSeconds
        {
            emit("| \(shape.name) | \(formatSize(next)) | skipped: over \(Int(maxSeconds)) s if quadratic | | |")
            break
        }
    }
}
emit("")
emit("\(over) rows over 1.5× cmark-gfm + 5 ms (ours with standard limits).")
emit(
    "\(superlinear.count) shapes growing faster than linearly (over 2.5× the input's growth and cmark-gfm's, its parse's or "
        + "its parse and HTML's, between sizes that did the same kind of work under the standard limits)"
        + (superlinear.isEmpty ? "." : ": " + superlinear.joined(separator: ", ") + "."))
if !notCompared.isEmpty {
    emit(
        "Not compared, the limits making them different work (refused, kept partly as text, or whole): "
            + notCompared.joined(separator: "; ") + ".")
}
emit(
    "\(overYardstick.count) door shapes over 3× real input of the same size through the same door"
        + (overYardstick.isEmpty ? "." : ": " + overYardstick.joined(separator: ", ") + "."))
// A superlinear shape, or a door shape far from real input, fails the run (`make adversarial`).
exit(superlinear.isEmpty && overYardstick.isEmpty ? 0 : 1)
