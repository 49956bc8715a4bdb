#!/usr/bin/env python3
"""Generates Sources/MarkdownText/DisplayWidth+Tables.swift from Unicode data.

Reads Debian's unicode-data files (default /usr/share/unicode) and writes a two-stage
lookup table: for every code point one 12-bit entry (two base64 digits): bits 0-2 a
width class, bits 3-5 a line-break class (WidthClass and BreakClass in WidthTable.swift),
bits 6-9 a grapheme cluster break class and bits 10-11 an Indic conjunct break class
(GraphemeBreak and ConjunctBreak in GraphemeBreak.swift).
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

# Grapheme cluster break classes (GraphemeBreak in Swift): UAX #29 Grapheme_Cluster_Break,
# with Extended_Pictographic as a class of its own (it only overlaps Other).
GRAPHEME_CLASSES = {
    "Other": 0, "CR": 1, "LF": 2, "Control": 3, "Extend": 4, "ZWJ": 5, "Regional_Indicator": 6,
    "Prepend": 7, "SpacingMark": 8, "L": 9, "V": 10, "T": 11, "LV": 12, "LVT": 13,
}
EXTENDED_PICTOGRAPHIC = 14
# Indic conjunct break classes (ConjunctBreak in Swift), for rule GB9c of Unicode 15.1.
CONJUNCT_NONE, CONJUNCT_CONSONANT, CONJUNCT_EXTEND, CONJUNCT_LINKER = range(4)
CONJUNCT_SCRIPTS = {"Bengali", "Devanagari", "Gujarati", "Malayalam", "Oriya", "Telugu"}

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


def bidi_classes(path, name):
    """The code points of UnicodeData.txt whose Bidi_Class (field 4) is `name`."""
    points = set()
    with open(path, encoding="utf-8") as file:
        for line in file:
            fields = line.split(";")
            if fields[4] == name:
                points.add(int(fields[0], 16))
    return points


def file_version(path):
    with open(path, encoding="utf-8") as file:
        match = re.search(r"-(\d+\.\d+\.\d+)\.txt", file.readline())
    return match.group(1) if match else "unknown"


def grapheme_entries(data, pictographic, emoji, categories):
    """The grapheme bits of each code point: break class | conjunct class << 4.

    As Swift's `Character` does, rule GB11 only sees the Extended_Pictographic scalars that
    are also Emoji (or unassigned): the assigned text pictographs (U+261E, mahjong tiles,
    U+1F000...) do not join a ZWJ sequence.

    Unicode 15.0's files have no Indic_Conjunct_Break; it is derived as Unicode 15.1
    defines Linker and Consonant (the Virama and Consonant Indic syllabic categories of
    six scripts) and as Unicode 16, which Swift's `Character` follows, defines Extend:
    gcb=Extend or ZWJ, minus Linker, minus U+200C ZWNJ. (Unicode 16 also extends Consonant
    to more scripts, such as Myanmar; those are left out.)
    """
    grapheme = [0] * 0x110000
    for first, last, fields in records(os.path.join(data, "auxiliary", "GraphemeBreakProperty.txt")):
        for point in range(first, last + 1):
            grapheme[point] = GRAPHEME_CLASSES[fields[0]]
    for point in pictographic:
        if point not in emoji and point in categories:
            continue
        assert grapheme[point] == 0, f"Extended_Pictographic U+{point:04X} has a break class"
        grapheme[point] = EXTENDED_PICTOGRAPHIC
    scripts = {}
    for first, last, fields in records(os.path.join(data, "Scripts.txt")):
        if fields[0] in CONJUNCT_SCRIPTS:
            scripts.update(dict.fromkeys(range(first, last + 1), fields[0]))
    conjunct = [CONJUNCT_NONE] * 0x110000
    for point in range(0x110000):
        if grapheme[point] in (GRAPHEME_CLASSES["Extend"], GRAPHEME_CLASSES["ZWJ"]) and point != 0x200C:
            conjunct[point] = CONJUNCT_EXTEND
    for first, last, fields in records(os.path.join(data, "IndicSyllabicCategory.txt")):
        value = {"Virama": CONJUNCT_LINKER, "Consonant": CONJUNCT_CONSONANT}.get(fields[0])
        for point in range(first, last + 1):
            if value is not None and point in scripts:
                conjunct[point] = value
    return [g | c << 4 for g, c in zip(grapheme, conjunct)]


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

    # Zero width as glibc's wcwidth gives it (localedata/unicode-gen/utf8_gen.py): combining
    # and enclosing marks, format characters and Bidi_Class NSM, except U+00AD SOFT HYPHEN
    # and the prepended concatenation marks (visible signs such as U+0600 ARABIC NUMBER
    # SIGN), plus the Hangul medial vowels and final consonants. Unassigned default-ignorable
    # code points (glibc: -1) are zero too, as Unicode asks; the assigned ones that are
    # letters (U+115F, U+3164, U+FFA0) keep their width, as in glibc.
    bidi_nsm = bidi_classes(os.path.join(data, "UnicodeData.txt"), "NSM")
    zero = {p for p, c in categories.items() if c in ("Mn", "Me", "Cf")} | bidi_nsm
    zero |= {p for p in ignorable if p not in categories}
    zero |= set(range(0x1160, 0x1200)) | set(range(0xD7B0, 0xD800))
    zero -= prepended
    zero.discard(0x00AD)
    # glibc's two choices against EastAsianWidth.txt: the circled numbers on black squares
    # (Ambiguous) and the Yijing hexagram symbols (Neutral) are wide.
    wide |= set(range(0x3248, 0x3250)) | set(range(0x4DC0, 0x4E00))

    grapheme = grapheme_entries(data, pictographic, emoji, categories)
    entries = [0] * 0x110000
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
        entries[point] = width | breaks[point] << 3 | grapheme[point] << 6
    return entries


def literal(name, text, comment):
    lines = [text[i:i + 120] for i in range(0, len(text), 120)]
    body = "\n".join("        " + line for line in lines)
    return f"    /// {comment}\n    static let {name}: StaticString = \"\"\"\n{body}\n        \"\"\"\n"


def render(entries, version, emoji_version):
    blocks, index = {}, []
    for start in range(0, 0x110000, BLOCK):
        block = tuple(entries[start:start + BLOCK])
        index.append(blocks.setdefault(block, len(blocks)))
    assert len(blocks) < 64 * 64
    stage1 = "".join(ALPHABET[i >> 6] + ALPHABET[i & 63] for i in index)
    stage2 = "".join(ALPHABET[e >> 6] + ALPHABET[e & 63] for block in blocks for e in block)
    return (
        "// GENERATED FILE: do not edit. Regenerate with `make width-tables`\n"
        "// (Scripts/generate-width-tables.py --data /usr/share/unicode).\n"
        f"// Unicode {version}, Emoji {emoji_version}: UnicodeData, EastAsianWidth, LineBreak,\n"
        "// DerivedCoreProperties, PropList, Scripts, IndicSyllabicCategory,\n"
        "// auxiliary/GraphemeBreakProperty and emoji/emoji-data.\n"
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
        + literal("stage2", stage2, f"Stage 2: {len(blocks)} unique blocks of {BLOCK} entries, two base64 digits each.")
        + "}\n"
    )


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default="/usr/share/unicode")
    parser.add_argument(
        "--output", default=os.path.join(here, "..", "Sources", "MarkdownText", "DisplayWidth+Tables.swift"))
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
