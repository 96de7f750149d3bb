import ICUKit

// Expected strings come from ICU itself: a C++ program in /tmp (not committed) calling the system ICU 72
// (udatpg_getBestPattern for the skeleton, udat_open with that pattern and the time zone, udat_format),
// cross-checked against Node.js 20 `Intl.DateTimeFormat` (ICU 78.2, CLDR 48) with the equivalent
// components (y -> year "numeric", MMM -> month "short", EEEE -> weekday "long", j -> hour "numeric",
// H -> hourCycle "h23", m/s -> "2-digit"). Where they differ, the row has a comment with Node's value
// and ICU 72's is expected:
// - en: ICU 72 puts U+202F NARROW NO-BREAK SPACE before AM/PM; Node prints U+0020;
// - ar: CLDR 48 uses Latin digits for "ar", ICU 72 (CLDR 42) Arabic-Indic digits;
// - zh-Hant-TW: ICU 72 joins date and time with U+0020 and writes "2024年1月15日 星期一"; Node uses
//   U+2009 and "2024年1月15日星期一".
// The moment is 1705327509000 ms = 2024-01-15T14:05:09Z, a Monday, 15:05:09 in Europe/Zurich.

/// Date skeletons of the ArcGIS popup formats (DESIGN.md section 7) with the ICU 72 results:
/// (locale, skeleton, time zone, milliseconds since 1970, ICU 72 pattern, ICU 72 text).
enum DateSkeletonExpectations {
    static let rows: [(String, String, String, Double, String, String)] = [
        ("en", "yMd", "Europe/Zurich", 1705327509000, "M/d/y", "1/15/2024"),
        ("en", "yMdjm", "Europe/Zurich", 1705327509000, "M/d/y, h:mm\u{202F}a", "1/15/2024, 3:05\u{202F}PM"),  // Node: "1/15/2024, 3:05 PM"
        ("en", "yMdHm", "Europe/Zurich", 1705327509000, "M/d/y, HH:mm", "1/15/2024, 15:05"),
        ("en", "yMdjms", "Europe/Zurich", 1705327509000, "M/d/y, h:mm:ss\u{202F}a", "1/15/2024, 3:05:09\u{202F}PM"),  // Node: "1/15/2024, 3:05:09 PM"
        ("en", "yMdHms", "Europe/Zurich", 1705327509000, "M/d/y, HH:mm:ss", "1/15/2024, 15:05:09"),
        ("en", "yMMMMd", "Europe/Zurich", 1705327509000, "MMMM d, y", "January 15, 2024"),
        ("en", "yMMMMdjm", "Europe/Zurich", 1705327509000, "MMMM d, y 'at' h:mm\u{202F}a", "January 15, 2024 at 3:05\u{202F}PM"),  // Node: "January 15, 2024 at 3:05 PM"
        ("en", "yMMMMdHm", "Europe/Zurich", 1705327509000, "MMMM d, y 'at' HH:mm", "January 15, 2024 at 15:05"),
        ("en", "yMMMMdjms", "Europe/Zurich", 1705327509000, "MMMM d, y 'at' h:mm:ss\u{202F}a", "January 15, 2024 at 3:05:09\u{202F}PM"),  // Node: "January 15, 2024 at 3:05:09 PM"
        ("en", "yMMMMdHms", "Europe/Zurich", 1705327509000, "MMMM d, y 'at' HH:mm:ss", "January 15, 2024 at 15:05:09"),
        ("en", "yMMMd", "Europe/Zurich", 1705327509000, "MMM d, y", "Jan 15, 2024"),
        ("en", "yMMMdjm", "Europe/Zurich", 1705327509000, "MMM d, y, h:mm\u{202F}a", "Jan 15, 2024, 3:05\u{202F}PM"),  // Node: "Jan 15, 2024, 3:05 PM"
        ("en", "yMMMdHm", "Europe/Zurich", 1705327509000, "MMM d, y, HH:mm", "Jan 15, 2024, 15:05"),
        ("en", "yMMMdjms", "Europe/Zurich", 1705327509000, "MMM d, y, h:mm:ss\u{202F}a", "Jan 15, 2024, 3:05:09\u{202F}PM"),  // Node: "Jan 15, 2024, 3:05:09 PM"
        ("en", "yMMMdHms", "Europe/Zurich", 1705327509000, "MMM d, y, HH:mm:ss", "Jan 15, 2024, 15:05:09"),
        ("en", "yMMMMEEEEd", "Europe/Zurich", 1705327509000, "EEEE, MMMM d, y", "Monday, January 15, 2024"),
        ("en", "yMMMMEEEEdjm", "Europe/Zurich", 1705327509000, "EEEE, MMMM d, y 'at' h:mm\u{202F}a", "Monday, January 15, 2024 at 3:05\u{202F}PM"),  // Node: "Monday, January 15, 2024 at 3:05 PM"
        ("en", "yMMMMEEEEdHm", "Europe/Zurich", 1705327509000, "EEEE, MMMM d, y 'at' HH:mm", "Monday, January 15, 2024 at 15:05"),
        ("en", "yMMMMEEEEdjms", "Europe/Zurich", 1705327509000, "EEEE, MMMM d, y 'at' h:mm:ss\u{202F}a", "Monday, January 15, 2024 at 3:05:09\u{202F}PM"),  // Node: "Monday, January 15, 2024 at 3:05:09 PM"
        ("en", "yMMMMEEEEdHms", "Europe/Zurich", 1705327509000, "EEEE, MMMM d, y 'at' HH:mm:ss", "Monday, January 15, 2024 at 15:05:09"),
        ("en", "yMMMM", "Europe/Zurich", 1705327509000, "MMMM y", "January 2024"),
        ("en", "yMMMMjm", "Europe/Zurich", 1705327509000, "MMMM y 'at' h:mm\u{202F}a", "January 2024 at 3:05\u{202F}PM"),  // Node: "January 2024 at 3:05 PM"
        ("en", "yMMMMHm", "Europe/Zurich", 1705327509000, "MMMM y 'at' HH:mm", "January 2024 at 15:05"),
        ("en", "yMMMMjms", "Europe/Zurich", 1705327509000, "MMMM y 'at' h:mm:ss\u{202F}a", "January 2024 at 3:05:09\u{202F}PM"),  // Node: "January 2024 at 3:05:09 PM"
        ("en", "yMMMMHms", "Europe/Zurich", 1705327509000, "MMMM y 'at' HH:mm:ss", "January 2024 at 15:05:09"),
        ("en", "yMMM", "Europe/Zurich", 1705327509000, "MMM y", "Jan 2024"),
        ("en", "yMMMjm", "Europe/Zurich", 1705327509000, "MMM y, h:mm\u{202F}a", "Jan 2024, 3:05\u{202F}PM"),  // Node: "Jan 2024, 3:05 PM"
        ("en", "yMMMHm", "Europe/Zurich", 1705327509000, "MMM y, HH:mm", "Jan 2024, 15:05"),
        ("en", "yMMMjms", "Europe/Zurich", 1705327509000, "MMM y, h:mm:ss\u{202F}a", "Jan 2024, 3:05:09\u{202F}PM"),  // Node: "Jan 2024, 3:05:09 PM"
        ("en", "yMMMHms", "Europe/Zurich", 1705327509000, "MMM y, HH:mm:ss", "Jan 2024, 15:05:09"),
        ("en", "y", "Europe/Zurich", 1705327509000, "y", "2024"),
        ("en", "yjm", "Europe/Zurich", 1705327509000, "y, h:mm\u{202F}a", "2024, 3:05\u{202F}PM"),  // Node: "2024, 3:05 PM"
        ("en", "yHm", "Europe/Zurich", 1705327509000, "y, HH:mm", "2024, 15:05"),
        ("en", "yjms", "Europe/Zurich", 1705327509000, "y, h:mm:ss\u{202F}a", "2024, 3:05:09\u{202F}PM"),  // Node: "2024, 3:05:09 PM"
        ("en", "yHms", "Europe/Zurich", 1705327509000, "y, HH:mm:ss", "2024, 15:05:09"),
        ("de", "yMd", "Europe/Zurich", 1705327509000, "d.M.y", "15.1.2024"),
        ("de", "yMdjm", "Europe/Zurich", 1705327509000, "d.M.y, HH:mm", "15.1.2024, 15:05"),
        ("de", "yMdHm", "Europe/Zurich", 1705327509000, "d.M.y, HH:mm", "15.1.2024, 15:05"),
        ("de", "yMdjms", "Europe/Zurich", 1705327509000, "d.M.y, HH:mm:ss", "15.1.2024, 15:05:09"),
        ("de", "yMdHms", "Europe/Zurich", 1705327509000, "d.M.y, HH:mm:ss", "15.1.2024, 15:05:09"),
        ("de", "yMMMMd", "Europe/Zurich", 1705327509000, "d. MMMM y", "15. Januar 2024"),
        ("de", "yMMMMdjm", "Europe/Zurich", 1705327509000, "d. MMMM y 'um' HH:mm", "15. Januar 2024 um 15:05"),
        ("de", "yMMMMdHm", "Europe/Zurich", 1705327509000, "d. MMMM y 'um' HH:mm", "15. Januar 2024 um 15:05"),
        ("de", "yMMMMdjms", "Europe/Zurich", 1705327509000, "d. MMMM y 'um' HH:mm:ss", "15. Januar 2024 um 15:05:09"),
        ("de", "yMMMMdHms", "Europe/Zurich", 1705327509000, "d. MMMM y 'um' HH:mm:ss", "15. Januar 2024 um 15:05:09"),
        ("de", "yMMMd", "Europe/Zurich", 1705327509000, "d. MMM y", "15. Jan. 2024"),
        ("de", "yMMMdjm", "Europe/Zurich", 1705327509000, "d. MMM y, HH:mm", "15. Jan. 2024, 15:05"),
        ("de", "yMMMdHm", "Europe/Zurich", 1705327509000, "d. MMM y, HH:mm", "15. Jan. 2024, 15:05"),
        ("de", "yMMMdjms", "Europe/Zurich", 1705327509000, "d. MMM y, HH:mm:ss", "15. Jan. 2024, 15:05:09"),
        ("de", "yMMMdHms", "Europe/Zurich", 1705327509000, "d. MMM y, HH:mm:ss", "15. Jan. 2024, 15:05:09"),
        ("de", "yMMMMEEEEd", "Europe/Zurich", 1705327509000, "EEEE, d. MMMM y", "Montag, 15. Januar 2024"),
        ("de", "yMMMMEEEEdjm", "Europe/Zurich", 1705327509000, "EEEE, d. MMMM y 'um' HH:mm", "Montag, 15. Januar 2024 um 15:05"),
        ("de", "yMMMMEEEEdHm", "Europe/Zurich", 1705327509000, "EEEE, d. MMMM y 'um' HH:mm", "Montag, 15. Januar 2024 um 15:05"),
        ("de", "yMMMMEEEEdjms", "Europe/Zurich", 1705327509000, "EEEE, d. MMMM y 'um' HH:mm:ss", "Montag, 15. Januar 2024 um 15:05:09"),
        ("de", "yMMMMEEEEdHms", "Europe/Zurich", 1705327509000, "EEEE, d. MMMM y 'um' HH:mm:ss", "Montag, 15. Januar 2024 um 15:05:09"),
        ("de", "yMMMM", "Europe/Zurich", 1705327509000, "MMMM y", "Januar 2024"),
        ("de", "yMMMMjm", "Europe/Zurich", 1705327509000, "MMMM y 'um' HH:mm", "Januar 2024 um 15:05"),
        ("de", "yMMMMHm", "Europe/Zurich", 1705327509000, "MMMM y 'um' HH:mm", "Januar 2024 um 15:05"),
        ("de", "yMMMMjms", "Europe/Zurich", 1705327509000, "MMMM y 'um' HH:mm:ss", "Januar 2024 um 15:05:09"),
        ("de", "yMMMMHms", "Europe/Zurich", 1705327509000, "MMMM y 'um' HH:mm:ss", "Januar 2024 um 15:05:09"),
        ("de", "yMMM", "Europe/Zurich", 1705327509000, "MMM y", "Jan. 2024"),
        ("de", "yMMMjm", "Europe/Zurich", 1705327509000, "MMM y, HH:mm", "Jan. 2024, 15:05"),
        ("de", "yMMMHm", "Europe/Zurich", 1705327509000, "MMM y, HH:mm", "Jan. 2024, 15:05"),
        ("de", "yMMMjms", "Europe/Zurich", 1705327509000, "MMM y, HH:mm:ss", "Jan. 2024, 15:05:09"),
        ("de", "yMMMHms", "Europe/Zurich", 1705327509000, "MMM y, HH:mm:ss", "Jan. 2024, 15:05:09"),
        ("de", "y", "Europe/Zurich", 1705327509000, "y", "2024"),
        ("de", "yjm", "Europe/Zurich", 1705327509000, "y, HH:mm", "2024, 15:05"),
        ("de", "yHm", "Europe/Zurich", 1705327509000, "y, HH:mm", "2024, 15:05"),
        ("de", "yjms", "Europe/Zurich", 1705327509000, "y, HH:mm:ss", "2024, 15:05:09"),
        ("de", "yHms", "Europe/Zurich", 1705327509000, "y, HH:mm:ss", "2024, 15:05:09"),
        ("fr", "yMd", "Europe/Zurich", 1705327509000, "dd/MM/y", "15/01/2024"),
        ("fr", "yMdjm", "Europe/Zurich", 1705327509000, "dd/MM/y HH:mm", "15/01/2024 15:05"),
        ("fr", "yMdHm", "Europe/Zurich", 1705327509000, "dd/MM/y HH:mm", "15/01/2024 15:05"),
        ("fr", "yMdjms", "Europe/Zurich", 1705327509000, "dd/MM/y HH:mm:ss", "15/01/2024 15:05:09"),
        ("fr", "yMdHms", "Europe/Zurich", 1705327509000, "dd/MM/y HH:mm:ss", "15/01/2024 15:05:09"),
        ("fr", "yMMMMd", "Europe/Zurich", 1705327509000, "d MMMM y", "15 janvier 2024"),
        ("fr", "yMMMMdjm", "Europe/Zurich", 1705327509000, "d MMMM y 'à' HH:mm", "15 janvier 2024 à 15:05"),
        ("fr", "yMMMMdHm", "Europe/Zurich", 1705327509000, "d MMMM y 'à' HH:mm", "15 janvier 2024 à 15:05"),
        ("fr", "yMMMMdjms", "Europe/Zurich", 1705327509000, "d MMMM y 'à' HH:mm:ss", "15 janvier 2024 à 15:05:09"),
        ("fr", "yMMMMdHms", "Europe/Zurich", 1705327509000, "d MMMM y 'à' HH:mm:ss", "15 janvier 2024 à 15:05:09"),
        ("fr", "yMMMd", "Europe/Zurich", 1705327509000, "d MMM y", "15 janv. 2024"),
        ("fr", "yMMMdjm", "Europe/Zurich", 1705327509000, "d MMM y, HH:mm", "15 janv. 2024, 15:05"),
        ("fr", "yMMMdHm", "Europe/Zurich", 1705327509000, "d MMM y, HH:mm", "15 janv. 2024, 15:05"),
        ("fr", "yMMMdjms", "Europe/Zurich", 1705327509000, "d MMM y, HH:mm:ss", "15 janv. 2024, 15:05:09"),
        ("fr", "yMMMdHms", "Europe/Zurich", 1705327509000, "d MMM y, HH:mm:ss", "15 janv. 2024, 15:05:09"),
        ("fr", "yMMMMEEEEd", "Europe/Zurich", 1705327509000, "EEEE d MMMM y", "lundi 15 janvier 2024"),
        ("fr", "yMMMMEEEEdjm", "Europe/Zurich", 1705327509000, "EEEE d MMMM y 'à' HH:mm", "lundi 15 janvier 2024 à 15:05"),
        ("fr", "yMMMMEEEEdHm", "Europe/Zurich", 1705327509000, "EEEE d MMMM y 'à' HH:mm", "lundi 15 janvier 2024 à 15:05"),
        ("fr", "yMMMMEEEEdjms", "Europe/Zurich", 1705327509000, "EEEE d MMMM y 'à' HH:mm:ss", "lundi 15 janvier 2024 à 15:05:09"),
        ("fr", "yMMMMEEEEdHms", "Europe/Zurich", 1705327509000, "EEEE d MMMM y 'à' HH:mm:ss", "lundi 15 janvier 2024 à 15:05:09"),
        ("fr", "yMMMM", "Europe/Zurich", 1705327509000, "MMMM y", "janvier 2024"),
        ("fr", "yMMMMjm", "Europe/Zurich", 1705327509000, "MMMM y 'à' HH:mm", "janvier 2024 à 15:05"),
        ("fr", "yMMMMHm", "Europe/Zurich", 1705327509000, "MMMM y 'à' HH:mm", "janvier 2024 à 15:05"),
        ("fr", "yMMMMjms", "Europe/Zurich", 1705327509000, "MMMM y 'à' HH:mm:ss", "janvier 2024 à 15:05:09"),
        ("fr", "yMMMMHms", "Europe/Zurich", 1705327509000, "MMMM y 'à' HH:mm:ss", "janvier 2024 à 15:05:09"),
        ("fr", "yMMM", "Europe/Zurich", 1705327509000, "MMM y", "janv. 2024"),
        ("fr", "yMMMjm", "Europe/Zurich", 1705327509000, "MMM y, HH:mm", "janv. 2024, 15:05"),
        ("fr", "yMMMHm", "Europe/Zurich", 1705327509000, "MMM y, HH:mm", "janv. 2024, 15:05"),
        ("fr", "yMMMjms", "Europe/Zurich", 1705327509000, "MMM y, HH:mm:ss", "janv. 2024, 15:05:09"),
        ("fr", "yMMMHms", "Europe/Zurich", 1705327509000, "MMM y, HH:mm:ss", "janv. 2024, 15:05:09"),
        ("fr", "y", "Europe/Zurich", 1705327509000, "y", "2024"),
        ("fr", "yjm", "Europe/Zurich", 1705327509000, "y HH:mm", "2024 15:05"),
        ("fr", "yHm", "Europe/Zurich", 1705327509000, "y HH:mm", "2024 15:05"),
        ("fr", "yjms", "Europe/Zurich", 1705327509000, "y HH:mm:ss", "2024 15:05:09"),
        ("fr", "yHms", "Europe/Zurich", 1705327509000, "y HH:mm:ss", "2024 15:05:09"),
        ("ar", "yMd", "Europe/Zurich", 1705327509000, "d\u{200F}/M\u{200F}/y", "١٥\u{200F}/١\u{200F}/٢٠٢٤"),  // Node: "15\u{200F}/1\u{200F}/2024"
        ("ar", "yMdjm", "Europe/Zurich", 1705327509000, "d\u{200F}/M\u{200F}/y، h:mm a", "١٥\u{200F}/١\u{200F}/٢٠٢٤، ٣:٠٥ م"),  // Node: "15\u{200F}/1\u{200F}/2024، 3:05 م"
        ("ar", "yMdHm", "Europe/Zurich", 1705327509000, "d\u{200F}/M\u{200F}/y، HH:mm", "١٥\u{200F}/١\u{200F}/٢٠٢٤، ١٥:٠٥"),  // Node: "15\u{200F}/1\u{200F}/2024، 15:05"
        ("ar", "yMdjms", "Europe/Zurich", 1705327509000, "d\u{200F}/M\u{200F}/y، h:mm:ss a", "١٥\u{200F}/١\u{200F}/٢٠٢٤، ٣:٠٥:٠٩ م"),  // Node: "15\u{200F}/1\u{200F}/2024، 3:05:09 م"
        ("ar", "yMdHms", "Europe/Zurich", 1705327509000, "d\u{200F}/M\u{200F}/y، HH:mm:ss", "١٥\u{200F}/١\u{200F}/٢٠٢٤، ١٥:٠٥:٠٩"),  // Node: "15\u{200F}/1\u{200F}/2024، 15:05:09"
        ("ar", "yMMMMd", "Europe/Zurich", 1705327509000, "d MMMM y", "١٥ يناير ٢٠٢٤"),  // Node: "15 يناير 2024"
        ("ar", "yMMMMdjm", "Europe/Zurich", 1705327509000, "d MMMM y في h:mm a", "١٥ يناير ٢٠٢٤ في ٣:٠٥ م"),  // Node: "15 يناير 2024 في 3:05 م"
        ("ar", "yMMMMdHm", "Europe/Zurich", 1705327509000, "d MMMM y في HH:mm", "١٥ يناير ٢٠٢٤ في ١٥:٠٥"),  // Node: "15 يناير 2024 في 15:05"
        ("ar", "yMMMMdjms", "Europe/Zurich", 1705327509000, "d MMMM y في h:mm:ss a", "١٥ يناير ٢٠٢٤ في ٣:٠٥:٠٩ م"),  // Node: "15 يناير 2024 في 3:05:09 م"
        ("ar", "yMMMMdHms", "Europe/Zurich", 1705327509000, "d MMMM y في HH:mm:ss", "١٥ يناير ٢٠٢٤ في ١٥:٠٥:٠٩"),  // Node: "15 يناير 2024 في 15:05:09"
        ("ar", "yMMMd", "Europe/Zurich", 1705327509000, "d MMM y", "١٥ يناير ٢٠٢٤"),  // Node: "15 يناير 2024"
        ("ar", "yMMMdjm", "Europe/Zurich", 1705327509000, "d MMM y، h:mm a", "١٥ يناير ٢٠٢٤، ٣:٠٥ م"),  // Node: "15 يناير 2024، 3:05 م"
        ("ar", "yMMMdHm", "Europe/Zurich", 1705327509000, "d MMM y، HH:mm", "١٥ يناير ٢٠٢٤، ١٥:٠٥"),  // Node: "15 يناير 2024، 15:05"
        ("ar", "yMMMdjms", "Europe/Zurich", 1705327509000, "d MMM y، h:mm:ss a", "١٥ يناير ٢٠٢٤، ٣:٠٥:٠٩ م"),  // Node: "15 يناير 2024، 3:05:09 م"
        ("ar", "yMMMdHms", "Europe/Zurich", 1705327509000, "d MMM y، HH:mm:ss", "١٥ يناير ٢٠٢٤، ١٥:٠٥:٠٩"),  // Node: "15 يناير 2024، 15:05:09"
        ("ar", "yMMMMEEEEd", "Europe/Zurich", 1705327509000, "EEEE، d MMMM y", "الاثنين، ١٥ يناير ٢٠٢٤"),  // Node: "الاثنين، 15 يناير 2024"
        ("ar", "yMMMMEEEEdjm", "Europe/Zurich", 1705327509000, "EEEE، d MMMM y في h:mm a", "الاثنين، ١٥ يناير ٢٠٢٤ في ٣:٠٥ م"),  // Node: "الاثنين، 15 يناير 2024 في 3:05 م"
        ("ar", "yMMMMEEEEdHm", "Europe/Zurich", 1705327509000, "EEEE، d MMMM y في HH:mm", "الاثنين، ١٥ يناير ٢٠٢٤ في ١٥:٠٥"),  // Node: "الاثنين، 15 يناير 2024 في 15:05"
        ("ar", "yMMMMEEEEdjms", "Europe/Zurich", 1705327509000, "EEEE، d MMMM y في h:mm:ss a", "الاثنين، ١٥ يناير ٢٠٢٤ في ٣:٠٥:٠٩ م"),  // Node: "الاثنين، 15 يناير 2024 في 3:05:09 م"
        ("ar", "yMMMMEEEEdHms", "Europe/Zurich", 1705327509000, "EEEE، d MMMM y في HH:mm:ss", "الاثنين، ١٥ يناير ٢٠٢٤ في ١٥:٠٥:٠٩"),  // Node: "الاثنين، 15 يناير 2024 في 15:05:09"
        ("ar", "yMMMM", "Europe/Zurich", 1705327509000, "MMMM y", "يناير ٢٠٢٤"),  // Node: "يناير 2024"
        ("ar", "yMMMMjm", "Europe/Zurich", 1705327509000, "MMMM y في h:mm a", "يناير ٢٠٢٤ في ٣:٠٥ م"),  // Node: "يناير 2024 في 3:05 م"
        ("ar", "yMMMMHm", "Europe/Zurich", 1705327509000, "MMMM y في HH:mm", "يناير ٢٠٢٤ في ١٥:٠٥"),  // Node: "يناير 2024 في 15:05"
        ("ar", "yMMMMjms", "Europe/Zurich", 1705327509000, "MMMM y في h:mm:ss a", "يناير ٢٠٢٤ في ٣:٠٥:٠٩ م"),  // Node: "يناير 2024 في 3:05:09 م"
        ("ar", "yMMMMHms", "Europe/Zurich", 1705327509000, "MMMM y في HH:mm:ss", "يناير ٢٠٢٤ في ١٥:٠٥:٠٩"),  // Node: "يناير 2024 في 15:05:09"
        ("ar", "yMMM", "Europe/Zurich", 1705327509000, "MMM y", "يناير ٢٠٢٤"),  // Node: "يناير 2024"
        ("ar", "yMMMjm", "Europe/Zurich", 1705327509000, "MMM y، h:mm a", "يناير ٢٠٢٤، ٣:٠٥ م"),  // Node: "يناير 2024، 3:05 م"
        ("ar", "yMMMHm", "Europe/Zurich", 1705327509000, "MMM y، HH:mm", "يناير ٢٠٢٤، ١٥:٠٥"),  // Node: "يناير 2024، 15:05"
        ("ar", "yMMMjms", "Europe/Zurich", 1705327509000, "MMM y، h:mm:ss a", "يناير ٢٠٢٤، ٣:٠٥:٠٩ م"),  // Node: "يناير 2024، 3:05:09 م"
        ("ar", "yMMMHms", "Europe/Zurich", 1705327509000, "MMM y، HH:mm:ss", "يناير ٢٠٢٤، ١٥:٠٥:٠٩"),  // Node: "يناير 2024، 15:05:09"
        ("ar", "y", "Europe/Zurich", 1705327509000, "y", "٢٠٢٤"),  // Node: "2024"
        ("ar", "yjm", "Europe/Zurich", 1705327509000, "y، h:mm a", "٢٠٢٤، ٣:٠٥ م"),  // Node: "2024، 3:05 م"
        ("ar", "yHm", "Europe/Zurich", 1705327509000, "y، HH:mm", "٢٠٢٤، ١٥:٠٥"),  // Node: "2024، 15:05"
        ("ar", "yjms", "Europe/Zurich", 1705327509000, "y، h:mm:ss a", "٢٠٢٤، ٣:٠٥:٠٩ م"),  // Node: "2024، 3:05:09 م"
        ("ar", "yHms", "Europe/Zurich", 1705327509000, "y، HH:mm:ss", "٢٠٢٤، ١٥:٠٥:٠٩"),  // Node: "2024، 15:05:09"
        ("ja", "yMd", "Europe/Zurich", 1705327509000, "y/M/d", "2024/1/15"),
        ("ja", "yMdjm", "Europe/Zurich", 1705327509000, "y/M/d H:mm", "2024/1/15 15:05"),
        ("ja", "yMdHm", "Europe/Zurich", 1705327509000, "y/M/d H:mm", "2024/1/15 15:05"),
        ("ja", "yMdjms", "Europe/Zurich", 1705327509000, "y/M/d H:mm:ss", "2024/1/15 15:05:09"),
        ("ja", "yMdHms", "Europe/Zurich", 1705327509000, "y/M/d H:mm:ss", "2024/1/15 15:05:09"),
        ("ja", "yMMMMd", "Europe/Zurich", 1705327509000, "y年M月d日", "2024年1月15日"),
        ("ja", "yMMMMdjm", "Europe/Zurich", 1705327509000, "y年M月d日 H:mm", "2024年1月15日 15:05"),
        ("ja", "yMMMMdHm", "Europe/Zurich", 1705327509000, "y年M月d日 H:mm", "2024年1月15日 15:05"),
        ("ja", "yMMMMdjms", "Europe/Zurich", 1705327509000, "y年M月d日 H:mm:ss", "2024年1月15日 15:05:09"),
        ("ja", "yMMMMdHms", "Europe/Zurich", 1705327509000, "y年M月d日 H:mm:ss", "2024年1月15日 15:05:09"),
        ("ja", "yMMMd", "Europe/Zurich", 1705327509000, "y年M月d日", "2024年1月15日"),
        ("ja", "yMMMdjm", "Europe/Zurich", 1705327509000, "y年M月d日 H:mm", "2024年1月15日 15:05"),
        ("ja", "yMMMdHm", "Europe/Zurich", 1705327509000, "y年M月d日 H:mm", "2024年1月15日 15:05"),
        ("ja", "yMMMdjms", "Europe/Zurich", 1705327509000, "y年M月d日 H:mm:ss", "2024年1月15日 15:05:09"),
        ("ja", "yMMMdHms", "Europe/Zurich", 1705327509000, "y年M月d日 H:mm:ss", "2024年1月15日 15:05:09"),
        ("ja", "yMMMMEEEEd", "Europe/Zurich", 1705327509000, "y年M月d日EEEE", "2024年1月15日月曜日"),
        ("ja", "yMMMMEEEEdjm", "Europe/Zurich", 1705327509000, "y年M月d日EEEE H:mm", "2024年1月15日月曜日 15:05"),
        ("ja", "yMMMMEEEEdHm", "Europe/Zurich", 1705327509000, "y年M月d日EEEE H:mm", "2024年1月15日月曜日 15:05"),
        ("ja", "yMMMMEEEEdjms", "Europe/Zurich", 1705327509000, "y年M月d日EEEE H:mm:ss", "2024年1月15日月曜日 15:05:09"),
        ("ja", "yMMMMEEEEdHms", "Europe/Zurich", 1705327509000, "y年M月d日EEEE H:mm:ss", "2024年1月15日月曜日 15:05:09"),
        ("ja", "yMMMM", "Europe/Zurich", 1705327509000, "y年M月", "2024年1月"),
        ("ja", "yMMMMjm", "Europe/Zurich", 1705327509000, "y年M月 H:mm", "2024年1月 15:05"),
        ("ja", "yMMMMHm", "Europe/Zurich", 1705327509000, "y年M月 H:mm", "2024年1月 15:05"),
        ("ja", "yMMMMjms", "Europe/Zurich", 1705327509000, "y年M月 H:mm:ss", "2024年1月 15:05:09"),
        ("ja", "yMMMMHms", "Europe/Zurich", 1705327509000, "y年M月 H:mm:ss", "2024年1月 15:05:09"),
        ("ja", "yMMM", "Europe/Zurich", 1705327509000, "y年M月", "2024年1月"),
        ("ja", "yMMMjm", "Europe/Zurich", 1705327509000, "y年M月 H:mm", "2024年1月 15:05"),
        ("ja", "yMMMHm", "Europe/Zurich", 1705327509000, "y年M月 H:mm", "2024年1月 15:05"),
        ("ja", "yMMMjms", "Europe/Zurich", 1705327509000, "y年M月 H:mm:ss", "2024年1月 15:05:09"),
        ("ja", "yMMMHms", "Europe/Zurich", 1705327509000, "y年M月 H:mm:ss", "2024年1月 15:05:09"),
        ("ja", "y", "Europe/Zurich", 1705327509000, "y年", "2024年"),
        ("ja", "yjm", "Europe/Zurich", 1705327509000, "y年 H:mm", "2024年 15:05"),
        ("ja", "yHm", "Europe/Zurich", 1705327509000, "y年 H:mm", "2024年 15:05"),
        ("ja", "yjms", "Europe/Zurich", 1705327509000, "y年 H:mm:ss", "2024年 15:05:09"),
        ("ja", "yHms", "Europe/Zurich", 1705327509000, "y年 H:mm:ss", "2024年 15:05:09"),
        ("zh-Hant-TW", "yMd", "Europe/Zurich", 1705327509000, "y/M/d", "2024/1/15"),
        ("zh-Hant-TW", "yMdjm", "Europe/Zurich", 1705327509000, "y/M/d ah:mm", "2024/1/15 下午3:05"),  // Node: "2024/1/15\u{2009}下午3:05"
        ("zh-Hant-TW", "yMdHm", "Europe/Zurich", 1705327509000, "y/M/d HH:mm", "2024/1/15 15:05"),  // Node: "2024/1/15\u{2009}15:05"
        ("zh-Hant-TW", "yMdjms", "Europe/Zurich", 1705327509000, "y/M/d ah:mm:ss", "2024/1/15 下午3:05:09"),  // Node: "2024/1/15\u{2009}下午3:05:09"
        ("zh-Hant-TW", "yMdHms", "Europe/Zurich", 1705327509000, "y/M/d HH:mm:ss", "2024/1/15 15:05:09"),  // Node: "2024/1/15\u{2009}15:05:09"
        ("zh-Hant-TW", "yMMMMd", "Europe/Zurich", 1705327509000, "y年M月d日", "2024年1月15日"),
        ("zh-Hant-TW", "yMMMMdjm", "Europe/Zurich", 1705327509000, "y年M月d日 ah:mm", "2024年1月15日 下午3:05"),
        ("zh-Hant-TW", "yMMMMdHm", "Europe/Zurich", 1705327509000, "y年M月d日 HH:mm", "2024年1月15日 15:05"),
        ("zh-Hant-TW", "yMMMMdjms", "Europe/Zurich", 1705327509000, "y年M月d日 ah:mm:ss", "2024年1月15日 下午3:05:09"),
        ("zh-Hant-TW", "yMMMMdHms", "Europe/Zurich", 1705327509000, "y年M月d日 HH:mm:ss", "2024年1月15日 15:05:09"),
        ("zh-Hant-TW", "yMMMd", "Europe/Zurich", 1705327509000, "y年M月d日", "2024年1月15日"),
        ("zh-Hant-TW", "yMMMdjm", "Europe/Zurich", 1705327509000, "y年M月d日 ah:mm", "2024年1月15日 下午3:05"),
        ("zh-Hant-TW", "yMMMdHm", "Europe/Zurich", 1705327509000, "y年M月d日 HH:mm", "2024年1月15日 15:05"),
        ("zh-Hant-TW", "yMMMdjms", "Europe/Zurich", 1705327509000, "y年M月d日 ah:mm:ss", "2024年1月15日 下午3:05:09"),
        ("zh-Hant-TW", "yMMMdHms", "Europe/Zurich", 1705327509000, "y年M月d日 HH:mm:ss", "2024年1月15日 15:05:09"),
        ("zh-Hant-TW", "yMMMMEEEEd", "Europe/Zurich", 1705327509000, "y年M月d日 EEEE", "2024年1月15日 星期一"),  // Node: "2024年1月15日星期一"
        ("zh-Hant-TW", "yMMMMEEEEdjm", "Europe/Zurich", 1705327509000, "y年M月d日 EEEE ah:mm", "2024年1月15日 星期一 下午3:05"),  // Node: "2024年1月15日星期一 下午3:05"
        ("zh-Hant-TW", "yMMMMEEEEdHm", "Europe/Zurich", 1705327509000, "y年M月d日 EEEE HH:mm", "2024年1月15日 星期一 15:05"),  // Node: "2024年1月15日星期一 15:05"
        ("zh-Hant-TW", "yMMMMEEEEdjms", "Europe/Zurich", 1705327509000, "y年M月d日 EEEE ah:mm:ss", "2024年1月15日 星期一 下午3:05:09"),  // Node: "2024年1月15日星期一 下午3:05:09"
        ("zh-Hant-TW", "yMMMMEEEEdHms", "Europe/Zurich", 1705327509000, "y年M月d日 EEEE HH:mm:ss", "2024年1月15日 星期一 15:05:09"),  // Node: "2024年1月15日星期一 15:05:09"
        ("zh-Hant-TW", "yMMMM", "Europe/Zurich", 1705327509000, "y年M月", "2024年1月"),
        ("zh-Hant-TW", "yMMMMjm", "Europe/Zurich", 1705327509000, "y年M月 ah:mm", "2024年1月 下午3:05"),
        ("zh-Hant-TW", "yMMMMHm", "Europe/Zurich", 1705327509000, "y年M月 HH:mm", "2024年1月 15:05"),
        ("zh-Hant-TW", "yMMMMjms", "Europe/Zurich", 1705327509000, "y年M月 ah:mm:ss", "2024年1月 下午3:05:09"),
        ("zh-Hant-TW", "yMMMMHms", "Europe/Zurich", 1705327509000, "y年M月 HH:mm:ss", "2024年1月 15:05:09"),
        ("zh-Hant-TW", "yMMM", "Europe/Zurich", 1705327509000, "y年M月", "2024年1月"),
        ("zh-Hant-TW", "yMMMjm", "Europe/Zurich", 1705327509000, "y年M月 ah:mm", "2024年1月 下午3:05"),
        ("zh-Hant-TW", "yMMMHm", "Europe/Zurich", 1705327509000, "y年M月 HH:mm", "2024年1月 15:05"),
        ("zh-Hant-TW", "yMMMjms", "Europe/Zurich", 1705327509000, "y年M月 ah:mm:ss", "2024年1月 下午3:05:09"),
        ("zh-Hant-TW", "yMMMHms", "Europe/Zurich", 1705327509000, "y年M月 HH:mm:ss", "2024年1月 15:05:09"),
        ("zh-Hant-TW", "y", "Europe/Zurich", 1705327509000, "y年", "2024年"),
        ("zh-Hant-TW", "yjm", "Europe/Zurich", 1705327509000, "y年 ah:mm", "2024年 下午3:05"),  // Node: "2024年\u{2009}下午3:05"
        ("zh-Hant-TW", "yHm", "Europe/Zurich", 1705327509000, "y年 HH:mm", "2024年 15:05"),  // Node: "2024年\u{2009}15:05"
        ("zh-Hant-TW", "yjms", "Europe/Zurich", 1705327509000, "y年 ah:mm:ss", "2024年 下午3:05:09"),  // Node: "2024年\u{2009}下午3:05:09"
        ("zh-Hant-TW", "yHms", "Europe/Zurich", 1705327509000, "y年 HH:mm:ss", "2024年 15:05:09"),  // Node: "2024年\u{2009}15:05:09"
        ("hi", "yMd", "Europe/Zurich", 1705327509000, "d/M/y", "15/1/2024"),
        ("hi", "yMdjm", "Europe/Zurich", 1705327509000, "d/M/y, h:mm a", "15/1/2024, 3:05 pm"),
        ("hi", "yMdHm", "Europe/Zurich", 1705327509000, "d/M/y, HH:mm", "15/1/2024, 15:05"),
        ("hi", "yMdjms", "Europe/Zurich", 1705327509000, "d/M/y, h:mm:ss a", "15/1/2024, 3:05:09 pm"),
        ("hi", "yMdHms", "Europe/Zurich", 1705327509000, "d/M/y, HH:mm:ss", "15/1/2024, 15:05:09"),
        ("hi", "yMMMMd", "Europe/Zurich", 1705327509000, "d MMMM y", "15 जनवरी 2024"),
        ("hi", "yMMMMdjm", "Europe/Zurich", 1705327509000, "d MMMM y को h:mm a बजे", "15 जनवरी 2024 को 3:05 pm बजे"),
        ("hi", "yMMMMdHm", "Europe/Zurich", 1705327509000, "d MMMM y को HH:mm बजे", "15 जनवरी 2024 को 15:05 बजे"),
        ("hi", "yMMMMdjms", "Europe/Zurich", 1705327509000, "d MMMM y को h:mm:ss a बजे", "15 जनवरी 2024 को 3:05:09 pm बजे"),
        ("hi", "yMMMMdHms", "Europe/Zurich", 1705327509000, "d MMMM y को HH:mm:ss बजे", "15 जनवरी 2024 को 15:05:09 बजे"),
        ("hi", "yMMMd", "Europe/Zurich", 1705327509000, "d MMM y", "15 जन॰ 2024"),
        ("hi", "yMMMdjm", "Europe/Zurich", 1705327509000, "d MMM y, h:mm a", "15 जन॰ 2024, 3:05 pm"),
        ("hi", "yMMMdHm", "Europe/Zurich", 1705327509000, "d MMM y, HH:mm", "15 जन॰ 2024, 15:05"),
        ("hi", "yMMMdjms", "Europe/Zurich", 1705327509000, "d MMM y, h:mm:ss a", "15 जन॰ 2024, 3:05:09 pm"),
        ("hi", "yMMMdHms", "Europe/Zurich", 1705327509000, "d MMM y, HH:mm:ss", "15 जन॰ 2024, 15:05:09"),
        ("hi", "yMMMMEEEEd", "Europe/Zurich", 1705327509000, "EEEE, d MMMM y", "सोमवार, 15 जनवरी 2024"),
        ("hi", "yMMMMEEEEdjm", "Europe/Zurich", 1705327509000, "EEEE, d MMMM y को h:mm a बजे", "सोमवार, 15 जनवरी 2024 को 3:05 pm बजे"),
        ("hi", "yMMMMEEEEdHm", "Europe/Zurich", 1705327509000, "EEEE, d MMMM y को HH:mm बजे", "सोमवार, 15 जनवरी 2024 को 15:05 बजे"),
        ("hi", "yMMMMEEEEdjms", "Europe/Zurich", 1705327509000, "EEEE, d MMMM y को h:mm:ss a बजे", "सोमवार, 15 जनवरी 2024 को 3:05:09 pm बजे"),
        ("hi", "yMMMMEEEEdHms", "Europe/Zurich", 1705327509000, "EEEE, d MMMM y को HH:mm:ss बजे", "सोमवार, 15 जनवरी 2024 को 15:05:09 बजे"),
        ("hi", "yMMMM", "Europe/Zurich", 1705327509000, "MMMM y", "जनवरी 2024"),
        ("hi", "yMMMMjm", "Europe/Zurich", 1705327509000, "MMMM y को h:mm a बजे", "जनवरी 2024 को 3:05 pm बजे"),
        ("hi", "yMMMMHm", "Europe/Zurich", 1705327509000, "MMMM y को HH:mm बजे", "जनवरी 2024 को 15:05 बजे"),
        ("hi", "yMMMMjms", "Europe/Zurich", 1705327509000, "MMMM y को h:mm:ss a बजे", "जनवरी 2024 को 3:05:09 pm बजे"),
        ("hi", "yMMMMHms", "Europe/Zurich", 1705327509000, "MMMM y को HH:mm:ss बजे", "जनवरी 2024 को 15:05:09 बजे"),
        ("hi", "yMMM", "Europe/Zurich", 1705327509000, "MMM y", "जन॰ 2024"),
        ("hi", "yMMMjm", "Europe/Zurich", 1705327509000, "MMM y, h:mm a", "जन॰ 2024, 3:05 pm"),
        ("hi", "yMMMHm", "Europe/Zurich", 1705327509000, "MMM y, HH:mm", "जन॰ 2024, 15:05"),
        ("hi", "yMMMjms", "Europe/Zurich", 1705327509000, "MMM y, h:mm:ss a", "जन॰ 2024, 3:05:09 pm"),
        ("hi", "yMMMHms", "Europe/Zurich", 1705327509000, "MMM y, HH:mm:ss", "जन॰ 2024, 15:05:09"),
        ("hi", "y", "Europe/Zurich", 1705327509000, "y", "2024"),
        ("hi", "yjm", "Europe/Zurich", 1705327509000, "y, h:mm a", "2024, 3:05 pm"),
        ("hi", "yHm", "Europe/Zurich", 1705327509000, "y, HH:mm", "2024, 15:05"),
        ("hi", "yjms", "Europe/Zurich", 1705327509000, "y, h:mm:ss a", "2024, 3:05:09 pm"),
        ("hi", "yHms", "Europe/Zurich", 1705327509000, "y, HH:mm:ss", "2024, 15:05:09"),
    ]
}
