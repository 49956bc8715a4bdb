import CMarkSwift
import Foundation
import MarkdownAttributedString

/// How a stretch of Markdown text looks in an app: what a text view needs from a run, read
/// from the run's attributes (``MarkdownTextStyles`` set the theme's colours and weights and
/// the size scale). The SwiftUI views turn it into fonts and colours; the rest of an app's
/// code (and the tests, on Linux) reads it as plain values.
struct TextLook: Hashable, Sendable {
    var color: RGB?
    var background: RGB?
    var bold = false
    var italic = false
    var underline = false
    var strikethrough = false
    /// Code: inline code or a code block, in a fixed-width font.
    var monospaced = false
    /// The font size in points: the body's times the run's size scale.
    var pointSize: Double
    var link: URL?

    /// The look of `run` where the body's font is `bodySize` points.
    init(_ run: AttributedString.Runs.Run, bodySize: Double) {
        color = run.themeForeground
        background = run.themeBackground
        bold = run.themeBold
        italic = run.themeItalic
        underline = run.themeUnderline
        strikethrough = run.themeStrikethrough
        monospaced = run.isCode || run.block == .codeBlock
        pointSize = bodySize * run.sizeScale
        link = run.link
    }

    /// `text` as stretches of characters with one look each, in order.
    static func pieces(of text: AttributedString, bodySize: Double) -> [(text: String, look: TextLook)] {
        text.runs.map { (String(text[$0.range].characters), TextLook($0, bodySize: bodySize)) }
    }
}
