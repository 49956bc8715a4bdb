import Foundation
import Testing

@testable import MarkdownTree

@Suite struct DocumentEqualityTests {
    @Test func sameTextInDifferentBufferLayoutsIsEqual() {
        let parsed = Document(parsing: "Hi *there*\n")
        var builder = DocumentBuilder()
        builder.open(.paragraph)
        builder.text("H")
        builder.text("i ")  // merged into one text node, laid out differently
        builder.add(.emphasis) { $0.text("there") }
        let built = builder.build()
        #expect(built.isStructurallyEqual(to: parsed))
        #expect(built != parsed)  // different source and ranges
        let unranged = Document(storage: parsed.storage.withoutRanges(), source: "", options: parsed.options)
        #expect(unranged == built)
        #expect(unranged.hashValue == built.hashValue)
    }

    @Test func differentTextOrDataIsNotEqual() {
        let a = Document(parsing: "# Hi\n")
        #expect(a == Document(parsing: "# Hi\n"))
        #expect(a.hashValue == Document(parsing: "# Hi\n").hashValue)
        #expect(!a.isStructurallyEqual(to: Document(parsing: "# Ho\n")))
        #expect(!a.isStructurallyEqual(to: Document(parsing: "## Hi\n")))
        #expect(!a.isStructurallyEqual(to: Document(parsing: "Hi\n==\n")))
        #expect(a.isStructurallyEqual(to: Document(parsing: "#   Hi   #\n")))
        #expect(a != Document(parsing: "#   Hi   #\n"))
    }

    @Test func codableRoundTripsEveryFixture() throws {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        for fixture in SpecFixture.all {
            let document = Document(parsing: fixture.markdown, options: fixture.parseOptions)
            let decoded = try decoder.decode(Document.self, from: try encoder.encode(document))
            #expect(decoded == document, "\(fixture.name)")
        }
    }

    @Test func decodingRejectsInconsistentStructure() throws {
        let document = Document(parsing: "> a\n")
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        let bad = [
            json.replacingOccurrences(of: "\"children\":1", with: "\"children\":5"),
            json.replacingOccurrences(of: "\"children\":1", with: "\"children\":0"),
            json.replacingOccurrences(of: "\"block_quote\"", with: "\"quote\""),
            json.replacingOccurrences(of: "\"type\":\"text\"", with: "\"type\":\"heading\",\"level\":9"),
            json.replacingOccurrences(of: "\"children\":1", with: "\"children\":-1"),
            json.replacingOccurrences(of: "\"type\":\"document\"", with: "\"type\":\"paragraph\""),
            #"{"source":"","options":{"extensions":[],"smart":false,"validateUTF8":false,"liberalHTMLTag":false,"strikethroughDoubleTilde":false},"nodes":[]}"#,
        ]
        for text in bad {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Document.self, from: Data(text.utf8)) }
        }
    }

    @Test func deepDocumentsCompareHashEncodeAndDumpWithoutRecursion() throws {
        let clock = ContinuousClock()
        let sources = [
            ("100,000 nested quotes", String(repeating: "> ", count: 100_000) + "deep\n"),
            ("100,000 nested brackets", String(repeating: "[", count: 100_000) + "x\n"),
            ("5,000 nested lists", String(repeating: "- ", count: 5_000) + "x\n"),
        ]
        for (name, source) in sources {
            let a = Document(parsing: source)
            let b = Document(parsing: source)
            var equal = false
            var hashes = (0, 0)
            var decoded: Document?
            var json = ""
            var markdown = ""
            let timings = [
                clock.measure { equal = a == b && a.isStructurallyEqual(to: b) },
                clock.measure { hashes = (a.hashValue, b.hashValue) },
                try clock.measure { decoded = try JSONDecoder().decode(Document.self, from: try JSONEncoder().encode(a)) },
                clock.measure { json = a.jsonDump() },
                clock.measure { markdown = a.commonMark() },
            ]
            print("\(name): ==, hash, Codable, jsonDump, commonMark: \(timings)")
            #expect(equal)
            #expect(hashes.0 == hashes.1)
            #expect(decoded == a)
            #expect(json.hasPrefix("{\"type\":\"document\""))
            #expect(Document(parsing: markdown).isStructurallyEqual(to: a))
        }
    }
}

extension TreeStorage {
    /// The same tree with every source range removed (for tests).
    func withoutRanges() -> TreeStorage {
        var copy = self
        for i in copy.nodes.indices { copy.nodes[i].range = .none }
        return copy
    }
}
