import MarkdownText

/// A parsed GitHub-Flavored Markdown document: a typed tree with source ranges.
///
/// The tree is stored flat, in pre-order, in one contiguous array, with all text in one
/// UTF-8 buffer. Nothing in it recurses on depth, so a block quote nested 100,000 deep
/// parses, compares, hashes, encodes and renders like any other document.
///
/// ```swift
/// let document = Document(parsing: "# Hello\n\nSome *emphasis*.\n")
/// for block in document.root.children {
///     print(block.kind, block.sourceRange)
/// }
/// // heading 1:1-1:7
/// // paragraph 3:1-3:16
/// ```
public struct Document: Sendable {
    package var storage: TreeStorage

    /// The Markdown text the document was parsed from (empty for a document built in code).
    public let source: String

    /// The options the document was parsed with.
    public let options: ParseOptions

    /// The YAML front matter, when ``ParseOptions/frontMatter`` is on and the text starts
    /// with one.
    public let frontMatter: FrontMatter?

    /// How ``ParseOptions/limits`` changed the parse; empty when no limit was reached.
    public let limitNotes: [LimitNote]

    /// The tree transforms already decided for this document (see ``TreeTransforms``): each
    /// runs once, so styling does not run one again.
    package var transforms: TreeTransforms = []

    package init(
        storage: TreeStorage, source: String, options: ParseOptions, frontMatter: FrontMatter? = nil, limitNotes: [LimitNote] = []
    ) {
        self.storage = storage
        self.source = source
        self.options = options
        self.frontMatter = frontMatter
        self.limitNotes = limitNotes
    }

    /// Parses Markdown text with cmark-gfm.
    ///
    /// ```swift
    /// let document = Document(parsing: "| a | b |\n|---|--:|\n| 1 | 2 |\n")
    /// print(document.root.children.first?.tableAlignments ?? [])  // [none, right]
    /// ```
    public init(parsing text: String, options: ParseOptions = .init()) {
        do {
            let parsed = try Self.parsed(text, options: options, budget: nil)
            self.init(
                storage: parsed.storage, source: text, options: options, frontMatter: parsed.frontMatter, limitNotes: parsed.notes)
        } catch {
            preconditionFailure("a parse without a budget stopped: \(error)")
        }
    }

    /// Parses Markdown within ``ParseOptions/limits`` and `budget`: an input over
    /// ``ParseLimits/maximumInputBytes``, a parse that needs more memory than
    /// ``ParseLimits/maximumParserBytesPerInputByte`` allows, or one that runs out of time is
    /// an error; the other limits degrade the document as ``ParseLimits`` describes, noted in
    /// ``limitNotes``.
    ///
    /// ```swift
    /// let document = try Document.parse(text, options: ParseOptions(limits: .standard), budget: WorkBudget(time: .seconds(1)))
    /// ```
    public static func parse(_ text: String, options: ParseOptions, budget: WorkBudget = .unlimited) throws(ParseLimitError) -> Document {
        let bytes = text.utf8.count
        guard bytes <= options.limits.maximumInputBytes else {
            throw .inputTooLarge(bytes: bytes, limit: options.limits.maximumInputBytes)
        }
        let parsed = try parsed(text, options: options, budget: budget)
        return Document(storage: parsed.storage, source: text, options: options, frontMatter: parsed.frontMatter, limitNotes: parsed.notes)
    }

    /// The tree of `text`, its front matter and the limits it reached; bounded when there is
    /// a `budget` (see ``CMarkConverter/convert(utf8:options:inArena:budget:)``).
    private static func parsed(
        _ text: String, options: ParseOptions, budget: WorkBudget?
    ) throws(ParseLimitError) -> (storage: TreeStorage, frontMatter: FrontMatter?, notes: [LimitNote]) {
        var body = text
        var frontMatter: FrontMatter?
        if options.frontMatter, let (found, rest) = FrontMatter.extract(from: text) {
            frontMatter = found
            body = rest
        }
        var notes: [LimitNote] = []
        let limits = options.limits
        // `withUTF8` rethrows untyped errors: the parse's travels out as a `Result`.
        let result = body.withUTF8 { utf8 -> Result<TreeStorage, ParseLimitError> in
            var effective = options
            if options.extensions.contains(.table) && (limits.maximumTableColumns < .max || limits.maximumTableCells < .max),
                let table = TableScan.firstOversizedTable(
                    in: utf8, maximumColumns: limits.maximumTableColumns, maximumCells: limits.maximumTableCells)
            {
                effective.extensions.remove(.table)
                notes.append(.tablesDisabled(line: table.line, columns: table.columns, cells: table.cells))
            }
            guard let bounded = InlineWorkLimit.bounded(utf8, limits: limits, smart: options.smart) else {
                return Result { () throws(ParseLimitError) in try CMarkConverter.convert(utf8: utf8, options: effective, budget: budget) }
            }
            notes.append(bounded.note)
            // The text is valid UTF-8 but for the stand-in bytes, which cmark must keep.
            effective.validateUTF8 = false
            return bounded.text.withUnsafeBufferPointer { text in
                Result { () throws(ParseLimitError) in
                    var storage = try CMarkConverter.convert(utf8: text, options: effective, budget: budget)
                    InlineWorkLimit.restore(&storage)
                    return storage
                }
            }
        }
        let storage = try result.get()
        if storage.flattenedSubtrees > 0 {
            notes.append(.flattenedDeepContent(depth: limits.maximumDepth, subtrees: storage.flattenedSubtrees))
        }
        return (storage, frontMatter, notes)
    }

    /// Parses Markdown from bytes. Invalid UTF-8 is replaced by U+FFFD before parsing,
    /// so every byte offset in the tree refers to ``source``.
    public init<Bytes: Collection>(parsing bytes: Bytes, options: ParseOptions = .init()) where Bytes.Element == UInt8 {
        self.init(parsing: UTF8Repair.string(bytes), options: options)
    }

    /// Parses Markdown from bytes within limits and a budget, as
    /// ``parse(_:options:budget:)-(String,_,_)`` does; invalid UTF-8 is replaced by U+FFFD
    /// first (the size limit applies to the repaired text).
    public static func parse<Bytes: Collection>(
        _ bytes: Bytes, options: ParseOptions, budget: WorkBudget = .unlimited
    ) throws(ParseLimitError) -> Document where Bytes.Element == UInt8 {
        try parse(UTF8Repair.string(bytes), options: options, budget: budget)
    }

    /// The root node (always of kind ``NodeKind/document``).
    public var root: Node { Node(document: self, index: 0) }

    /// The number of nodes in the tree, the root included.
    public var nodeCount: Int { storage.nodes.count }

    /// The node at a pre-order index (0 is the root).
    public subscript(index: Int) -> Node {
        precondition(index >= 0 && index < storage.nodes.count, "node index out of range")
        return Node(document: self, index: index)
    }

    /// Every node in pre-order (document order), the root first.
    public var nodes: LazyMapSequence<Range<Int>, Node> {
        (0..<storage.nodes.count).lazy.map { Node(document: self, index: $0) }
    }

    /// The greatest nesting depth of the tree (the root alone has depth 0).
    public var depth: Int {
        var depths = [Int32](repeating: 0, count: storage.nodes.count)
        var deepest: Int32 = 0
        for index in 1..<max(storage.nodes.count, 1) {
            let d = depths[Int(storage.nodes[index].parent)] + 1
            depths[index] = d
            deepest = max(deepest, d)
        }
        return Int(deepest)
    }
}
