/* Status names and the ICU version. */
#include "CICUShim.h"

#include <unicode/utypes.h>
#include <unicode/uversion.h>

const char *l10n_icu_error_name(int32_t status) {
    const char *name = u_errorName((UErrorCode)status);
    return name != NULL ? name : "[unknown status]";
}

int32_t l10n_icu_version(char *buffer, int32_t capacity) {
    if (buffer == NULL || capacity <= 0) {
        return 0;
    }
    UVersionInfo info;
    char text[U_MAX_VERSION_STRING_LENGTH];
    u_getVersion(info);
    u_versionToString(info, text);
    int32_t length = 0;
    while (text[length] != '\0' && length < capacity - 1) {
        buffer[length] = text[length];
        length += 1;
    }
    buffer[length] = '\0';
    return length;
}
