import Conformance
import Foundation
import MarkdownTree

/// Fixture files, found relative to this source file.
enum Fixtures {
    /// The package root: three levels above `Tests/ConformanceTests/Fixtures.swift`.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static let specFiles = SpecLoader.fixtureNames

    static func examples(_ name: String) throws -> [SpecExample] {
        try SpecLoader.load(contentsOfFile: root + "/Fixtures/spec/" + name)
    }

    static let allExamples: [SpecExample] = specFiles.flatMap { (try? examples($0)) ?? [] }

    /// The Markdown files in `Fixtures/real`.
    static func realDocuments() -> [(name: String, text: String)] {
        let directory = root + "/Fixtures/real"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().compactMap { name in
            FileManager.default.contents(atPath: directory + "/" + name).map { (name, String(decoding: $0, as: UTF8.self)) }
        }
    }
}

/// HTML from cmark-gfm itself, the reference.
func cmarkHTML(_ markdown: String, _ parse: ParseOptions, _ render: RenderOptions) -> String {
    CMark.render(markdown, as: .html, parseOptions: parse, renderOptions: render)
}
