#!/bin/sh
# Builds a package outside the repository that follows README.md literally, and runs it:
# - its Package.swift is the README's, with the local-checkout line (`.package(path:
#   "../cmark-swift")`) and every product the README names in a `.product(name: …,
#   package: "cmark-swift")` line;
# - each ```swift block of the README is a file of its own, with the imports the block
#   shows and nothing else (the rest of the block becomes a function's body), so a snippet
#   that leaves out an import or uses a value it does not make fails to compile;
# - a check that a streamed text equals one render;
# - the DocC article ComingFromSwiftMarkdown's block that imports both packages, compiled
#   beside a local module named `Markdown` that declares swift-markdown's colliding names
#   (`Document`, `ParseOptions`, `SourceLocation`, `SourceRange`).
# Fails when a README line stops working.
#   Scripts/consumer-check.sh [DIRECTORY]     (default: a new temporary directory)
set -eu
REPO=$(cd "$(dirname "$0")/.." && pwd)
DIR=${1:-$(mktemp -d)}
SWIFT=${SWIFT:-swift}
rm -rf "$DIR/MyApp/Sources/MyApp"
mkdir -p "$DIR/MyApp/Sources/MyApp" "$DIR/Markdown/Sources/Markdown"
# The README's identity rule: the dependency's directory is named cmark-swift.
ln -sfn "$REPO" "$DIR/cmark-swift"

# swift-markdown's four names that meet this package's, as a stand-in module `Markdown`.
cat >"$DIR/Markdown/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(name: "Markdown", products: [.library(name: "Markdown", targets: ["Markdown"])], targets: [.target(name: "Markdown")])
SWIFT
cat >"$DIR/Markdown/Sources/Markdown/Markdown.swift" <<'SWIFT'
// Stands in for swiftlang/swift-markdown: its public names that this package also has.
public struct ParseOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int
    public init(line: Int, column: Int, source: String? = nil) {
        self.line = line
        self.column = column
    }
}
public typealias SourceRange = Range<SourceLocation>
extension SourceLocation: Comparable {
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { (a.line, a.column) < (b.line, b.column) }
}
public struct Document: Sendable {
    public let childCount: Int
    public init(parsing text: String, options: ParseOptions = []) {
        childCount = text.split(separator: "\n\n").count
    }
}
SWIFT

python3 - "$REPO/README.md" "$REPO/Sources/MarkdownTree/MarkdownTree.docc/ComingFromSwiftMarkdown.md" "$DIR/MyApp" <<'PY'
import re, sys
readme, article, app = open(sys.argv[1]).read(), open(sys.argv[2]).read(), sys.argv[3]

def swift_blocks(text):
    """The bodies of the ```swift blocks, read line by line (a block may hold ``` in a string)."""
    blocks, current = [], None
    for line in text.split("\n"):
        if current is None and line == "```swift":
            current = []
        elif current is not None and line == "```":
            blocks.append(current)
            current = None
        elif current is not None:
            current.append(line)
    return blocks

def source_file(name, block):
    """A file of the block's imports and a function `name` with the rest as its body."""
    imports = [line for line in block if line.startswith("import ")]
    body = [line for line in block if not line.startswith("import ")]
    while body and not body[0].strip():
        body.pop(0)
    indented = ["    " + line if line else "" for line in body]
    return "\n".join(imports + ["", f"func {name}() throws {{"] + indented + ["}", ""])

# The Package.swift block of the install section, with the local checkout chosen and
# every product the README names.
package = re.search(r"In your `Package.swift`:\n\n```\n(.*?)```", readme, re.S).group(1)
lines = []
for line in package.splitlines():
    if '.package(url:' in line:
        continue
    lines.append(line.replace('// or a local checkout: ', ''))
package = "\n".join(lines) + "\n"
products = '[.product(name: "CMarkSwift", package: "cmark-swift")]'
assert products in package, "the README's product line changed"
named = []
for name in re.findall(r'\.product\(name: "(\w+)", package: "cmark-swift"\)', readme):
    if name not in named:
        named.append(name)
product_lines = ", ".join(f'.product(name: "{name}", package: "cmark-swift")' for name in named)
package = package.replace(products, f'[{product_lines}, .product(name: "Markdown", package: "Markdown")]')
package = package.replace('.package(path: "../cmark-swift"),', '.package(path: "../cmark-swift"), .package(path: "../Markdown"),')
open(app + "/Package.swift", "w").write(package)

blocks = swift_blocks(readme)
for index, block in enumerate(blocks):
    open(f"{app}/Sources/MyApp/Snippet{index}.swift", "w").write(source_file(f"snippet{index}", block))
both = [block for block in swift_blocks(article) if any(line.split()[:2] == ["import", "Markdown"] for line in block)]
assert len(both) == 1, "the article's block that imports both packages is not there"
open(f"{app}/Sources/MyApp/BothPackages.swift", "w").write(source_file("bothPackages", both[0]))

main = ["import CMarkSwift", ""]
main += [f"try snippet{index}()" for index in range(len(blocks))]
main += ["try bothPackages()", "", "// Streamed in pieces, the text equals one render.",
         'let whole = "# Answer\\n\\nThe first paragraph, [a link](https://example.com).\\n\\n- a\\n- b\\n\\n```\\ncode\\n```\\n"',
         "var renderer = StreamingRenderer(theme: .dark, width: 40)",
         "var streamed: [UInt8] = []",
         "var bytes = Array(whole.utf8)[...]",
         "while !bytes.isEmpty {",
         "    streamed += renderer.append(bytes.prefix(3)).final",
         "    bytes = bytes.dropFirst(3)",
         "}",
         "streamed += renderer.finish().final",
         'guard renderer.stream.hasFinished, renderer.stream.unwrittenText.isEmpty else { fatalError("consumer: the stream did not finish") }',
         "let once = PlainRenderer().render(StyledDocument(document: Document(parsing: whole), theme: .dark).layout(width: 40))",
         'guard String(decoding: streamed, as: UTF8.self) == once else { fatalError("consumer: streamed output differs from one render") }',
         'print("consumer: ' + str(len(blocks)) + ' README snippets, each its own file, and the two-package example ran; streaming equals one render")']
open(app + "/Sources/MyApp/main.swift", "w").write("\n".join(main) + "\n")
print("consumer-check: products " + ", ".join(named) + f"; {len(blocks)} snippets")
PY

cd "$DIR/MyApp"
"$SWIFT" build >build.log 2>&1 || { grep -E "error:" -A3 build.log | head -60; echo "consumer-check: FAILED to build ($DIR/MyApp)"; exit 1; }
.build/debug/MyApp >run.log 2>&1 || { cat run.log; echo "consumer-check: FAILED ($DIR/MyApp)"; exit 1; }
tail -1 run.log
echo "consumer-check: $DIR/MyApp builds and runs against $REPO"
