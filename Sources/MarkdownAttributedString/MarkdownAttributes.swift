// Re-exported: `import MarkdownAttributedString` is enough to use `AttributedString`.
@_exported import Foundation
import MarkdownTheme
import MarkdownTree

/// The kind of block a run of an attributed Markdown string belongs to (its innermost
/// leaf block; containers are told by ``MarkdownAttributes/ListDepth``,
/// ``MarkdownAttributes/QuoteDepth`` and ``MarkdownAttributes/Footnote``). Text the theme
/// adds outside any block (the numbered URLs under link references, an empty document's
/// placeholder) has none.
public enum MarkdownBlockKind: String, Sendable, Hashable, Codable, CaseIterable {
    case paragraph
    case heading
    case codeBlock
    /// A raw HTML block as the theme shows it: rendered (its text, tags gone), or its source.
    case htmlBlock
    case thematicBreak
    case table
    case customBlock
    case frontMatter
    /// The title line of a GitHub alert (`> [!NOTE]`): the theme's glyph and title, in
    /// place of the marker.
    case alertTitle
}

/// The keys of ``AttributeScopes/CMarkSwiftAttributes``: what a node is, and how the
/// theme styles it.
///
/// ```swift
/// let text = AttributedString(styling: Document(parsing: "# Hi *there*\n"), theme: .dark)
/// for run in text.runs where run.headingLevel == 1 {
///     print(text[run.range], run.themeForeground as Any, run.isEmphasis)
/// }
/// ```
public enum MarkdownAttributes {
    // MARK: What the node is

    /// The innermost leaf block of the run.
    public enum Block: AttributedStringKey {
        public typealias Value = MarkdownBlockKind
        public static let name = "CMarkSwift.block"
    }

    /// The GitHub alert (`> [!WARNING]`) the run is inside, its title line included; an
    /// alert also counts in ``QuoteDepth``, as the block quote it is written as.
    public enum Alert: AttributedStringKey {
        public typealias Value = AlertKind
        public static let name = "CMarkSwift.alert"
    }

    /// The heading's level, 1 to 6, on every run of a heading.
    public enum HeadingLevel: AttributedStringKey {
        public typealias Value = Int
        public static let name = "CMarkSwift.headingLevel"
    }

    /// How many lists the run is inside (1 for a top-level list's items).
    public enum ListDepth: AttributedStringKey {
        public typealias Value = Int
        public static let name = "CMarkSwift.listDepth"
    }

    /// On an item's marker text only: the marker as the theme writes it (`•`, `3.`).
    public enum ListMarker: AttributedStringKey {
        public typealias Value = String
        public static let name = "CMarkSwift.listMarker"
    }

    /// On a task item's checkbox text only: whether the task is done.
    public enum TaskChecked: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.taskChecked"
    }

    /// How many block quotes the run is inside.
    public enum QuoteDepth: AttributedStringKey {
        public typealias Value = Int
        public static let name = "CMarkSwift.quoteDepth"
    }

    /// Inline code.
    public enum IsCode: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.isCode"
    }

    /// A code block's language: the first word of its info string.
    public enum CodeLanguage: AttributedStringKey {
        public typealias Value = String
        public static let name = "CMarkSwift.codeLanguage"
    }

    /// Inside `*emphasis*`.
    public enum IsEmphasis: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.isEmphasis"
    }

    /// Inside `**strong**`.
    public enum IsStrong: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.isStrong"
    }

    /// Inside `~~strikethrough~~`.
    public enum IsStrikethrough: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.isStrikethrough"
    }

    /// A footnote's number: on a reference's text, and on every run of its definition.
    public enum Footnote: AttributedStringKey {
        public typealias Value = Int
        public static let name = "CMarkSwift.footnote"
    }

    /// An image's source URL as written, on the image's placeholder text.
    public enum ImageSource: AttributedStringKey {
        public typealias Value = String
        public static let name = "CMarkSwift.imageSource"
    }

    /// An image's alt text, on the image's placeholder text.
    public enum ImageAlt: AttributedStringKey {
        public typealias Value = String
        public static let name = "CMarkSwift.imageAlt"
    }

    /// A table cell's 0-based column.
    public enum TableColumn: AttributedStringKey {
        public typealias Value = Int
        public static let name = "CMarkSwift.tableColumn"
    }

    /// Whether a table cell is in the header row.
    public enum TableHeader: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.tableHeader"
    }

    /// Inside a custom inline made by an `InlineRule`: the rule's name.
    public enum CustomRule: AttributedStringKey {
        public typealias Value = String
        public static let name = "CMarkSwift.customRule"
    }

    /// The font size as a multiple of the body's, from ``MarkdownTextStyles`` (set only by
    /// `AttributedString(styling:styles:options:)`; read it as
    /// `run.sizeScale`, 1 where unset).
    public enum SizeScale: AttributedStringKey {
        public typealias Value = Double
        public static let name = "CMarkSwift.sizeScale"
    }

    // MARK: How the theme styles it

    /// The theme's text colour, as RGB (palette colours resolved to xterm's values).
    public enum ThemeForeground: AttributedStringKey {
        public typealias Value = RGB
        public static let name = "CMarkSwift.themeForeground"
    }

    /// The theme's background colour, as RGB.
    public enum ThemeBackground: AttributedStringKey {
        public typealias Value = RGB
        public static let name = "CMarkSwift.themeBackground"
    }

    /// `true` where the theme makes the text bold (unset elsewhere; `run.themeBold` reads
    /// `false` there).
    public enum ThemeBold: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.themeBold"
    }

    /// Set where the theme makes the text italic.
    public enum ThemeItalic: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.themeItalic"
    }

    /// Set where the theme underlines the text.
    public enum ThemeUnderline: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.themeUnderline"
    }

    /// Set where the theme strikes the text through.
    public enum ThemeStrikethrough: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.themeStrikethrough"
    }

    /// Set where the theme makes the text faint.
    public enum ThemeFaint: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.themeFaint"
    }

    /// Set where the theme swaps foreground and background.
    public enum ThemeInverse: AttributedStringKey {
        public typealias Value = Bool
        public static let name = "CMarkSwift.themeInverse"
    }
}

extension AttributeScopes {
    /// cmark-swift's attributes (see ``MarkdownAttributes``), with Foundation's (`link`).
    public struct CMarkSwiftAttributes: AttributeScope {
        public let block: MarkdownAttributes.Block
        public let alert: MarkdownAttributes.Alert
        public let headingLevel: MarkdownAttributes.HeadingLevel
        public let listDepth: MarkdownAttributes.ListDepth
        public let listMarker: MarkdownAttributes.ListMarker
        public let taskChecked: MarkdownAttributes.TaskChecked
        public let quoteDepth: MarkdownAttributes.QuoteDepth
        public let isCode: MarkdownAttributes.IsCode
        public let codeLanguage: MarkdownAttributes.CodeLanguage
        public let isEmphasis: MarkdownAttributes.IsEmphasis
        public let isStrong: MarkdownAttributes.IsStrong
        public let isStrikethrough: MarkdownAttributes.IsStrikethrough
        public let footnote: MarkdownAttributes.Footnote
        public let imageSource: MarkdownAttributes.ImageSource
        public let imageAlt: MarkdownAttributes.ImageAlt
        public let tableColumn: MarkdownAttributes.TableColumn
        public let tableHeader: MarkdownAttributes.TableHeader
        public let customRule: MarkdownAttributes.CustomRule
        public let sizeScale: MarkdownAttributes.SizeScale
        public let themeForeground: MarkdownAttributes.ThemeForeground
        public let themeBackground: MarkdownAttributes.ThemeBackground
        public let themeBold: MarkdownAttributes.ThemeBold
        public let themeItalic: MarkdownAttributes.ThemeItalic
        public let themeUnderline: MarkdownAttributes.ThemeUnderline
        public let themeStrikethrough: MarkdownAttributes.ThemeStrikethrough
        public let themeFaint: MarkdownAttributes.ThemeFaint
        public let themeInverse: MarkdownAttributes.ThemeInverse
        public let foundation: AttributeScopes.FoundationAttributes
    }

    /// cmark-swift's attribute scope, for `AttributedString.runs[\.cmarkSwift...]` and
    /// conversions.
    public var cmarkSwift: CMarkSwiftAttributes.Type { CMarkSwiftAttributes.self }
}

extension AttributeDynamicLookup {
    /// `run.headingLevel`, `run.themeForeground`, ...: cmark-swift's attributes by name.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.CMarkSwiftAttributes, T>) -> T {
        self[T.self]
    }
}
