// The memory of one cmark parse, taken in large blocks and given back all at once.
//
// cmark allocates every node, buffer and delimiter with calloc and frees each one again:
// a 4 MiB flood of headings makes over a million nodes, and freeing them one by one after
// the conversion took a quarter of the parse (glibc merging its small free chunks). This
// package converts cmark's tree and then drops all of it, so an arena fits:
//
// - small allocations (up to `LARGE_BYTES`) are cut from the current block, 8-byte
//   aligned, after an 8-byte word holding their capacity;
// - a freed small allocation goes on a free list for its capacity (up to `LISTED_BYTES`),
//   or, when it is the last one cut, gives its room back;
// - growing the last allocation cut extends it in place (cmark's buffers grow that way);
// - large allocations get their own heap chunk, on a list, freed and grown at once;
// - the release frees the blocks and the large chunks: cmark's tree is never walked to
//   free it, and nothing is kept for the next parse.
//
// cmark's allocator hooks take no context, so the arena is found in a thread-local
// variable, set by the one thread that parses and converts. With no arena current, the
// hooks use the C heap, as cmark's default allocator does.
//
// A budget (see cmark_bounded_parse.c) caps the bytes the arena may hold and the time
// the parse may take: past either, the allocation that finds it leaves the parse through
// the escape the bounded parse set, and the arena is released with everything in it.
//
// Memory not handed out (a block's room, a freed allocation) is poisoned for
// AddressSanitizer and marked inaccessible for valgrind (when its header is installed),
// so both check cmark's use of the arena as they would check the C heap.
#include "cmark_arena.h"
#include "arena_budget.h"

#include <cmark-gfm.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CMARK_SWIFT_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define CMARK_SWIFT_ASAN 1
#endif
#if defined(CMARK_SWIFT_ASAN)
#include <sanitizer/asan_interface.h>
#endif
#if defined(__has_include)
#if __has_include(<valgrind/memcheck.h>)
#include <valgrind/memcheck.h>
#define CMARK_SWIFT_VALGRIND 1
#endif
#endif

// Memory the arena owns but has not handed out: no access until it is.
static inline void hide(void *pointer, size_t bytes) {
#if defined(CMARK_SWIFT_ASAN)
    __asan_poison_memory_region(pointer, bytes);
#endif
#if defined(CMARK_SWIFT_VALGRIND)
    VALGRIND_MAKE_MEM_NOACCESS(pointer, bytes);
#endif
    (void)pointer;
    (void)bytes;
}

// A freed allocation's first word, the free list's link: accessible and defined, so that
// reading it back is no use of undefined memory.
static inline void show_link(void *pointer) {
#if defined(CMARK_SWIFT_ASAN)
    __asan_unpoison_memory_region(pointer, sizeof(void *));
#endif
#if defined(CMARK_SWIFT_VALGRIND)
    VALGRIND_MAKE_MEM_DEFINED(pointer, sizeof(void *));
#endif
    (void)pointer;
}

// Memory handed out (or read by the arena itself): accessible, its contents undefined.
static inline void show(void *pointer, size_t bytes) {
#if defined(CMARK_SWIFT_ASAN)
    __asan_unpoison_memory_region(pointer, bytes);
#endif
#if defined(CMARK_SWIFT_VALGRIND)
    VALGRIND_MAKE_MEM_UNDEFINED(pointer, bytes);
#endif
    (void)pointer;
    (void)bytes;
}

enum {
    // The largest allocation cut from a block; larger ones get a heap chunk of their own.
    LARGE_BYTES = 16 * 1024,
    // Freed allocations up to this capacity are kept on free lists, one per multiple of 8.
    LISTED_BYTES = 512,
    // Blocks double from the first up to this size.
    MAX_BLOCK_BYTES = 32 * 1024 * 1024,
    MIN_BLOCK_BYTES = 16 * 1024,
    // Blocks from this size on are mapped on their own, in huge pages where the system
    // gives them (see `map_block`).
    MAPPED_BLOCK_BYTES = MAX_BLOCK_BYTES,
};

// What the word before each allocation says, in its two low bits; the capacity is above.
enum kind { KIND_SMALL = 0, KIND_LARGE = 1, KIND_HEAP = 2 };

typedef struct block {
    struct block *previous;
    size_t bytes;
} block;

typedef struct large {
    struct large *previous, *next;
    cmark_swift_arena *arena;
    size_t word;
} large;

struct cmark_swift_arena {
    char *top;
    char *limit;
    block *blocks;
    size_t next_block_bytes;
    void *free_lists[LISTED_BYTES / 8 + 1];
    large *larges;
    size_t reserved;
    // The budget: 0 is none. `escape` is set only while a bounded parse runs.
    size_t maximum_reserved;
    uint64_t deadline_nanoseconds;
    unsigned allocations;
    // Asked at the same checks as the deadline: nonzero stops the parse (the calling task
    // was cancelled). NULL for none.
    int (*is_cancelled)(void);
    jmp_buf *escape;
};

static _Thread_local cmark_swift_arena *current_arena;

static void out_of_memory(void) {
    fputs("cmark-swift: out of memory while parsing\n", stderr);
    abort();
}

uint64_t cmark_swift_monotonic_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (uint64_t)now.tv_sec * 1000000000u + (uint64_t)now.tv_nsec;
}

void cmark_swift_arena_set_budget(cmark_swift_arena *arena, size_t maximum_bytes, uint64_t nanoseconds) {
    arena->maximum_reserved = maximum_bytes;
    // A deadline past the clock's range is no deadline (a budget of centuries).
    uint64_t deadline = 0;
    if (nanoseconds && __builtin_add_overflow(cmark_swift_monotonic_nanoseconds(), nanoseconds, &deadline)) deadline = 0;
    arena->deadline_nanoseconds = deadline;
}

void cmark_swift_arena_set_cancel_check(cmark_swift_arena *arena, int (*is_cancelled)(void)) {
    arena->is_cancelled = is_cancelled;
}

void cmark_swift_arena_set_escape(cmark_swift_arena *arena, jmp_buf *escape) { arena->escape = escape; }

// Leaves the parse when growing by `bytes` would pass the memory budget. Outside a bounded
// parse (cmark filling a string for the conversion) there is no way out, and none is needed:
// what remains is small.
static inline void check_memory(cmark_swift_arena *arena, size_t bytes) {
    if (arena->escape && arena->maximum_reserved && arena->reserved + bytes > arena->maximum_reserved)
        longjmp(*arena->escape, CMARK_SWIFT_PARSE_OUT_OF_MEMORY);
}

// The clock (and the task's cancellation) is read once every 1,024 allocations: cmark
// allocates a node or a buffer for every few bytes it reads, so the parse stops soon after
// its deadline.
static inline void check_time(cmark_swift_arena *arena) {
    if (!arena->escape || (!arena->deadline_nanoseconds && !arena->is_cancelled) || (++arena->allocations & 1023) != 0) return;
    if (arena->deadline_nanoseconds && cmark_swift_monotonic_nanoseconds() > arena->deadline_nanoseconds)
        longjmp(*arena->escape, CMARK_SWIFT_PARSE_OUT_OF_TIME);
    if (arena->is_cancelled && arena->is_cancelled()) longjmp(*arena->escape, CMARK_SWIFT_PARSE_CANCELLED);
}

static inline size_t *word_of(void *pointer) { return (size_t *)pointer - 1; }
static inline size_t round8(size_t bytes) { return (bytes + 7) & ~(size_t)7; }

cmark_swift_arena *cmark_swift_arena_new(size_t first_block_bytes) {
    cmark_swift_arena *arena = calloc(1, sizeof(cmark_swift_arena));
    if (!arena) return NULL;
    size_t bytes = MIN_BLOCK_BYTES;
    while (bytes < first_block_bytes && bytes < MAX_BLOCK_BYTES) bytes *= 2;
    arena->next_block_bytes = bytes;
    return arena;
}

// A block of `bytes`, NULL when out of memory.
//
// The largest blocks are mapped here and, on Linux, asked for huge pages (2 MiB). glibc maps
// an allocation of 32 MiB afresh each time (its threshold for mapping stops rising there),
// and cmark writes every page of a block: on 4 KiB pages a parse that makes 80 MB of nodes
// (one 1 MiB paragraph of short lines) took 20,000 page faults, a fifth of its time. Smaller
// blocks stay glibc's, which keeps their memory for the next parse. Where huge pages are
// off the advice does nothing; the release unmaps the block, so nothing outlives the parse.
static block *map_block(size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (bytes >= MAPPED_BLOCK_BYTES) {
        void *pages = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (pages == MAP_FAILED) return NULL;
        madvise(pages, bytes, MADV_HUGEPAGE);
        return pages;
    }
#endif
    return malloc(bytes);
}

static void unmap_block(block *b) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    if (b->bytes >= MAPPED_BLOCK_BYTES) {
        munmap(b, b->bytes);
        return;
    }
#endif
    free(b);
}

void cmark_swift_arena_release(cmark_swift_arena *arena) {
    if (!arena) return;
    for (block *b = arena->blocks; b;) {
        block *previous = b->previous;
        show(b + 1, b->bytes - sizeof(block));
        unmap_block(b);
        b = previous;
    }
    for (large *l = arena->larges; l;) {
        large *next = l->next;
        free(l);
        l = next;
    }
    free(arena);
}

size_t cmark_swift_arena_reserved_bytes(const cmark_swift_arena *arena) { return arena->reserved; }

int cmark_swift_arena_is_poisoned(const void *pointer) {
#if defined(CMARK_SWIFT_ASAN)
    return __asan_address_is_poisoned(pointer) ? 1 : 0;
#else
    (void)pointer;
    return -1;
#endif
}

cmark_swift_arena *cmark_swift_arena_enter(cmark_swift_arena *arena) {
    cmark_swift_arena *previous = current_arena;
    current_arena = arena;
    return previous;
}

void cmark_swift_arena_restore(cmark_swift_arena *previous) { current_arena = previous; }

cmark_swift_arena *cmark_swift_arena_current(void) { return current_arena; }

// MARK: Large allocations and the C heap

static void *allocate_large(cmark_swift_arena *arena, size_t bytes) {
    size_t capacity = round8(bytes);
    check_memory(arena, capacity);
    large *chunk = malloc(sizeof(large) + capacity);
    if (!chunk) out_of_memory();
    chunk->arena = arena;
    chunk->word = capacity << 2 | KIND_LARGE;
    chunk->previous = NULL;
    chunk->next = arena->larges;
    if (arena->larges) arena->larges->previous = chunk;
    arena->larges = chunk;
    arena->reserved += capacity;
    return chunk + 1;
}

static large *large_of(void *pointer) { return (large *)pointer - 1; }

static void free_large(void *pointer) {
    large *chunk = large_of(pointer);
    cmark_swift_arena *arena = chunk->arena;
    if (chunk->previous) chunk->previous->next = chunk->next;
    else arena->larges = chunk->next;
    if (chunk->next) chunk->next->previous = chunk->previous;
    arena->reserved -= chunk->word >> 2;
    free(chunk);
}

static void *grow_large(void *pointer, size_t bytes) {
    large *chunk = large_of(pointer);
    cmark_swift_arena *arena = chunk->arena;
    size_t capacity = round8(bytes);
    size_t old_capacity = chunk->word >> 2;
    if (capacity > old_capacity) check_memory(arena, capacity - old_capacity);
    large *moved = realloc(chunk, sizeof(large) + capacity);
    if (!moved) out_of_memory();
    moved->word = capacity << 2 | KIND_LARGE;
    if (moved->previous) moved->previous->next = moved;
    else arena->larges = moved;
    if (moved->next) moved->next->previous = moved;
    arena->reserved += capacity - old_capacity;
    return moved + 1;
}

// With no arena: the C heap, with the same word before the allocation.
static void *allocate_heap(size_t bytes) {
    size_t *base = malloc(2 * sizeof(size_t) + bytes);
    if (!base) out_of_memory();
    base[1] = bytes << 2 | KIND_HEAP;
    return base + 2;
}

// MARK: Small allocations

// Starts a new block with room for at least `capacity` bytes after their word.
static void add_block(cmark_swift_arena *arena, size_t capacity) {
    size_t bytes = arena->next_block_bytes;
    if (bytes < capacity + sizeof(size_t) + sizeof(block)) bytes = capacity + sizeof(size_t) + sizeof(block);
    check_memory(arena, bytes);
    block *b = map_block(bytes);
    if (!b) out_of_memory();
    b->bytes = bytes;
    b->previous = arena->blocks;
    arena->blocks = b;
    arena->reserved += bytes;
    arena->top = (char *)(b + 1);
    arena->limit = (char *)b + bytes;
    hide(arena->top, (size_t)(arena->limit - arena->top));
    if (arena->next_block_bytes < MAX_BLOCK_BYTES) arena->next_block_bytes *= 2;
}

// `capacity` bytes (a multiple of 8, at most LARGE_BYTES), uncleared.
static inline void *cut(cmark_swift_arena *arena, size_t capacity) {
    if (capacity <= LISTED_BYTES) {
        void **list = &arena->free_lists[capacity / 8];
        if (*list) {
            void *reused = *list;
            show_link(reused);
            *list = *(void **)reused;
            show(reused, capacity);
            return reused;
        }
    }
    if ((size_t)(arena->limit - arena->top) < capacity + sizeof(size_t)) add_block(arena, capacity);
    size_t *word = (size_t *)arena->top;
    show(word, sizeof(size_t) + capacity);
    *word = capacity << 2 | KIND_SMALL;
    arena->top += sizeof(size_t) + capacity;
    return word + 1;
}

static inline bool in_current_block(const cmark_swift_arena *arena, const char *pointer) {
    return arena->blocks && pointer > (const char *)(arena->blocks + 1) && pointer < arena->limit;
}

static void free_small(void *pointer) {
    cmark_swift_arena *arena = current_arena;
    size_t capacity = *word_of(pointer) >> 2;
    // Only the current block's room is reused: a pointer from an older block (or another
    // arena's) waits for the release, poisoned meanwhile.
    if (!arena || !in_current_block(arena, pointer)) {
        hide(pointer, capacity);
        return;
    }
    if ((char *)pointer + capacity == arena->top) {
        arena->top = (char *)word_of(pointer);
        hide(arena->top, sizeof(size_t) + capacity);
    } else if (capacity <= LISTED_BYTES) {
        void **list = &arena->free_lists[capacity / 8];
        *(void **)pointer = *list;
        *list = pointer;
        hide(pointer, capacity);
    } else {
        hide(pointer, capacity);
    }
}

// MARK: The hooks cmark calls

static void *allocate(size_t bytes, bool clear) {
    cmark_swift_arena *arena = current_arena;
    void *pointer;
    if (arena) check_time(arena);
    if (!arena) {
        pointer = allocate_heap(bytes);
    } else if (bytes > LARGE_BYTES) {
        pointer = allocate_large(arena, bytes);
    } else {
        size_t capacity = round8(bytes ? bytes : 1);
        pointer = cut(arena, capacity);
        if (clear) memset(pointer, 0, capacity);
        return pointer;
    }
    if (clear) memset(pointer, 0, bytes);
    return pointer;
}

static void *arena_calloc(size_t count, size_t size) {
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes) || bytes > SIZE_MAX / 2) out_of_memory();
    return allocate(bytes, true);
}

static void arena_free(void *pointer) {
    if (!pointer) return;
    switch (*word_of(pointer) & 3) {
    case KIND_SMALL: free_small(pointer); break;
    case KIND_LARGE: free_large(pointer); break;
    default: free(word_of(pointer) - 1); break;
    }
}

static void *arena_realloc(void *pointer, size_t bytes) {
    if (!pointer) return allocate(bytes, false);
    if (bytes > SIZE_MAX / 2) out_of_memory();
    size_t word = *word_of(pointer);
    size_t capacity = word >> 2;
    switch (word & 3) {
    case KIND_LARGE:
        return grow_large(pointer, bytes);
    case KIND_HEAP: {
        size_t *base = realloc(word_of(pointer) - 1, 2 * sizeof(size_t) + bytes);
        if (!base) out_of_memory();
        base[1] = bytes << 2 | KIND_HEAP;
        return base + 2;
    }
    default:
        break;
    }
    if (bytes <= capacity) return pointer;
    cmark_swift_arena *arena = current_arena;
    size_t wanted = round8(bytes);
    // The last allocation cut grows in place while its block has room.
    if (arena && wanted <= LARGE_BYTES && (char *)pointer + capacity == arena->top &&
        (size_t)(arena->limit - (char *)pointer) >= wanted && in_current_block(arena, pointer)) {
        show((char *)pointer + capacity, wanted - capacity);
        *word_of(pointer) = wanted << 2 | KIND_SMALL;
        arena->top = (char *)pointer + wanted;
        return pointer;
    }
    void *moved = allocate(bytes, false);
    memcpy(moved, pointer, capacity);
    free_small(pointer);
    return moved;
}

static cmark_mem arena_allocator = {arena_calloc, arena_realloc, arena_free};

cmark_mem *cmark_swift_arena_allocator(void) { return &arena_allocator; }
