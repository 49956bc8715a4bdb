#!/bin/sh
# Builds a package outside the repository that follows README.md literally: its
# Package.swift is the README's, with the local-checkout line (`.package(path:
# "../cmark-swift")`) and the products the README names; its main.swift is every ```swift
# block of the README, each in a function of its own, run in order, then a check that a
# streamed text equals one render. Fails when a README line stops working.
#   Scripts/consumer-check.sh [DIRECTORY]     (default: a new temporary directory)
set -eu
REPO=$(cd "$(dirname "$0")/.." && pwd)
DIR=${1:-$(mktemp -d)}
SWIFT=${SWIFT:-swift}
mkdir -p "$DIR/MyApp/Sources/MyApp"
# The README's identity rule: the dependency's directory is named cmark-swift.
ln -sfn "$REPO" "$DIR/cmark-swift"

python3 - "$REPO/README.md" "$DIR/MyApp" <<'PY'
import re, sys
readme, app = open(sys.argv[1]).read(), sys.argv[2]
# The Package.swift block of the install section, with the local checkout chosen.
package = re.search(r"In your `Package.swift`:\n\n```\n(.*?)```", readme, re.S).group(1)
lines = []
for line in package.splitlines():
    if '.package(url:' in line:
        continue
    lines.append(line.replace('// or a local checkout: ', ''))
package = "\n".join(lines) + "\n"
products = '[.product(name: "CMarkSwift", package: "cmark-swift")]'
assert products in package, "the README's product line changed"
package = package.replace(products, '[.product(name: "CMarkSwift", package: "cmark-swift"), '
    '.product(name: "MarkdownAttributedString", package: "cmark-swift"), '
    '.product(name: "MarkdownHighlighting", package: "cmark-swift")]')
open(app + "/Package.swift", "w").write(package)
blocks = re.findall(r"```swift\n(.*?)```", readme, re.S)
main = ["import CMarkSwift", "import MarkdownAttributedString", "import MarkdownHighlighting", "",
        "// Values the README's snippets take as given.",
        'let markdown = "# Hello\\n\\nSome *emphasis*, a [link](https://example.com) and a table:\\n\\n| a | b |\\n|---|--:|\\n| 1 | 2 |\\n"',
        'let text = "```swift\\nlet x = 1\\n```\\n"', ""]
for index, block in enumerate(blocks):
    body = "\n".join("    " + line if line else "" for line in block.rstrip("\n").splitlines())
    main += [f"func snippet{index}() throws {{", body, "}", ""]
main += [f"try snippet{index}()" for index in range(len(blocks))]
main += ["", "// Streamed in pieces, the text equals one render.",
         'let whole = "# Answer\\n\\nThe first paragraph, [a link](https://example.com).\\n\\n- a\\n- b\\n\\n```\\ncode\\n```\\n"',
         "var stream = StreamingRenderer(theme: .dark, width: 40)",
         "var streamed: [UInt8] = []",
         "var bytes = Array(whole.utf8)[...]",
         "while !bytes.isEmpty {",
         "    streamed += stream.append(bytes.prefix(3)).final",
         "    bytes = bytes.dropFirst(3)",
         "}",
         "streamed += stream.finish().final",
         "let once = PlainRenderer().render(StyledDocument(document: Document(parsing: whole), theme: .dark).layout(width: 40))",
         'guard String(decoding: streamed, as: UTF8.self) == once else { fatalError("consumer: streamed output differs from one render") }',
         'print("consumer: \\(' + str(len(blocks)) + ') README snippets ran; streaming equals one render")']
open(app + "/Sources/MyApp/main.swift", "w").write("\n".join(main) + "\n")
PY

cd "$DIR/MyApp"
"$SWIFT" build 2>&1 | tail -5
.build/debug/MyApp > run.log 2>&1 || { cat run.log; echo "consumer-check: FAILED ($DIR/MyApp)"; exit 1; }
tail -1 run.log
echo "consumer-check: $DIR/MyApp builds and runs against $REPO"
