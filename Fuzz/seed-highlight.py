#!/usr/bin/env python3
"""Writes the code of every fenced block of a Markdown file as FuzzHighlight seeds.

    seed-highlight.py MARKDOWN OUT_DIR [--languages N]

FuzzHighlight picks its language from the first byte (modulo the languages it knows and one
unknown name), so each block is written once per language byte 0..N-1: every language sees
every sample.
"""
import argparse
import pathlib
import re

parser = argparse.ArgumentParser()
parser.add_argument("markdown", type=pathlib.Path)
parser.add_argument("out", type=pathlib.Path)
# The languages FuzzHighlight knows: SyntaxHighlighter.languages (64) and one unknown name.
parser.add_argument("--languages", type=int, default=65)
args = parser.parse_args()

blocks = re.findall(r"^```[^\n]*\n(.*?)^```", args.markdown.read_text(), flags=re.M | re.S)
args.out.mkdir(parents=True, exist_ok=True)
for index, code in enumerate(blocks):
    for language in range(args.languages):
        (args.out / f"block{index:02d}-{language:02d}").write_bytes(bytes([language]) + code.encode())
print(f"{len(blocks) * args.languages} seeds in {args.out}")
