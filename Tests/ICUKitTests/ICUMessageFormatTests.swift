import ICUKit
import Testing

// Expected strings: ICU 72 through a C++ program in /tmp (not committed) calling icu::MessageFormat with the
// same pattern and arguments. Node.js has no MessageFormat; the plural categories used here were
// cross-checked against Node's `Intl.PluralRules` (ICU 78), which agrees for every number below.

/// A plural pattern that shows the category ICU chose, and the number as the locale writes it.
private let categories = "{count, plural, zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}"

@Suite("ICU message formatting")
struct ICUMessageFormatTests {
    @Test("plural categories and # in en, ru, ar, he, fr", arguments: [
        ("en", 0, "other 0"), ("en", 1, "one 1"), ("en", 2, "other 2"), ("en", 1_000_000, "other 1,000,000"),
        ("en", 1.5, "other 1.5"),
        ("ru", 0, "many 0"), ("ru", 1, "one 1"), ("ru", 2, "few 2"), ("ru", 5, "many 5"), ("ru", 11, "many 11"),
        ("ru", 21, "one 21"), ("ru", 22, "few 22"), ("ru", 102, "few 102"), ("ru", 1_000_000, "many 1\u{00A0}000\u{00A0}000"),
        ("ru", 1.5, "other 1,5"),
        ("ar", 0, "zero ٠"), ("ar", 1, "one ١"), ("ar", 2, "two ٢"), ("ar", 3, "few ٣"), ("ar", 11, "many ١١"),
        ("ar", 100, "other ١٠٠"), ("ar", 102, "other ١٠٢"), ("ar", 1_000_000, "other ١٬٠٠٠٬٠٠٠"), ("ar", 1.5, "other ١٫٥"),
        ("he", 1, "one 1"), ("he", 2, "two 2"), ("he", 3, "other 3"), ("he", 21, "other 21"),
        ("fr", 0, "one 0"), ("fr", 1.5, "one 1,5"), ("fr", 2, "other 2"), ("fr", 1_000_000, "many 1\u{202F}000\u{202F}000"),
    ] as [(String, Double, String)])
    func pluralCategories(locale: String, count: Double, expected: String) throws {
        let format = try ICUMessageFormat(pattern: categories, locale: locale)
        #expect(try format.format(["count": .number(count)]) == expected)
        if count == count.rounded() {
            #expect(try format.format(["count": .integer(Int64(count))]) == expected)
        }
    }

    @Test("plural messages with words")
    func pluralWords() throws {
        let english = try ICUMessageFormat(pattern: "{count, plural, =0 {no files} one {# file} other {# files}}", locale: "en")
        #expect(try english.format(["count": .integer(0)]) == "no files")
        #expect(try english.format(["count": .integer(1)]) == "1 file")
        #expect(try english.format(["count": .integer(1234)]) == "1,234 files")
        #expect(try english.format(["count": .number(1.5)]) == "1.5 files")
        let russian = try ICUMessageFormat(
            pattern: "{count, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}", locale: "ru")
        #expect(try russian.format(["count": .integer(21)]) == "21 файл")
        #expect(try russian.format(["count": .integer(112)]) == "112 файлов")
        #expect(try russian.format(["count": .integer(12345)]) == "12\u{00A0}345 файлов")
        let arabic = try ICUMessageFormat(
            pattern: "{count, plural, zero {لا ملفات} one {ملف واحد} two {ملفان} few {# ملفات} many {# ملفًا} other {# ملف}}",
            locale: "ar")
        #expect(try arabic.format(["count": .integer(0)]) == "لا ملفات")
        #expect(try arabic.format(["count": .integer(2)]) == "ملفان")
        #expect(try arabic.format(["count": .integer(3)]) == "٣ ملفات")
        #expect(try arabic.format(["count": .integer(11)]) == "١١ ملفًا")
        #expect(try arabic.format(["count": .integer(1000)]) == "١٬٠٠٠ ملف")
    }

    @Test("select, and plural nested in select")
    func select() throws {
        let simple = try ICUMessageFormat(pattern: "{gender, select, female {She} male {He} other {They}} liked it", locale: "en")
        #expect(try simple.format(["gender": .string("female")]) == "She liked it")
        #expect(try simple.format(["gender": .string("male")]) == "He liked it")
        #expect(try simple.format(["gender": .string("robot")]) == "They liked it")
        let nested = try ICUMessageFormat(
            pattern: "{gender, select, female {{count, plural, one {She has # item} other {She has # items}}} "
                + "other {{count, plural, one {They have # item} other {They have # items}}}}",
            locale: "en")
        #expect(try nested.format(["gender": .string("female"), "count": .integer(1)]) == "She has 1 item")
        #expect(try nested.format(["gender": .string("female"), "count": .integer(3)]) == "She has 3 items")
        #expect(try nested.format(["gender": .string("x"), "count": .integer(1)]) == "They have 1 item")
        #expect(try nested.format(["gender": .string("x"), "count": .integer(1000)]) == "They have 1,000 items")
    }

    @Test("selectordinal")
    func ordinal() throws {
        let format = try ICUMessageFormat(pattern: "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", locale: "en")
        let expected: [Int64: String] = [1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 22: "22nd", 113: "113th"]
        for (n, text) in expected {
            #expect(try format.format(["n": .integer(n)]) == text)
        }
    }

    @Test("numbered and named arguments")
    func arguments() throws {
        let numbered = try ICUMessageFormat(pattern: "{0} von {1} Ebenen: {2}", locale: "de")
        #expect(try numbered.format([.integer(3), .integer(1000), .string("fertig")]) == "3 von 1.000 Ebenen: fertig")
        let named = try ICUMessageFormat(pattern: "{name} has {count, plural, one {# layer} other {# layers}}", locale: "en")
        #expect(try named.format(["name": .string("Parcels"), "count": .number(1)]) == "Parcels has 1 layer")
        // An argument the pattern names but the call lacks stays as it is (ICU's behaviour).
        let partial = try ICUMessageFormat(pattern: "{a} and {b}", locale: "en")
        #expect(try partial.format(["a": .string("x")]) == "x and {b}")
        #expect(try partial.format([:]) == "{a} and {b}")
        // Apostrophes: '' is one apostrophe, '{...}' quotes braces.
        let quoted = try ICUMessageFormat(pattern: "It''s {name}'s map: '{literal}'", locale: "en")
        #expect(try quoted.format(["name": .string("Ann")]) == "It's Ann's map: {literal}")
        // Non-ASCII names and values.
        let unicode = try ICUMessageFormat(pattern: "{größe} – {名前}", locale: "de")
        #expect(try unicode.format(["größe": .number(2.5), "名前": .string("Zürich 🇨🇭")]) == "2,5 – Zürich 🇨🇭")
    }

    @Test("number and date arguments")
    func numberAndDate() throws {
        let numbers = try ICUMessageFormat(pattern: "{n, number, percent} {x, number} {y, number, ::.00}", locale: "fr")
        #expect(try numbers.format(["n": .number(0.25), "x": .number(1234.5), "y": .number(2.5)])
            == "25\u{00A0}% 1\u{202F}234,5 2,50")
        #expect(try ICUMessageFormat(pattern: "{count, number}", locale: "ar").format(["count": .integer(1_234_567)])
            == "١٬٢٣٤٬٥٦٧")
        // 2024-07-01T12:00:00Z: the same day in every time zone within 12 hours of UTC (ICU uses the
        // process's default zone for message dates).
        let noon = 1_719_835_200_000.0
        #expect(try ICUMessageFormat(pattern: "{d, date, ::yMMMd}", locale: "en").format(["d": .date(millisecondsSince1970: noon)])
            == "Jul 1, 2024")
        #expect(try ICUMessageFormat(pattern: "{d, date, ::yMMMMd}", locale: "de").format(["d": .date(millisecondsSince1970: noon)])
            == "1. Juli 2024")
    }

    @Test("long results")
    func longResult() throws {
        let format = try ICUMessageFormat(pattern: "<{text}>", locale: "en")
        let text = String(repeating: "ab🇨🇭", count: 500)
        #expect(try format.format(["text": .string(text)]) == "<" + text + ">")
    }

    @Test("errors name the ICU function")
    func errors() {
        #expect {
            _ = try ICUMessageFormat(pattern: "{count, plural, one {# file}", locale: "en")
        } throws: { error in
            (error as? ICUError)?.function == "icu::MessageFormat::MessageFormat"
        }
        #expect {
            _ = try ICUMessageFormat(pattern: "{count, plural, other {#}} {x, fancy}", locale: "en")
        } throws: { error in
            (error as? ICUError)?.function == "icu::MessageFormat::MessageFormat"
        }
        // ICU 72: text for a plural argument is U_ILLEGAL_ARGUMENT_ERROR.
        #expect(throws: ICUError(function: "icu::MessageFormat::format", code: 1)) {
            _ = try ICUMessageFormat(pattern: "{count, plural, one {# file} other {# files}}", locale: "en")
                .format(["count": .string("three")])
        }
        #expect {
            _ = try ICUMessageFormat(pattern: "{a}", locale: "xx")
        } throws: { error in
            (error as? ICUError)?.unknownLocale == "xx"
        }
    }
}
