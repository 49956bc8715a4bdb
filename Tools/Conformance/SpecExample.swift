import MarkdownTree

/// One spec example: Markdown in, the HTML cmark-gfm writes for it out, and the
/// extensions and options it runs with.
///
/// The fields and their JSON names are those of the fixture files in `Fixtures/spec`.
///
/// ```swift
/// let example = SpecExample(example: 1, section: "Tabs", markdown: "\tfoo\n",
///                           html: "<pre><code>foo\n</code></pre>\n")
/// let result = try SpecRunner(renderer: .swift).run(example)
/// print(result.passed)  // true
/// ```
package struct SpecExample: Sendable, Hashable, Codable {
    /// The example's number within its suite (disabled examples keep their numbers).
    package var example: Int
    /// The heading the example appears under.
    package var section: String
    package var markdown: String
    /// The expected HTML; exactly `<IGNORE>\n` accepts any output.
    package var html: String
    /// The lines of the example's opening and closing fences in the spec file.
    package var startLine: Int
    package var endLine: Int
    /// Extension names, as `cmark-gfm -e` takes them (`footnotes` included).
    package var extensions: [String]
    /// Option names, as `cmark-gfm` flags without the dashes (`unsafe`, `smart`, …).
    package var options: [String]

    package init(
        example: Int,
        section: String,
        markdown: String,
        html: String,
        startLine: Int = 0,
        endLine: Int = 0,
        extensions: [String] = [],
        options: [String] = ["unsafe"]
    ) {
        self.example = example
        self.section = section
        self.markdown = markdown
        self.html = html
        self.startLine = startLine
        self.endLine = endLine
        self.extensions = extensions
        self.options = options
    }

    enum CodingKeys: String, CodingKey {
        case example, section, markdown, html, extensions, options
        case startLine = "start_line"
        case endLine = "end_line"
    }

    /// Whether any output is accepted (the expected HTML is the `<IGNORE>` marker).
    package var acceptsAnyOutput: Bool { html == "<IGNORE>\n" }

    /// The parse options the example names.
    package func parseOptions() throws(ConformanceError) -> ParseOptions {
        var parse = ParseOptions(extensions: [])
        for name in extensions {
            guard let found = Extension(rawValue: name) else { throw .unknownExtension(name, example: example) }
            parse.extensions.insert(found)
        }
        for name in options {
            switch name {
            case "smart": parse.smart = true
            case "validate-utf8": parse.validateUTF8 = true
            case "liberal-html-tag": parse.liberalHTMLTag = true
            case "strikethrough-double-tilde": parse.strikethroughDoubleTilde = true
            case "footnotes": parse.extensions.insert(.footnotes)
            default: break
            }
        }
        return parse
    }

    /// The render options the example names.
    package func renderOptions() throws(ConformanceError) -> RenderOptions {
        var render = RenderOptions()
        for name in options {
            switch name {
            case "unsafe": render.unsafe = true
            case "sourcepos": render.sourcepos = true
            case "hardbreaks": render.hardBreaks = true
            case "nobreaks": render.noBreaks = true
            case "full-info-string": render.fullInfoString = true
            case "table-prefer-style-attributes": render.tablePreferStyleAttributes = true
            case "github-pre-lang": render.githubPreLang = true
            case "smart", "validate-utf8", "liberal-html-tag", "strikethrough-double-tilde", "footnotes": break
            default: throw .unknownOption(name, example: example)
            }
        }
        return render
    }
}
