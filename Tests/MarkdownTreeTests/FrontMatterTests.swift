import Testing

@testable import MarkdownTree

@Suite struct FrontMatterTests {
    let options = ParseOptions(frontMatter: true)

    @Test func readsNestedMapsAndListsInOrder() throws {
        let text = """
            ---
            title: "Release notes"
            draft: false
            version: 3
            ratio: 0.5
            tags: [swift, markdown]
            author:
              name: Ada
              links:
                - https://example.com
                - ~
            ---
            # Body

            """
        let document = Document(parsing: text, options: options)
        let frontMatter = try #require(document.frontMatter)
        #expect(frontMatter.error == nil)
        #expect(frontMatter.lines == 1...12)
        let value = try #require(frontMatter.value)
        guard case .mapping(let pairs) = value else {
            Issue.record("expected a mapping")
            return
        }
        #expect(pairs.map(\.key) == ["title", "draft", "version", "ratio", "tags", "author"])
        #expect(value["title"] == .string("Release notes"))
        #expect(value["draft"] == .bool(false))
        #expect(value["version"] == .int(3))
        #expect(value["ratio"] == .double(0.5))
        #expect(value["tags"] == .sequence([.string("swift"), .string("markdown")]))
        #expect(value["author"]?["links"]?[1] == .null)
        #expect(value["author"]?["name"] == .string("Ada"))
    }

    @Test func isNotRenderedAndKeepsBodyPositions() throws {
        let text = "---\na: 1\n---\n# Body *here*\n"
        let document = Document(parsing: text, options: options)
        #expect(document.root.children.map(\.kind) == [.heading])
        let emphasis = try #require(document.nodes.first { $0.kind == .emphasis })
        #expect(emphasis.sourceRange.start.line == 4)
        #expect(document.source[try #require(document.sourceMap().indices(of: emphasis))] == "*here*")
    }

    @Test func malformedYAMLReportsLineAndColumnAndStillParsesTheBody() throws {
        let text = "---\ntitle: ok\nbad: [unclosed\n---\nBody text\n"
        let document = Document(parsing: text, options: options)
        let frontMatter = try #require(document.frontMatter)
        #expect(frontMatter.value == nil)
        let error = try #require(frontMatter.error)
        #expect(error.line >= 3)
        #expect(error.column >= 1)
        #expect(document.root.children.map(\.kind) == [.paragraph])
    }

    @Test func rejectsAliasesAndDeepNesting() throws {
        let aliases = Document(parsing: "---\na: &x [1]\nb: *x\n---\n", options: options)
        #expect(aliases.frontMatter?.error?.message.contains("aliases") == true)
        let deep = Document(parsing: "---\n" + String(repeating: "[", count: 500) + "\n---\n", options: options)
        #expect(deep.frontMatter?.value == nil)
        #expect(deep.frontMatter?.error != nil)
    }

    @Test func isOffByDefaultLikeCmark() {
        let document = Document(parsing: "---\na: 1\n---\n")
        #expect(document.frontMatter == nil)
        #expect(document.root.children.first?.kind == .thematicBreak)
    }

    @Test func needsAClosingFence() {
        let document = Document(parsing: "---\na: 1\n\ntext\n", options: options)
        #expect(document.frontMatter == nil)
    }

    /// Up to the limit every value is read, in order, whether as keys of a mapping or as
    /// items of a flow sequence.
    @Test func readsEveryValueUpToTheLimit() throws {
        let count = YAMLReader.maximumEntries
        let keys = (0..<count).map { "k\($0): v\($0)\n" }.joined()
        let mapping = Document(parsing: "---\n\(keys)---\n# T\n", options: options).frontMatter
        guard case .mapping(let pairs)? = mapping?.value else {
            Issue.record("not a mapping: \(String(describing: mapping?.error))")
            return
        }
        #expect(pairs.count == count)
        #expect(pairs.last?.key == "k\(count - 1)" && pairs.last?.value == .string("v\(count - 1)"))
        let items = Array(repeating: "1", count: count - 1).joined(separator: ",")
        let sequence = Document(parsing: "---\nk: [\(items)]\n---\n", options: options).frontMatter
        #expect(sequence?.value?["k"]?[count - 2] == .int(1))
    }

    /// One value over the limit and the block is not read: an error names the limit, the
    /// YAML is kept as written and the body is parsed.
    @Test func moreValuesThanTheLimitAreAnErrorNamingIt() throws {
        let items = Array(repeating: "1", count: YAMLReader.maximumEntries).joined(separator: ",")
        let document = Document(parsing: "---\nk: [\(items)]\n---\n# Body\n", options: options)
        let frontMatter = try #require(document.frontMatter)
        #expect(frontMatter.value == nil)
        #expect(frontMatter.error?.message == "more than \(YAMLReader.maximumEntries) values, the limit; shown as written")
        #expect(frontMatter.error?.line == 2)
        #expect(frontMatter.yaml.hasPrefix("k: [1,1,"))
        #expect(document.nodeCount == 3)
    }
}
