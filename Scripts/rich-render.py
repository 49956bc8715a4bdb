#!/usr/bin/env python3
"""Renders a Markdown file with rich (PyPI: rich) as an SVG, for side-by-side pictures.

    rich-render.py FILE.md OUT.svg [--width N] [--title TITLE]

rich highlights code with Pygments in its default Markdown code theme (monokai).
"""
import argparse
import io

from rich.console import Console
from rich.markdown import Markdown

parser = argparse.ArgumentParser()
parser.add_argument("markdown")
parser.add_argument("out")
parser.add_argument("--width", type=int, default=80)
parser.add_argument("--title", default="rich")
args = parser.parse_args()

console = Console(record=True, width=args.width, force_terminal=True, color_system="truecolor", file=io.StringIO())
with open(args.markdown, encoding="utf-8") as file:
    console.print(Markdown(file.read()))
console.save_svg(args.out, title=args.title)
