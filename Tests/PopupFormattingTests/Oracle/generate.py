"""Writes the expected strings of the PopupFormatting tests by asking the system ICU (icu-oracle.c)."""
import json, subprocess, sys
oracle = sys.argv[1]
LOCALES = ["en", "de", "fr", "ar", "hi", "ja", "zh-Hant-TW", "pt-BR", "ru", "he"]
DATE_SKELETONS = {"shortDate": "yMd", "shortDateLE": "yMd", "longMonthDayYear": "yMMMMd", "dayShortMonthYear": "yMMMd",
                  "longDate": "yMMMMEEEEd"}
TIMES = {"": "", "ShortTime": "jm", "ShortTime24": "Hm", "LongTime": "jms", "LongTime24": "Hms"}
FORMATS = {}
for name, date in DATE_SKELETONS.items():
    for suffix, time in TIMES.items():
        FORMATS[name + suffix] = date + time
FORMATS.update({"longMonthYear": "yMMMM", "shortMonthYear": "yMMM", "year": "y"})
assert len(FORMATS) == 28
MOMENT, ZONE = 1710066600000, "America/New_York"
DST = [("America/New_York", 1710052200000, "shortDateLongTime"), ("America/New_York", 1710055800000, "shortDateLongTime"),
       ("Europe/Zurich", 1729989000000, "longDateLongTime24"), ("Europe/Zurich", 1729992600000, "longDateLongTime24")]
# The legacy number format as the ArcGIS JS API maps it: places -> .00 (min = max), half away from zero (ICU half-up),
# digitSeparator true -> group-on-aligned, else group-off; no places -> at most 3 decimals (Intl's default); a value
# that rounds to zero keeps its sign (ICU's default sign display, as Intl shows -0.00). A number without any format
# is shown as JavaScript writes it, without ICU (tested on its own).
NUMBER_FORMATS = {"places2-separator": ".00 group-on-aligned", "places0-noseparator": ". group-off",
                  "places2": ".00 group-off", "places3-separator": ".000 group-on-aligned", "empty": ".### group-off"}
# ArcGIS's JavaScript API formats Arabic with Latin digits (ar-u-nu-latn); the library does the same.
def icu_locale(locale):
    return locale + "-u-nu-latn" if locale == "ar" else locale
VALUES = ["1234567.891", "0.125", "2.5", "-2.5", "-0.004", "0", "1234.5", "1e15"]
queries, keys = [], []
for locale in LOCALES:
    for name, skeleton in FORMATS.items():
        queries.append(f"date {icu_locale(locale)} {ZONE} {skeleton} {MOMENT}"); keys.append(("dates", locale, name))
    for zone, moment, name in DST:
        queries.append(f"date {icu_locale(locale)} {zone} {FORMATS[name]} {moment}"); keys.append(("dst", locale, f"{zone} {moment} {name}"))
    for name, skeleton in NUMBER_FORMATS.items():
        words = ["rounding-mode-half-up"] + skeleton.split()
        for value in VALUES:
            queries.append(f"number {icu_locale(locale)} {'+'.join(words)} {value}"); keys.append(("numbers", locale, f"{name} {value}"))
STYLES = ["short/none", "medium/none", "long/none", "full/none", "none/short", "none/medium", "short/short",
          "medium/short", "long/medium", "full/full"]
for locale in LOCALES:
    for style in STYLES:
        queries.append(f"style {icu_locale(locale)} {ZONE} {style} {MOMENT}"); keys.append(("styles", locale, style))
output = subprocess.run([oracle], input="\n".join(queries) + "\n", capture_output=True, text=True, check=True).stdout
results = output.split("\n")[:-1]
assert len(results) == len(queries)
table = {"source": "system ICU 72 via Tests/PopupFormattingTests/Oracle/icu-oracle.c; regenerate with generate.py",
         "moment": MOMENT, "timeZone": ZONE, "dates": {}, "dst": {}, "numbers": {}, "styles": {}}
for (kind, locale, name), result in zip(keys, results):
    assert not result.startswith("U_") and not result.startswith("ERROR"), (kind, locale, name, result)
    table[kind].setdefault(locale, {})[name] = result
json.dump(table, sys.stdout, ensure_ascii=False, indent=1, sort_keys=True)
