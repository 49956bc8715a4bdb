#!/usr/bin/env python3
"""Generates Sources/MarkdownTree/Transform/EmojiShortcode+Table.swift: GitHub's emoji shortcodes.

Reads the definitions Debian's golang-github-yuin-goldmark-emoji-dev ships (the shortcodes
GitHub renders, as glow shows them; Expat licence, by Yusuke Inuzuka): each emoji's code
points and its names. Writes one string literal of lines `name<TAB>emoji`, sorted by name
in byte order, which `EmojiShortcode.emoji(named:)` searches in place.

Usage: Scripts/generate-emoji-table.py [--definitions FILE] [--output FILE]
Run through `make emoji-table`.
"""
import argparse
import re

DEFAULT = "/usr/share/gocode/src/github.com/yuin/goldmark-emoji/definition/github.go"

parser = argparse.ArgumentParser()
parser.add_argument("--definitions", default=DEFAULT)
parser.add_argument("--output", default="Sources/MarkdownTree/Transform/EmojiShortcode+Table.swift")
args = parser.parse_args()

entry = re.compile(r'NewEmoji\("[^"]*",\s*\[\]int32\{([0-9, ]+)\},\s*((?:"[^"]+"(?:,\s*)?)+)\)')
table = {}
for match in entry.finditer(open(args.definitions, encoding="utf-8").read()):
    emoji = "".join(chr(int(point)) for point in match.group(1).split(","))
    for name in re.findall(r'"([^"]+)"', match.group(2)):
        if not re.fullmatch(r"[a-z0-9_+\-]+", name):
            raise SystemExit(f"unexpected shortcode {name!r}")
        table.setdefault(name, emoji)
if len(table) < 1000:
    raise SystemExit(f"only {len(table)} shortcodes read from {args.definitions}")

lines = [f"{name}\t{table[name]}" for name in sorted(table, key=lambda n: n.encode())]
body = "\n".join("        " + line for line in lines)
with open(args.output, "w", encoding="utf-8") as out:
    out.write(f"""// GENERATED FILE: do not edit. Regenerate with `make emoji-table`
// (Scripts/generate-emoji-table.py, from Debian's golang-github-yuin-goldmark-emoji-dev:
// GitHub's emoji shortcodes, Expat licence, by Yusuke Inuzuka).

extension EmojiShortcode {{
    /// {len(table)} shortcodes, a line each (`name`, a tab, the emoji), sorted by name in byte
    /// order.
    static let table: StaticString = \"\"\"
{body}
        \"\"\"
}}
""")
print(f"{len(table)} shortcodes written to {args.output}")
