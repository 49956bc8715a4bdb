import CMarkSwift

/// The viewer's resize reflow against the document's first render: the first render parses,
/// styles, lays out at 80 columns and writes ANSI; a resize only lays the cached styled
/// document out again at 100 (and, for the pager, re-indexes its links).
func reflowReport(_ text: String, quick: Bool) -> String {
    var clock = Stopwatch(minimumRuns: quick ? 1 : 5, minimumSeconds: quick ? 0.1 : 0.5)
    let first = clock.median {
        let styled = StyledDocument(document: Document(parsing: text), theme: .dark)
        consume(ANSIRenderer(colorDepth: .ansi256).render(styled.layout(width: 80)))
    }
    let styled = StyledDocument(document: Document(parsing: text), theme: .dark)
    let reflow = clock.median {
        consume(styled.layout(width: 100))
    }
    let pager = Pager(document: styled, width: 80, height: 40)
    let pagerResize = clock.median {
        var copy = pager
        copy.resize(width: 100, height: 40)
        consume(copy)
    }
    func ms(_ value: Double) -> String { String(Int((value * 10_000).rounded())).paddedMilliseconds }
    return """
        | viewer stage | ms | of first render |
        |---|---:|---:|
        | first render (parse + style + layout at 80 + ANSI) | \(ms(first)) | 100% |
        | resize reflow (layout at 100 from the cached styled document) | \(ms(reflow)) | \(Int((reflow / first * 100).rounded()))% |
        | pager resize (reflow + place + link index) | \(ms(pagerResize)) | \(Int((pagerResize / first * 100).rounded()))% |

        """
}

extension String {
    /// Tenths of a millisecond, written as milliseconds with one decimal.
    fileprivate var paddedMilliseconds: String {
        let digits = count < 2 ? String(repeating: "0", count: 2 - count) + self : self
        return digits.dropLast() + "." + digits.suffix(1)
    }
}
