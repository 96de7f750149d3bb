// Declarations only: libFuzzer defines LLVMFuzzerRunDriver (see include/FuzzerDriver.h).
#include "FuzzerDriver.h"
