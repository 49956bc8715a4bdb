// cmark's feed and finish, stopped when the arena's budget runs out.
//
// cmark cannot be interrupted, and a document of a million punctuation marks makes a
// million nodes. Every node, buffer and delimiter comes from the arena, and the arena
// checks its budget when it grows (memory) and once every 1,024 allocations (time). Past
// either it jumps back here, to the `setjmp` below: the frames skipped are cmark's alone,
// and what they allocated is in the arena, which the caller then releases whole. The parser
// is left half-way and must not be used or freed, only dropped with the arena.
//
// The inline phase's table of special characters is set by the gate around the finish
// (cmark_inline_gate.c), not by cmark, so a jump out of it leaves nothing to put back.
#include "arena_budget.h"

#include <cmark-gfm.h>

int cmark_swift_bounded_feed(cmark_swift_arena *arena, cmark_parser *parser, const char *buffer, size_t length) {
    jmp_buf escape;
    int status = setjmp(escape);
    if (status == 0) {
        cmark_swift_arena_set_escape(arena, &escape);
        cmark_parser_feed(parser, buffer, length);
    }
    cmark_swift_arena_set_escape(arena, NULL);
    return status;
}

int cmark_swift_bounded_finish(cmark_swift_arena *arena, cmark_parser *parser, cmark_node **root) {
    jmp_buf escape;
    *root = NULL;
    int status = setjmp(escape);
    if (status == 0) {
        cmark_swift_arena_set_escape(arena, &escape);
        *root = cmark_parser_finish(parser);
    }
    cmark_swift_arena_set_escape(arena, NULL);
    return status;
}
