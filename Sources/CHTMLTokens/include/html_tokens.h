// Raw HTML read into a flat list of tokens by libxml2's HTML parser (its SAX events), so
// that Swift never holds a libxml2 pointer: one call fills an output, one call frees it.
#ifndef CMARK_SWIFT_HTML_TOKENS_H
#define CMARK_SWIFT_HTML_TOKENS_H

#include <stddef.h>
#include <stdint.h>

enum {
    CMARK_HTML_START = 1,
    CMARK_HTML_END = 2,
    CMARK_HTML_TEXT = 3,
};

/// One token: a start tag (its name and attributes), an end tag the input wrote or
/// libxml2 implied inside the input (never those it adds at the end), or decoded text.
typedef struct {
    int32_t kind;
    /// The piece of the input the token came from.
    int32_t piece;
    /// Name (tags, lower case) or text: a range of `bytes`.
    int32_t offset, length;
    /// Attributes: `attributes[first ..< first + count]`.
    int32_t first_attribute, attribute_count;
} cmark_html_token;

typedef struct {
    int32_t name_offset, name_length, value_offset, value_length;
} cmark_html_attribute;

typedef struct {
    cmark_html_token *tokens;
    size_t token_count, token_capacity;
    cmark_html_attribute *attributes;
    size_t attribute_count, attribute_capacity;
    char *bytes;
    size_t byte_count, byte_capacity;
    /// Set when memory ran out: the tokens so far are kept.
    int failed;
} cmark_html_output;

/// Reads `input` (the pieces one after another, `piece_ends[i]` the end of piece i) as one
/// stream of HTML, so that a tag opened in one piece and closed in a later one pairs.
/// Always fills `output` (free it with `cmark_html_output_free`).
void cmark_html_tokenize(const char *input, size_t length, const size_t *piece_ends, size_t piece_count,
                         cmark_html_output *output);

void cmark_html_output_free(cmark_html_output *output);

#endif
