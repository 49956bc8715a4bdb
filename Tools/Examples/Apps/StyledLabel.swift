import CMarkSwift
import Foundation
import MarkdownAttributedString

/// A label's look as data, the way SwiftyMarkdown users write it (`md.h1.color`,
/// `md.code.fontName`, `md.link.underlineStyle`): a style per element, decoded from JSON an
/// app ships or a designer edits, mapped onto ``MarkdownTextStyles``.
///
/// ```swift
/// let sheet = try JSONDecoder().decode(LabelStyleSheet.self, from: Data(#"{"h1": {"color": "#FF8800", "size": 2}}"#.utf8))
/// let label = StyledLabel(markdown: "# Hello\n\nSome `code`.", sheet: sheet)
/// ```
struct LabelStyleSheet: Codable, Hashable, Sendable {
    /// One element's look; every field optional (the element keeps its default).
    struct Element: Codable, Hashable, Sendable {
        /// `#RRGGBB`.
        var color: String?
        var bold: Bool?
        var italic: Bool?
        var underline: Bool?
        /// The font size relative to the body's.
        var size: Double?
    }

    var body: Element?
    var h1: Element?
    var h2: Element?
    var h3: Element?
    var code: Element?
    var link: Element?
    var emphasis: Element?
    var strong: Element?
    /// The body's font size in points.
    var fontSize: Double?

    /// The per-element styles the sheet describes, over the defaults.
    var textStyles: MarkdownTextStyles {
        var styles = MarkdownTextStyles()
        let elements: [(Element?, WritableKeyPath<MarkdownTextStyles, MarkdownTextStyle>)] = [
            (body, \.body), (h1, \.h1), (h2, \.h2), (h3, \.h3), (code, \.code), (code, \.codeBlock), (link, \.link),
            (emphasis, \.emphasis), (strong, \.strong),
        ]
        for case let (element?, path) in elements {
            if let color = element.color { styles[keyPath: path].color = Self.rgb(color) }
            if let bold = element.bold { styles[keyPath: path].bold = bold }
            if let italic = element.italic { styles[keyPath: path].italic = italic }
            if let underline = element.underline { styles[keyPath: path].underline = underline }
            if let size = element.size { styles[keyPath: path].sizeScale = size }
        }
        return styles
    }

    /// The colour `#RRGGBB` (or `RRGGBB`) names, or `nil` when it names none.
    static func rgb(_ hex: String) -> RGB? {
        let digits = hex.hasPrefix("#") ? hex.dropFirst() : Substring(hex)
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        return RGB(UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }
}

/// A label of Markdown styled by a ``LabelStyleSheet``: the attributed text and, for a view,
/// its stretches with their looks.
struct StyledLabel: Sendable {
    let markdown: String
    let sheet: LabelStyleSheet
    /// The label's text, per-element styles applied.
    let text: AttributedString

    init(markdown: String, sheet: LabelStyleSheet) {
        self.markdown = markdown
        self.sheet = sheet
        text = AttributedString(styling: Document(parsing: markdown), styles: sheet.textStyles)
    }

    /// The body's font size in points (15 unless the sheet says).
    var bodySize: Double { sheet.fontSize ?? 15 }

    /// The text as stretches with one look each.
    var pieces: [(text: String, look: TextLook)] { TextLook.pieces(of: text, bodySize: bodySize) }
}

extension LabelStyleSheet {
    /// An example sheet, as the JSON an app would ship.
    static let exampleJSON = """
        {
          "fontSize": 15,
          "body": {"color": "#202020"},
          "h1": {"color": "#FF8800", "bold": true, "size": 2},
          "code": {"color": "#C03030"},
          "link": {"color": "#2060D0", "underline": true}
        }
        """

    /// ``exampleJSON`` decoded.
    static let example = (try? JSONDecoder().decode(LabelStyleSheet.self, from: Data(exampleJSON.utf8))) ?? LabelStyleSheet()
}
