// Byte scans over text too hot for a scalar loop (see text_scan.c).
// Only the MarkdownLayout module imports this module.
#ifndef CMARK_SWIFT_TEXT_SCAN_H
#define CMARK_SWIFT_TEXT_SCAN_H

#include <stddef.h>
#include <stdint.h>

/// How many bytes at the start of `bytes` are known to need no substitute from the text
/// sanitizer: valid UTF-8 with no C0 control, DEL, C1 control (U+0080-U+009F), U+2028 or
/// U+2029. The count ends at a sequence boundary. It may stop short of the first byte that
/// does need one (by up to a block of 16 bytes and a sequence) and leaves the last piece
/// under 16 bytes unchecked: the caller goes on from there byte by byte. 0 where there is
/// no vector unit this knows.
size_t cmark_swift_clean_prefix(const uint8_t *bytes, size_t count);

#endif
