#include "CTextKernels.h"

#include <string.h>

/* Sixteen bytes, and one bit for each. */
typedef uint8_t bytes16 __attribute__((vector_size(16)));
typedef _Bool bits16 __attribute__((ext_vector_type(16)));

/* One bit for each of the sixteen lanes of a comparison's result (all ones or all zeros in each lane). */
static inline uint64_t lane_bits(bytes16 lanes) {
    bits16 bits = __builtin_convertvector(lanes != 0, bits16);
    uint16_t mask;
    memcpy(&mask, &bits, sizeof mask);
    return mask;
}

void l10n_text_classify_source(const uint8_t *bytes, l10n_source_classes *classes) {
    uint64_t name = 0, digit = 0, space = 0, newline = 0, plain = 0;
    for (int part = 0; part < 4; part++) {
        bytes16 b;
        memcpy(&b, bytes + 16 * part, sizeof b);
        /* Unsigned lane arithmetic: `b - low < span` is `low <= b < low + span`. */
        bytes16 is_digit = (bytes16)((bytes16)(b - '0') < 10);
        bytes16 is_letter = (bytes16)((bytes16)((b | 0x20) - 'a') < 26);
        bytes16 is_name = is_digit | is_letter | (bytes16)(b == '_') | (bytes16)(b == '$') | (bytes16)(b >= 0x80);
        bytes16 is_space = (bytes16)(b == ' ') | (bytes16)(b == '\t') | (bytes16)((bytes16)(b - 0x0B) < 3);
        /* Printable ASCII that is no name byte and none of / " # @ ' \ ` (which may start something longer). */
        bytes16 is_printable = (bytes16)((bytes16)(b - 0x21) < 0x5E);
        bytes16 starts_more = (bytes16)(b == '/') | (bytes16)(b == '"') | (bytes16)(b == '#') | (bytes16)(b == '@')
            | (bytes16)(b == '\'') | (bytes16)(b == '\\') | (bytes16)(b == '`');
        bytes16 is_plain = is_printable & ~is_name & ~starts_more;
        int shift = 16 * part;
        name |= lane_bits(is_name) << shift;
        digit |= lane_bits(is_digit) << shift;
        space |= lane_bits(is_space) << shift;
        newline |= lane_bits((bytes16)(b == '\n')) << shift;
        plain |= lane_bits(is_plain) << shift;
    }
    classes->name = name;
    classes->digit = digit;
    classes->space = space;
    classes->newline = newline;
    classes->plain = plain;
}
