/* Time zone IDs: ucal_getCanonicalTimeZoneID. */
#include "CICUShim.h"

#include <unicode/ucal.h>

int32_t l10n_icu_time_zone_canonical_id(const uint16_t *id, int32_t id_length, uint16_t *buffer,
                                        int32_t capacity, int32_t *is_system_id, int32_t *status) {
    if (status == NULL || *status > U_ZERO_ERROR) {
        return 0;
    }
    UErrorCode code = (UErrorCode)*status;
    if (id == NULL || id_length < 0 || capacity < 0 || (buffer == NULL && capacity > 0)) {
        *status = U_ILLEGAL_ARGUMENT_ERROR;
        return 0;
    }
    UBool system = 0;
    int32_t length = ucal_getCanonicalTimeZoneID((const UChar *)id, id_length, (UChar *)buffer, capacity,
                                                 &system, &code);
    if (is_system_id != NULL) {
        *is_system_id = U_SUCCESS(code) && system ? 1 : 0;
    }
    *status = code;
    return length;
}
