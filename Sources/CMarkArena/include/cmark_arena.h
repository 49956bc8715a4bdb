// A memory arena for one cmark parse (see cmark_arena.c).
// Only the MarkdownTree module imports this module.
#ifndef CMARK_SWIFT_ARENA_H
#define CMARK_SWIFT_ARENA_H

#include <stdbool.h>
#include <stddef.h>

struct cmark_mem;

/// The memory of one parse: cmark's nodes, buffers and parser state, all released at once.
typedef struct cmark_swift_arena cmark_swift_arena;

/// A new arena whose first block holds about `first_block_bytes`; NULL when out of memory.
cmark_swift_arena *cmark_swift_arena_new(size_t first_block_bytes);

/// Releases everything allocated from `arena`, whether or not cmark freed it, and the
/// arena itself; nothing is kept for a later arena. Nothing allocated from it may be used
/// afterwards.
void cmark_swift_arena_release(cmark_swift_arena *arena);

/// The allocator to hand cmark (`cmark_parser_new_with_mem`). It allocates from the arena
/// current on the calling thread, or from the C heap where there is none.
struct cmark_mem *cmark_swift_arena_allocator(void);

/// Makes `arena` current on this thread (the thread that parses): returns the arena that
/// was current before, to give back to `cmark_swift_arena_restore`.
cmark_swift_arena *cmark_swift_arena_enter(cmark_swift_arena *arena);

/// Makes `previous` (from `_enter`) current again on this thread.
void cmark_swift_arena_restore(cmark_swift_arena *previous);

/// The arena current on this thread, or NULL.
cmark_swift_arena *cmark_swift_arena_current(void);

/// Bytes the arena holds from the system (blocks and large allocations), for tests.
size_t cmark_swift_arena_reserved_bytes(const cmark_swift_arena *arena);

/// Under AddressSanitizer, 1 when the byte at `pointer` is poisoned and 0 when not; -1 in
/// other builds. For tests.
int cmark_swift_arena_is_poisoned(const void *pointer);

#endif
