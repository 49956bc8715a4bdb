#include "html_tokens.h"

#include <libxml/HTMLparser.h>
#include <libxml/encoding.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    htmlParserCtxtPtr context;
    const char *input;
    size_t length;
    const size_t *piece_ends;
    size_t piece_count;
    size_t piece;
    cmark_html_output *output;
} reader;

static int grow(void **items, size_t *capacity, size_t needed, size_t size) {
    if (needed <= *capacity) return 1;
    size_t next = *capacity ? *capacity * 2 : 64;
    while (next < needed) next *= 2;
    void *moved = realloc(*items, next * size);
    if (!moved) return 0;
    *items = moved;
    *capacity = next;
    return 1;
}

static int32_t add_bytes(reader *r, const char *bytes, size_t length) {
    cmark_html_output *out = r->output;
    if (out->failed || !grow((void **)&out->bytes, &out->byte_capacity, out->byte_count + length, 1)) {
        out->failed = 1;
        return -1;
    }
    memcpy(out->bytes + out->byte_count, bytes, length);
    out->byte_count += length;
    return (int32_t)(out->byte_count - length);
}

/// Where the parser is in the input: just past what the event read.
static size_t position(reader *r) {
    xmlParserInputPtr input = r->context->input;
    if (!input || !input->cur || !input->base) return r->length;
    // `consumed`: the bytes libxml2 has dropped from the front of its buffer as it read on.
    size_t at = (size_t)input->consumed + (size_t)(input->cur - input->base);
    return at > r->length ? r->length : at;
}

/// The piece holding the byte before `at` (events come in input order).
static int32_t piece_at(reader *r, size_t at) {
    size_t byte = at > 0 ? at - 1 : 0;
    while (r->piece + 1 < r->piece_count && byte >= r->piece_ends[r->piece]) r->piece++;
    return (int32_t)r->piece;
}

static cmark_html_token *add_token(reader *r, int32_t kind, const char *text, size_t length) {
    cmark_html_output *out = r->output;
    int32_t offset = add_bytes(r, text, length);
    if (offset < 0 || !grow((void **)&out->tokens, &out->token_capacity, out->token_count + 1, sizeof(cmark_html_token))) {
        out->failed = 1;
        return NULL;
    }
    cmark_html_token *token = &out->tokens[out->token_count++];
    token->kind = kind;
    token->piece = piece_at(r, position(r));
    token->offset = offset;
    token->length = (int32_t)length;
    token->first_attribute = (int32_t)out->attribute_count;
    token->attribute_count = 0;
    return token;
}

static int name_matches(const char *at, size_t available, const char *name) {
    size_t length = strlen(name);
    if (available < length) return 0;
    for (size_t i = 0; i < length; i++) {
        char c = at[i];
        if (c >= 'A' && c <= 'Z') c = (char)(c - 'A' + 'a');
        if (c != name[i]) return 0;
    }
    return 1;
}

/// Whether the input holds the tag the parser just read (`<name` or `</name` since the last
/// `<`), as opposed to one libxml2 implied (a paragraph around text, a close at the end).
static int written(reader *r, const char *name, int closing) {
    size_t at = position(r);
    size_t start = at;
    while (start > 0 && r->input[start - 1] != '<') start--;
    if (start == 0) return 0;
    const char *tag = r->input + start;
    size_t available = r->length - start;
    if (closing) {
        if (available < 1 || tag[0] != '/') return 0;
        tag++;
        available--;
    } else if (available > 0 && tag[0] == '/') {
        return 0;
    }
    return name_matches(tag, available, name);
}

static void on_start(void *data, const xmlChar *name, const xmlChar **attributes) {
    reader *r = data;
    if (!written(r, (const char *)name, 0)) return;
    cmark_html_token *token = add_token(r, CMARK_HTML_START, (const char *)name, strlen((const char *)name));
    if (!token) return;
    cmark_html_output *out = r->output;
    for (const xmlChar **pair = attributes; pair && pair[0]; pair += 2) {
        const char *key = (const char *)pair[0];
        const char *value = pair[1] ? (const char *)pair[1] : "";
        if (!grow((void **)&out->attributes, &out->attribute_capacity, out->attribute_count + 1, sizeof(cmark_html_attribute))) {
            out->failed = 1;
            return;
        }
        cmark_html_attribute attribute;
        attribute.name_length = (int32_t)strlen(key);
        attribute.name_offset = add_bytes(r, key, strlen(key));
        attribute.value_length = (int32_t)strlen(value);
        attribute.value_offset = add_bytes(r, value, strlen(value));
        if (attribute.name_offset < 0 || attribute.value_offset < 0) return;
        out->attributes[out->attribute_count++] = attribute;
        // `add_token` may have moved: find the token again.
        out->tokens[out->token_count - 1].attribute_count++;
    }
}

static void on_end(void *data, const xmlChar *name) {
    reader *r = data;
    // A close libxml2 adds at the very end stays out: a later piece's Markdown may be inside.
    if (position(r) >= r->length && !written(r, (const char *)name, 1)) return;
    add_token(r, CMARK_HTML_END, (const char *)name, strlen((const char *)name));
}

static void on_text(void *data, const xmlChar *text, int length) {
    reader *r = data;
    if (length > 0) add_token(r, CMARK_HTML_TEXT, (const char *)text, (size_t)length);
}

/// Script and style bodies: kept as text of their element (the styler hides them).
static void on_cdata(void *data, const xmlChar *text, int length) { on_text(data, text, length); }

static void quiet(void *data, xmlErrorPtr error) {
    (void)data;
    (void)error;
}

static pthread_once_t initialized = PTHREAD_ONCE_INIT;
static void initialize(void) { xmlInitParser(); }

void cmark_html_tokenize(const char *input, size_t length, const size_t *piece_ends, size_t piece_count,
                         cmark_html_output *output) {
    memset(output, 0, sizeof *output);
    if (length == 0 || piece_count == 0 || length > INT32_MAX / 2) return;
    pthread_once(&initialized, initialize);
    htmlSAXHandler handler;
    memset(&handler, 0, sizeof handler);
    handler.initialized = XML_SAX2_MAGIC;
    handler.startElement = on_start;
    handler.endElement = on_end;
    handler.characters = on_text;
    handler.ignorableWhitespace = on_text;
    handler.cdataBlock = on_cdata;
    handler.serror = quiet;
    htmlParserCtxtPtr context = htmlCreateMemoryParserCtxt(input, (int)length);
    if (!context) {
        output->failed = 1;
        return;
    }
    // The input is UTF-8 (made so by the caller): without this, HTML is read as Latin-1.
    xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8);
    htmlCtxtUseOptions(context, HTML_PARSE_NOIMPLIED | HTML_PARSE_NONET | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_COMPACT);
    reader r = {context, input, length, piece_ends, piece_count, 0, output};
    xmlSAXHandlerPtr own = context->sax;
    context->sax = (xmlSAXHandlerPtr)&handler;
    context->userData = &r;
    htmlParseDocument(context);
    context->sax = own;
    context->userData = NULL;
    if (context->myDoc) xmlFreeDoc(context->myDoc);
    htmlFreeParserCtxt(context);
}

void cmark_html_output_free(cmark_html_output *output) {
    free(output->tokens);
    free(output->attributes);
    free(output->bytes);
    memset(output, 0, sizeof *output);
}
