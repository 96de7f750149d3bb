/* Expected strings for the PopupFormatting tests, straight from the system ICU.
   Reads lines "date LOCALE ZONE SKELETON MILLIS" or "number LOCALE SKELETON VALUE" and prints one result a line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unumberformatter.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

static void print_utf16(const UChar *text, int32_t length) {
    char out[1024]; int32_t outLength = 0; UErrorCode status = U_ZERO_ERROR;
    u_strToUTF8(out, sizeof out, &outLength, text, length, &status);
    if (U_FAILURE(status)) { puts("ERROR utf8"); return; }
    fwrite(out, 1, outLength, stdout); putchar('\n');
}

int main(void) {
    char line[512];
    while (fgets(line, sizeof line, stdin)) {
        char kind[16], tag[64], a[128], b[128], c[64];
        int fields = sscanf(line, "%15s %63s %127s %127s %63s", kind, tag, a, b, c);
        char locale[157]; int32_t parsed = 0; UErrorCode status = U_ZERO_ERROR;
        uloc_forLanguageTag(tag, locale, sizeof locale, &parsed, &status);
        if (strcmp(kind, "date") == 0 && fields == 5) {
            UChar zone[64], skeleton[128], pattern[256];
            u_uastrcpy(zone, a); u_uastrcpy(skeleton, b);
            UDateTimePatternGenerator *generator = udatpg_open(locale, &status);
            int32_t length = udatpg_getBestPattern(generator, skeleton, -1, pattern, 256, &status);
            UDateFormat *format = udat_open(UDAT_PATTERN, UDAT_PATTERN, locale, zone, -1, pattern, length, &status);
            UChar result[512];
            int32_t resultLength = udat_format(format, atof(c), result, 512, NULL, &status);
            if (U_FAILURE(status)) puts(u_errorName(status)); else print_utf16(result, resultLength);
            udat_close(format); udatpg_close(generator);
        } else if (strcmp(kind, "number") == 0 && fields == 4) {
            /* skeleton words are joined with '+' on the line */
            for (char *p = a; *p; p++) if (*p == '+') *p = ' ';
            UChar skeleton[128]; u_uastrcpy(skeleton, a);
            UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(skeleton, -1, locale, &status);
            UFormattedNumber *number = unumf_openResult(&status);
            unumf_formatDouble(formatter, strtod(b, NULL), number, &status);
            UChar result[256];
            int32_t resultLength = unumf_resultToString(number, result, 256, &status);
            if (U_FAILURE(status)) puts(u_errorName(status)); else print_utf16(result, resultLength);
            unumf_closeResult(number); unumf_close(formatter);
        } else if (strcmp(kind, "style") == 0 && fields == 5) {
            /* b is "DATESTYLE/TIMESTYLE" with each of none, short, medium, long, full */
            static const char *names[] = {"full", "long", "medium", "short"};
            UDateFormatStyle styles[2] = {UDAT_NONE, UDAT_NONE};
            char *slash = strchr(b, '/'); if (slash) *slash = 0;
            const char *parts[2] = {b, slash ? slash + 1 : "none"};
            for (int i = 0; i < 2; i++) for (int s = 0; s < 4; s++) if (strcmp(parts[i], names[s]) == 0) styles[i] = (UDateFormatStyle)s;
            UChar zone[64]; u_uastrcpy(zone, a);
            UDateFormat *format = udat_open(styles[1], styles[0], locale, zone, -1, NULL, 0, &status);
            UChar result[512];
            int32_t resultLength = udat_format(format, atof(c), result, 512, NULL, &status);
            if (U_FAILURE(status)) puts(u_errorName(status)); else print_utf16(result, resultLength);
            udat_close(format);
        } else {
            puts("ERROR input");
        }
    }
    return 0;
}
