import CMarkSwift
import Foundation

/// Paths, fixtures and helpers the rendering tests share.
enum Fixtures {
    /// The package root, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let render = root.appendingPathComponent("Fixtures/render")

    struct SpecExample: Decodable {
        var example: Int
        var section: String
        var markdown: String
    }

    /// Every spec example of every suite in Fixtures/spec, as (name, markdown).
    static let specExamples: [(name: String, markdown: String)] = {
        let directory = root.appendingPathComponent("Fixtures/spec")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var result: [(String, String)] = []
        for file in files.sorted() where file.hasSuffix(".json") {
            guard let data = try? Data(contentsOf: directory.appendingPathComponent(file)),
                let examples = try? JSONDecoder().decode([SpecExample].self, from: data)
            else { continue }
            for example in examples { result.append(("\(file)#\(example.example)", example.markdown)) }
        }
        return result
    }()

    /// The golden inputs: Fixtures/render/*.md, as (base name, markdown).
    static let goldenInputs: [(name: String, markdown: String)] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: render.path)) ?? []
        return files.sorted().filter { $0.hasSuffix(".md") }.compactMap { file in
            guard let text = try? String(contentsOf: render.appendingPathComponent(file), encoding: .utf8) else { return nil }
            return (String(file.dropLast(3)), text)
        }
    }()

    /// Widths 1-10, then a sample up to 200.
    static let widths: [Int] = Array(1...10) + [11, 13, 16, 20, 24, 29, 33, 40, 47, 55, 60, 72, 80, 99, 120, 157, 200]
}

/// The width of each line of a plain rendering, measured on its text with DisplayWidth.
func plainLineWidths(_ layout: DocumentLayout) -> [Int] {
    let text = PlainRenderer().render(layout)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines.map { DisplayWidth.of($0) }
}
