// The C heap's bytes in use, for the benchmarks' memory report (glibc's mallinfo2).
#ifndef CMARK_SWIFT_HEAP_INFO_H
#define CMARK_SWIFT_HEAP_INFO_H

#include <stddef.h>

/// Bytes malloc has handed out and not had back (chunks in use plus mmapped ones), or
/// (size_t)-1 where glibc's mallinfo2 is not available.
size_t cmark_swift_heap_in_use(void);

#endif
