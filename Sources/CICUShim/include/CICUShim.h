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

/** 1 when the locale's script is written from right to left ("ar", "he", "ur-Arab"), else 0 (also for NULL).
 *  Wraps uloc_isRightToLeft, which reports no status. */
int32_t l10n_icu_locale_is_right_to_left(const char *locale);

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

/** Whether ICU has locale data for the locale ID itself or for a parent of it other than root
 *  ("de_CH" yes, "fr_US" yes through "fr"; "xx", "", "und" no): 1 or 0. Wraps ures_open (main data
 *  tree), ures_getLocaleByType and ures_close: ICU's U_USING_DEFAULT_WARNING means it found nothing but
 *  root or the default locale.
 *  Too long names fail as in l10n_icu_plural_rules_open. */
int32_t l10n_icu_locale_has_data(const char *locale, int32_t *status);

/** The parent of a locale ID by truncation ("zh_Hant_TW" -> "zh_Hant", "zh" -> ""). Wraps uloc_getParent. */
int32_t l10n_icu_locale_parent(const char *locale, char *buffer, int32_t capacity, int32_t *status);

/** The index (0 ..< supported_count) of the supported BCP 47 tag that best matches the desired tags,
 *  most preferred first, or -1 when none is close enough. Tags ICU cannot read (Locale::forLanguageTag
 *  fails) are skipped. Wraps the C++ icu::LocaleMatcher::Builder (addSupportedLocale,
 *  setNoDefaultLocale, build) and icu::LocaleMatcher::getBestMatchResult (there is no C API for it). */
int32_t l10n_icu_locale_best_match(const char *const *desired, int32_t desired_count,
                                   const char *const *supported, int32_t supported_count, int32_t *status);

/* ---------------------------------------------------------------- time zones */

/** The canonical ID of a time zone ID as UTF-16 ("US/Eastern" -> "America/New_York", "GMT+5" ->
 *  "GMT+05:00"); `is_system_id` (may be NULL) receives 1 for one of ICU's own IDs and 0 for a custom
 *  offset ID or "Etc/Unknown". An ID ICU does not know is U_ILLEGAL_ARGUMENT_ERROR. Wraps
 *  ucal_getCanonicalTimeZoneID. */
int32_t l10n_icu_time_zone_canonical_id(const uint16_t *id, int32_t id_length, uint16_t *buffer,
                                        int32_t capacity, int32_t *is_system_id, int32_t *status);

/* ---------------------------------------------------------------- number formatting */

/** Opaque handle over ICU's UNumberFormatter. Immutable once opened and safe to use from many threads
 *  at once (ICU's LocalizedNumberFormatter is thread-safe; every format call has its own result). */
typedef struct l10n_icu_number_formatter l10n_icu_number_formatter;

/** Opens a number formatter for a number skeleton (UTF-16, e.g. ".00 rounding-mode-half-up") and an
 *  ICU locale ID. Wraps unumf_openForSkeletonAndLocale. Returns NULL on failure (a bad skeleton is
 *  U_NUMBER_SKELETON_SYNTAX_ERROR); too long locale names fail as in l10n_icu_plural_rules_open.
 *  Close with l10n_icu_number_formatter_close. */
l10n_icu_number_formatter *l10n_icu_number_formatter_open(const uint16_t *skeleton, int32_t skeleton_length,
                                                          const char *locale, int32_t *status);

/** Closes a formatter opened by l10n_icu_number_formatter_open; NULL is ignored. Wraps unumf_close. */
void l10n_icu_number_formatter_close(l10n_icu_number_formatter *formatter);

/** Formats a double as UTF-16 into `buffer`. Wraps unumf_openResult, unumf_formatDouble,
 *  unumf_resultToString and unumf_closeResult (a result object per call, so calls may run concurrently).
 *  Returns the full length (preflighting). */
int32_t l10n_icu_number_formatter_format_double(const l10n_icu_number_formatter *formatter, double value,
                                                uint16_t *buffer, int32_t capacity, int32_t *status);

/** Formats a 64-bit integer, like l10n_icu_number_formatter_format_double. Wraps unumf_openResult,
 *  unumf_formatInt, unumf_resultToString and unumf_closeResult. */
int32_t l10n_icu_number_formatter_format_int64(const l10n_icu_number_formatter *formatter, int64_t value,
                                               uint16_t *buffer, int32_t capacity, int32_t *status);

/* ---------------------------------------------------------------- date formatting */

/** The locale's best date pattern (UTF-16) for a skeleton such as "yMMMdjm". Wraps udatpg_open,
 *  udatpg_getBestPattern and udatpg_close. Too long locale names fail as in l10n_icu_plural_rules_open. */
int32_t l10n_icu_date_best_pattern(const char *locale, const uint16_t *skeleton, int32_t skeleton_length,
                                   uint16_t *buffer, int32_t capacity, int32_t *status);

/** Opaque handle over ICU's UDateFormat. Do not use it from two threads at once: it holds a mutable
 *  Calendar and sub-formatters, and ICU documents no thread safety for it. */
/** The skeleton (UTF-16) of a date pattern, e.g. "yMdjmm" for "M/d/y, h:mm a". Wraps udatpg_getSkeleton,
 *  which needs no locale. */
int32_t l10n_icu_date_skeleton(const uint16_t *pattern, int32_t pattern_length, uint16_t *buffer, int32_t capacity,
                               int32_t *status);

typedef struct l10n_icu_date_format l10n_icu_date_format;

/** A predefined date or time style. Mirrors UDateFormatStyle. */
typedef enum l10n_icu_date_style {
    L10N_ICU_DATE_STYLE_NONE = -1,
    L10N_ICU_DATE_STYLE_FULL = 0,
    L10N_ICU_DATE_STYLE_LONG = 1,
    L10N_ICU_DATE_STYLE_MEDIUM = 2,
    L10N_ICU_DATE_STYLE_SHORT = 3
} l10n_icu_date_style;

/** Opens a date format for a pattern (UTF-16, e.g. "d MMM y, HH:mm"), an ICU locale ID and a time zone
 *  ID (UTF-16). Wraps udat_open with UDAT_PATTERN. ICU silently uses GMT for a time zone it does not
 *  know: check the ID first (l10n_icu_time_zone_canonical_id). Close with l10n_icu_date_format_close. */
l10n_icu_date_format *l10n_icu_date_format_open_pattern(const uint16_t *pattern, int32_t pattern_length,
                                                        const char *locale, const uint16_t *time_zone,
                                                        int32_t time_zone_length, int32_t *status);

/** Opens a date format for predefined date and time styles, like l10n_icu_date_format_open_pattern.
 *  Wraps udat_open. Both styles NONE is U_ILLEGAL_ARGUMENT_ERROR (ICU would format empty text). */
l10n_icu_date_format *l10n_icu_date_format_open_styles(l10n_icu_date_style date_style,
                                                       l10n_icu_date_style time_style, const char *locale,
                                                       const uint16_t *time_zone, int32_t time_zone_length,
                                                       int32_t *status);

/** Closes a format opened by l10n_icu_date_format_open_*; NULL is ignored. Wraps udat_close. */
void l10n_icu_date_format_close(l10n_icu_date_format *format);

/** The pattern of the format (UTF-16, not localized). Wraps udat_toPattern. */
int32_t l10n_icu_date_format_pattern(const l10n_icu_date_format *format, uint16_t *buffer, int32_t capacity,
                                     int32_t *status);

/** Formats a moment, in milliseconds since 1970-01-01T00:00:00Z, as UTF-16 into `buffer`. Wraps
 *  ucal_setMillis and udat_formatCalendar on the handle's own calendar (udat_format would clone one per call).
 *  Never call it for one handle from two threads at once (see l10n_icu_date_format). */
int32_t l10n_icu_date_format_format(l10n_icu_date_format *format, double milliseconds_since_1970,
                                    uint16_t *buffer, int32_t capacity, int32_t *status);

/* ---------------------------------------------------------------- message formatting */

/** Opaque handle over the C++ icu::MessageFormat. Do not use it from two threads at once: ICU's msgfmt.h
 *  asks for external synchronization (formatting creates sub-formatters lazily). */
typedef struct l10n_icu_message_format l10n_icu_message_format;

/** The type of a message argument. */
typedef enum l10n_icu_message_argument_kind {
    L10N_ICU_MESSAGE_ARGUMENT_DOUBLE = 0,
    L10N_ICU_MESSAGE_ARGUMENT_INT64 = 1,
    L10N_ICU_MESSAGE_ARGUMENT_STRING = 2,
    L10N_ICU_MESSAGE_ARGUMENT_DATE = 3
} l10n_icu_message_argument_kind;

/** One message argument. Its name ("count", or "0" for {0}) and, for a string, its text are UTF-16
 *  ranges of the `strings` block given to l10n_icu_message_format_format. */
typedef struct l10n_icu_message_argument {
    int32_t name_offset;
    int32_t name_length;
    l10n_icu_message_argument_kind kind;
    /** The value of DOUBLE, and of DATE (milliseconds since 1970-01-01T00:00:00Z). */
    double number;
    /** The value of INT64. */
    int64_t integer;
    int32_t text_offset;
    int32_t text_length;
} l10n_icu_message_argument;

/** Opens a message format for a pattern (UTF-16) and an ICU locale ID. Wraps the C++
 *  icu::MessageFormat constructor (the C API's umsg_format is variadic, which Swift cannot call).
 *  A syntax error is a failure such as U_PATTERN_SYNTAX_ERROR; `error_offset` (may be NULL) receives
 *  ICU's UParseError offset, or -1. Close with l10n_icu_message_format_close. */
l10n_icu_message_format *l10n_icu_message_format_open(const uint16_t *pattern, int32_t pattern_length,
                                                      const char *locale, int32_t *error_offset,
                                                      int32_t *status);

/** Closes a format opened by l10n_icu_message_format_open; NULL is ignored. Deletes the icu::MessageFormat. */
void l10n_icu_message_format_close(l10n_icu_message_format *format);

/** Formats the message with named arguments (numbered ones are named "0", "1", ...) as UTF-16 into
 *  `buffer`. Wraps icu::MessageFormat::format(const UnicodeString *, const Formattable *, int32_t,
 *  UnicodeString &, UErrorCode &) and UnicodeString::extract. A range outside `strings` is
 *  U_ILLEGAL_ARGUMENT_ERROR. Never call it for one handle from two threads at once. */
int32_t l10n_icu_message_format_format(l10n_icu_message_format *format,
                                       const l10n_icu_message_argument *arguments, int32_t count,
                                       const uint16_t *strings, int32_t strings_length,
                                       uint16_t *buffer, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif /* CICUSHIM_H */
