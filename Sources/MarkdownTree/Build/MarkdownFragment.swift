/// Nodes to build, written the way the document reads: ``Block`` and ``Inline`` make each
/// kind, a container takes its children in a closure (``MarkdownFragmentBuilder``), and a
/// string is text.
///
/// ```swift
/// let document = Document {
///     Block.heading(level: 1) { "Release notes" }
///     Block.paragraph {
///         "Parsing is "
///         Inline.strong { "faster" }
///         ", see "
///         Inline.link(destination: "https://example.com/perf") { "the numbers" }
///         "."
///     }
///     Block.bulletList {
///         Block.item { Block.paragraph { "one" } }
///         Block.item(.checked) { Block.paragraph { "two" } }
///     }
/// }
/// print(document.commonMark())
/// // # Release notes
/// //
/// // Parsing is **faster**, see [the numbers](https://example.com/perf).
/// //
/// // - one
/// // - [x] two
/// ```
///
/// A fragment is flat: its nodes in one array, children before their container, so
/// wrapping a fragment in a container appends one entry, and nothing recurses when the
/// document is made, compared or dropped. Sibling fragments are joined by moving the
/// smaller into the larger. (A loop that nests thousands deep, `fragment = Block.blockQuote {
/// fragment }`, copies what the closure holds at every step: use ``DocumentBuilder``'s
/// `open` and `close` for that.)
public struct MarkdownFragment: Sendable {
    /// One node: its content, and for a container the number of its children (which come
    /// just before it).
    struct Step: Sendable {
        var content: NodeContent
        /// `-1` for a leaf.
        var children: Int
    }

    /// The steps in order are `head` reversed, then `tail`: either end grows in amortized
    /// constant time.
    private var head: [Step] = []
    private var tail: [Step] = []
    /// The number of top-level nodes.
    private(set) var roots = 0

    /// No nodes.
    public init() {}

    /// One node with no children: text, code, a break, a rule, a footnote reference, or
    /// any content given as ``NodeContent``.
    public init(_ content: NodeContent) {
        tail.append(Step(content: content, children: -1))
        roots = 1
    }

    /// One container node around `children`.
    ///
    /// ```swift
    /// let quote = MarkdownFragment(.blockQuote) { Block.paragraph { "quoted" } }
    /// ```
    public init(_ content: NodeContent, @MarkdownFragmentBuilder children: () -> MarkdownFragment) {
        self = children()
        let count = roots
        tail.append(Step(content: content, children: count))
        roots = 1
    }

    /// The number of nodes in the fragment, at every depth.
    public var count: Int { head.count + tail.count }

    /// Appends `other`'s nodes after these, as siblings at the top level.
    public mutating func append(_ other: MarkdownFragment) {
        if other.count <= count {
            tail.append(contentsOf: other.head.reversed())
            tail.append(contentsOf: other.tail)
        } else {
            var joined = other
            joined.head.append(contentsOf: tail.reversed())
            joined.head.append(contentsOf: head)
            joined.roots += roots
            self = joined
            return
        }
        roots += other.roots
    }

    /// Each step, children before their container.
    func forEachStep(_ body: (Step) -> Void) {
        for step in head.reversed() { body(step) }
        for step in tail { body(step) }
    }
}

extension DocumentBuilder {
    /// Adds the nodes of `fragment` under the node open now. (A label of its own, since
    /// ``MarkdownFragment`` and ``NodeContent`` share their case names.)
    ///
    /// ```swift
    /// var builder = DocumentBuilder()
    /// builder.add(contentsOf: Block.heading(level: 2) { "Hello" })
    /// ```
    ///
    /// The fragment holds children before their container; they are added in document
    /// order with an explicit stack, whatever the depth.
    public mutating func add(contentsOf fragment: MarkdownFragment) {
        var steps: [MarkdownFragment.Step] = []
        steps.reserveCapacity(fragment.count)
        // The index of the first step of the subtree that ends at each step.
        var starts: [Int] = []
        starts.reserveCapacity(fragment.count)
        var subtrees: [Int] = []  // the starts of the subtrees not yet in a container
        fragment.forEachStep { step in
            let index = steps.count
            var start = index
            if step.children > 0 {
                start = subtrees[subtrees.count - step.children]
                subtrees.removeLast(step.children)
            }
            steps.append(step)
            starts.append(start)
            subtrees.append(start)
        }
        // Each pending list holds the roots still to add, the next one last.
        var pending: [[Int]] = [roots(before: steps.count, from: 0, starts: starts)]
        while !pending.isEmpty {
            guard let index = pending[pending.count - 1].popLast() else {
                pending.removeLast()
                if !pending.isEmpty { close() }
                continue
            }
            let step = steps[index]
            if step.children < 0 {
                add(step.content)
            } else {
                open(step.content)
                pending.append(roots(before: index, from: starts[index], starts: starts))
            }
        }
    }

    /// The roots of the subtrees that fill `from..<end`, the last first.
    private func roots(before end: Int, from start: Int, starts: [Int]) -> [Int] {
        var roots: [Int] = []
        var index = end - 1
        while index >= start {
            roots.append(index)
            index = starts[index] - 1
        }
        return roots
    }
}

extension Document {
    /// A document built in code from a ``MarkdownFragment``; `options` are recorded in it.
    ///
    /// ```swift
    /// let document = Document {
    ///     Block.heading(level: 2) { "Install" }
    ///     Block.codeBlock("swift build\n", language: "sh")
    /// }
    /// print(document.html())  // <h2>Install</h2>\n<pre><code class="language-sh">swift build\n</code></pre>
    /// ```
    public init(options: ParseOptions = .init(), @MarkdownFragmentBuilder _ content: () -> MarkdownFragment) {
        var builder = DocumentBuilder(options: options)
        builder.add(contentsOf: content())
        self = builder.build()
    }
}
