// Byte scans over text too hot for a scalar loop (see text_scan.c).
// Only the MarkdownLayout module imports this module.
#ifndef CMARK_SWIFT_TEXT_SCAN_H
#define CMARK_SWIFT_TEXT_SCAN_H

#include <stddef.h>
#include <stdint.h>

/// How many bytes at the start of `bytes` are known to need no substitute from the text
/// sanitizer: valid UTF-8 with no C0 control, DEL, C1 control (U+0080-U+009F), U+2028,
/// U+2029 or bidirectional override or isolate (U+202A-U+202E, U+2066-U+2069). The count ends at a sequence boundary. It may stop short of the first byte that
/// does need one (by up to a block of 16 bytes and a sequence) and leaves the last piece
/// under 16 bytes unchecked: the caller goes on from there byte by byte. 0 where there is
/// no vector unit this knows.
size_t cmark_swift_clean_prefix(const uint8_t *bytes, size_t count);

/// Finds lines of printable ASCII alone (0x20-0x7E) in `bytes`, from `start` (where a line
/// starts): writes the index of the line feed that ends each one to `ends`, at most
/// `capacity` of them, and returns how many it wrote. Sets `*stop` to a line's start: that of
/// the first line holding any other byte, or the one after the last line written when
/// `ends` is full; or to `count` when every line to the end is printable ASCII (the last one,
/// with no line feed after it, is then not written). `capacity` is at least 1.
size_t cmark_swift_clean_lines(
    const uint8_t *bytes, size_t count, size_t start, uint32_t *ends, size_t capacity, size_t *stop);

#endif
