// A small C interface over GNU source-highlight's C++ library (Debian:
// libsource-highlight-dev, with Boost.Regex): language definitions loaded on demand,
// code highlighted into token spans. Every C++ exception stays inside: a call that fails
// reports "no highlighting" and the highlighter stays usable.
#ifndef CSOURCEHIGHLIGHT_H
#define CSOURCEHIGHLIGHT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One highlighted span of the code: bytes [start, start + length), and the class the
/// caller gave its element name with `csh_map_element`.
typedef struct {
    uint32_t start;
    uint32_t length;
    uint32_t kind;
} csh_token;

/// The language definitions loaded so far, shared by the highlighters made over them (on
/// any thread: every use holds the library's lock). Freed by `csh_destroy_definitions`,
/// after every highlighter made over them.
typedef struct csh_definitions csh_definitions;

/// A highlighter over shared definitions, with its own element map and tokens; used by
/// one thread at a time.
typedef struct csh_highlighter csh_highlighter;

/// Definitions with no language loaded yet (NULL only when out of memory). With
/// `remember_matches`, each rule of a language loaded into them remembers its last match in
/// the line, which gives the same tokens with far fewer searches; without, every rule
/// searches after every token, as the library does (for comparing the two).
csh_definitions *csh_create_definitions(bool remember_matches);

/// Frees the definitions and every language loaded into them.
void csh_destroy_definitions(csh_definitions *definitions);

/// A highlighter over `definitions`, which must outlive it (NULL only when out of memory).
csh_highlighter *csh_create(csh_definitions *definitions);

/// Frees the highlighter and its tokens (not the definitions).
void csh_destroy(csh_highlighter *highlighter);

/// Spans of the element `element` (such as "keyword", "comment") get class `kind`;
/// elements never mapped are plain text and make no token.
void csh_map_element(csh_highlighter *highlighter, const char *element, uint32_t kind);

/// The language defined by `file` in `directory` (its includes are looked for there
/// too), parsed and added to the highlighter's definitions: its id, or -1 when the file is
/// missing or not a valid definition (the error is kept for `csh_last_error`). Each call
/// parses the file: the caller keeps the id (MarkdownHighlighting does, per definitions).
int32_t csh_load_language(csh_highlighter *highlighter, const char *directory, const char *file);

/// Highlights `length` bytes of `code` (lines apart by line feeds) in a loaded language.
/// Returns the number of tokens (read with `csh_tokens`, valid until the next call), or
/// -1 when the code is not highlighted: a regular expression gave up (Boost.Regex's
/// complexity limit), any other error, or more than `seconds` of CPU time went by
/// (checked between lines; 0 means no limit).
int64_t csh_highlight(csh_highlighter *highlighter, int32_t language, const char *code, size_t length, double seconds);

/// Writes the directory of the library's own language definitions (Debian:
/// /usr/share/source-highlight) into `buffer` (at most `size` bytes with the NUL); returns
/// its length, which is `size` or more when it did not fit.
size_t csh_default_directory(char *buffer, size_t size);

/// The tokens of the last successful `csh_highlight`, in order, not overlapping.
const csh_token *csh_tokens(const csh_highlighter *highlighter);

/// The last error's message (empty when none), valid until the next call.
const char *csh_last_error(const csh_highlighter *highlighter);

#ifdef __cplusplus
}
#endif

#endif
