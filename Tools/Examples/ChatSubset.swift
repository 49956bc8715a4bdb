import CMarkSwift

/// Chat messages: bold, italic, strike, code and links; everything else stays as typed.
func chatSubset() {
    let message = "# not a heading\n\n**bold**, _italic_, `code` and https://example.com\n"
    let prepared = PreparedMarkdown(message, theme: .ascii, dialect: .chat)
    print(PlainRenderer().render(prepared.layout(width: 50)), terminator: "")
}
