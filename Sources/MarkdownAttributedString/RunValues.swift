import MarkdownTree

/// What a run of text is and how it is styled, as plain values: runs next to each other
/// with equal values are one run.
struct RunValues: Hashable {
    var block: MarkdownBlockKind?
    var headingLevel: Int?
    var codeLanguage: String?
    var listDepth = 0
    var quoteDepth = 0
    var alert: AlertKind?
    var footnote: Int?
    var listMarker: String?
    var taskChecked: Bool?
    var tableColumn: Int?
    var tableHeader = false
    var inline = InlineFlags()
    var customRule: String?
    var imageSource: String?
    var imageAlt: String?
    /// A link id whose target is a URL (0 for none).
    var link: UInt32 = 0
    /// The text attributes id in the styled document's style table.
    var style: UInt32 = 0
    var sizeScale: Double?
}

/// The inline elements a run is inside.
struct InlineFlags: OptionSet, Hashable {
    let rawValue: UInt8
    static let emphasis = InlineFlags(rawValue: 1)
    static let strong = InlineFlags(rawValue: 2)
    static let strikethrough = InlineFlags(rawValue: 4)
    static let code = InlineFlags(rawValue: 8)
}
