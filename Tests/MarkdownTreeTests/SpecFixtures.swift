import Foundation

@testable import MarkdownTree

/// One example of the spec fixtures (Fixtures/spec/*.json).
struct SpecFixture: Decodable, Sendable {
    var example: Int
    var section: String
    var markdown: String
    var html: String
    var extensions: [String]
    var options: [String]
    /// The fixture file's name, set after decoding.
    var file = ""

    private enum CodingKeys: String, CodingKey {
        case example, section, markdown, html, extensions, options
    }

    var parseOptions: ParseOptions {
        ParseOptions(extensions: Set(extensions.compactMap(Extension.init(rawValue:))), smart: options.contains("smart"))
    }

    var renderOptions: RenderOptions {
        RenderOptions(
            unsafe: options.contains("unsafe"), fullInfoString: options.contains("full-info-string"),
            tablePreferStyleAttributes: options.contains("table-prefer-style-attributes"))
    }

    var name: String { "\(file) #\(example) (\(section))" }

    /// Every example of every fixture file.
    static let all: [SpecFixture] = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/spec")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        var fixtures: [SpecFixture] = []
        for file in files {
            guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
                let decoded = try? JSONDecoder().decode([SpecFixture].self, from: data)
            else { continue }
            fixtures += decoded.map {
                var fixture = $0
                fixture.file = file
                return fixture
            }
        }
        return fixtures
    }()
}
