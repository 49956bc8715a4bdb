/// The tree transforms a document has been through, each decided once: a document that
/// carries one is not transformed that way again (styling reads this before it styles).
///
/// A transform that was decided against counts too: a dialect that keeps shortcodes as
/// written (``MarkdownDialect/emojiShortcodes`` `false`) marks them decided, so that a
/// theme does not replace them later.
package struct TreeTransforms: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Emoji shortcodes replaced, or kept as written on purpose.
    package static let emojiShortcodes = TreeTransforms(rawValue: 1)
    /// MyST directive fences that hold prose turned into directive blocks with their bodies
    /// parsed as Markdown (see ``Document/expandingMySTDirectives()``).
    package static let mystDirectives = TreeTransforms(rawValue: 2)
}
