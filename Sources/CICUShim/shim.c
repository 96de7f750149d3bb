#include "CICUShim.h"
#include <unicode/uversion.h>
int32_t l10n_icu_version_major(void) { UVersionInfo v; u_getVersion(v); return v[0]; }
