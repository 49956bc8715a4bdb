// What lets parses run cmark's inline phase side by side.
//
// cmark-gfm 0.29.0.gfm.6 keeps its table of inline special characters (which bytes stop a
// run of text, and which are skipped when deciding whether `*` opens or closes emphasis)
// in a process global. `cmark_parser_finish` adds its extensions' characters when the
// inline phase starts and removes them when it ends; with two finishes at once, one removes
// a character the other is still looking for. Which extensions do what, in that build:
//
// - autolink (`:` and `w`) only matches text at those bytes. Its characters are never
//   removed: at registration they move to a carrier extension of this file's, added to the
//   table once, and autolink's own list is emptied, so no finish adds or removes them. A
//   parse without autolink then stops its runs of text at `:` and `w` too, and cmark joins
//   the pieces again (`cmark_consolidate_text_nodes`, in every finish): same tree.
// - strikethrough (`~`) is a delimiter, and cmark finds the extension that closes one by
//   looking its character up in the extension's own list (emptied, cmark loops forever on
//   `~~`), so its `~` stays cmark's to add and remove. `~` is also skipped when deciding
//   flanking, so whether it is in the table changes the emphasis of a parse without
//   strikethrough. Only text with a `~` can tell: a parse of text without one attaches no
//   strikethrough (it could match nothing) and needs no gate; a parse of text with one
//   waits at the gate, which lets one such parse at a time run its inline phase.
//
// The gate is a pthread mutex and condition variable (which ThreadSanitizer understands),
// held only to go in and out, and a waiting parse gives up when its time runs out.
#include "cmark_arena.h"

#include <cmark-gfm-extension_api.h>
#include <cmark-gfm.h>
#include <cmark-gfm/registry.h>
#include <cmark-gfm/syntax_extension.h>
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

// Exported by libcmark-gfm, declared in its private header `blocks.h`.
void cmark_manage_extensions_special_characters(cmark_parser *parser, int add);

static struct {
    pthread_mutex_t lock;
    pthread_cond_t left;
    bool busy;
    // The bytes whose place in cmark's table parses contend for (strikethrough's `~`), each
    // once: a text is searched for these few, not for all 256 byte values.
    unsigned char contended[256];
    int contended_count;
    // The carriers of the characters added for good, kept as the registry keeps extensions.
    cmark_syntax_extension *carriers[8];
    int carrier_count;
} gate = {.lock = PTHREAD_MUTEX_INITIALIZER};

static pthread_once_t made_condition = PTHREAD_ONCE_INIT;

static void make_condition(void) {
    pthread_condattr_t attributes;
    pthread_condattr_init(&attributes);
#if !defined(__APPLE__)
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC);
#endif
    pthread_cond_init(&gate.left, &attributes);
    pthread_condattr_destroy(&attributes);
}

// A carrier's inline matcher: never called, since its parser never parses. cmark manages
// the characters of an extension only when it is listed as inline, which takes a matcher.
static cmark_node *never_matches(
    cmark_syntax_extension *extension, cmark_parser *parser, cmark_node *parent, unsigned char character,
    cmark_inline_parser *inline_parser) {
    (void)extension;
    (void)parser;
    (void)parent;
    (void)character;
    (void)inline_parser;
    return NULL;
}

// Moves `extension`'s characters into the table for good (see the file's comment); false
// when it could not, and they stay the extension's.
static bool add_for_good(cmark_syntax_extension *extension) {
    if (gate.carrier_count == (int)(sizeof gate.carriers / sizeof gate.carriers[0])) return false;
    cmark_syntax_extension *carrier = cmark_syntax_extension_new(extension->name);
    if (!carrier) return false;
    cmark_parser *holder = cmark_parser_new(CMARK_OPT_DEFAULT);
    if (!holder) {
        cmark_syntax_extension_free(cmark_get_default_mem_allocator(), carrier);
        return false;
    }
    cmark_syntax_extension_set_match_inline_func(carrier, never_matches);
    cmark_syntax_extension_set_special_inline_chars(carrier, extension->special_inline_chars);
    cmark_syntax_extension_set_special_inline_chars(extension, NULL);
    cmark_parser_attach_syntax_extension(holder, carrier);
    cmark_manage_extensions_special_characters(holder, 1);
    cmark_parser_free(holder);
    // The carrier (with the characters' list) stays, as the registry's extensions do.
    gate.carriers[gate.carrier_count++] = carrier;
    return true;
}

void cmark_swift_inline_gate_install(void) {
    pthread_once(&made_condition, make_condition);
    cmark_mem *memory = cmark_get_default_mem_allocator();
    cmark_llist *registered = cmark_list_syntax_extensions(memory);
    for (cmark_llist *item = registered; item; item = item->next) {
        cmark_syntax_extension *extension = item->data;
        if (!extension->special_inline_chars) continue;
        // Characters that stay an extension's are contended: texts holding them take turns.
        if (!extension->insert_inline_from_delim && !extension->emphasis && add_for_good(extension)) continue;
        for (cmark_llist *character = extension->special_inline_chars; character; character = character->next) {
            unsigned char byte = (unsigned char)(size_t)character->data;
            if (!memchr(gate.contended, byte, (size_t)gate.contended_count)) gate.contended[gate.contended_count++] = byte;
        }
    }
    cmark_llist_free(memory, registered);
}

int cmark_swift_inline_gate_extension_can_match(struct cmark_syntax_extension *extension, const char *text, size_t length) {
    // An extension that reads the finished tree (autolink's e-mail addresses) or opens
    // blocks matches without its characters.
    if (!extension->special_inline_chars || extension->postprocess_func || extension->try_opening_block) return 1;
    for (cmark_llist *character = extension->special_inline_chars; character; character = character->next) {
        if (memchr(text, (unsigned char)(size_t)character->data, length)) return 1;
    }
    return 0;
}

int cmark_swift_inline_gate_needed(const char *text, size_t length) {
    for (int index = 0; index < gate.contended_count; index++) {
        if (memchr(text, gate.contended[index], length)) return 1;
    }
    return 0;
}

static struct timespec in_from_now(uint64_t nanoseconds) {
    struct timespec when;
#if defined(__APPLE__)
    clock_gettime(CLOCK_REALTIME, &when);
#else
    clock_gettime(CLOCK_MONOTONIC, &when);
#endif
    // Past about 292 years the wait is as good as forever.
    const uint64_t longest = (uint64_t)1 << 63;
    if (nanoseconds > longest) nanoseconds = longest;
    long rest = (long)(nanoseconds % 1000000000u) + when.tv_nsec;
    when.tv_sec += (time_t)(nanoseconds / 1000000000u) + rest / 1000000000;
    when.tv_nsec = rest % 1000000000;
    return when;
}

int cmark_swift_inline_gate_enter(uint64_t wait_nanoseconds) {
    pthread_once(&made_condition, make_condition);
    struct timespec until = in_from_now(wait_nanoseconds);
    pthread_mutex_lock(&gate.lock);
    while (gate.busy) {
        if (pthread_cond_timedwait(&gate.left, &gate.lock, &until) == ETIMEDOUT) break;
    }
    int entered = !gate.busy;
    if (entered) gate.busy = true;
    pthread_mutex_unlock(&gate.lock);
    return entered;
}

void cmark_swift_inline_gate_leave(void) {
    pthread_mutex_lock(&gate.lock);
    gate.busy = false;
    pthread_cond_signal(&gate.left);
    pthread_mutex_unlock(&gate.lock);
}
