import Testing

@testable import MarkdownTree

/// Parsing from many threads at once must be safe, a large document's conversion in two
/// halves included: `make test-tsan` runs this suite under the thread sanitizer.
@Suite struct ConcurrencyTests {
    static let source = String(
        repeating: "| a | b |\n|---|--:|\n| ~~x~~ | www.a.com |\n\n- [ ] task[^1]\n\n> quote *em*\n\n[^1]: note\n\n", count: 20)

    @Test func parsesTheSameTextOnManyTasksAtOnce() async {
        let expected = Document(parsing: Self.source).treeDump()
        let dumps = await withTaskGroup(of: String.self) { group in
            for _ in 0..<32 { group.addTask { Document(parsing: Self.source).treeDump() } }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(dumps.count == 32)
        #expect(dumps.allSatisfy { $0 == expected })
    }

    @Test func parsesWithDifferentOptionsAtOnce() async {
        let variants: [ParseOptions] = [
            ParseOptions(), .commonMark, ParseOptions(smart: true), ParseOptions(extensions: [.table, .footnotes]),
            ParseOptions(frontMatter: true, limits: .standard),
        ]
        let counts = await withTaskGroup(of: (Int, Int).self) { group in
            for round in 0..<40 {
                let index = round % variants.count
                group.addTask { (index, Document(parsing: Self.source, options: variants[index]).nodeCount) }
            }
            return await group.reduce(into: [Int: Set<Int>]()) { $0[$1.0, default: []].insert($1.1) }
        }
        #expect(counts.count == variants.count)
        #expect(counts.values.allSatisfy { $0.count == 1 })
    }

    @Test func convertsInHalvesOnManyTasksAtOnce() async {
        // Every task splits its conversion over two threads (a threshold of 0 bytes), so
        // halves of different parses run side by side.
        let source = ConversionHalvesTests.markdown(seed: 3, blocks: 300)
        let whole = source.withUnsafeBufferPointer { CMarkConverter.convert(utf8: $0, options: ParseOptions(), splitThreshold: .max) }
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 {
                group.addTask {
                    let halves = source.withUnsafeBufferPointer {
                        CMarkConverter.convert(utf8: $0, options: ParseOptions(), splitThreshold: 0)
                    }
                    return halves.nodes == whole.nodes && halves.bytes == whole.bytes
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0 })
    }

    @Test func sharesOneDocumentAcrossTasks() async {
        let document = Document(parsing: Self.source)
        let texts = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { document.root.plainText } }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(texts.count == 1)
    }
}
