#!/usr/bin/env python3
"""Writes every spec example's Markdown as one seed file.

    seed-corpus.py FIXTURE_DIR OUT_DIR [--prefix HEX]

--prefix puts bytes before each seed (the fuzz targets read options and widths from their
first bytes); each seed is written once with every prefix byte given (`--prefix 0001` writes
two seeds per example: one starting 0x00, one 0x01).
"""
import argparse
import hashlib
import json
import pathlib

parser = argparse.ArgumentParser()
parser.add_argument("fixtures", type=pathlib.Path)
parser.add_argument("out", type=pathlib.Path)
parser.add_argument("--prefix", default="", help="hex bytes; each is one variant's leading byte")
parser.add_argument("--prefix-length", type=int, default=1, help="bytes of --prefix per variant")
args = parser.parse_args()

prefix = bytes.fromhex(args.prefix)
step = args.prefix_length
variants = [prefix[i : i + step] for i in range(0, len(prefix), step)] or [b""]
args.out.mkdir(parents=True, exist_ok=True)
count = 0
for path in sorted(args.fixtures.glob("*.json")):
    for index, example in enumerate(json.loads(path.read_text())):
        variant = variants[index % len(variants)]
        data = variant + example["markdown"].encode()
        (args.out / hashlib.sha1(data).hexdigest()).write_bytes(data)
        count += 1
print(f"{count} seeds in {args.out}")
