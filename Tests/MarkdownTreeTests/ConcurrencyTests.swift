import Testing

@testable import MarkdownTree

/// Parsing from many threads at once must be safe: `make test-tsan` runs this suite under the thread sanitizer.
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
        // Parsers with and without strikethrough and autolinks read blocks and inlines at
        // once: each tree must be the one a parse alone gives (the special characters one
        // parser adds and removes must never leak into another's inline phase).
        let variants: [ParseOptions] = [
            ParseOptions(), .commonMark, ParseOptions(smart: true), ParseOptions(extensions: [.table, .footnotes]),
            ParseOptions(frontMatter: true, limits: .standard), ParseOptions(extensions: [.strikethrough, .autolink]),
        ]
        let expected = variants.map { Document(parsing: Self.source, options: $0).treeDump() }
        let matches = await withTaskGroup(of: Bool.self) { group in
            for round in 0..<96 {
                let index = round % variants.count
                group.addTask { Document(parsing: Self.source, options: variants[index]).treeDump() == expected[index] }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(matches.count == 96)
        #expect(matches.allSatisfy { $0 })
    }

    @Test func strikethroughSurvivesOtherParsesFinishingAtOnce() async {
        // Every parse with strikethrough adds `~` to cmark's special characters as its inline
        // phase starts and removes it as it ends: unserialised, one parse's end would hide
        // the strikethrough of another still reading its inlines.
        let source = String(repeating: "a ~~b~~ c ~~d~~ www.e.com ~f~\n", count: 4000)
        let options = ParseOptions(extensions: [.strikethrough, .autolink])
        let expected = Document(parsing: source, options: options).treeDump()
        let matches = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<12 { group.addTask { Document(parsing: source, options: options).treeDump() == expected } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(matches.count == 12)
        #expect(matches.allSatisfy { $0 })
    }

    @Test func sharesOneDocumentAcrossTasks() async {
        let document = Document(parsing: Self.source)
        let texts = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { document.root.plainText } }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(texts.count == 1)
    }

    @Test func textsWithAndWithoutTildesParseAtOnceUnderEveryOption() async {
        // Texts without `~` take no lock; texts with one take turns. Each tree must be the
        // one a parse alone gives, with strikethrough and autolinks on and off at once:
        // `_b_~c` is emphasis only when `~` is not skipped (no strikethrough).
        let texts = [
            String(repeating: "_b_~c and *a*~d ~~x~~ www.e.com:w\n\n", count: 300),
            String(repeating: "_b_ c: w *a* www.e.com and mail@e.com\n\n", count: 300),
            String(repeating: "`~` plain words, *emphasis* and [a](https://e.com)\n\n", count: 300),
        ]
        let variants: [ParseOptions] = [ParseOptions(), .commonMark, ParseOptions(extensions: [.autolink])]
        let expected = texts.map { text in variants.map { Document(parsing: text, options: $0).treeDump() } }
        let matches = await withTaskGroup(of: Bool.self) { group in
            for round in 0..<90 {
                let (text, variant) = (round % texts.count, round / texts.count % variants.count)
                group.addTask {
                    Document(parsing: texts[text], options: variants[variant]).treeDump() == expected[text][variant]
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(matches.count == 90)
        #expect(matches.allSatisfy { $0 })
        // The texts tell the options apart: with strikethrough, `_b_~c` is no emphasis.
        #expect(Document(parsing: "_b_~c", options: .commonMark).treeDump().contains("emph"))
        #expect(!Document(parsing: "_b_~c").treeDump().contains("emph"))
    }
}
