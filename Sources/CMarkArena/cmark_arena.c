// The memory of one cmark parse, taken in large blocks and given back all at once.
//
// cmark allocates every node, buffer and delimiter with calloc and frees each one again:
// a 4 MiB flood of headings makes over a million nodes (some 190 MB), and freeing them one
// by one after the conversion took a quarter of the parse (glibc merging its small free
// chunks). This package converts cmark's tree and then drops all of it, so an arena fits:
//
// - small allocations (up to `LARGE_BYTES`) are cut from the current block, 8-byte
//   aligned, after an 8-byte word holding their capacity;
// - a freed small allocation goes on a free list for its capacity (up to `LISTED_BYTES`),
//   or, when it is the last one cut, gives its room back; a larger one waits for the
//   release (cmark frees few of those before the end);
// - growing the last allocation cut extends it in place (cmark's buffers grow that way);
// - large allocations get their own heap chunk, on a list, freed and grown at once;
// - the release frees the blocks and the large chunks: cmark's tree is never walked to
//   free it.
//
// cmark's allocator hooks take no context, so the arena is found in a thread-local
// variable. The thread that parses is the arena's owner and cuts blocks without a lock.
// A helper thread (one half of a conversion) may also make cmark allocate, for an iterator:
// what it allocates takes the locked large path. With no arena current, the hooks use the
// C heap, as cmark's default allocator does.
#include "cmark_arena.h"

#include <cmark-gfm.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    // The largest allocation cut from a block; larger ones get a heap chunk of their own.
    LARGE_BYTES = 16 * 1024,
    // Freed allocations up to this capacity are kept on free lists, one per multiple of 8.
    LISTED_BYTES = 512,
    // Blocks double from the first up to this size.
    MAX_BLOCK_BYTES = 32 * 1024 * 1024,
    MIN_BLOCK_BYTES = 16 * 1024,
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
    pthread_mutex_t lock;
    large *larges;
    size_t reserved;
    size_t locked_allocations;
};

static _Thread_local cmark_swift_arena *current_arena;
static _Thread_local bool current_is_owner;

static void out_of_memory(void) {
    fputs("cmark-swift: out of memory while parsing\n", stderr);
    abort();
}

static void release_block(block *b);

static inline size_t *word_of(void *pointer) { return (size_t *)pointer - 1; }
static inline size_t round8(size_t bytes) { return (bytes + 7) & ~(size_t)7; }

bool cmark_swift_arena_available(void) {
#if defined(__SANITIZE_ADDRESS__)
    return false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
    return false;
#else
    return true;
#endif
#else
    return true;
#endif
}

cmark_swift_arena *cmark_swift_arena_new(size_t first_block_bytes) {
    cmark_swift_arena *arena = calloc(1, sizeof(cmark_swift_arena));
    if (!arena) return NULL;
    size_t bytes = MIN_BLOCK_BYTES;
    while (bytes < first_block_bytes && bytes < MAX_BLOCK_BYTES) bytes *= 2;
    arena->next_block_bytes = bytes;
    pthread_mutex_init(&arena->lock, NULL);
    return arena;
}

void cmark_swift_arena_release(cmark_swift_arena *arena) {
    if (!arena) return;
    for (block *b = arena->blocks; b;) {
        block *previous = b->previous;
        release_block(b);
        b = previous;
    }
    for (large *l = arena->larges; l;) {
        large *next = l->next;
        free(l);
        l = next;
    }
    pthread_mutex_destroy(&arena->lock);
    free(arena);
}

size_t cmark_swift_arena_reserved_bytes(const cmark_swift_arena *arena) { return arena->reserved; }

size_t cmark_swift_arena_locked_allocations(const cmark_swift_arena *arena) { return arena->locked_allocations; }

cmark_swift_arena *cmark_swift_arena_enter(cmark_swift_arena *arena) {
    cmark_swift_arena *previous = current_arena;
    current_arena = arena;
    current_is_owner = true;
    return previous;
}

cmark_swift_arena *cmark_swift_arena_join(cmark_swift_arena *arena) {
    cmark_swift_arena *previous = current_arena;
    current_arena = arena;
    current_is_owner = false;
    return previous;
}

void cmark_swift_arena_restore(cmark_swift_arena *previous) {
    current_arena = previous;
    // An arena given back is always one this thread entered as its owner: helpers join
    // only from a thread with none.
    current_is_owner = previous != NULL;
}

cmark_swift_arena *cmark_swift_arena_current(void) { return current_arena; }

// MARK: Large allocations and the C heap

static void *allocate_large(cmark_swift_arena *arena, size_t bytes) {
    size_t capacity = round8(bytes);
    large *chunk = malloc(sizeof(large) + capacity);
    if (!chunk) out_of_memory();
    chunk->arena = arena;
    chunk->word = capacity << 2 | KIND_LARGE;
    chunk->previous = NULL;
    pthread_mutex_lock(&arena->lock);
    chunk->next = arena->larges;
    if (arena->larges) arena->larges->previous = chunk;
    arena->larges = chunk;
    arena->reserved += capacity;
    arena->locked_allocations += 1;
    pthread_mutex_unlock(&arena->lock);
    return chunk + 1;
}

static large *large_of(void *pointer) { return (large *)pointer - 1; }

static void free_large(void *pointer) {
    large *chunk = large_of(pointer);
    cmark_swift_arena *arena = chunk->arena;
    pthread_mutex_lock(&arena->lock);
    if (chunk->previous) chunk->previous->next = chunk->next;
    else arena->larges = chunk->next;
    if (chunk->next) chunk->next->previous = chunk->previous;
    arena->reserved -= chunk->word >> 2;
    pthread_mutex_unlock(&arena->lock);
    free(chunk);
}

static void *grow_large(void *pointer, size_t bytes) {
    large *chunk = large_of(pointer);
    cmark_swift_arena *arena = chunk->arena;
    size_t capacity = round8(bytes);
    pthread_mutex_lock(&arena->lock);
    size_t old_capacity = chunk->word >> 2;
    large *moved = realloc(chunk, sizeof(large) + capacity);
    if (!moved) out_of_memory();
    moved->word = capacity << 2 | KIND_LARGE;
    if (moved->previous) moved->previous->next = moved;
    else arena->larges = moved;
    if (moved->next) moved->next->previous = moved;
    arena->reserved += capacity - old_capacity;
    pthread_mutex_unlock(&arena->lock);
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

// A block of `bytes` from the C heap, given back to it when the arena is released.
static block *new_block(size_t bytes) {
    block *b = malloc(bytes);
    if (!b) out_of_memory();
    b->bytes = bytes;
    return b;
}

static void release_block(block *b) { free(b); }

// Starts a new block with room for at least `capacity` bytes after their word.
static void add_block(cmark_swift_arena *arena, size_t capacity) {
    size_t bytes = arena->next_block_bytes;
    if (bytes < capacity + sizeof(size_t) + sizeof(block)) bytes = capacity + sizeof(size_t) + sizeof(block);
    block *b = new_block(bytes);
    b->previous = arena->blocks;
    arena->blocks = b;
    arena->reserved += b->bytes;
    arena->top = (char *)(b + 1);
    arena->limit = (char *)b + b->bytes;
    if (arena->next_block_bytes < MAX_BLOCK_BYTES) arena->next_block_bytes *= 2;
}

// `capacity` bytes (a multiple of 8, at most LARGE_BYTES), uncleared.
static inline void *cut(cmark_swift_arena *arena, size_t capacity) {
    if (capacity <= LISTED_BYTES) {
        void **list = &arena->free_lists[capacity / 8];
        if (*list) {
            void *reused = *list;
            *list = *(void **)reused;
            return reused;
        }
    }
    if ((size_t)(arena->limit - arena->top) < capacity + sizeof(size_t)) add_block(arena, capacity);
    size_t *word = (size_t *)arena->top;
    *word = capacity << 2 | KIND_SMALL;
    arena->top += sizeof(size_t) + capacity;
    return word + 1;
}

static inline bool in_current_block(const cmark_swift_arena *arena, const char *pointer) {
    return arena->blocks && pointer > (const char *)(arena->blocks + 1) && pointer < arena->limit;
}

static void free_small(void *pointer) {
    cmark_swift_arena *arena = current_arena;
    // Only the owner reuses room, and only its current block's: a pointer from elsewhere
    // (another arena's, or an older block's) waits for the release.
    if (!arena || !current_is_owner || !in_current_block(arena, pointer)) return;
    size_t capacity = *word_of(pointer) >> 2;
    if ((char *)pointer + capacity == arena->top) {
        arena->top = (char *)word_of(pointer);
    } else if (capacity <= LISTED_BYTES) {
        void **list = &arena->free_lists[capacity / 8];
        *(void **)pointer = *list;
        *list = pointer;
    }
}

// MARK: The hooks cmark calls

static void *allocate(size_t bytes, bool clear) {
    cmark_swift_arena *arena = current_arena;
    void *pointer;
    if (!arena) {
        pointer = allocate_heap(bytes);
    } else if (bytes > LARGE_BYTES || !current_is_owner) {
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
    if (arena && current_is_owner && wanted <= LARGE_BYTES && (char *)pointer + capacity == arena->top &&
        (size_t)(arena->limit - (char *)pointer) >= wanted && in_current_block(arena, pointer)) {
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
