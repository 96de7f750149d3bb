#ifndef L10N_FUZZER_DRIVER_H
#define L10N_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own driver (in the fuzzer runtime that `-sanitize=fuzzer` links): parses libFuzzer's
/// command line and calls `callback` with each input. Only defined in a build with `-sanitize=fuzzer`.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
