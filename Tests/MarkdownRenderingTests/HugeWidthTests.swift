import CMarkSwift
import Testing

/// A width from a caller is clamped to `DocumentLayout.maximumWidth`, never trusted into arithmetic:
/// `Int.max` used to trap in the layout engine, 2^32 in a repeated glyph.
@Suite struct HugeWidthTests {
    static let document = """
        # Title

        Text with a [link](https://example.com).

        ---

        | a | b |
        |---|--:|
        | 1 | 2 |

        ```
        code
        ```

        > quote
        """

    @Test(arguments: [Int.max, 9_223_372_036_854_775_807 / 2, 4_294_967_296, 99_999_999_999, 2_000_000_000])
    func hugeWidthsAreClampedNotTrapped(width: Int) {
        let styled = StyledDocument(document: Document(parsing: Self.document), theme: .dark)
        let layout = styled.layout(width: width)
        #expect(layout.width == DocumentLayout.maximumWidth)
        #expect(styled.boundingSize(forWidth: width) == layout.size)
        #expect(layout.size.columns <= DocumentLayout.maximumWidth)
        let text = PlainRenderer().render(layout)
        #expect(text.contains("Title"))
        var bytes: [UInt8] = []
        ANSIRenderer(colorDepth: .ansi256).render(layout, into: &bytes)
        #expect(!bytes.isEmpty)
    }
}
