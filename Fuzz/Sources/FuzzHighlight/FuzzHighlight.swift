import CMarkSwift
import FuzzSupport
import MarkdownHighlighting

/// Random code in a random language (the first byte picks one of the known languages, or an
/// unknown name): the tokens stay in order inside the code, and the code block rendered
/// with highlighting has the size and the text of the block rendered without.
func fuzzHighlight(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard size > 0, let data else { return 0 }
    let languages = SyntaxHighlighter.languages + ["unknown"]
    let language = languages[Int(data[0]) % languages.count]
    let code = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    var session = SyntaxHighlighter().makeSession()
    var end = 0
    for token in session.tokens(in: code, language: language) {
        guard token.range.lowerBound >= end, token.range.upperBound <= code.count, !token.range.isEmpty else {
            fuzzFailure("\(language): token \(token.range) out of order or out of \(code.count) bytes")
        }
        end = token.range.upperBound
    }
    // The code as a fenced block (its fence longer than any backtick run inside).
    var longest = 0
    var run = 0
    for byte in code {
        run = byte == UInt8(ascii: "`") ? run + 1 : 0
        longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    let markdown = fence + language + "\n" + String(decoding: code, as: UTF8.self) + "\n" + fence + "\n"
    let document = Document(parsing: markdown)
    let plain = StyledDocument(document: document, theme: .dark)
    let highlighted = StyledDocument(document: document, theme: .dark, highlighter: SyntaxHighlighter())
    for width in [1, 13, 80] {
        let a = plain.layout(width: width)
        let b = highlighted.layout(width: width)
        guard a.size == b.size, b.size == highlighted.boundingSize(forWidth: width) else {
            fuzzFailure("\(language) at \(width): sizes \(a.size) and \(b.size) differ")
        }
        guard PlainRenderer().render(a) == PlainRenderer().render(b) else { fuzzFailure("\(language) at \(width): text differs") }
        let output = ANSIRenderer().render(b)
        for scalar in output.unicodeScalars where scalar.value < 0x20 && scalar != "\n" && scalar != "\u{1B}" {
            fuzzFailure("\(language) at \(width): control U+\(String(scalar.value, radix: 16)) reached the output")
        }
    }
    return 0
}

@_cdecl("FuzzHighlight_main")
func fuzzHighlightMain(argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv) { fuzzHighlight($0, $1) }
}
