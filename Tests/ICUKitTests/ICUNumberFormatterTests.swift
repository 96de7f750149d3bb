import ICUKit
import Testing

// Expected strings come from ICU itself: a C++ program in /tmp (not committed) calling the system ICU 72
// (unumf_openForSkeletonAndLocale with the skeleton in each row, unumf_formatDouble/unumf_formatInt),
// cross-checked against Node.js 20 `Intl.NumberFormat` (ICU 78.2, CLDR 48) with the equivalent options
// (e.g. places 2 = minimumFractionDigits 2, maximumFractionDigits 2, roundingMode "halfExpand", signDisplay
// "negative"). Where they differ, the row has a comment with Node's value and ICU 72's is expected: CLDR 48
// gives Arabic Latin digits and U+200E instead of U+061C before the minus sign, and another NaN text.

/// (locale, value, options, ICU skeleton, ICU 72 text)
typealias NumberCase = (String, Double, ICUNumberFormatOptions, String, String)

@Suite("ICU number formatting")
struct ICUNumberFormatterTests {
    static let cases: [NumberCase] = [
        ("en", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1,234,567.89"),
        ("en", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-1,234,567.89"),
        ("en", 1234567.891, .init(), "", "1,234,567.891"),
        ("en", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("en", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25.6%"),
        ("en", 1234567, .init(style: .compactShort), "compact-short", "1.2M"),
        ("en", 1234567, .init(style: .compactLong), "compact-long", "1.2 million"),
        ("de", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1.234.567,89"),
        ("de", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-1.234.567,89"),
        ("de", 1234567.891, .init(), "", "1.234.567,891"),
        ("de", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("de", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25,6\u{00A0}%"),
        ("de", 1234567, .init(style: .compactShort), "compact-short", "1,2\u{00A0}Mio."),
        ("de", 1234567, .init(style: .compactLong), "compact-long", "1,2 Millionen"),
        ("fr", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1\u{202F}234\u{202F}567,89"),
        ("fr", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-1\u{202F}234\u{202F}567,89"),
        ("fr", 1234567.891, .init(), "", "1\u{202F}234\u{202F}567,891"),
        ("fr", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("fr", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25,6\u{00A0}%"),
        ("fr", 1234567, .init(style: .compactShort), "compact-short", "1,2\u{00A0}M"),
        ("fr", 1234567, .init(style: .compactLong), "compact-long", "1,2 million"),
        ("ar", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "١٬٢٣٤٬٥٦٧٫٨٩"),  // Node: "1,234,567.89"
        ("ar", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "\u{061C}-١٬٢٣٤٬٥٦٧٫٨٩"),  // Node: "\u{200E}-1,234,567.89"
        ("ar", 1234567.891, .init(), "", "١٬٢٣٤٬٥٦٧٫٨٩١"),  // Node: "1,234,567.891"
        ("ar", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "١٢٣٤٥٦٨"),  // Node: "1234568"
        ("ar", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "٢٥٫٦٪\u{061C}"),  // Node: "25.6\u{200E}%\u{200E}"
        ("ar", 1234567, .init(style: .compactShort), "compact-short", "١٫٢\u{00A0}مليون"),  // Node: "1.2\u{00A0}مليون"
        ("ar", 1234567, .init(style: .compactLong), "compact-long", "١٫٢ مليون"),  // Node: "1.2 مليون"
        ("hi", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "12,34,567.89"),
        ("hi", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-12,34,567.89"),
        ("hi", 1234567.891, .init(), "", "12,34,567.891"),
        ("hi", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("hi", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25.6%"),
        ("hi", 1234567, .init(style: .compactShort), "compact-short", "12\u{00A0}लाख"),
        ("hi", 1234567, .init(style: .compactLong), "compact-long", "12 लाख"),
        ("ja", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1,234,567.89"),
        ("ja", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-1,234,567.89"),
        ("ja", 1234567.891, .init(), "", "1,234,567.891"),
        ("ja", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("ja", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25.6%"),
        ("ja", 1234567, .init(style: .compactShort), "compact-short", "123万"),
        ("ja", 1234567, .init(style: .compactLong), "compact-long", "123万"),
        ("zh-Hant-TW", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1,234,567.89"),
        ("zh-Hant-TW", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-1,234,567.89"),
        ("zh-Hant-TW", 1234567.891, .init(), "", "1,234,567.891"),
        ("zh-Hant-TW", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("zh-Hant-TW", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25.6%"),
        ("zh-Hant-TW", 1234567, .init(style: .compactShort), "compact-short", "123萬"),
        ("zh-Hant-TW", 1234567, .init(style: .compactLong), "compact-long", "123萬"),
        ("pt-BR", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1.234.567,89"),
        ("pt-BR", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-1.234.567,89"),
        ("pt-BR", 1234567.891, .init(), "", "1.234.567,891"),
        ("pt-BR", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("pt-BR", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25,6%"),
        ("pt-BR", 1234567, .init(style: .compactShort), "compact-short", "1,2\u{00A0}mi"),
        ("pt-BR", 1234567, .init(style: .compactLong), "compact-long", "1,2 milhão"),
        ("ru", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1\u{00A0}234\u{00A0}567,89"),
        ("ru", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-1\u{00A0}234\u{00A0}567,89"),
        ("ru", 1234567.891, .init(), "", "1\u{00A0}234\u{00A0}567,891"),
        ("ru", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("ru", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25,6\u{00A0}%"),
        ("ru", 1234567, .init(style: .compactShort), "compact-short", "1,2\u{00A0}млн"),
        ("ru", 1234567, .init(style: .compactLong), "compact-long", "1,2 миллиона"),
        ("he", 1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1,234,567.89"),
        ("he", -1234567.891, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "\u{200E}-1,234,567.89"),
        ("he", 1234567.891, .init(), "", "1,234,567.891"),
        ("he", 1234567.891, .places(0, digitSeparator: false), "precision-integer rounding-mode-half-up group-off sign-negative", "1234568"),
        ("he", 0.256, .init(style: .percent, maximumFractionDigits: 1), "percent scale/100 .#", "25.6%"),
        ("he", 1234567, .init(style: .compactShort), "compact-short", "1.2M\u{200F}"),
        ("he", 1234567, .init(style: .compactLong), "compact-long", "\u{200F}1.2 מיליון"),
        ("en", 0.125, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "0.13"),
        ("de", 0.125, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "0,13"),
        ("en", 2.5, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .halfAwayFromZero), "precision-integer rounding-mode-half-up", "3"),
        ("en", -2.5, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .halfAwayFromZero), "precision-integer rounding-mode-half-up", "-3"),
        ("en", 0.125, .init(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: .halfEven), ".00", "0.12"),
        ("en", 2.5, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .halfEven), "precision-integer", "2"),
        ("en", 3.5, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .halfEven), "precision-integer", "4"),
        ("en", 2.5, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .halfTowardZero), "precision-integer rounding-mode-half-down", "2"),
        ("en", -2.5, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .halfTowardZero), "precision-integer rounding-mode-half-down", "-2"),
        ("en", -2.5, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .ceiling), "precision-integer rounding-mode-ceiling", "-2"),
        ("en", -2.5, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .floor), "precision-integer rounding-mode-floor", "-3"),
        ("en", -2.7, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .towardZero), "precision-integer rounding-mode-down", "-2"),
        ("en", 2.1, .init(minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: .awayFromZero), "precision-integer rounding-mode-up", "3"),
        ("en", -0.004, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "0.00"),
        ("en", -0.004, .init(minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: .halfAwayFromZero), ".00 rounding-mode-half-up", "-0.00"),
        ("en", -0.0, .places(0), "precision-integer rounding-mode-half-up group-on-aligned sign-negative", "0"),
        ("en", -0.0, .init(), "", "-0"),
        ("en", 1e15, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1,000,000,000,000,000.00"),
        ("de", 1e15, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1.000.000.000.000.000,00"),
        ("en", 1.005, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "1.01"),
        ("en", .nan, .init(), "", "NaN"),
        ("de", .nan, .init(), "", "NaN"),
        ("ar", .nan, .init(), "", "ليس\u{00A0}رقم"),  // Node: "ليس\u{00A0}رقمًا"
        ("ru", .nan, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "не\u{00A0}число"),
        ("en", .infinity, .init(), "", "∞"),
        ("en", -.infinity, .places(2), ".00 rounding-mode-half-up group-on-aligned sign-negative", "-∞"),
        ("ar", -.infinity, .init(), "", "\u{061C}-∞"),  // Node: "\u{200E}-∞"
        ("en", 1.5, .init(minimumFractionDigits: 2), ".00####", "1.50"),
        ("en", 0.3333333333333333, .init(minimumFractionDigits: 2), ".00####", "0.333333"),
        ("en", 1.005, .init(maximumFractionDigits: 2), ".##", "1"),
        ("en", 1.5, .init(minimumFractionDigits: 1, maximumFractionDigits: 2), ".0#", "1.5"),
        ("fr", -0.5, .init(style: .percent), "percent scale/100", "-50\u{00A0}%"),
        ("hi", 123456789.5, .init(style: .compactLong, minimumFractionDigits: 1, maximumFractionDigits: 1), "compact-long .0", "12.3 करोड़"),
    ]

    @Test("numbers in ten locales, with options and rounding edges", arguments: cases)
    func format(locale: String, value: Double, options: ICUNumberFormatOptions, skeleton: String, expected: String)
        throws
    {
        let formatter = try ICUNumberFormatter(locale: locale, options: options)
        #expect(formatter.skeleton == skeleton)
        #expect(formatter.format(value) == expected, "\(locale) \(value) [\(skeleton)]")
        #expect(try ICUNumberFormatter.cached(locale: locale, options: options).format(value) == expected)
    }

    @Test("64-bit integers exactly, not through Double", arguments: [
        ("en", 9007199254740993, "9,007,199,254,740,993"),
        ("de", 9007199254740993, "9.007.199.254.740.993"),
        ("hi", 9007199254740993, "9,00,71,99,25,47,40,993"),
        ("ar", 9007199254740993, "٩٬٠٠٧٬١٩٩٬٢٥٤٬٧٤٠٬٩٩٣"),  // Node: "9,007,199,254,740,993"
        ("en", -9223372036854775808, "-9,223,372,036,854,775,808"),
        ("fr", 9223372036854775807, "9\u{202F}223\u{202F}372\u{202F}036\u{202F}854\u{202F}775\u{202F}807"),
    ] as [(String, Int64, String)])
    func formatInteger(locale: String, value: Int64, expected: String) throws {
        #expect(try ICUNumberFormatter(locale: locale).format(value) == expected)
    }

    @Test("popup places of DESIGN.md section 7")
    func popupPlaces() throws {
        let expected = [
            "en": "1,234,567.89", "de": "1.234.567,89", "fr": "1\u{202F}234\u{202F}567,89",
            "ar": "١٬٢٣٤٬٥٦٧٫٨٩", "hi": "12,34,567.89",
        ]
        for (locale, text) in expected {
            #expect(try ICUNumberFormatter(locale: locale, options: .places(2)).format(1234567.891) == text)
        }
        let options = ICUNumberFormatOptions.places(2)
        #expect(options.minimumFractionDigits == 2 && options.maximumFractionDigits == 2)
        #expect(options.roundingMode == .halfAwayFromZero && options.hidesNegativeZero && options.grouping == .always)
    }

    @Test("results longer than the stack buffer")
    func longResults() throws {
        // ICU 72 (C program): 1e300 with `.00 group-off` in en is "1", 300 zeros and ".00" (304 characters);
        // with de's grouping 401 characters.
        let plain = try ICUNumberFormatter(locale: "en", options: .init(minimumFractionDigits: 2, maximumFractionDigits: 2, grouping: .never))
        #expect(plain.format(1e300) == "1" + String(repeating: "0", count: 300) + ".00")
        let grouped = try ICUNumberFormatter(locale: "de").format(1e300)
        #expect(grouped.count == 401)
        #expect(grouped.hasPrefix("1.000.000"))
    }

    @Test("skeletons of the options")
    func skeletons() {
        #expect(ICUNumberFormatOptions().skeleton == "")
        #expect(ICUNumberFormatOptions.places(2).skeleton == ".00 rounding-mode-half-up group-on-aligned sign-negative")
        #expect(ICUNumberFormatOptions.places(0, digitSeparator: false).skeleton
            == "precision-integer rounding-mode-half-up group-off sign-negative")
        #expect(ICUNumberFormatOptions(style: .percent).skeleton == "percent scale/100")
        #expect(ICUNumberFormatOptions(style: .compactLong, maximumFractionDigits: 1).skeleton == "compact-long .#")
        #expect(ICUNumberFormatOptions(minimumFractionDigits: 8).skeleton == ".00000000")
        #expect(ICUNumberFormatOptions(minimumFractionDigits: 1, maximumFractionDigits: 3, roundingMode: .floor).skeleton
            == ".0## rounding-mode-floor")
        #expect(ICUNumberFormatOptions(minimumFractionDigits: 3, maximumFractionDigits: 2).skeleton == nil)
        #expect(ICUNumberFormatOptions(maximumFractionDigits: -1).skeleton == nil)
        #expect(ICUNumberFormatOptions(maximumFractionDigits: 1000).skeleton == nil)
    }

    @Test("impossible options are an error naming the ICU function")
    func impossibleOptions() {
        #expect(throws: ICUError(function: "unumf_openForSkeletonAndLocale", code: 1)) {
            _ = try ICUNumberFormatter(locale: "en", options: .init(minimumFractionDigits: 3, maximumFractionDigits: 2))
        }
        #expect(throws: ICUError(function: "unumf_openForSkeletonAndLocale", code: 1)) {
            _ = try ICUNumberFormatter(locale: "en", options: .init(maximumFractionDigits: -1))
        }
        // ICU's own limit is 999 fraction digits.
        #expect(throws: Never.self) {
            _ = try ICUNumberFormatter(locale: "en", options: .places(ICUNumberFormatOptions.fractionDigitsLimit))
        }
    }

    @Test("cached formatters are shared per locale and options")
    func cached() throws {
        let first = try ICUNumberFormatter.cached(locale: "de-CH", options: .places(2))
        let second = try ICUNumberFormatter.cached(locale: "de-CH", options: .places(2))
        #expect(first === second)
        #expect(first !== (try ICUNumberFormatter.cached(locale: "de-CH", options: .places(1))))
        #expect(first !== (try ICUNumberFormatter.cached(locale: "de", options: .places(2))))
        // ICU 72 (C program): de_CH groups with U+2019 RIGHT SINGLE QUOTATION MARK; Node (ICU 78) with U+0027.
        #expect(first.format(1234567.891) == "1\u{2019}234\u{2019}567.89")
        #expect(throws: ICUError.self) { try ICUNumberFormatter.cached(locale: "xx") }
    }
}
