import Testing

@testable import MarkdownLayout

@Suite struct DisplayWidthTests {
    @Test func asciiIsOneCellEach() {
        #expect(DisplayWidth.of("Hello, world!") == 13)
    }
}
