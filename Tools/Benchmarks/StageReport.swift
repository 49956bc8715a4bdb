import CMarkSwift
import Robustness

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

func exitProgram(_ code: Int32) -> Never { exit(code) }

/// The stages measured on one input, each as a median time, with the C parse + walk of the
/// same run as the 1.0 baseline.
struct StageReport {
    /// The stages, in the order the table shows them.
    static let stages = [
        "C parse (cmark-gfm)",
        "C parse + walk (cmark-gfm) = 1.0",
        "typed tree (`Document(parsing:)`)",
        "theme (`StyledDocument`, dark)",
        "layout at 80",
        "ANSI render at 80 (from a layout)",
        "plain render at 80 (from a layout)",
        "measure at 181 widths 20...200 (new `StyledDocument`)",
        "measure at a width measured before",
        "measure at 181 widths 20...200 (new `LayoutMemo`)",
        "measure at a width measured before (`LayoutMemo`)",
        "HTML, ours (parse + render)",
        "HTML, cmark's (parse + render)",
    ]

    let name: String
    let bytes: Int
    let lines: Int
    /// Median seconds per stage, in the order of ``stages``.
    private(set) var seconds: [Double] = []
    /// ANSI output bytes over plain output bytes, at 80 with the dark theme.
    private(set) var ansiOverPlain = 0.0

    /// The C parse + walk: the 1.0 of every ratio.
    var baseline: Double { seconds[1] }

    /// Measures every stage on `input`; `quick` takes fewer and shorter samples.
    init(name: String, input: String, quick: Bool) {
        self.name = name
        bytes = input.utf8.count
        lines = input.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let large = bytes > 4 << 20
        var clock = Stopwatch(minimumRuns: quick ? 3 : (large ? 5 : 9), minimumSeconds: quick ? 0.1 : (large ? 1.0 : 0.5))
        var text = input
        text.withUTF8 { utf8 in
            seconds.append(clock.median { consume(CMarkBaseline.parse(utf8)) })
            seconds.append(clock.median { consume(CMarkBaseline.parseAndWalk(utf8)) })
        }
        seconds.append(clock.median { consume(Document(parsing: input)) })
        let document = Document(parsing: input)
        seconds.append(clock.median { consume(StyledDocument(document: document, theme: .dark)) })
        let styled = StyledDocument(document: document, theme: .dark)
        seconds.append(clock.median { consume(styled.layout(width: 80)) })
        let layout = styled.layout(width: 80)
        let ansi = ANSIRenderer(colorDepth: .trueColor, hyperlinks: false)
        var output: [UInt8] = []
        seconds.append(
            clock.median {
                output.removeAll(keepingCapacity: true)
                ansi.render(layout, into: &output)
            })
        let ansiBytes = output.count
        seconds.append(
            clock.median {
                output.removeAll(keepingCapacity: true)
                PlainRenderer().render(layout, into: &output)
            })
        ansiOverPlain = Double(ansiBytes) / Double(max(1, output.count))
        seconds.append(
            clock.median(setup: { StyledDocument(document: document, theme: .dark) }) { fresh in
                var rows = 0
                for width in 20...200 { rows &+= fresh.boundingSize(forWidth: width).rows }
                consume(rows)
            })
        _ = styled.boundingSize(forWidth: 100)
        seconds.append(clock.median { consume(styled.boundingSize(forWidth: 100)) })
        seconds.append(
            clock.median(setup: { LayoutMemo(StyledDocument(document: document, theme: .dark)) }) { fresh in
                var memo = fresh
                var rows = 0
                for width in 20...200 { rows &+= memo.boundingSize(forWidth: width).rows }
                consume(rows)
            })
        var memo = LayoutMemo(styled)
        _ = memo.boundingSize(forWidth: 100)
        seconds.append(clock.median { consume(memo.boundingSize(forWidth: 100)) })
        seconds.append(clock.median { consume(Document(parsing: input).htmlUTF8(options: RenderOptions(unsafe: true))) })
        seconds.append(clock.median { consume(CMark.render(input, as: .html, renderOptions: RenderOptions(unsafe: true))) })
    }
}

/// Prints the reports as one Markdown table: per input, the median and the ratio to the C
/// parse + walk; with two generated sizes, the ratio of the larger's times to the smaller's.
func table(_ reports: [StageReport], growth: (small: Int, large: Int)?) -> String {
    var header = "| stage |"
    var rule = "|---|"
    for report in reports {
        header += " \(report.name) ms | × C |"
        rule += "---:|---:|"
    }
    if growth != nil {
        header += " \(reports[growth!.large].name) / \(reports[growth!.small].name) |"
        rule += "---:|"
    }
    var out = header + "\n" + rule + "\n"
    for (index, stage) in StageReport.stages.enumerated() {
        out += "| \(stage) |"
        for report in reports {
            let seconds = report.seconds[index]
            out += " \(format(seconds * 1000, digits: seconds < 0.001 ? 4 : 2)) | \(format(seconds / report.baseline, digits: 2)) |"
        }
        if let growth {
            let ratio = reports[growth.large].seconds[index] / reports[growth.small].seconds[index]
            out += " \(format(ratio, digits: 1)) |"
        }
        out += "\n"
    }
    out += "| ANSI bytes / plain bytes (dark, 80) |"
    for report in reports { out += " | \(format(report.ansiOverPlain, digits: 2)) |" }
    if growth != nil { out += " |" }
    return out + "\n"
}

/// A number with a fixed count of decimals, without Foundation (never in exponent form).
func format(_ value: Double, digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * Double(scale)).rounded())
    let fraction = String(scaled % scale)
    let sign = value < 0 && scaled != 0 ? "-" : ""
    guard digits > 0 else { return sign + String(scaled) }
    return sign + String(scaled / scale) + "." + String(repeating: "0", count: digits - fraction.count) + fraction
}
