import CMarkSwift
import Testing

@Suite struct MarkdownCacheTests {
    @Test func preparesOncePerSourceAndTheme() {
        let cache = MarkdownCache(capacity: 4)
        _ = cache.prepared(for: "# A\n", theme: .dark)
        _ = cache.prepared(for: "# A\n", theme: .dark)
        _ = cache.prepared(for: "# A\n", theme: .light)
        #expect(cache.statistics.hits == 1)
        #expect(cache.count == 2)
    }

    @Test func evictsTheLeastRecentlyUsed() {
        let cache = MarkdownCache(capacity: 2)
        _ = cache.prepared(for: "one", theme: .dark)
        _ = cache.prepared(for: "two", theme: .dark)
        _ = cache.prepared(for: "one", theme: .dark)
        _ = cache.prepared(for: "three", theme: .dark)
        #expect(cache.count == 2)
        let hitsBefore = cache.statistics.hits
        _ = cache.prepared(for: "one", theme: .dark)
        #expect(cache.statistics.hits == hitsBefore + 1)
    }

    @Test func preparedContentIsSendableAcrossTasks() async {
        let prepared = PreparedMarkdown(AppFixtures.real("libcbor-README.md"), theme: .dark)
        let sizes = await withTaskGroup(of: Size.self) { group in
            for width in [30, 60, 90] { group.addTask { prepared.boundingSize(forWidth: width) } }
            return await group.reduce(into: [Size]()) { $0.append($1) }
        }
        #expect(sizes.count == 3)
    }
}
