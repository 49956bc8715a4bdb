#!/usr/bin/env python3
"""Writes every spec example's Markdown as one seed file: seed-corpus.py FIXTURE_DIR OUT_DIR."""
import hashlib
import json
import pathlib
import sys

fixtures, out = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
count = 0
for path in sorted(fixtures.glob("*.json")):
    for example in json.loads(path.read_text()):
        data = example["markdown"].encode()
        (out / hashlib.sha1(data).hexdigest()).write_bytes(data)
        count += 1
print(f"{count} seeds in {out}")
