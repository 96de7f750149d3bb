#ifndef CICUSHIM_H
#define CICUSHIM_H
#include <stdint.h>
int32_t l10n_icu_version_major(void);
#endif
