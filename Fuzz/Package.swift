// swift-tools-version:6.0
// libFuzzer targets for cmark-swift. Built by `make fuzz` with -sanitize=fuzzer,address:
// each target is a library-style file defining LLVMFuzzerTestOneInput.
import PackageDescription

let package = Package(
    name: "cmark-swift-fuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "cmark-swift", path: "..")],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzParse", dependencies: ["FuzzSupport", .product(name: "CMarkSwift", package: "cmark-swift")]),
    ],
    swiftLanguageModes: [.v6]
)
