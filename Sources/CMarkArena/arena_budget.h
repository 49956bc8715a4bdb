// What the bounded parse (cmark_bounded_parse.c) needs of the arena (cmark_arena.c).
#ifndef CMARK_SWIFT_ARENA_BUDGET_H
#define CMARK_SWIFT_ARENA_BUDGET_H

#include <setjmp.h>
#include <stdint.h>

#include "cmark_arena.h"

// Where an allocation past the budget jumps to (`longjmp` with the parse status), or NULL
// outside a bounded parse.
void cmark_swift_arena_set_escape(cmark_swift_arena *arena, jmp_buf *escape);

#endif
