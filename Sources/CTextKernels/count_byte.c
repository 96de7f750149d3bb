#include "CTextKernels.h"

#include <string.h>

/* Sixteen bytes, and sixteen counters of one byte each. */
typedef uint8_t bytes16 __attribute__((vector_size(16)));

size_t l10n_text_count_byte(const uint8_t *bytes, size_t count, uint8_t byte) {
    size_t found = 0;
    size_t offset = 0;
    while (count - offset >= 16) {
        /* Up to 255 blocks are counted lane by lane (a match is 0xFF, so subtracting it adds one), then summed. */
        bytes16 lanes = {0};
        size_t blocks = (count - offset) / 16;
        if (blocks > 255) blocks = 255;
        for (size_t block = 0; block < blocks; block++, offset += 16) {
            bytes16 data;
            memcpy(&data, bytes + offset, sizeof data);
            lanes -= (bytes16)(data == byte);
        }
        for (int lane = 0; lane < 16; lane++) found += lanes[lane];
    }
    for (; offset < count; offset++) found += bytes[offset] == byte;
    return found;
}
