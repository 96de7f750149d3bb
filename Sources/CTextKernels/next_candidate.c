#include "CTextKernels.h"

#include <string.h>

/* Sixteen bytes, and one bit for each. */
typedef uint8_t bytes16 __attribute__((vector_size(16)));
typedef _Bool bits16 __attribute__((ext_vector_type(16)));

size_t l10n_text_next_candidate(const uint8_t *bytes, size_t count, size_t start, uint8_t first, uint8_t second) {
    size_t offset = start;
    while (offset < count && count - offset >= 16) {
        bytes16 block;
        memcpy(&block, bytes + offset, sizeof block);
        bits16 found = __builtin_convertvector((block == first) | (block == second) | (block < 0x0E), bits16);
        uint16_t mask;
        memcpy(&mask, &found, sizeof mask);
        if (mask != 0) return offset + (size_t)__builtin_ctz(mask);
        offset += 16;
    }
    for (; offset < count; offset++) {
        uint8_t byte = bytes[offset];
        if (byte == first || byte == second || byte < 0x0E) return offset;
    }
    return count;
}
