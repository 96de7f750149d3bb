// Foundation carries its own ICU. This file imports both on purpose: if an ICU header ever leaks into
// the public header of CICUShim again, this file stops compiling (DESIGN.md section 3).
import Foundation
import ICUKit
import Testing

@Suite("ICUKit next to Foundation")
struct FoundationCoexistenceTests {
    @Test("both ICUs work in one process")
    func bothWork() throws {
        let rules = try PluralRules(locale: "ru")
        #expect(rules.select(5) == .many)
        let language = try LanguageID(folderName: "pt_BR")
        let locale = Locale(identifier: language.tag)
        #expect(locale.language.languageCode?.identifier == "pt")
        #expect(locale.region?.identifier == "BR")
        let german = 1234.5.formatted(.number.locale(Locale(identifier: "de_DE")))
        #expect(german == "1.234,5")
        #expect(rules.select(Double("21")!) == .one)
    }

    @Test("ICUKit's formatters and Foundation's formatting side by side")
    func formattersNextToFoundation() throws {
        // Both are ICU underneath; Foundation brings its own ICU, ICUKit calls the system's ICU 72.
        let value = 1234567.891
        let ours = try ICUNumberFormatter(locale: "de-DE", options: .places(2)).format(value)
        let theirs = value.formatted(.number.precision(.fractionLength(2)).locale(Locale(identifier: "de_DE")))
        #expect(ours == "1.234.567,89")
        #expect(theirs == ours)
        // An Esri JSON date: Foundation's Date gives the milliseconds, ICUKit formats them.
        let date = Date(timeIntervalSince1970: 1_705_327_509)
        let formatter = try ICUDateFormatter(locale: "en", pattern: "y-MM-dd HH:mm:ss", timeZone: "Europe/Zurich")
        #expect(formatter.format(millisecondsSince1970: date.timeIntervalSince1970 * 1000) == "2024-01-15 15:05:09")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Zurich")!
        #expect(calendar.component(.hour, from: date) == 15)
        // Names that exist in both worlds stay apart: ICUTimeZone vs TimeZone, ICULocaleMatcher vs Locale.
        #expect(ICUTimeZone.canonicalID("US/Eastern") == "America/New_York")
        #expect(TimeZone(identifier: "US/Eastern") != nil)
        let match = ICULocaleMatcher.bestMatch(desired: [Locale(identifier: "de_CH").identifier], supported: ["en", "de"], default: nil)
        #expect(match == "de")
        let message = try ICUMessageFormat(pattern: "{n, plural, one {# Datei} other {# Dateien}}", locale: "de")
        #expect(try message.format(["n": .integer(2)]) == "2 Dateien")
    }
}
