import MarkdownSupport
import MarkdownTheme
import MarkdownTree

/// A bounded, thread-safe cache of prepared content by (source, theme, options, dialect):
/// the least recently used entry goes first when it is full.
///
/// Every entry is highlighted by the one ``highlighter`` the cache was made with (a chat
/// client's messages all want the same), so it is not part of the key.
///
/// ```swift
/// let cache = MarkdownCache(capacity: 200)
/// let message = cache.prepared(for: text, theme: .dark)      // parsed and styled once
/// let again = cache.prepared(for: text, theme: .dark)        // from the cache
/// ```
public final class MarkdownCache: Sendable {
    private struct Key: Hashable, Sendable {
        var source: String
        var theme: Theme
        var options: ParseOptions
        var dialect: MarkdownDialect
    }

    private struct State {
        var entries: [Key: (prepared: PreparedMarkdown, used: UInt64)] = [:]
        var clock: UInt64 = 0
        var hits = 0
        var misses = 0
    }

    /// The most entries kept.
    public let capacity: Int
    /// What highlights the code blocks of every entry (`nil`: code is one colour), as in
    /// ``PreparedMarkdown/init(_:theme:options:dialect:highlighter:)``.
    public let highlighter: (any CodeHighlighter)?
    private let state = Locked(State())

    /// A cache of at most `capacity` entries (at least 1), each highlighted by `highlighter`.
    public init(capacity: Int = 100, highlighter: (any CodeHighlighter)? = nil) {
        self.capacity = max(1, capacity)
        self.highlighter = highlighter
    }

    /// The prepared content for `source` styled with `theme`, made on first use.
    public func prepared(
        for source: String, theme: Theme, options: ParseOptions = .init(), dialect: MarkdownDialect = .gfm
    ) -> PreparedMarkdown {
        let key = Key(source: source, theme: theme, options: options, dialect: dialect)
        let found: PreparedMarkdown? = state.withLock { state in
            state.clock += 1
            guard let entry = state.entries[key] else { return nil }
            state.entries[key]?.used = state.clock
            state.hits += 1
            return entry.prepared
        }
        if let found { return found }
        // Prepared outside the lock: other threads keep using the cache meanwhile.
        let prepared = PreparedMarkdown(source, theme: theme, options: options, dialect: dialect, highlighter: highlighter)
        insert(prepared, for: key)
        return prepared
    }

    /// Stores an updated version (say, after ``PreparedMarkdown/updated(with:)``) so later
    /// look-ups of its text find it: under the options its document was parsed with, unless
    /// `options` says otherwise. It should come from this cache's content (or have been
    /// prepared with its ``highlighter``): look-ups return it as it is.
    ///
    /// ```swift
    /// let first = cache.prepared(for: text, theme: .dark, options: ParseOptions(frontMatter: true))
    /// cache.store(first.updated(with: edited))   // found by prepared(for: edited, ..., options: same)
    /// ```
    public func store(_ prepared: PreparedMarkdown, options: ParseOptions? = nil) {
        let options = options ?? prepared.document.options
        insert(prepared, for: Key(source: prepared.source, theme: prepared.theme, options: options, dialect: prepared.dialect))
    }

    private func insert(_ prepared: PreparedMarkdown, for key: Key) {
        state.withLock { state in
            state.misses += 1
            state.clock += 1
            state.entries[key] = (prepared, state.clock)
            if state.entries.count > capacity, let oldest = state.entries.min(by: { $0.value.used < $1.value.used })?.key {
                state.entries[oldest] = nil
            }
        }
    }

    /// The number of entries.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Look-ups answered from the cache, and those that prepared content.
    public var statistics: (hits: Int, misses: Int) { state.withLock { ($0.hits, $0.misses) } }

    /// Empties the cache.
    public func removeAll() { state.withLock { $0.entries.removeAll() } }
}
