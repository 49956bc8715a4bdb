import MarkdownTheme
import Testing

@testable import MarkdownLayout

/// The cascade resolves a style and its text attributes together, and a style it resolves
/// inside the argument of one of its reads is there when the read begins.
@Suite struct StyleCascadeTests {
    @Test func aStyleResolvedInsideAReadIsRead() {
        var cascade = StyleCascade(StylingTheme(.dark))
        let heading = cascade[cascade.style(.heading(1), over: cascade.document)]
        let listMargin = cascade.marginTop(cascade.style(.list, over: cascade.document))
        var stepwise = StyleCascade(StylingTheme(.dark))
        let headingID = stepwise.style(.heading(1), over: stepwise.document)
        let listID = stepwise.style(.list, over: stepwise.document)
        #expect(heading == stepwise[headingID])
        #expect(listMargin == stepwise.marginTop(listID))
    }

    @Test func aStyleCarriesItsTextAttributes() {
        var cascade = StyleCascade(StylingTheme(.dark))
        let strong = cascade.style(.strong, over: cascade.document)
        #expect(cascade.table[strong.attributes] == cascade[strong].textAttributes)
        #expect(cascade.attributeID(.strong, over: cascade.document) == strong.attributes)
        #expect(cascade.style(.strong, over: cascade.document) == strong)
        let code = cascade.style(.code, over: strong)
        #expect(cascade.table[code.attributes] == cascade[code].textAttributes)
    }
}
