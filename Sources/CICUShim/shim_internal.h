/* Helpers shared by the .c/.cpp files of CICUShim. Not part of the public header (it includes ICU). */
#ifndef CICUSHIM_INTERNAL_H
#define CICUSHIM_INTERNAL_H

#include <stdint.h>

#include <unicode/utypes.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ICU 72 copies a locale's name into a char[ULOC_FULLNAME_CAPACITY] without a length check in some
 * places (PluralRules::getRuleFromResource): a longer name, e.g. many variants, aborts the process.
 * Sets U_ILLEGAL_ARGUMENT_ERROR in *status for such a name, and for a NULL locale (measured with
 * uloc_getName). Leaves *status alone otherwise. */
void l10n_icu_internal_check_locale_length(const char *locale, UErrorCode *status);

#ifdef __cplusplus
}
#endif

#endif /* CICUSHIM_INTERNAL_H */
