#if canImport(SwiftUI)
    import CMarkSwift
    import Foundation
    import SwiftUI
    import MarkdownAttributedString

    /// SwiftUI's attributes for Markdown text: each run's ``TextLook`` as a font, colours,
    /// lines and a link (on Apple platforms the text also carries Foundation's inline
    /// presentation intents; the font set here decides the look).
    extension AttributedString {
        func forSwiftUI(bodySize: Double) -> AttributedString {
            var result = AttributedString()
            for run in runs {
                var piece = AttributedString(self[run.range])
                piece.mergeAttributes(TextLook(run, bodySize: bodySize).swiftUIAttributes)
                result.append(piece)
            }
            return result
        }
    }

    extension TextLook {
        var swiftUIAttributes: AttributeContainer {
            var container = AttributeContainer()
            var font = Font.system(size: pointSize, weight: bold ? .bold : .regular, design: monospaced ? .monospaced : .default)
            if italic { font = font.italic() }
            container.swiftUI.font = font
            if let color { container.swiftUI.foregroundColor = Color(rgb: color) }
            if let background { container.swiftUI.backgroundColor = Color(rgb: background) }
            if underline { container.swiftUI.underlineStyle = .single }
            if strikethrough { container.swiftUI.strikethroughStyle = .single }
            if let link { container.link = link }
            return container
        }
    }

    extension Color {
        init(rgb: RGB) {
            self.init(red: Double(rgb.red) / 255, green: Double(rgb.green) / 255, blue: Double(rgb.blue) / 255)
        }
    }
#endif
