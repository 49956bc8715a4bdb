// swift-tools-version:6.0
// cmark-swift: GitHub-Flavored Markdown for fixed-width surfaces, over cmark-gfm.
import PackageDescription

let package = Package(
    name: "cmark-swift",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "CMarkSwift", targets: ["CMarkSwift"]),
        .library(name: "MarkdownText", targets: ["MarkdownText"]),
        .library(name: "MarkdownTree", targets: ["MarkdownTree"]),
        .library(name: "MarkdownLayout", targets: ["MarkdownLayout"]),
        .library(name: "MarkdownRendering", targets: ["MarkdownRendering"]),
        .library(name: "MarkdownTheme", targets: ["MarkdownTheme"]),
        .library(name: "MarkdownViewer", targets: ["MarkdownViewer"]),
        .library(name: "MarkdownTerminal", targets: ["MarkdownTerminal"]),
        // Syntax highlighting for code blocks over GNU source-highlight (C++, Boost.Regex):
        // a product of its own, not in the umbrella, so an app that does not want C++ does
        // not link it.
        .library(name: "MarkdownHighlighting", targets: ["MarkdownHighlighting"]),
        // Styled text for apps (Foundation's AttributedString); not in the umbrella, so that
        // a program that does not want Foundation does not link it.
        .library(name: "MarkdownAttributedString", targets: ["MarkdownAttributedString"]),
        // Images in the terminal (libchafa and the image decoders): not in the umbrella, so an
        // app that does not show images does not link them.
        .library(name: "MarkdownImages", targets: ["MarkdownImages"]),
        .executable(name: "cmark-swift", targets: ["CMarkSwiftCLI"]),
    ],
    targets: [
        // The C door: cmark-gfm and its extensions (Debian: libcmark-gfm-dev and
        // libcmark-gfm-extensions-dev; the first alone cannot link).
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // libyaml (Debian: libyaml-dev), for YAML front matter.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // libxml2's HTML parser (Debian: libxml2-dev), for raw HTML in Markdown; read into flat
        // tokens by CHTMLTokens, the only target that includes it.
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
        .target(name: "CHTMLTokens", dependencies: ["CLibXML2"]),
        // Raw HTML in Markdown as tokens (start and end tags, decoded text), the styler's door to
        // libxml2; not a product, its API is package.
        .target(name: "MarkdownRawHTML", dependencies: ["CHTMLTokens"]),
        // Internals the modules share (the JSON escape list, reading a file untrusted input
        // names, the lock ThreadSanitizer understands); not a product.
        .target(name: "MarkdownSupport", dependencies: ["CSanitizerHooks"]),
        // ThreadSanitizer's annotations for that lock (nothing outside a TSan build).
        .target(name: "CSanitizerHooks"),
        // Text module: grapheme clusters, cell widths, line breaking, sanitising and UTF-8
        // repair. It depends on nothing, and every width in the package comes from it.
        .target(name: "MarkdownText"),
        // Parser module: the typed tree, its outputs, walking and rewriting.
        // One parse's memory, taken in blocks and released at once instead of node by node.
        .target(name: "CMarkArena", dependencies: ["CCmarkGFM"]),
        .target(name: "MarkdownTree", dependencies: ["CCmarkGFM", "CMarkArena", "CYAML", "MarkdownSupport", "MarkdownText"]),
        // Theme module: styles as data; it knows nothing of the parser.
        .target(name: "MarkdownTheme", dependencies: ["MarkdownSupport"]),
        // Layout module: styled documents and width-aware layout in terminal cells.
        .target(
            name: "MarkdownLayout", dependencies: ["MarkdownText", "MarkdownTree", "MarkdownTheme", "MarkdownRawHTML", "MarkdownSupport"]),
        // Renderer module: ANSI and plain text from a layout; escapes are added here, last.
        .target(name: "MarkdownRendering", dependencies: ["MarkdownLayout"]),
        // What a terminal tells: its size in cells and pixels, its colour depth (from the
        // environment) and its background (COLORFGBG, an OSC 11 answer).
        .target(name: "MarkdownTerminal", dependencies: ["MarkdownLayout", "MarkdownTheme"]),
        // The viewer's embeddable core: a pager over a layout (scrolling, search, links, resize
        // and reload keeping the place), key decoding and frame drawing.
        .target(name: "MarkdownViewer", dependencies: ["MarkdownLayout", "MarkdownRendering"]),
        // The highlighting door: GNU source-highlight (Debian: libsource-highlight-dev, which
        // brings Boost.Regex), behind a small C interface, and the Swift module over it with
        // the language table and the definitions the library lacks (Languages/*.lang).
        .systemLibrary(
            name: "CSourceHighlightLibrary", pkgConfig: "source-highlight",
            providers: [.apt(["libsource-highlight-dev"]), .brew(["source-highlight"])]),
        .target(name: "CSourceHighlight", dependencies: ["CSourceHighlightLibrary"]),
        .target(
            name: "MarkdownHighlighting", dependencies: ["MarkdownLayout", "MarkdownTheme", "MarkdownSupport", "CSourceHighlight"],
            exclude: ["Languages"]),
        // The image door: libchafa (Debian: libchafa-dev, with libglib2.0-dev) to encode for
        // the terminal, libpng, libjpeg-turbo, libwebp and giflib to decode; a small C
        // interface over them, and the Swift module that loads, limits and encodes images.
        .systemLibrary(
            name: "CImageLibraries", pkgConfig: "chafa",
            providers: [
                .apt(["libchafa-dev", "libglib2.0-dev", "libpng-dev", "libjpeg-dev", "libwebp-dev", "libgif-dev"]),
                .brew(["chafa", "libpng", "jpeg-turbo", "webp", "giflib"]),
            ]),
        // The decoders have no pkg-config name in common (giflib has none): linked by name.
        .target(
            name: "CMarkdownImages", dependencies: ["CImageLibraries"],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg"), .linkedLibrary("webp"), .linkedLibrary("gif")]),
        .target(name: "MarkdownImages", dependencies: ["MarkdownLayout", "MarkdownRendering", "MarkdownSupport", "CMarkdownImages"]),
        // A styled document as Foundation's AttributedString, with a public attribute scope.
        .target(name: "MarkdownAttributedString", dependencies: ["MarkdownLayout"]),
        // Spec-conformance runner over the typed tree: the `spec` command's and the tests', not
        // app API, so not in the umbrella and not a product (its API is `package`).
        .target(name: "Conformance", dependencies: ["MarkdownTree"], path: "Tools/Conformance"),
        // Umbrella library re-exporting every module.
        .target(
            name: "CMarkSwift",
            dependencies: [
                "MarkdownText", "MarkdownTree", "MarkdownTheme", "MarkdownLayout", "MarkdownRendering", "MarkdownTerminal",
                "MarkdownViewer",
            ]
        ),
        // The thin command-line front end.
        .executableTarget(
            name: "CMarkSwiftCLI", dependencies: ["CMarkSwift", "Conformance", "MarkdownHighlighting", "MarkdownImages", "MarkdownSupport"]),
        // One small program per application need, as the README shows them (`swift run Examples`),
        // and the app examples (Apps/: SwiftUI views over models that are plain Swift).
        .executableTarget(
            name: "Examples", dependencies: ["CMarkSwift", "MarkdownAttributedString", "MarkdownHighlighting"], path: "Tools/Examples"),
        // `make bench`: every stage timed against cmark-gfm in one process.
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["CMarkSwift", "MarkdownAttributedString", "Conformance", "Robustness", "MarkdownHighlighting", "CHeapInfo"],
            path: "Tools/Benchmarks"),
        // glibc's heap in use, for `Benchmarks --memory`.
        .target(name: "CHeapInfo", path: "Tools/CHeapInfo"),
        // Pathological Markdown shapes, their timing against cmark-gfm, and the checks the
        // fuzz targets and robustness tests share. Not a product, since it is not API: Fuzz/
        // builds the same sources again, through a symbolic link.
        .target(
            name: "Robustness", dependencies: ["CMarkSwift", "CCmarkGFM", "MarkdownTree", "MarkdownAttributedString", "MarkdownSupport"],
            path: "Tools/Robustness"),
        // `make check-memory` and `make check-tsan`: a consumer under load, under valgrind and TSan.
        .executableTarget(name: "LoadCheck", dependencies: ["CMarkSwift", "MarkdownSupport"], path: "Tools/LoadCheck"),
        // `make adversarial`: the shapes at growing sizes, as docs/adversarial.md.
        .executableTarget(
            name: "AdversarialBench", dependencies: ["Robustness", "CMarkSwift", "MarkdownSupport"], path: "Tools/AdversarialBench"),
        .testTarget(
            name: "MarkdownTreeTests",
            dependencies: ["MarkdownTree", "MarkdownText", "Conformance", "CMarkArena"],
            resources: []
        ),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["MarkdownTree", "Conformance"]
        ),
        // The text module; the lint test there reads Sources/ to keep widths in it.
        .testTarget(name: "MarkdownTextTests", dependencies: ["MarkdownText", "MarkdownLayout", "Robustness"]),
        .testTarget(name: "MarkdownLayoutTests", dependencies: ["MarkdownLayout", "Robustness"]),
        .testTarget(
            name: "MarkdownRenderingTests", dependencies: ["MarkdownRendering", "CMarkSwift", "MarkdownHighlighting", "Robustness"]),
        .testTarget(name: "MarkdownThemeTests", dependencies: ["MarkdownTheme"]),
        .testTarget(name: "MarkdownTerminalTests", dependencies: ["MarkdownTerminal"]),
        .testTarget(name: "MarkdownRawHTMLTests", dependencies: ["MarkdownRawHTML"]),
        .testTarget(name: "MarkdownHighlightingTests", dependencies: ["MarkdownHighlighting", "CMarkSwift"]),
        .testTarget(name: "MarkdownImagesTests", dependencies: ["MarkdownImages", "CMarkSwift"], exclude: ["Fixtures"]),
        .testTarget(name: "MarkdownViewerTests", dependencies: ["MarkdownViewer", "CMarkSwift"]),
        // The application API: prepared content, hits, dialects, streaming.
        .testTarget(name: "AppAPITests", dependencies: ["CMarkSwift", "MarkdownAttributedString", "Robustness"]),
        // Adversarial shapes, terminal safety over random input, fuzzer regressions.
        .testTarget(name: "RobustnessTests", dependencies: ["CMarkSwift", "Robustness"]),
        // The built cmark-swift binary: exit codes, limits, I/O faults.
        .testTarget(
            name: "CLITests", dependencies: ["CMarkSwift"], exclude: ["answering-terminal.py", "signalled-terminal.py", "Fixtures"]),
        // SwiftUI's type names, declared by a stand-in (SwiftUI is not on Linux), used
        // unqualified beside the umbrella module: a public name of ours that collides fails
        // to compile.
        .target(name: "SwiftUIStandIn", path: "Tests/SwiftUIStandIn"),
        .testTarget(name: "NameCollisionTests", dependencies: ["CMarkSwift", "SwiftUIStandIn"]),
        // The example programs' outputs (Tools/Examples), checked against cmark-gfm's, and the
        // app examples' models.
        .testTarget(name: "ExamplesTests", dependencies: ["Examples", "CMarkSwift", "MarkdownAttributedString"]),
    ],
    swiftLanguageModes: [.v6]
)
