#!/bin/sh
# Writes the image fixtures of Tests/MarkdownImagesTests/Fixtures: one 16 by 8 picture (left
# half red, right half blue) as PNG (Python's zlib), JPEG (cjpeg, libjpeg-turbo-progs), WebP
# (cwebp, webp) and GIF (gifbuild, giflib-tools), and the corrupt and refused cases.
set -eu
out=${1:-Tests/MarkdownImagesTests/Fixtures}
mkdir -p "$out"
python3 - "$out" <<'PY'
import struct, sys, zlib
out = sys.argv[1]
width, height = 16, 8
def pixel(x):
    return b"\xff\x00\x00" if x < width // 2 else b"\x00\x00\xff"
rows = b"".join(b"\x00" + b"".join(pixel(x) for x in range(width)) for _ in range(height))
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")
open(f"{out}/halves.png", "wb").write(png)
ppm = b"P6\n%d %d\n255\n" % (width, height) + b"".join(b"".join(pixel(x) for x in range(width)) for _ in range(height))
open(f"{out}/halves.ppm", "wb").write(ppm)
# A PNG whose header claims 100,000 by 100,000 pixels (the limit refuses it before decoding).
huge = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 100000, 100000, 8, 2, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b"")
open(f"{out}/huge-header.png", "wb").write(huge)
# The first 60 bytes of the PNG: the header and a cut image data chunk.
open(f"{out}/truncated.png", "wb").write(png[:60])
# A PNG with its image data's checksum broken.
broken = bytearray(png); broken[-20] ^= 0xFF
open(f"{out}/bad-crc.png", "wb").write(bytes(broken))
open(f"{out}/not-an-image.png", "wb").write(b"<svg xmlns='http://www.w3.org/2000/svg'/>\n")
PY
cjpeg -quality 95 -sample 1x1 "$out/halves.ppm" > "$out/halves.jpg"
cwebp -quiet -lossless "$out/halves.png" -o "$out/halves.webp"
{
  echo "screen width 16"; echo "screen height 8"; echo "screen map"; echo "  rgb 255 0 0 is r"; echo "  rgb 0 0 255 is b"; echo "end"
  echo "image"; echo "image bits 16 by 8"
  for _ in 1 2 3 4 5 6 7 8; do echo "rrrrrrrrbbbbbbbb"; done
} | gifbuild > "$out/halves.gif"
rm "$out/halves.ppm"
head -c 200 "$out/halves.jpg" > "$out/truncated.jpg"
