#!/usr/bin/env python3
"""Generates Sources/MarkdownLayout/Text/DisplayWidth+Tables.swift from Unicode data.

Reads Debian's unicode-data files (default /usr/share/unicode) and writes a two-stage
lookup table: for every code point one 6-bit entry, the low 3 bits a width class and
the high 3 bits a line-break class (both enums in DisplayWidth+Classes.swift).
Stage 1 maps each 256-code-point block to a unique block; stage 2 holds the unique
blocks. Both stages are stored as base64-alphabet string literals, decoded once.

Usage: Scripts/generate-width-tables.py [--data DIR] [--output FILE]
Run through `make width-tables`.
"""
import argparse
import os
import re
import sys

BLOCK = 256
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"

# Width classes (WidthClass in Swift): keep in sync with DisplayWidth+Classes.swift.
NARROW, ZERO, WIDE, CONTROL, EMOJI_WIDE, EMOJI_TEXT, REGIONAL, MODIFIER = range(8)
# Line-break classes (BreakClass in Swift).
OTHER, IDEOGRAPHIC, CLOSING, OPENING, BREAK_AFTER, GLUE, SPACE, MANDATORY = range(8)

LINE_BREAK_CLASSES = {
    "ID": IDEOGRAPHIC, "H2": IDEOGRAPHIC, "H3": IDEOGRAPHIC, "JL": IDEOGRAPHIC,
    "JV": IDEOGRAPHIC, "JT": IDEOGRAPHIC, "CJ": IDEOGRAPHIC, "EB": IDEOGRAPHIC,
    "EM": IDEOGRAPHIC,
    "CL": CLOSING, "CP": CLOSING, "EX": CLOSING, "IS": CLOSING, "NS": CLOSING,
    "OP": OPENING,
    "HY": BREAK_AFTER, "BA": BREAK_AFTER, "B2": BREAK_AFTER, "ZW": BREAK_AFTER,
    "GL": GLUE, "WJ": GLUE,
    "SP": SPACE,
    "BK": MANDATORY, "LF": MANDATORY, "NL": MANDATORY, "CR": MANDATORY,
}


def records(path):
    """Yields (first, last, fields) for each data line of a UCD-style file."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [field.strip() for field in line.split(";")]
            first, _, last = fields[0].partition("..")
            yield int(first, 16), int(last or first, 16), fields[1:]


def property_set(path, name):
    points = set()
    for first, last, fields in records(path):
        if fields[0] == name:
            points.update(range(first, last + 1))
    return points


def general_categories(path):
    categories = {}
    range_start = None
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.split(";")
            point, name, category = int(fields[0], 16), fields[1], fields[2]
            if name.endswith(", First>"):
                range_start = point
                continue
            if name.endswith(", Last>"):
                for each in range(range_start, point + 1):
                    categories[each] = category
                continue
            categories[point] = category
    return categories


def file_version(path):
    with open(path, encoding="utf-8") as file:
        match = re.search(r"-(\d+\.\d+\.\d+)\.txt", file.readline())
    return match.group(1) if match else "unknown"


def build_entries(data):
    categories = general_categories(os.path.join(data, "UnicodeData.txt"))
    wide = set()
    # Defaults documented at the top of EastAsianWidth.txt, then the explicit values.
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        wide.update(range(first, last + 1))
    for first, last, fields in records(os.path.join(data, "EastAsianWidth.txt")):
        points = range(first, last + 1)
        if fields[0] in ("W", "F"):
            wide.update(points)
        else:
            wide.difference_update(points)
    derived = os.path.join(data, "DerivedCoreProperties.txt")
    ignorable = property_set(derived, "Default_Ignorable_Code_Point")
    proplist = os.path.join(data, "PropList.txt")
    prepended = property_set(proplist, "Prepended_Concatenation_Mark")
    regional = property_set(proplist, "Regional_Indicator")
    emoji_data = os.path.join(data, "emoji", "emoji-data.txt")
    emoji = property_set(emoji_data, "Emoji")
    presentation = property_set(emoji_data, "Emoji_Presentation")
    modifier = property_set(emoji_data, "Emoji_Modifier")
    pictographic = property_set(emoji_data, "Extended_Pictographic")

    breaks = [OTHER] * 0x110000
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF), (0x20000, 0x2FFFD),
                        (0x30000, 0x3FFFD), (0x1F000, 0x1FAFF), (0x1FC00, 0x1FFFD)]:
        for point in range(first, last + 1):
            breaks[point] = IDEOGRAPHIC
    for first, last, fields in records(os.path.join(data, "LineBreak.txt")):
        value = LINE_BREAK_CLASSES.get(fields[0], OTHER)
        for point in range(first, last + 1):
            breaks[point] = value

    zero = set(range(0x200B, 0x2010)) | set(range(0xFE00, 0xFE10)) | set(range(0xE0100, 0xE01F0))
    zero |= set(range(0x1160, 0x1200)) | set(range(0xD7B0, 0xD800))
    zero |= {p for p, c in categories.items() if c in ("Mn", "Me", "Cf")}
    zero |= ignorable
    zero -= prepended  # visible signs such as U+0600 ARABIC NUMBER SIGN
    zero.discard(0x115F)  # HANGUL CHOSEONG FILLER: a wide leading jamo

    entries = bytearray(0x110000)
    for point in range(0x110000):
        category = categories.get(point)
        if category == "Cc":
            width = CONTROL
        elif point in regional:
            width = REGIONAL
        elif point in modifier:
            width = MODIFIER
        elif point in zero:
            width = ZERO
        elif point in presentation:
            width = EMOJI_WIDE
        elif point in wide:
            width = WIDE
        elif point in emoji or point in pictographic:
            width = EMOJI_TEXT
        else:
            width = NARROW
        entries[point] = width | breaks[point] << 3
    return entries


def literal(name, text, comment):
    lines = [text[i:i + 120] for i in range(0, len(text), 120)]
    body = "\n".join("        " + line for line in lines)
    return f"    /// {comment}\n    static let {name}: StaticString = \"\"\"\n{body}\n        \"\"\"\n"


def render(entries, version, emoji_version):
    blocks, index = {}, []
    for start in range(0, 0x110000, BLOCK):
        block = bytes(entries[start:start + BLOCK])
        index.append(blocks.setdefault(block, len(blocks)))
    assert len(blocks) < 64 * 64
    stage1 = "".join(ALPHABET[i >> 6] + ALPHABET[i & 63] for i in index)
    stage2 = "".join(ALPHABET[b] for block in blocks for b in block)
    return (
        "// GENERATED FILE: do not edit. Regenerate with `make width-tables`\n"
        "// (Scripts/generate-width-tables.py --data /usr/share/unicode).\n"
        f"// Unicode {version}, Emoji {emoji_version}: UnicodeData, EastAsianWidth, LineBreak,\n"
        "// DerivedCoreProperties, PropList and emoji/emoji-data.\n"
        "\n"
        "extension WidthTable {\n"
        f"    /// The Unicode version the tables were generated from.\n"
        f"    static let unicodeVersion = \"{version}\"\n"
        "\n"
        f"    /// Code points per stage-2 block.\n"
        f"    static let blockSize = {BLOCK}\n"
        "\n"
        + literal("stage1", stage1, f"Stage 1: {len(index)} block numbers, two base64 digits each.")
        + "\n"
        + literal("stage2", stage2, f"Stage 2: {len(blocks)} unique blocks of {BLOCK} entries, one base64 digit each.")
        + "}\n"
    )


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default="/usr/share/unicode")
    parser.add_argument(
        "--output", default=os.path.join(here, "..", "Sources", "MarkdownLayout", "Text", "DisplayWidth+Tables.swift"))
    args = parser.parse_args()
    version = file_version(os.path.join(args.data, "EastAsianWidth.txt"))
    with open(os.path.join(args.data, "emoji", "emoji-data.txt"), encoding="utf-8") as file:
        match = re.search(r"Emoji Version (\d+\.\d+)", file.read(2000))
    emoji_version = match.group(1) if match else "unknown"
    source = render(build_entries(args.data), version, emoji_version)
    with open(args.output, "w", encoding="utf-8") as file:
        file.write(source)
    print(f"wrote {os.path.relpath(args.output)} (Unicode {version})", file=sys.stderr)


if __name__ == "__main__":
    main()
