// swift-tools-version:6.0
// libFuzzer targets for cmark-swift. Built by `make fuzz` with -sanitize=fuzzer,address:
// each target defines TARGET_main (SwiftPM's name for an executable's main) and hands its
// test function to FuzzSupport's libFuzzer driver.
import PackageDescription

let robustness: Target.Dependency = "FuzzShapes"
let umbrella: Target.Dependency = .product(name: "CMarkSwift", package: "cmark-swift")
let highlighting: Target.Dependency = .product(name: "MarkdownHighlighting", package: "cmark-swift")
let images: Target.Dependency = .product(name: "MarkdownImages", package: "cmark-swift")
let rendering: Target.Dependency = .product(name: "MarkdownRendering", package: "cmark-swift")

let package = Package(
    name: "cmark-swift-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "cmark-swift", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        // The main package's test helpers (Tools/Robustness, through a symbolic link): they
        // are not a product of it, since they are not API, so they are built here again, but
        // for the timing against cmark-gfm, which needs the package's own internals (cmark's
        // C tree, `RegularFile`).
        .target(
            name: "FuzzShapes", dependencies: [umbrella],
            exclude: ["AdversarialTiming.swift", "CMarkBaseline.swift", "ThemeShape+Timing.swift"]),
        // Parse + convert + this package's HTML against cmark-gfm's.
        .executableTarget(name: "FuzzParse", dependencies: ["FuzzSupport", robustness]),
        // Parse + style + layout + render: the layout contract and terminal safety.
        .executableTarget(name: "FuzzRender", dependencies: ["FuzzSupport", robustness]),
        // Theme JSON decoding, and rendering with whatever decodes.
        .executableTarget(name: "FuzzTheme", dependencies: ["FuzzSupport", robustness]),
        // A random language and code: token order, and sizes and text as without highlighting.
        .executableTarget(name: "FuzzHighlight", dependencies: ["FuzzSupport", robustness, highlighting]),
        // Corrupt PNG, JPEG, GIF and WebP files: decoded under limits, encoded for every protocol.
        .executableTarget(name: "FuzzImages", dependencies: ["FuzzSupport", images, rendering]),
    ],
    swiftLanguageModes: [.v6]
)
