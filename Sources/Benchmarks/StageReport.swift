import MarkdownTree

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func exitProgram(_ code: Int32) -> Never { exit(code) }

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

/// The stages measured on one input, each as a median time and a ratio to cmark-gfm's
/// parse + walk.
struct StageReport {
    let input: String
    let quick: Bool
    private(set) var rows: [(stage: String, seconds: Double)] = []
    private(set) var baseline = 1.0

    var lineCount: Int { input.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

    init(input: String, quick: Bool) {
        self.input = input
        self.quick = quick
        var text = input
        let runs = quick ? 3 : 7
        let seconds = quick ? 0.2 : 1.0
        text.withUTF8 { utf8 in
            rows.append(
                ("C parse (cmark-gfm)", Stopwatch.median(minimumRuns: runs, minimumSeconds: seconds) { consume(CMarkBaseline.parse(utf8)) })
            )
            baseline = Stopwatch.median(minimumRuns: runs, minimumSeconds: seconds) { consume(CMarkBaseline.parseAndWalk(utf8)) }
            rows.append(("C parse + walk (cmark-gfm)", baseline))
        }
        let text2 = input
        rows.append(
            ("typed tree (Document)", Stopwatch.median(minimumRuns: runs, minimumSeconds: seconds) { consume(Document(parsing: text2)) }))
        rows.append(
            (
                "HTML, cmark's renderer (parse + render)",
                Stopwatch.median(minimumRuns: runs, minimumSeconds: seconds) {
                    consume(CMark.render(text2, as: .html, renderOptions: RenderOptions(unsafe: true)))
                }
            ))
    }

    func table() -> String {
        var out = "| stage | median ms | × C parse+walk |\n|---|---:|---:|\n"
        for row in rows {
            out += "| \(row.stage) | \(format(row.seconds * 1000, digits: 2)) | \(format(row.seconds / baseline, digits: 2)) |\n"
        }
        return out
    }
}

/// A number with a fixed count of decimals, without Foundation.
func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
    } else if digits > 0 {
        text += "." + String(repeating: "0", count: digits)
    }
    return text
}
