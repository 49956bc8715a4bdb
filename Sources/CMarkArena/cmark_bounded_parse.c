// cmark's feed and finish, stopped when the arena's budget runs out.
//
// cmark cannot be interrupted, and a document of a million punctuation marks makes a
// million nodes. Every node, buffer and delimiter comes from the arena, and the arena
// checks its budget when it grows (memory) and once every 1,024 allocations (time). Past
// either it jumps back here, to the `setjmp` below: the frames skipped are cmark's alone,
// and what they allocated is in the arena, which the caller then releases whole. The parser
// is left half-way and must not be used or freed, only dropped with the arena.
//
// The inline phase adds the extensions' special characters to a table in a cmark global
// and removes them when it ends; a jump out of it removes them here, so the next parse
// starts from the table cmark expects. (None of those characters is one of cmark's own,
// so removing them is right whether or not the inline phase had begun.)
#include "arena_budget.h"

#include <cmark-gfm.h>

// Exported by libcmark-gfm, declared in its private header `blocks.h`.
void cmark_manage_extensions_special_characters(cmark_parser *parser, int add);

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
    } else {
        cmark_manage_extensions_special_characters(parser, 0);
    }
    cmark_swift_arena_set_escape(arena, NULL);
    return status;
}
