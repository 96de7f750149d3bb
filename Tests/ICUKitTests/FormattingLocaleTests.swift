@testable import ICUKit
import Testing

@Suite("Locales of formatters")
struct FormattingLocaleTests {
    @Test("BCP 47 tags become ICU locale IDs", arguments: [
        ("de-CH", "de_CH"), ("zh-Hant-TW", "zh_Hant_TW"), ("ar", "ar"), ("hi", "hi"), ("pt-BR", "pt_BR"),
        ("pt_BR", "pt_BR"), ("fr-US", "fr_US"), ("en-u-nu-arab", "en@numbers=arab"), ("es-419", "es_419"),
        ("sr-Latn", "sr_Latn"), ("iw", "iw"),
    ])
    func accepted(tag: String, id: String) throws {
        #expect(try FormattingLocale.icuID(for: tag) == id)
    }

    @Test("unknown or malformed locales are errors that name the locale", arguments: [
        "xx", "", "und", "root", "tlh", "i-klingon", "x-private", "en-", "en--US", "en US", "de-XX", "en-Abcd",
        "garbage!", "Deutsch", "de_CH@collation=phonebook",
    ])
    func rejected(locale: String) {
        #expect {
            _ = try FormattingLocale.icuID(for: locale)
        } throws: { error in
            guard let error = error as? ICUError else { return false }
            return error.unknownLocale == locale && error.code > 0 && error.unknownTimeZone == nil
                && error.description.hasPrefix("unknown locale '\(locale)' (")
        }
        #expect(throws: ICUError.self) { try ICUNumberFormatter(locale: locale) }
        #expect(throws: ICUError.self) { try ICUMessageFormat(pattern: "{a}", locale: locale) }
    }

    @Test("the error for a locale ICU has no data for")
    func noData() {
        #expect {
            _ = try ICUNumberFormatter(locale: "xx")
        } throws: { error in
            (error as? ICUError)?.description == "unknown locale 'xx' (ures_open failed: U_MISSING_RESOURCE_ERROR)"
        }
    }

    @Test("a locale name too long for ICU 72 is an error, not a crash")
    func tooLong() {
        let locale = (1...30).map { "abcde\(100 + $0)" }.joined(separator: "-")
        #expect(throws: ICUError.self) { try ICUNumberFormatter(locale: "de-" + locale) }
        #expect(throws: ICUError.self) { try ICUDateFormatter(locale: "de-" + locale, skeleton: "yMd", timeZone: "UTC") }
        #expect(throws: ICUError.self) { try ICUMessageFormat(pattern: "{a}", locale: "de-" + locale) }
        #expect(ICULocaleMatcher.bestMatch(desired: ["de-" + locale], supported: ["de"], default: nil) == nil)
    }

    @Test("Unicode extensions reach ICU")
    func extensions() throws {
        // Node.js: new Intl.NumberFormat("en-u-nu-arab").format(1234.5) is "١٬٢٣٤٫٥", as ICU 72.
        #expect(try ICUNumberFormatter(locale: "en-u-nu-arab").format(1234.5) == "١٬٢٣٤٫٥")
    }
}
