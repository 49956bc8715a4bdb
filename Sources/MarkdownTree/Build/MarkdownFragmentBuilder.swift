/// The result builder of ``MarkdownFragment``: each line of the closure is a node (a
/// fragment, or a string for text), in order; `if`, `if let`, `switch` and `for` work as in
/// any result builder.
///
/// ```swift
/// let steps = ["Clone", "Build", "Test"]
/// let document = Document {
///     Block.orderedList {
///         for step in steps {
///             Block.item { Block.paragraph { step } }
///         }
///     }
/// }
/// ```
@resultBuilder
public enum MarkdownFragmentBuilder {
    /// A fragment is itself.
    public static func buildExpression(_ fragment: MarkdownFragment) -> MarkdownFragment { fragment }

    /// A string is a text node.
    public static func buildExpression(_ text: String) -> MarkdownFragment { MarkdownFragment(.text(text)) }

    /// The lines of a closure, in order.
    public static func buildBlock(_ fragments: MarkdownFragment...) -> MarkdownFragment { joined(fragments) }

    /// An `if` without `else`: nothing when it does not hold.
    public static func buildOptional(_ fragment: MarkdownFragment?) -> MarkdownFragment { fragment ?? MarkdownFragment() }

    /// The first branch of an `if`-`else` or `switch`.
    public static func buildEither(first fragment: MarkdownFragment) -> MarkdownFragment { fragment }

    /// The second branch of an `if`-`else` or `switch`.
    public static func buildEither(second fragment: MarkdownFragment) -> MarkdownFragment { fragment }

    /// A `for` loop's fragments, in order.
    public static func buildArray(_ fragments: [MarkdownFragment]) -> MarkdownFragment { joined(fragments) }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ fragment: MarkdownFragment) -> MarkdownFragment { fragment }

    private static func joined(_ fragments: [MarkdownFragment]) -> MarkdownFragment {
        var result = MarkdownFragment()
        for fragment in fragments { result.append(fragment) }
        return result
    }
}
