/*
 * CICUShim: a thin C layer over the system ICU (libicu-dev) for Swift.
 *
 * This header includes NO ICU header on purpose: an ICU header in a Clang module clashes with the ICU
 * that Foundation brings along (DESIGN.md section 3). Only the .c/.cpp files of this target include ICU.
 *
 * Conventions, for every function:
 * - the name starts with l10n_icu_ and the doc comment names the ICU function(s) it wraps;
 * - plain C types and opaque handles only;
 * - `status` is ICU's raw UErrorCode: the caller sets it to 0 before the call. Only a value > 0 is a
 *   failure; negative values are warnings (e.g. -127 U_USING_DEFAULT_WARNING, -124
 *   U_STRING_NOT_TERMINATED_WARNING). A function does nothing when *status is already a failure;
 *   a NULL status pointer makes it return 0/NULL;
 * - functions that write a string into a caller buffer return the full length of the result (ICU's
 *   preflighting): when it is >= capacity the buffer is too small (status 15 U_BUFFER_OVERFLOW_ERROR,
 *   or the not-terminated warning when it is exactly capacity); call again with length + 1.
 */
#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- status and version */

/** ICU's name of a status code, e.g. "U_ILLEGAL_ARGUMENT_ERROR". Wraps u_errorName. Never NULL. */
const char *l10n_icu_error_name(int32_t status);

/** Capacity that always fits l10n_icu_version (U_MAX_VERSION_STRING_LENGTH, including the NUL). */
#define L10N_ICU_VERSION_CAPACITY 20

/** The runtime ICU version as text, e.g. "72.1". Wraps u_getVersion and u_versionToString.
 *  Writes at most `capacity` bytes including the NUL (truncates when too small); returns the length. */
int32_t l10n_icu_version(char *buffer, int32_t capacity);

/* ---------------------------------------------------------------- plural rules */

/** Opaque handle over ICU's UPluralRules. Immutable once opened. */
typedef struct l10n_icu_plural_rules l10n_icu_plural_rules;

/** Which plural rules: for counts (cardinal) or for ranks (ordinal). Mirrors UPluralType. */
typedef enum l10n_icu_plural_type {
    L10N_ICU_PLURAL_CARDINAL = 0,
    L10N_ICU_PLURAL_ORDINAL = 1
} l10n_icu_plural_type;

/** Opens the plural rules of an ICU locale ID. Wraps uplrules_openForType. Returns NULL on failure;
 *  an unknown locale yields ICU's root rules ("other" only), not an error. A locale whose name
 *  (uloc_getName) does not fit L10N_ICU_LOCALE_CAPACITY is U_ILLEGAL_ARGUMENT_ERROR: ICU 72 would
 *  overflow a fixed buffer and abort. Close with l10n_icu_plural_rules_close. */
l10n_icu_plural_rules *l10n_icu_plural_rules_open(const char *locale, l10n_icu_plural_type type,
                                                  int32_t *status);

/** Closes rules opened by l10n_icu_plural_rules_open; NULL is ignored. Wraps uplrules_close. */
void l10n_icu_plural_rules_close(l10n_icu_plural_rules *rules);

/** The keyword ("zero", "one", "two", "few", "many", "other") the rules select for a number, as
 *  ASCII into `keyword`. Wraps uplrules_select. Returns the keyword's length. */
int32_t l10n_icu_plural_rules_select(const l10n_icu_plural_rules *rules, double number,
                                     char *keyword, int32_t capacity, int32_t *status);

/** All keywords of the rules, as ASCII, separated by single spaces, into `buffer`. Wraps
 *  uplrules_getKeywords, uenum_next and uenum_close. Returns the length of the whole list. */
int32_t l10n_icu_plural_rules_keywords(const l10n_icu_plural_rules *rules,
                                       char *buffer, int32_t capacity, int32_t *status);

/** The text of the rules ICU uses for a locale, in ICU's own normalized syntax, e.g.
 *  "one: i  in 1..1 and v  in 0..0; other: ". Wraps the C++ icu::PluralRules::forLocale and
 *  icu::PluralRules::getRules (there is no C API for it); the locale falls back, and too
 *  long names fail, exactly as in l10n_icu_plural_rules_open. Returns the length (UTF-8). */
int32_t l10n_icu_plural_rules_description(const char *locale, l10n_icu_plural_type type,
                                          char *buffer, int32_t capacity, int32_t *status);

/* ---------------------------------------------------------------- locale IDs */

/** Capacity that fits any ICU locale ID (ULOC_FULLNAME_CAPACITY, including the NUL). */
#define L10N_ICU_LOCALE_CAPACITY 157

/** Converts a BCP 47 language tag ("pt-BR") to an ICU locale ID ("pt_BR"). Wraps uloc_forLanguageTag.
 *  `parsed_length` (may be NULL) receives how many characters of the tag were well-formed; when it is
 *  less than the tag's length, the tag is not well-formed from that point on. */
int32_t l10n_icu_locale_for_language_tag(const char *tag, char *locale, int32_t capacity,
                                         int32_t *parsed_length, int32_t *status);

/** Converts an ICU locale ID to a BCP 47 language tag. Wraps uloc_toLanguageTag. With `strict` != 0
 *  a part that cannot be expressed in BCP 47 is a failure (U_ILLEGAL_ARGUMENT_ERROR); otherwise ICU
 *  drops or rewrites it. */
int32_t l10n_icu_locale_to_language_tag(const char *locale, int32_t strict, char *tag, int32_t capacity,
                                        int32_t *status);

/** ICU's canonical form of a locale ID (e.g. old aliases replaced). Wraps uloc_canonicalize. */
int32_t l10n_icu_locale_canonicalize(const char *locale, char *buffer, int32_t capacity, int32_t *status);

/** The language subtag of a locale ID ("" when none). Wraps uloc_getLanguage. */
int32_t l10n_icu_locale_language(const char *locale, char *buffer, int32_t capacity, int32_t *status);

/** The script subtag of a locale ID ("" when none). Wraps uloc_getScript. */
int32_t l10n_icu_locale_script(const char *locale, char *buffer, int32_t capacity, int32_t *status);

/** The region subtag of a locale ID ("" when none). Wraps uloc_getCountry. */
int32_t l10n_icu_locale_region(const char *locale, char *buffer, int32_t capacity, int32_t *status);

/** The locale ID with the likely script and region added ("zh_TW" -> "zh_Hant_TW"). Wraps
 *  uloc_addLikelySubtags. */
int32_t l10n_icu_locale_add_likely_subtags(const char *locale, char *buffer, int32_t capacity,
                                           int32_t *status);

/** The name of the locale's language, in the language of `display_locale`, as UTF-16 into `buffer`
 *  (capacity in UTF-16 units). Wraps uloc_getDisplayLanguage. When ICU has no name it returns the
 *  code itself with status U_USING_DEFAULT_WARNING (-127). */
int32_t l10n_icu_locale_display_language(const char *locale, const char *display_locale,
                                         uint16_t *buffer, int32_t capacity, int32_t *status);

/** The name of the locale's script, like l10n_icu_locale_display_language. Wraps uloc_getDisplayScript. */
int32_t l10n_icu_locale_display_script(const char *locale, const char *display_locale,
                                       uint16_t *buffer, int32_t capacity, int32_t *status);

/** The name of the locale's region, like l10n_icu_locale_display_language. Wraps uloc_getDisplayCountry. */
int32_t l10n_icu_locale_display_region(const char *locale, const char *display_locale,
                                       uint16_t *buffer, int32_t capacity, int32_t *status);

/** How many locales ICU has data for. Wraps uloc_countAvailable. */
int32_t l10n_icu_locale_count_available(void);

/** The ID of the available locale at `index` (0 ..< count), or NULL when out of range. Wraps
 *  uloc_getAvailable. The string is owned by ICU and lives as long as the process. */
const char *l10n_icu_locale_available(int32_t index);

/** ICU's list of ISO 639 language codes (2- and 3-letter), NULL-terminated; owned by ICU, lives as
 *  long as the process. Wraps uloc_getISOLanguages. */
const char *const *l10n_icu_iso_languages(void);

/** ICU's list of ISO 3166 region codes (2-letter), NULL-terminated; owned by ICU, lives as long as
 *  the process. Wraps uloc_getISOCountries. */
const char *const *l10n_icu_iso_regions(void);

#ifdef __cplusplus
}
#endif

#endif /* CICUSHIM_H */
