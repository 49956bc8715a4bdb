// The sanitizer's validity pass, sixteen bytes at a time.
//
// Text from a Swift String is valid UTF-8, and most of it needs no substitute, so the
// sanitizer's first question, "how much of this is clean?", is asked of megabytes at a time.
// Decoding scalar by scalar mispredicts a branch at nearly every change of sequence length
// (accented letters among ASCII ones); these checks have no branch per byte.
//
// Each block of 16 bytes is checked whole, with the 3 bytes before it (the previous block's
// last ones, zeros before the first): any byte that fails any check ends the scan at the
// block's start, and the caller's byte loop finds which byte it was. The checks:
//
// - no C0 control (below 0x20) and no DEL (0x7F);
// - a byte is a continuation byte (0x80-0xBF) exactly when a lead byte 1, 2 or 3 bytes
//   before it asks for one (C0-DF, E0-EF, F0-F7 respectively): sequences are neither cut
//   short nor followed by strays;
// - no byte that never appears in UTF-8 (C0, C1: overlong; F5-FF: past U+10FFFF);
// - the second byte's range after the leads that narrow it: E0 (A0-BF, else overlong),
//   ED (80-9F, else a surrogate), F0 (90-BF, else overlong), F4 (80-8F, else past
//   U+10FFFF), and C2 (A0-BF: C2 80-9F are the C1 controls, which need a substitute);
// - not E2 80 A8 or E2 80 A9 (U+2028, U+2029: the sanitizer replaces them).
//
// The code block writer asks a second question of every line of a block: is it printable
// ASCII alone (then it is copied as it is)? Lines of code are short, and a byte loop from
// one line feed to the next mispredicts its exit at nearly every line; here each block of
// 16 bytes gives two masks, its line feeds and its other bytes outside 0x20-0x7E, and the
// lines are read off the masks.

#include "text_scan.h"

// `cmark_swift_clean_lines` a byte at a time from `index`, in the line starting at `line`,
// with `written` ends written: for the last bytes, and where there is no vector unit.
static size_t clean_lines_bytewise(
    const uint8_t *bytes, size_t count, size_t index, size_t line, size_t written, uint32_t *ends, size_t capacity,
    size_t *stop) {
    for (; index < count; index++) {
        uint8_t byte = bytes[index];
        if (byte == 0x0A) {
            ends[written++] = (uint32_t)index;
            line = index + 1;
            if (written == capacity) {
                *stop = line;
                return written;
            }
        } else if (byte < 0x20 || byte >= 0x7F) {
            *stop = line;
            return written;
        }
    }
    *stop = count;
    return written;
}

#if defined(__SSE2__)
#include <emmintrin.h>

static inline __m128i splat(uint8_t byte) { return _mm_set1_epi8((char)byte); }

/// Nonzero bytes where `input` (with the bytes before it in `previous`) fails a check.
static inline __m128i failures(__m128i input, __m128i previous) {
    __m128i prev1 = _mm_or_si128(_mm_slli_si128(input, 1), _mm_srli_si128(previous, 15));
    __m128i prev2 = _mm_or_si128(_mm_slli_si128(input, 2), _mm_srli_si128(previous, 14));
    __m128i prev3 = _mm_or_si128(_mm_slli_si128(input, 3), _mm_srli_si128(previous, 13));

    // Controls: 0x20 - byte saturates to zero from 0x20 up; DEL by equality.
    __m128i bad = _mm_or_si128(_mm_subs_epu8(splat(0x20), input), _mm_cmpeq_epi8(input, splat(0x7F)));

    // Continuations where, and only where, a lead asks for them. A signed byte below
    // (int8_t)0xC0 is 0x80-0xBF; the saturating subtractions are nonzero after a lead of
    // two bytes or more, of three or more two bytes back, of four three bytes back.
    __m128i isContinuation = _mm_cmplt_epi8(input, splat(0xC0));
    __m128i asked = _mm_or_si128(
        _mm_or_si128(_mm_subs_epu8(prev1, splat(0xBF)), _mm_subs_epu8(prev2, splat(0xDF))), _mm_subs_epu8(prev3, splat(0xEF)));
    __m128i notAsked = _mm_cmpeq_epi8(asked, _mm_setzero_si128());
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(isContinuation, notAsked));

    // Bytes UTF-8 never has: C0, C1 and F5-FF.
    bad = _mm_or_si128(bad, _mm_cmpeq_epi8(_mm_and_si128(input, splat(0xFE)), splat(0xC0)));
    bad = _mm_or_si128(bad, _mm_subs_epu8(input, splat(0xF4)));

    // Second bytes out of their lead's range (a continuation, so signed order is byte order).
    __m128i belowA0 = _mm_cmplt_epi8(input, splat(0xA0));
    __m128i below90 = _mm_cmplt_epi8(input, splat(0x90));
    __m128i narrowsToA0 = _mm_or_si128(_mm_cmpeq_epi8(prev1, splat(0xC2)), _mm_cmpeq_epi8(prev1, splat(0xE0)));
    bad = _mm_or_si128(bad, _mm_and_si128(narrowsToA0, belowA0));
    bad = _mm_or_si128(bad, _mm_andnot_si128(belowA0, _mm_cmpeq_epi8(prev1, splat(0xED))));
    bad = _mm_or_si128(bad, _mm_and_si128(_mm_cmpeq_epi8(prev1, splat(0xF0)), below90));
    bad = _mm_or_si128(bad, _mm_andnot_si128(below90, _mm_cmpeq_epi8(prev1, splat(0xF4))));

    // U+2028 and U+2029 (E2 80 A8, E2 80 A9) and the bidirectional overrides and isolates
    // U+202A-U+202E, U+2066-U+2069, found a little wide (E2 80 A8-AF, E2 81 A4-AB): the
    // caller looks at each again and copies what needs nothing.
    __m128i afterE2 = _mm_cmpeq_epi8(prev2, splat(0xE2));
    __m128i separator = _mm_and_si128(_mm_cmpeq_epi8(prev1, splat(0x80)), _mm_cmpeq_epi8(_mm_and_si128(input, splat(0xF8)), splat(0xA8)));
    __m128i isolate = _mm_and_si128(
        _mm_cmpeq_epi8(prev1, splat(0x81)), _mm_cmpeq_epi8(_mm_and_si128(_mm_sub_epi8(input, splat(0xA4)), splat(0xF8)), _mm_setzero_si128()));
    return _mm_or_si128(bad, _mm_and_si128(afterE2, _mm_or_si128(separator, isolate)));
}

size_t cmark_swift_clean_prefix(const uint8_t *bytes, size_t count) {
    size_t index = 0;
    __m128i previous = _mm_setzero_si128();
    while (count - index >= 16) {
        __m128i input = _mm_loadu_si128((const __m128i *)(bytes + index));
        __m128i bad = failures(input, previous);
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(bad, _mm_setzero_si128())) != 0xFFFF) break;
        previous = input;
        index += 16;
    }
    // Every byte before `index` passed, but a lead in the last three may ask for bytes past
    // it, which no block has checked: end before that sequence.
    for (size_t back = 1; back <= 3 && back <= index; back++) {
        uint8_t byte = bytes[index - back];
        if (byte >= 0xC0 && (back == 1 || (back == 2 && byte >= 0xE0) || (back == 3 && byte >= 0xF0))) return index - back;
    }
    return index;
}

size_t cmark_swift_clean_lines(
    const uint8_t *bytes, size_t count, size_t start, uint32_t *ends, size_t capacity, size_t *stop) {
    size_t written = 0;
    size_t line = start;
    size_t index = start;
    while (count - index >= 16) {
        __m128i input = _mm_loadu_si128((const __m128i *)(bytes + index));
        unsigned feeds = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(input, splat(0x0A)));
        // Signed, 0x80-0xFF are below 0x20 too.
        __m128i outside = _mm_or_si128(_mm_cmplt_epi8(input, splat(0x20)), _mm_cmpeq_epi8(input, splat(0x7F)));
        unsigned others = (unsigned)_mm_movemask_epi8(outside) & ~feeds;
        while (feeds) {
            unsigned bit = (unsigned)__builtin_ctz(feeds);
            // Another byte before this line feed is in the current line: any in an earlier
            // line of the block would have stopped the scan there.
            if (others & ((1u << bit) - 1)) {
                *stop = line;
                return written;
            }
            ends[written++] = (uint32_t)(index + bit);
            line = index + bit + 1;
            if (written == capacity) {
                *stop = line;
                return written;
            }
            feeds &= feeds - 1;
        }
        if (others) {
            *stop = line;
            return written;
        }
        index += 16;
    }
    return clean_lines_bytewise(bytes, count, index, line, written, ends, capacity, stop);
}

#else

size_t cmark_swift_clean_prefix(const uint8_t *bytes, size_t count) {
    (void)bytes;
    (void)count;
    return 0;
}

size_t cmark_swift_clean_lines(
    const uint8_t *bytes, size_t count, size_t start, uint32_t *ends, size_t capacity, size_t *stop) {
    return clean_lines_bytewise(bytes, count, start, start, 0, ends, capacity, stop);
}

#endif
