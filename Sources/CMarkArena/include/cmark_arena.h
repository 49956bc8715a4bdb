// A memory arena for one cmark parse (see cmark_arena.c).
// Only the MarkdownTree module imports this module.
#ifndef CMARK_SWIFT_ARENA_H
#define CMARK_SWIFT_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct cmark_mem;
struct cmark_parser;
struct cmark_node;
struct cmark_syntax_extension;

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

/// What a bounded parse returns: done, or stopped by the budget.
enum cmark_swift_parse_status {
    CMARK_SWIFT_PARSE_DONE = 0,
    CMARK_SWIFT_PARSE_OUT_OF_MEMORY = 1,
    CMARK_SWIFT_PARSE_OUT_OF_TIME = 2,
    CMARK_SWIFT_PARSE_CANCELLED = 3,
};

/// Caps what a bounded parse in `arena` may take: `maximum_bytes` held from the system and
/// `nanoseconds` from now (0: no cap). See cmark_bounded_parse.c.
void cmark_swift_arena_set_budget(cmark_swift_arena *arena, size_t maximum_bytes, uint64_t nanoseconds);

/// Makes a bounded parse in `arena` also stop when `is_cancelled` returns nonzero; it is
/// asked as often as the clock is read. NULL: never.
void cmark_swift_arena_set_cancel_check(cmark_swift_arena *arena, int (*is_cancelled)(void));

/// `cmark_parser_feed`, stopped by the budget of the arena `parser` allocates from: returns
/// a `cmark_swift_parse_status`. After a stop the parser may only be dropped with the arena.
int cmark_swift_bounded_feed(cmark_swift_arena *arena, struct cmark_parser *parser, const char *buffer, size_t length);

/// `cmark_parser_finish`, stopped likewise; `*root` is the document when it returns
/// `CMARK_SWIFT_PARSE_DONE`.
int cmark_swift_bounded_finish(cmark_swift_arena *arena, struct cmark_parser *parser, struct cmark_node **root);

/// The time on the clock the budget reads (`CLOCK_MONOTONIC`), in nanoseconds.
uint64_t cmark_swift_monotonic_nanoseconds(void);

/// Under AddressSanitizer, 1 when the byte at `pointer` is poisoned and 0 when not; -1 in
/// other builds. For tests.
int cmark_swift_arena_is_poisoned(const void *pointer);

/// Takes the registered extensions' inline special characters out of the contention
/// between parses (see cmark_inline_gate.c). Call once, after registering the extensions,
/// before any parse.
void cmark_swift_inline_gate_install(void);

/// 0 when `extension` cannot match anything in `text` (it has special characters and none
/// of them is in it), so that a parse of `text` may leave it out; 1 otherwise.
int cmark_swift_inline_gate_extension_can_match(struct cmark_syntax_extension *extension, const char *text, size_t length);

/// 1 when the inline phase of a parse of `text` must go through the gate: `text` holds a
/// byte whose place in cmark's table parses contend for.
int cmark_swift_inline_gate_needed(const char *text, size_t length);

/// Waits at most `wait_nanoseconds` for the gate: 1 when entered (then call
/// `cmark_swift_inline_gate_leave` after the inline phase), 0 when the time passed first.
int cmark_swift_inline_gate_enter(uint64_t wait_nanoseconds);

/// Leaves the gate entered with `cmark_swift_inline_gate_enter`.
void cmark_swift_inline_gate_leave(void);

#endif
