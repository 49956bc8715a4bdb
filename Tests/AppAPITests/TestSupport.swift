import CMarkSwift
import Foundation
import Robustness

/// Fixtures and helpers the application API tests share.
enum AppFixtures {
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file of Fixtures/real.
    static func real(_ name: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent("Fixtures/real/\(name)"), encoding: .utf8)) ?? ""
    }

    static let spec = real("commonmark-spec-0.31.2.md")

    /// The plain render of a full parse and style.
    static func fullRender(_ text: String, theme: Theme, width: Int, options: ParseOptions = .init()) -> String {
        let document = Document(parsing: text, options: options)
        return PlainRenderer().render(StyledDocument(document: document, theme: theme).layout(width: width))
    }
}
