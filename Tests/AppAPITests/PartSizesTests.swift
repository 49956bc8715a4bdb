import CMarkSwift
import Foundation
import Testing

/// Prepared content's per-part sizes: they add up to the whole content's size, and after an
/// edit only the parts it styled again are new.
@Suite struct PartSizesTests {
    @Test(arguments: [24, 60, 80])
    func partsAddUpToTheBoundingSize(width: Int) throws {
        for name in PreparedAttributedTextTests.fixtures {
            let text = try String(contentsOf: AppFixtures.root.appendingPathComponent("Fixtures/real/\(name)"), encoding: .utf8)
            var prepared = PreparedMarkdown(text, theme: .dark)
            let parts = prepared.partSizes(forWidth: width)
            let rows = parts.reduce(0) { $0 + $1.blankRowsBefore + $1.size.rows }
            let columns = parts.map(\.size.columns).max() ?? 0
            let whole = prepared.boundingSize(forWidth: width)
            #expect(rows == whole.rows && columns == whole.columns, "\(name) at \(width)")
            #expect(Set(parts.map(\.id)).count == parts.count, "\(name): identities are distinct")
            #expect(prepared.measure(forWidth: width) == whole, "\(name) at \(width)")
        }
    }

    @Test func anEditRenewsOnlyThePartsItStyledAgain() {
        let paragraphs = (1...40).map { "Paragraph \($0) with *some* words." }
        var text = paragraphs.joined(separator: "\n\n") + "\n"
        var prepared = PreparedMarkdown(text, theme: .dark)
        let before = prepared.partSizes(forWidth: 30)
        text = text.replacingOccurrences(of: "Paragraph 20 with", with: "Paragraph 20 now with many more words than fit on one line of")
        prepared = prepared.updated(with: text)
        #expect(prepared.updateReason == .incremental)
        let after = prepared.partSizes(forWidth: 30)
        let kept = Set(before.map(\.id))
        let renewed = after.filter { !kept.contains($0.id) }
        #expect(!renewed.isEmpty && renewed.count <= 3, "\(renewed.count) parts renewed")
        // The renewed parts hold the longer paragraph: in place of the parts they replaced,
        // they take the rows it adds.
        let removed = before.filter { !Set(after.map(\.id)).contains($0.id) }
        func rows(_ parts: [PreparedMarkdown.PartSize]) -> Int { parts.reduce(0) { $0 + $1.blankRowsBefore + $1.size.rows } }
        func rows(of paragraph: String) -> Int { PreparedMarkdown(paragraph, theme: .dark).boundingSize(forWidth: 30).rows }
        let added =
            rows(of: "Paragraph 20 now with many more words than fit on one line of *some* words.")
            - rows(of: "Paragraph 20 with *some* words.")
        #expect(added > 0 && rows(renewed) - rows(removed) == added)
        // The kept parts kept their sizes.
        let sizes = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0.size) })
        for part in after where kept.contains(part.id) { #expect(sizes[part.id] == part.size) }
        #expect(prepared.boundingSize(forWidth: 30).rows == rows(after))
    }
}
