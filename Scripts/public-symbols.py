#!/usr/bin/env python3
"""Counts the public symbols of each library module from the compiler's symbol graphs.

Make the graphs first (the same flags `make test` builds with):

    swift build -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir \
        -Xswiftc $PWD/.build/symbol-graphs
    Scripts/public-symbols.py [--graphs DIR] [--list MODULE]

How it counts. A symbol counts for module M when its access is `public` or `open` and
its declaration is in M's own sources (Sources/M/). Read from M.symbols.json and from the
M@Other.symbols.json graphs, so members M adds to another module's types (MarkdownLayout's
`Document.styled(theme:)`, `Node.isKind(_:)`) count for M, the module that declares them,
and once. Not counted: the copies of a protocol extension's members the graph lists under
every conforming type (identifiers with `::SYNTHESIZED::`: `!=` of every Equatable type,
`HeadingNode.children` from `TypedNode`'s extension, which counts once, on `TypedNode`),
extension blocks as such, and symbols of other modules that a module re-exports. A type,
each of its cases, properties, initialisers, methods, subscripts, operators and associated
types is one symbol each; a protocol requirement and its default implementation are two.
The umbrella's line ("reached through `import CMarkSwift`") adds up the modules it
re-exports (its own sources declare nothing public).
"""

import argparse
import glob
import json
import os
import sys

LIBRARY_MODULES = [
    "MarkdownText",
    "MarkdownTree",
    "MarkdownTheme",
    "MarkdownLayout",
    "MarkdownRendering",
    "MarkdownTerminal",
    "MarkdownViewer",
    "MarkdownHighlighting",
    "MarkdownAttributedString",
    "MarkdownImages",
    "MarkdownRawHTML",
    "MarkdownSupport",
    "CMarkSwift",
]
# What `import CMarkSwift` brings (Sources/CMarkSwift/Exports.swift).
UMBRELLA = ["MarkdownText", "MarkdownTree", "MarkdownTheme", "MarkdownLayout", "MarkdownRendering", "MarkdownTerminal", "MarkdownViewer"]


def own_symbols(graphs, module, root):
    """The public and open symbols module declares in its own sources, by precise identifier."""
    prefix = os.path.join(root, "Sources", module) + "/"
    paths = [os.path.join(graphs, f"{module}.symbols.json")] + sorted(glob.glob(os.path.join(graphs, f"{module}@*.symbols.json")))
    found = {}
    for path in paths:
        if not os.path.exists(path):
            continue
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol["kind"]["identifier"] == "swift.extension" or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            uri = symbol.get("location", {}).get("uri", "")
            uri = uri.removeprefix("file://")
            if not os.path.isabs(uri):
                uri = os.path.join(root, uri)
            if not uri.startswith(prefix):
                continue
            found[symbol["identifier"]["precise"]] = symbol
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--graphs", default=".build/symbol-graphs", help="folder of *.symbols.json (default: .build/symbol-graphs)")
    parser.add_argument("--list", metavar="MODULE", help="print that module's counted symbols, one a line, instead of the table")
    arguments = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if not os.path.exists(os.path.join(arguments.graphs, "MarkdownTree.symbols.json")):
        sys.exit(f"public-symbols: no symbol graphs in {arguments.graphs} (build with -emit-symbol-graph first, see --help)")

    if arguments.list:
        symbols = own_symbols(arguments.graphs, arguments.list, root)
        lines = [f"{'.'.join(s['pathComponents'])}  ({s['kind']['identifier'].removeprefix('swift.')}, {s['accessLevel']})" for s in symbols.values()]
        print("\n".join(sorted(lines)))
        return

    counts = {}
    for module in LIBRARY_MODULES:
        if not os.path.exists(os.path.join(arguments.graphs, f"{module}.symbols.json")):
            counts[module] = None
            continue
        counts[module] = len(own_symbols(arguments.graphs, module, root))
    width = max(len(module) for module in LIBRARY_MODULES)
    for module in LIBRARY_MODULES:
        count = counts[module]
        print(f"{module:<{width}}  {'no graph' if count is None else count:>6}")
    known = [count for count in counts.values() if count is not None]
    print(f"{'all modules':<{width}}  {sum(known):>6}")
    reached = sum(counts[module] or 0 for module in UMBRELLA) + (counts["CMarkSwift"] or 0)
    print(f"{'import CMarkSwift':<{width}}  {reached:>6}  (the umbrella's modules: {', '.join(UMBRELLA)})")


if __name__ == "__main__":
    main()
